// `npm run admin:unlock` (scripts/admin-unlock.mjs): ends every sign-in lock at once, for the
// owner on the server when the account was paused by guesses (SECURITY.md). Plain JavaScript with
// pg, so the script runs without the app's build.

/**
 * Forgets every count and block of the sign-in limits (lib/auth/limits.ts keeps them all in
 * auth_limits) and the code-send counts (rate_limits, `code-send:<user>`). The limits that can
 * lock the owner out keep no copy in a server's memory, so every running server sees it at once.
 * @param {import("pg").ClientBase} client
 * @returns {Promise<{ limits: number, codeSends: number }>}
 */
export async function unlockSignIns(client) {
  const limits = await client.query(`DELETE FROM "auth_limits"`);
  const codeSends = await client.query(`DELETE FROM "rate_limits" WHERE "key" LIKE 'code-send:%'`);
  return { limits: limits.rowCount ?? 0, codeSends: codeSends.rowCount ?? 0 };
}

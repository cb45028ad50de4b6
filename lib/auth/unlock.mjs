// `npm run admin:unlock` (scripts/admin-unlock.mjs): ends every sign-in lock at once, for the
// owner on the server when the account was paused by guesses (SECURITY.md). Plain JavaScript with
// pg, so the script runs without the app's build.

/** The key prefixes of the sign-in limits (lib/auth/limits.ts), all kept in rate_limits. */
const signInPrefixes = ["signin-address", "signin-account", "signin-device", "code-account", "code-device", "code-send"];

/**
 * Forgets every count and block of the sign-in limits, which the site's one rate limiter keeps in
 * rate_limits under these prefixes; the quote form's counts stay. The limits that can lock the
 * owner out keep no copy in a server's memory, so every running server sees it at once.
 * @param {import("pg").ClientBase} client
 * @returns {Promise<{ limits: number }>}
 */
export async function unlockSignIns(client) {
  const limits = await client.query(`DELETE FROM "rate_limits" WHERE split_part("key", ':', 1) = ANY($1::text[])`, [signInPrefixes]);
  return { limits: limits.rowCount ?? 0 };
}

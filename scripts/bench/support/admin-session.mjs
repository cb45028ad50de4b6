// A signed-in admin for the bench parts, without the e-mailed code: a `sessions` row written the
// way a sign-in writes it (sid = sha256 of the cookie's token), for the first admin account.
import { createHash, randomBytes } from "node:crypto";

/** The session cookie's two names (the `__Host-` one is what production sends over HTTPS). */
export const SESSION_COOKIE_NAMES = ["__Host-orbit.session", "orbit.session"];

/**
 * @param {import("pg").Client} client
 * @param {string} userAgent
 * @returns {Promise<{ sid: string, token: string, cookie: string }>}
 */
export async function benchAdminSession(client, userAgent = "bench") {
  const { rows } = await client.query(`SELECT "id", "username" FROM "users" ORDER BY "id" LIMIT 1`);
  if (!rows[0]) throw new Error("bench: no admin user in the database (the server creates it at start).");
  const token = randomBytes(32).toString("base64url");
  const sid = createHash("sha256").update(token).digest("hex");
  const sess = { userId: rows[0].id, username: rows[0].username, createdAt: new Date().toISOString(), userAgent };
  await client.query(`INSERT INTO "sessions" ("sid", "sess", "expire") VALUES ($1, $2, now() + interval '1 hour')`, [sid, sess]);
  return { sid, token, cookie: SESSION_COOKIE_NAMES.map((name) => `${name}=${token}`).join("; ") };
}

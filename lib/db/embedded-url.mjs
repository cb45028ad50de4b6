// The embedded database's URL names itself, so the app can tell it from a PostgreSQL server's:
// behind pglite-socket every connection shares PGlite's one session, where the named prepared
// statements of two connections would collide. Kept apart from embedded.mjs, which loads PGlite.
const APPLICATION_NAME = "orbit-embedded-pglite";

/**
 * Where the embedded database listens on this machine, with the password its socket asks for.
 * @param {number} port
 * @param {string} password
 */
export function embeddedDatabaseUrl(port, password) {
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres?sslmode=disable&application_name=${APPLICATION_NAME}`;
}

/**
 * Production runs on the embedded database only when asked to (EMBEDDED_DATABASE=1): a server
 * that lost its DATABASE_URL must not start quietly on an empty database of its own. The launcher
 * (server/launch.mjs) and the configuration (lib/config/schema.ts) both ask this.
 * @param {{ production: boolean, flag: string | undefined }} options
 */
export function embeddedDatabaseAllowed({ production, flag }) {
  return !production || flag === "1";
}

export const embeddedInProductionMessage =
  "No DATABASE_URL: production runs on PostgreSQL. Set DATABASE_URL, or EMBEDDED_DATABASE=1 to run on the embedded database (PGlite, in DATA_DIR) on purpose.";

/**
 * Whether every connection to `url` shares one session (the embedded PGlite), so that no
 * client may keep named prepared statements there.
 * @param {string} url
 */
export function sharesOneSession(url) {
  try {
    return new URL(url).searchParams.get("application_name") === APPLICATION_NAME;
  } catch {
    return false;
  }
}

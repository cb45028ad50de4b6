// The embedded database's URL names itself, so the app can tell it from a PostgreSQL server's:
// behind pglite-socket every connection shares PGlite's one session, where the named prepared
// statements of two connections would collide. Kept apart from embedded.mjs, which loads PGlite.
const APPLICATION_NAME = "orbit-embedded-pglite";

/**
 * Where the embedded database listens on this machine.
 * @param {number} port
 */
export function embeddedDatabaseUrl(port) {
  return `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable&application_name=${APPLICATION_NAME}`;
}

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

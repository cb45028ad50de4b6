// The HTML each prerendered page was last handed out as, or stored as when rendered again, by this
// process's cache handler (server/cache-handler.mjs), for proxy.ts's policy
// (lib/security/prerendered-pages.ts). Next keeps a page rendered again in memory before its file
// is written, so for a moment the file on disk is not the page served: both versions are allowed.
// On globalThis: Next loads the cache handler with Node and bundles proxy.ts, two module copies.

/** Versions kept per route: the one served and the one that replaces it. */
const KEPT = 2;
const key = Symbol.for("orbit.prerendered.served");
const store = /** @type {Record<symbol, Map<string, string[]> | undefined>} */ (/** @type {unknown} */ (globalThis));
/** @type {Map<string, string[]>} */
const served = (store[key] ??= new Map());

/**
 * @param {string} route
 * @param {string} html the page as served (after server/scripts-after-paint.mjs)
 */
export function rememberServed(route, html) {
  const versions = served.get(route) ?? [];
  if (versions.at(-1) === html) return;
  served.set(route, [...versions.filter((version) => version !== html), html].slice(-KEPT));
}

/**
 * The versions of a route this process handed out or is about to, newest last.
 * @param {string} route
 * @returns {readonly string[]}
 */
export function servedVersions(route) {
  return served.get(route) ?? [];
}

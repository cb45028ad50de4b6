import "server-only";

/**
 * Drops a path's stored answers from the server's page cache (server/page-cache.mjs), which
 * server/server.mjs hands over on globalThis: the app runs in the same process but is bundled
 * apart. No page cache (development, PAGE_CACHE=0, the tests calling routes directly): nothing to do.
 */
export function purgeFromPageCache(path: string): number {
  const forget = (globalThis as Record<symbol, unknown>)[Symbol.for("orbit.pageCache.forget")];
  return typeof forget === "function" ? (forget as (path: string) => number)(path) : 0;
}

// Next's own file-system cache for prerendered pages, with one change: a page is handed out as
// it is served (server/scripts-after-paint.mjs), whether it comes from `next build` or
// from a daily regeneration, since both are read through here. Configured in next.config.ts.
import FileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { prerenderedHtmlAsServed } from "./scripts-after-paint.mjs";
import { rememberServed } from "./served-prerendered.mjs";

// Node hands this CommonJS module's exports object over as the default import; a bundler, the class.
const FileSystemCache = /** @type {{ default?: typeof FileSystemCacheModule }} */ (/** @type {unknown} */ (FileSystemCacheModule)).default ?? FileSystemCacheModule;

/**
 * The `next` version this handler was checked against: it extends an internal class, which a
 * release may change without notice. tests/unit/next-version.test.ts fails on any other version
 * until docs/upgrading-next.md has been gone through and this is updated.
 */
export const VERIFIED_NEXT_VERSION = "16.4.6";

/**
 * The route of a page's cache key. Next keys a page by its source route and normalised path
 * ("/route-cache/APP_PAGE/<hash>/$/index" for "/"); the path after "$" names the page.
 * @param {string} key
 */
function routeOfKey(key) {
  const page = /\/\$(\/.*)$/.exec(key)?.[1] ?? key;
  return page === "/index" ? "/" : page;
}

export default class PageCacheHandler extends FileSystemCache {
  /** @param {Parameters<FileSystemCacheModule["get"]>} args */
  async get(...args) {
    const [key] = args;
    const entry = await super.get(...args);
    const value = entry?.value;
    if (!entry || value?.kind !== "APP_PAGE" || typeof value.html !== "string") return entry;
    const route = routeOfKey(key);
    const html = prerenderedHtmlAsServed(route, value.html);
    rememberServed(route, html);
    return html === value.html ? entry : { ...entry, value: { ...value, html } };
  }

  /** @param {Parameters<FileSystemCacheModule["set"]>} args */
  async set(...args) {
    const [key, data] = args;
    // A page rendered again is served from memory before its file is written: its policy must know it first.
    if (data?.kind === "APP_PAGE" && typeof data.html === "string") {
      const route = routeOfKey(key);
      rememberServed(route, prerenderedHtmlAsServed(route, data.html));
    }
    return super.set(...args);
  }
}

import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { prerenderedHtmlAsServed } from "@/server/scripts-after-paint.mjs";
import { servedVersions } from "@/server/served-prerendered.mjs";
import { inlineScriptHashes } from "./inline-script-hashes";

/**
 * The inline-script hashes of the pages `next build` prerendered, read from the build output
 * itself (`.next/prerender-manifest.json` and the HTML beside it, as the cache handler hands it
 * out), so the policy always matches the exact HTML being served and the pages stay static.
 * Cached per file and refreshed when a page is regenerated: Next 16.4 writes a regenerated page
 * (and a copy of the prerendered one, on its first visit) to .next/server/route-cache/APP_PAGE/
 * <hash>/$/<route>.html, the same key the cache handler reads (server/cache-handler.mjs), and
 * serves that copy from then on; the newest of the files is the HTML being served.
 */
const distDir = path.join(process.cwd(), ".next");
const appDir = path.join(distDir, "server", "app");

let prerenderedRoutes: Set<string> | undefined;
const cache = new Map<string, { mtimeMs: number; hashes: string[] }>();

function routes(): Set<string> {
  if (!prerenderedRoutes) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as { routes?: Record<string, unknown> };
      prerenderedRoutes = new Set(Object.keys(manifest.routes ?? {}));
    } catch {
      // `next dev` has no build output: every page renders per request and gets a nonce.
      prerenderedRoutes = new Set();
    }
  }
  return prerenderedRoutes;
}

const routeCacheDir = path.join(distDir, "server", "route-cache", "APP_PAGE");

/** The build's file of a route, and its copies in the route cache: the newest, with its time. */
function htmlFile(route: string): { file: string; mtimeMs: number } {
  const name = route === "/" ? "index.html" : `${route.slice(1)}.html`;
  const candidates = [path.join(appDir, name)];
  try {
    for (const entry of readdirSync(routeCacheDir)) candidates.push(path.join(routeCacheDir, entry, "$", name));
  } catch {
    // No page regenerated or visited yet: only the build's file.
  }
  let newest: { file: string; mtimeMs: number } | undefined;
  for (const file of candidates) {
    try {
      const { mtimeMs } = statSync(file);
      if (!newest || mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
    } catch {
      // Not this one.
    }
  }
  if (!newest) throw new Error(`no HTML for ${route}`);
  return newest;
}

const versionHashes = new Map<string, { html: string; hashes: string[] }[]>();

/** The hashes of the versions the cache handler handed out or is about to (server/served-prerendered.mjs), each hashed once. */
function servedHashes(route: string): string[] {
  const known = versionHashes.get(route) ?? [];
  const current = servedVersions(route).map((html) => known.find((version) => version.html === html) ?? { html, hashes: inlineScriptHashes(html) });
  versionHashes.set(route, current);
  return current.flatMap((version) => version.hashes);
}

/**
 * Hashes for a prerendered route, or undefined when the route renders per request: the newest
 * file's, and those of the versions in the cache handler's hands (a page rendered again is served
 * from memory a moment before its file is written).
 */
export function prerenderedPageHashes(route: string): string[] | undefined {
  if (!routes().has(route)) return undefined;
  try {
    const { file, mtimeMs } = htmlFile(route);
    let cached = cache.get(route);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, hashes: inlineScriptHashes(prerenderedHtmlAsServed(route, readFileSync(file, "utf8"))) };
      cache.set(route, cached);
    }
    return [...new Set([...cached.hashes, ...servedHashes(route)])];
  } catch {
    return undefined;
  }
}

/** The route of a request path as the prerender manifest names it ("/" or "/qrcode"). */
export function routeOf(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  try {
    return decodeURIComponent(trimmed) || "/";
  } catch {
    return trimmed || "/";
  }
}

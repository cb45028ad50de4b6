import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { prerenderedHtmlAsServed } from "@/server/scripts-after-paint.mjs";
import { inlineScriptHashes } from "./inline-script-hashes";

/**
 * The inline-script hashes of the pages `next build` prerendered, read from the build output
 * itself (`.next/prerender-manifest.json` and the HTML beside it, as the cache handler hands it
 * out), so the policy always matches the exact HTML being served and the pages stay static.
 * Cached per file and refreshed when a page is regenerated (its file changes).
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

function htmlFile(route: string): string {
  return path.join(appDir, route === "/" ? "index.html" : `${route.slice(1)}.html`);
}

/** Hashes for a prerendered route, or undefined when the route renders per request. */
export function prerenderedPageHashes(route: string): string[] | undefined {
  if (!routes().has(route)) return undefined;
  const file = htmlFile(route);
  try {
    const { mtimeMs } = statSync(file);
    const cached = cache.get(route);
    if (cached && cached.mtimeMs === mtimeMs) return cached.hashes;
    const hashes = inlineScriptHashes(prerenderedHtmlAsServed(route, readFileSync(file, "utf8")));
    cache.set(route, { mtimeMs, hashes });
    return hashes;
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

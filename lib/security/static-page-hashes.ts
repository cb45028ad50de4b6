import { readFileSync } from "node:fs";
import path from "node:path";
import { STATIC_PAGE_HASHES_FILE } from "./static-pages";

/**
 * The inline-script hashes of the prerendered pages, as `npm run build` wrote them after
 * `next build` (scripts/static-page-hashes.mjs): read once per server, from the build folder of
 * the directory it runs in (the project for `next start`, .next/standalone for its server.js).
 * The file is data written after proxy.ts was compiled, so it is read, not imported.
 */
let loaded: Record<string, string[]> | undefined;

function load(): Record<string, string[]> {
  if (loaded) return loaded;
  const file = path.join(process.cwd(), ".next", STATIC_PAGE_HASHES_FILE);
  try {
    loaded = JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>;
  } catch {
    // A build made with `next build` alone: every page gets a nonce, and the prerendered ones' scripts are refused.
    console.error(`${file} is missing: build with \`npm run build\` (it writes the static pages' script hashes after \`next build\`).`);
    loaded = {};
  }
  return loaded;
}

/** The hashes of a prerendered route's inline scripts, or undefined when the route renders per request. */
export function staticPageHashes(route: string): readonly string[] | undefined {
  return Object.hasOwn(load(), route) ? load()[route] : undefined;
}

/** The route of a request path as the build names its page ("/" or "/qrcode"). */
export function routeOf(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  try {
    return decodeURIComponent(trimmed) || "/";
  } catch {
    return trimmed || "/";
  }
}

#!/usr/bin/env node
// Run by `npm run build` after `next build`: the SHA-256 hashes of the inline scripts of every page
// the build prerendered, read from the HTML it wrote (.next/server/app/**/*.html), into
// .next/static-page-hashes.json, which proxy.ts reads (lib/security/static-page-hashes.ts) to give
// those pages a CSP that allows exactly their scripts, so they stay static. Copied beside the
// standalone server when the build made one. Only the marketing pages and Next's fallbacks may be
// prerendered: every other page gets a nonce, which a page rendered once cannot carry.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inlineScriptHashes } from "../lib/security/inline-script-hashes.ts";
import { fallbackRoutes, STATIC_PAGE_HASHES_FILE, staticMarketingRoutes } from "../lib/security/static-pages.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const appDir = path.join(root, ".next", "server", "app");

/**
 * Every prerendered page's HTML under `dir`, by its route ("/", "/privacy", "/_not-found").
 * @param {string} dir
 * @param {string} prefix
 * @returns {[string, string][]}
 */
function prerenderedPages(dir, prefix = "") {
  /** @type {[string, string][]} */
  const pages = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) pages.push(...prerenderedPages(file, `${prefix}/${entry.name}`));
    else if (entry.name.endsWith(".html")) {
      const name = entry.name.slice(0, -".html".length);
      const route = prefix === "" && name === "index" ? "/" : `${prefix}/${name}`;
      pages.push([route, readFileSync(file, "utf8")]);
    }
  }
  return pages;
}

if (!existsSync(appDir)) {
  console.error("static-page-hashes: no .next/server/app; run `next build` first.");
  process.exit(1);
}
/** @type {Record<string, string[]>} */
const hashes = {};
for (const [route, html] of prerenderedPages(appDir)) hashes[route] = inlineScriptHashes(html);
const missing = staticMarketingRoutes.filter((route) => !hashes[route]);
if (missing.length > 0) {
  console.error(`static-page-hashes: the build did not prerender ${missing.join(", ")}; they must stay static.`);
  process.exit(1);
}
/** @type {readonly string[]} */
const allowed = [...staticMarketingRoutes, ...fallbackRoutes];
const unexpected = Object.keys(hashes).filter((route) => !allowed.includes(route));
if (unexpected.length > 0) {
  console.error(`static-page-hashes: ${unexpected.join(", ")} was prerendered; render it per request (\`await connection()\`) so it gets a nonce, or list it in lib/security/static-pages.ts.`);
  process.exit(1);
}

const json = `${JSON.stringify(hashes, null, 1)}\n`;
for (const distDir of [path.join(root, ".next"), path.join(root, ".next", "standalone", ".next")]) {
  if (distDir.includes("standalone") && !existsSync(path.dirname(distDir))) continue;
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(distDir, STATIC_PAGE_HASHES_FILE), json);
}
console.log(`static-page-hashes: ${Object.keys(hashes).length} prerendered pages (${Object.keys(hashes).sort().join(", ")})`);

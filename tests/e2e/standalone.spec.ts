import { existsSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { startOwnServer, startPlainNext } from "./support/own-server";

/**
 * `NEXT_OUTPUT=standalone npm run build`'s server.js serves the same site as `npm start`: every page with the
 * same status, the same headers (a nonce differs per request, nothing else) and, for the pages
 * prerendered at build, the same HTML. Runs when the build made a standalone server.
 */
test.describe.configure({ timeout: 240_000 });

const paths = ["/", "/privacy", "/qrcode", "/business-card", "/estimate", "/login", "/admin", "/admin-login-secure", "/admin-pwa", "/quote-requests", "/no-such-page", "/api/health", "/robots.txt", "/sitemap.xml"];
const staticPages = new Set(["/", "/privacy", "/qrcode", "/business-card"]);
/** Headers that belong to one message, not to the page. */
const perMessage = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "etag", "set-cookie", "vary"]);

async function answers(server: { baseURL: string }) {
  const seen = new Map<string, { status: number; headers: string[]; body?: string }>();
  for (const path of paths) {
    const response = await fetch(`${server.baseURL}${path}`, { redirect: "manual", headers: { accept: "text/html" } });
    const body = await response.text();
    const headers = [...response.headers]
      .filter(([name]) => !perMessage.has(name))
      .map(([name, value]) => `${name}: ${value.replace(/'nonce-[^']+'/g, "'nonce-…'").replace(/nonce="[^"]+"/g, 'nonce="…"')}`)
      .sort();
    seen.set(path, { status: response.status, headers, body: staticPages.has(path) ? body : undefined });
  }
  return seen;
}

test("the standalone server answers every page as `npm start` does", async () => {
  test.skip(!existsSync(".next/standalone/server.js"), "no standalone build here (build with NEXT_OUTPUT=standalone npm run build to run it)");
  const stock = await startOwnServer({});
  let fromStock;
  try {
    fromStock = await answers(stock);
  } finally {
    await stock.stop();
  }
  const standalone = await startPlainNext("standalone");
  try {
    const fromStandalone = await answers(standalone);
    for (const path of paths) expect(fromStandalone.get(path), path).toEqual(fromStock.get(path));
    // The static pages' policy lists their hashes there too: the build wrote them beside server.js.
    expect(fromStandalone.get("/")?.headers.find((header) => header.startsWith("content-security-policy:"))).toContain("'sha256-");
  } finally {
    await standalone.stop();
  }
});

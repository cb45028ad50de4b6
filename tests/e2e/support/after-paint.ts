import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { waitForScriptsAfterPaint } from "./visitor";

/**
 * The page at `path` is drawn before its scripts are even requested (server/scripts-after-paint.mjs):
 * as served, no chunk tag and no preload of one, but one marked inline loader (with the page's
 * nonce, when it has one); in the browser, every chunk it lists is fetched once, none before the
 * first contentful paint, and Next's client runtime runs (the page's CSP allowed them).
 */
export async function expectScriptsAfterPaint(page: Page, request: APIRequestContext, path: string) {
  const html = await (await request.get(path, { headers: { accept: "text/html" } })).text();
  expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""/);
  expect(html).not.toMatch(/<link rel="preload" as="script"/);
  const loader = /<script data-after-paint=""(?: nonce="([^"]+)")?>\(function\(chunks,preloads\)[\s\S]*?\}\)\((\[[^\]]*\]),\[[^\]]*\]\)<\/script>/.exec(html);
  const listed = JSON.parse(loader?.[2] ?? "[]") as string[];
  expect(listed.length).toBeGreaterThan(3);

  await page.goto(path);
  await waitForScriptsAfterPaint(page);
  const timings = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    added: performance.getEntriesByName("scripts-after-paint", "mark")[0]?.startTime,
    chunks: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.name))
      .map((entry) => ({ url: entry.name, requested: entry.startTime })),
  }));
  expect(timings.paint).toBeGreaterThan(0);
  expect(timings.added).toBeGreaterThanOrEqual(timings.paint!);
  const urls = timings.chunks.map((chunk) => chunk.url);
  expect(new Set(urls).size).toBe(urls.length);
  for (const chunk of listed) expect(urls).toContain(new URL(chunk, page.url()).href);
  for (const chunk of timings.chunks) expect(chunk.requested).toBeGreaterThanOrEqual(timings.added!);
  return { nonce: loader?.[1] };
}

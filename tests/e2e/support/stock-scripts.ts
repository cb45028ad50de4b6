import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { waitForHydration } from "./visitor";

/** The chunk tags Next.js writes in a page's HTML: each script's address and its other attributes. */
export function nextScriptTags(html: string) {
  return [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"([^>]*)><\/script>/g)].map((match) => ({ src: match[1]!, attributes: match[2] ?? "" }));
}

/**
 * The page at `path` loads its scripts as Next.js writes them: its chunk tags are in the HTML as
 * served (each with the page's nonce, when it has one), nothing of ours stands in for them, and
 * Next's client runtime runs in the browser (the page's CSP allowed every script).
 */
export async function expectStockScripts(page: Page, request: APIRequestContext, path: string) {
  const html = await (await request.get(path, { headers: { accept: "text/html" } })).text();
  const tags = nextScriptTags(html).map((tag) => tag.attributes);
  expect(tags.length).toBeGreaterThan(3);
  const nonces = new Set(tags.map((attributes) => /nonce="([^"]+)"/.exec(attributes)?.[1]));
  expect(nonces.size).toBe(1);

  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content.Security.Policy/i.test(message.text())) errors.push(message.text());
  });
  await page.goto(path);
  await waitForHydration(page);
  expect(errors).toEqual([]);
  return { nonce: [...nonces][0] };
}

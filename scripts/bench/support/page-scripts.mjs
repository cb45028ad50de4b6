// What JavaScript a page loads, counted as the Lighthouse runs count it (./lighthouse.mjs): the
// body of every script the page fetched, gzipped. Read in Chromium (a Pixel 7 unless told), from
// the page's load until it shows what `ready` waits for and the network is quiet; then, one
// after another, what each action (a dialog opened) fetched on top.
import { gzipSync } from "node:zlib";
import { devices } from "@playwright/test";

/** @typedef {import("@playwright/test").Page} Page */
/** @typedef {{ files: number, bytes: number }} ScriptTotal */

/**
 * Every script the page fetches, from now on, by URL: its gzipped size.
 * @param {Page} page
 */
function recordScripts(page) {
  /** @type {Map<string, Promise<number>>} */
  const seen = new Map();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script" || seen.has(response.url())) return;
    seen.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
  });
  /** The scripts fetched since the last call. */
  const counted = new Set();
  return async () => {
    let files = 0;
    let bytes = 0;
    for (const [url, size] of seen) {
      if (counted.has(url)) continue;
      counted.add(url);
      files += 1;
      bytes += await size;
    }
    return /** @type {ScriptTotal} */ ({ files, bytes });
  };
}

/**
 * @param {import("@playwright/test").Browser} browser
 * @param {{
 *   url: string,
 *   cookie?: string,
 *   viewport?: { width: number, height: number },
 *   ready: (page: Page) => Promise<unknown>,
 *   actions?: { name: string, run: (page: Page) => Promise<unknown> }[],
 * }} visit the page, what shows it is ready, and actions whose scripts are counted one by one
 * @returns {Promise<{ load: ScriptTotal, actions: { name: string, scripts: ScriptTotal }[] }>}
 */
export async function pageScripts(browser, { url, cookie, viewport, ready, actions = [] }) {
  const device = viewport ? { ...devices["Desktop Chrome"], viewport } : devices["Pixel 7"];
  const context = await browser.newContext({ ...device, ...(cookie ? { extraHTTPHeaders: { cookie } } : {}) });
  try {
    const page = await context.newPage();
    const sinceLast = recordScripts(page);
    await page.goto(url);
    await ready(page);
    await page.waitForLoadState("networkidle");
    const load = await sinceLast();
    const done = [];
    for (const action of actions) {
      await action.run(page);
      await page.waitForLoadState("networkidle");
      done.push({ name: action.name, scripts: await sinceLast() });
    }
    return { load, actions: done };
  } finally {
    await context.close();
  }
}

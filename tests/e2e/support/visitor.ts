import { test as base, expect, type Page } from "@playwright/test";

/**
 * Waits until the page's scripts have run, on a page that adds them after its first paint
 * (server/scripts-after-paint.mjs): the browser's load event can come before that
 * paint, so "loaded" no longer means "hydrated" there. Next's client runtime announces itself
 * once it has started; React then replays any click that lands while it hydrates.
 */
export async function waitForScriptsAfterPaint(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector("script[data-after-paint]") || Boolean((window as unknown as { next?: { version?: string } }).next?.version),
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Playwright's test, where `page.goto` and `page.reload` also wait for those scripts, as a
 * visitor who clicks only once the page works would (nothing changes with JavaScript off).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== "commit") await waitForScriptsAfterPaint(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== "commit") await waitForScriptsAfterPaint(page);
        return response;
      };
    }
    await provide(page);
  },
});
export { expect };

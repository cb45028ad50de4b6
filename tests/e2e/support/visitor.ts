import { test as base, expect, type Page } from "@playwright/test";

/**
 * Waits until Next's client runtime has started on a page that has it (it announces itself then);
 * React then replays any click that lands while it hydrates.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('script[src^="/_next/static/"]') || Boolean((window as unknown as { next?: { version?: string } }).next?.version),
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Playwright's test, where `page.goto` and `page.reload` also wait for the page to hydrate, as a
 * visitor who clicks only once the page works would (nothing changes with JavaScript off).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== "commit") await waitForHydration(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== "commit") await waitForHydration(page);
        return response;
      };
    }
    await provide(page);
  },
});
export { expect };

/**
 * Waits until the page has been open a little over 2 s (MIN_FILL_MS): a quote form sent sooner
 * counts as a bot's and is kept in Spam. The form counts from the page's navigation start, so
 * what the test already did on the page counts too; no fixed wait.
 */
export async function pastMinimumFillTime(page: Page) {
  await page.waitForFunction(() => performance.now() > 2_100, undefined, { polling: 100 });
}

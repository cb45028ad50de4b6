import type { Page } from "@playwright/test";

/**
 * Holds the page's script chunks until `deliver()`, as a slow phone does: what a visitor does
 * before the page's script has run. `asked` lists the chunks requested meanwhile.
 */
export async function holdScripts(page: Page) {
  let deliver: () => void = () => {};
  const held = new Promise<void>((resolve) => (deliver = resolve));
  const asked: string[] = [];
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return { deliver, asked };
}


import { test, type Locator, type Page } from "@playwright/test";

/** Pictures are asked for with E2E_SCREENSHOTS=1: they assert nothing, so `npm test` spends no time on them. */
export const screenshotsWanted = (): boolean => process.env.E2E_SCREENSHOTS === "1";

/** A screenshot for a person to look at, saved as `file` in the test's output folder (when wanted). */
export async function lookAt(target: Page | Locator, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!screenshotsWanted()) return;
  const path = test.info().outputPath(file);
  await ("goto" in target ? target.screenshot({ path, fullPage: options.fullPage ?? false }) : target.screenshot({ path }));
}

/**
 * For a rule that reads the same at any width, while its page keeps a test at both: run at `width`
 * only (the other project skips it), or at both when pictures are asked for, so each width's
 * screen is still there to look at.
 */
export function atOneWidth(width: "desktop" | "phone", why: string): void {
  test.skip(test.info().project.name !== width && !screenshotsWanted(), why);
}

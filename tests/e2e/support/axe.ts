import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Zero axe-core violations (WCAG 2.2 A/AA and best practices) on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  // A toast or menu still fading in is checked at its final colours, not half transparent.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  // Legacy mode runs axe.run() in the page itself instead of merging partial results in a new blank
  // page (the pages embed no frames, so nothing goes untested); only violations carry every node.
  // Together they halve each check's time, and the suite runs about 120 of them.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(summary).toEqual([]);
}

import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

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
  // axe-core itself, put into each document once: @axe-core/playwright's builder evaluates its
  // 550 KB script twice on every check (a third of the check), and the suite runs about 120 checks
  // on documents that mostly already hold it. axe.run in the page; the pages embed no frames.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const summary = await page.evaluate(async (values) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: "tag", values }, resultTypes: ["violations"] });
    return violations.map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(" ")) }));
  }, tags);
  expect(summary).toEqual([]);
}

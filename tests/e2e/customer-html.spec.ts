import type { Page } from "@playwright/test";
import { e2eOutboxDir } from "../support/e2e-env.mjs";
import { readOutbox } from "../support/outbox";
import { expect, seedLeads, test, openAsOwner } from "./support/inbox-helpers";
import { atOneWidth } from "./support/look-at";

/**
 * HTML that customers type is shown as text everywhere: the dashboard, the panel and
 * the e-mails. A quote whose every field is markup must render as those characters, create no
 * element, run no script and load nothing.
 */
const markup = {
  name: `<img src=x onerror="window.__pwned=1">Bob`,
  message: `<script>window.__pwned=1</script><b>bold</b> & "quotes" <a href="javascript:alert(1)">click</a>`,
};

async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
}

test("customer HTML is text on the dashboard, on the panel and in the reply e-mail", async ({ page, token }) => {
  atOneWidth("phone", "escaping does not change with the width");
  const email = `html.${token}@example.com`;
  await seedLeads([{ name: `${markup.name} ${token}`, email, message: markup.message, service: "interior" }]);
  await openAsOwner(page, "/quote-requests");

  await page.getByLabel("Search").fill(token);
  const dashboardCard = page.getByRole("article").filter({ hasText: token });
  await expect(dashboardCard.getByRole("heading")).toHaveText(`${markup.name} ${token}`);
  await expect(dashboardCard).toContainText(markup.message);
  await expectInert(page);

  await page.goto("/admin-pwa");
  await page.getByLabel("Search").fill(token);
  const panelCard = page.getByRole("article").filter({ hasText: token });
  await expect(panelCard).toContainText(`${markup.name} ${token}`);
  await expect(panelCard).toContainText(markup.message);
  await expectInert(page);

  // The reply e-mail quotes the customer's name: in its HTML part it must arrive escaped.
  await panelCard.getByRole("button", { name: "Reply" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByText("Reply sent successfully", { exact: true })).toBeVisible();
  const mails = readOutbox(e2eOutboxDir).filter((mail) => mail.to === email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain(markup.name);
  expect(mails[0]!.html).not.toContain("<img src=x");
  expect(mails[0]!.html).toContain("&lt;img src=x onerror=");
});

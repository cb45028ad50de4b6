import type { Page, TestInfo } from "@playwright/test";
import { e2eOutboxDir } from "../support/e2e-env.mjs";
import { readOutbox } from "../support/outbox";
import { addDays, sydneyDay } from "@/lib/quotes/model/validity";
import { expectNoAxeViolations } from "./support/axe";
import { expect, seedLeads, test, openAsOwner } from "./support/inbox-helpers";
import { lookAt } from "./support/look-at";

/**
 * After the quote is sent (issue 33), at a 390 px phone and at 1280 px: the owner extends it on
 * its page, the customer accepts, the deposit's tax invoice shows and is marked paid, the lead's
 * card shows one timeline; the customer's "stop these e-mails" page.
 */
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
});

const lines = [{ section: "Living room", description: "Interior walls, two coats", quantity: 42.5, unit: "m2", unitPriceCents: 2400 }];

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await lookAt(page, `${name}-${testInfo.project.name === "phone" ? 390 : 1280}.png`, { fullPage: true });
}

/** "2026-12-21" -> "21/12/2026", as the panel shows days. */
const shown = (day: string) => day.split("-").reverse().join("/");

/** The newest e-mail to `to` whose subject starts with `subject`, once the worker has sent it. */
async function mailTo(to: string, subject: string) {
  let text: string | undefined;
  await expect
    .poll(() => (text = readOutbox(e2eOutboxDir).findLast((mail) => mail.to === to && mail.subject.startsWith(subject))?.text), { message: `"${subject}" to ${to}`, timeout: 15_000 })
    .toBeTruthy();
  return text!;
}

test("the owner extends a sent quote, the customer accepts, the deposit invoice is marked paid, the card shows the timeline", async ({ page, browser, baseURL, token }, testInfo) => {
  test.setTimeout(120_000);
  const name = `After ${token} Customer`;
  const email = `after.${token}@example.com`;
  const [leadId] = await seedLeads([{ name, email, service: "interior" }]);
  await openAsOwner(page, "/admin-pwa");
  const api = page.request;
  const headers = { origin: baseURL! };
  const quote = (await (await api.post(`/api/admin/leads/${leadId}/quotes`, { data: { lines }, headers })).json()).data as { id: number; number: string };
  // Sydney's day at the send (a run can cross its midnight): valid for 30 days from it.
  const dayBefore = sydneyDay(new Date());
  expect((await api.post(`/api/admin/leads/${leadId}/quotes/${quote.id}/send`, { headers })).status()).toBe(200);
  const validDays = [dayBefore, sydneyDay(new Date())].map((day) => `Valid until the end of ${shown(addDays(day, 30))} (Sydney).`);
  const quotePath = (await mailTo(email, "Your quote")).match(/\/quote\/[A-Za-z0-9_-]{43}/)![0];

  // The quote's page in the panel: until when it is valid, the follow-ups' switch, Extend.
  await page.goto(`/admin-pwa/leads/${leadId}/quotes/${quote.id}`);
  const panel = page.getByRole("region", { name: "After sending" });
  await expect(panel.getByText(validDays[0]!, { exact: true }).or(panel.getByText(validDays[1]!, { exact: true }))).toBeVisible();
  await expect(panel.getByText("Follow-ups to the customer: on.")).toBeVisible();
  const later = addDays(sydneyDay(new Date()), 45);
  await panel.getByLabel("New valid-until day").fill(later);
  await panel.getByRole("button", { name: "Extend" }).click();
  await expect(panel.getByText(`Valid until the end of ${shown(later)} (Sydney).`)).toBeVisible();
  await expectNoAxeViolations(page);

  // The customer accepts on the page: the deposit's tax invoice goes out with its PDF.
  const customer = await browser.newContext({ baseURL });
  const customerPage = await customer.newPage();
  await customerPage.goto(quotePath);
  await customerPage.getByLabel("Your full name").fill(name);
  await customerPage.getByLabel("I have read and accept the terms").check();
  await customerPage.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(customerPage.getByRole("status").filter({ hasText: `Accepted online by ${name}` })).toBeVisible();
  await customer.close();
  const invoiceMail = await mailTo(email, "Tax invoice INV-");
  const invoiceNumber = invoiceMail.match(/INV-\d{4,}/)![0];
  expect(invoiceMail).toContain(`Reference: ${invoiceNumber}`);

  await page.reload();
  await expect(panel.getByText(`Deposit tax invoice ${invoiceNumber}: $112.20 incl GST. Not paid yet.`)).toBeVisible();
  await panel.getByRole("button", { name: "Mark deposit paid" }).click();
  await expect(panel.getByText(`Deposit tax invoice ${invoiceNumber}: $112.20 incl GST. Paid on ${shown(sydneyDay(new Date()))}.`)).toBeVisible();
  await screenshot(page, testInfo, "after-send-panel");

  // The card's timeline, oldest first.
  await page.goto("/admin-pwa");
  await page.getByLabel("Search").fill(token);
  const card = page.getByRole("article").filter({ hasText: name });
  // The folded timeline of events (the request's own "Timeline" field is another thing).
  const events = card.getByRole("group", { name: `Timeline of ${name}` });
  await events.getByText("Timeline", { exact: true }).click();
  const timeline = events.getByRole("listitem");
  await expect(timeline).toHaveText([
    /Request received$/,
    new RegExp(`Quote ${quote.number} sent$`),
    new RegExp(`Quote ${quote.number} extended to `),
    new RegExp(`Quote ${quote.number} viewed by the customer$`),
    new RegExp(`Quote ${quote.number} accepted \\(\\$1,122\\.00 incl GST\\)$`),
    new RegExp(`Deposit tax invoice ${invoiceNumber} sent \\(\\$112\\.20 incl GST\\)$`),
    new RegExp(`Deposit ${invoiceNumber} marked paid on `),
  ]);
  await screenshot(page, testInfo, "lead-timeline");
  await expectNoAxeViolations(page);
});

test("a customer's 'stop these e-mails' link: one button, then done at once; unknown links 404", async ({ page, browser, baseURL, token }, testInfo) => {
  const email = `stop.${token}@example.com`;
  const [leadId] = await seedLeads([{ name: "Stop Sam", email }]);
  const owner = await browser.newContext({ baseURL });
  const ownerPage = await owner.newPage();
  await openAsOwner(ownerPage, "/admin-pwa");
  const quote = (await (await ownerPage.request.post(`/api/admin/leads/${leadId}/quotes`, { data: { lines }, headers: { origin: baseURL! } })).json()).data as { id: number };
  await ownerPage.request.post(`/api/admin/leads/${leadId}/quotes/${quote.id}/send`, { headers: { origin: baseURL! } });
  await owner.close();
  const path = (await mailTo(email, "Your quote")).match(/\/unsubscribe\/[A-Za-z0-9_-]{43}/)![0];

  const answer = await page.goto(path);
  expect(answer!.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.getByRole("heading", { level: 1, name: "Stop these e-mails" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Stop these e-mails" }).click();
  await expect(page.getByRole("status")).toHaveText(`Done: ${email} will get no more follow-ups, reminders or review requests from us. Your quote's page still works, and you can always call or e-mail us.`);
  // Opening the link again says it is done.
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Stop these e-mails" })).toHaveCount(0);
  await screenshot(page, testInfo, "unsubscribed");
  expect((await page.goto(`/unsubscribe/${"A".repeat(43)}`))!.status()).toBe(404);
});

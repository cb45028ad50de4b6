import { createHmac } from "node:crypto";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { business } from "../../lib/business";
import { e2eOutboxDir, e2eSecrets } from "../support/e2e-env.mjs";
import { readOutbox } from "../support/outbox";
import { expect, queryDatabase, seedLeads, test, openAsOwner } from "./support/inbox-helpers";
import { ownerApi } from "./support/api-signin";
import { lookAt } from "./support/look-at";

/**
 * Paying the deposit by card (issue 46) at a 390 px phone and at 1280 px, against the Stripe
 * stand-in the run starts (tests/support/stripe-stand-in-server.mjs): accept, "Pay by card", pay
 * on the stand-in's checkout page, whose signed webhook reaches the app before the customer is
 * redirected back, and land on the quote page that says "Deposit paid"; then the owner refunds
 * part of it from the panel, through the stand-in's refund API.
 */
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
});

const lines = [{ section: "Living room", description: "Interior walls, two coats", quantity: 42.5, unit: "m2", unitPriceCents: 2400 }];

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await lookAt(page, `${name}-${testInfo.project.name === "phone" ? 390 : 1280}.png`, { fullPage: true });
}

/** A lead and a quote sent to it: the owner's API, the quote and the customer's path. */
async function sentQuote(browser: Browser, baseURL: string, tag: string) {
  const owner = await ownerApi(browser, baseURL, `card-${tag}`);
  const email = `card-${tag}@example.com`;
  const [leadId] = await seedLeads([{ name: "Jane Citizen", email }]);
  const created = await owner.post(`/api/admin/leads/${leadId}/quotes`, { data: { lines } });
  expect(created.status()).toBe(201);
  const quote = (await created.json()).data as { id: number };
  expect((await owner.post(`/api/admin/leads/${leadId}/quotes/${quote.id}/send`)).status()).toBe(200);
  let path: string | undefined;
  await expect
    .poll(() => (path = readOutbox(e2eOutboxDir).find((mail) => mail.to === email && mail.subject.startsWith("Your quote"))?.text.match(/\/quote\/[A-Za-z0-9_-]{43}/)?.[0]), { timeout: 15_000 })
    .toBeTruthy();
  return { owner, quote, path: path!, email };
}

/**
 * Pays on the stand-in's checkout page. Like Stripe, it sends the customer back to the site's public
 * address (NEXT_PUBLIC_SITE_URL), which this server stands in for: the redirect is rewritten as it
 * leaves the stand-in (the headless browser does not route a redirect's target).
 */
async function payAndComeBack(page: Page, baseURL: string) {
  let location = "";
  await page.route(`${new URL(page.url()).origin}/pay/**`, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    location = response.headers()["location"] ?? "";
    await route.fulfill({ response, headers: { ...response.headers(), location: location.replace(business.website, baseURL) } });
  });
  await page.getByRole("button", { name: "Pay" }).click();
  await expect.poll(() => location).toMatch(new RegExp(`^${business.website.replaceAll(".", "\\.")}/quote/`));
}

async function accept(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel("Your full name").fill("Jane Citizen");
  await page.getByLabel("I have read and accept the terms").check();
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(page.locator("#deposit").getByRole("button", { name: "Pay by card" })).toBeVisible();
}

test("a customer accepts and pays the deposit by card in one sitting, and the page says Deposit paid; the owner refunds part of it from the panel", async ({ page, browser, baseURL }, testInfo) => {
  const { owner, quote, path, email } = await sentQuote(browser, baseURL!, `${testInfo.project.name}-${Date.now()}`);

  await accept(page, path);
  const deposit = page.locator("#deposit");
  await expect(deposit).toContainText("BSB");
  await expect(deposit).toContainText("No surcharge");
  await screenshot(page, testInfo, "deposit-to-pay");

  await deposit.getByRole("button", { name: "Pay by card" }).click();
  // $1,020 + GST = $1,122.00; 10% deposit: $112.20.
  await expect(page.getByRole("heading", { name: "Pay AUD 112.20" })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/pay\/cs_test_/);
  await payAndComeBack(page, baseURL!);

  await expect(page).toHaveURL(new RegExp(`${path}\\?paid=deposit#deposit$`));
  await expect(page.getByRole("heading", { name: "Deposit paid" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay by card" })).toHaveCount(0);
  await screenshot(page, testInfo, "deposit-paid");
  // Marked by the webhook, which arrived before the customer was back; the owner's numbers see it.
  const [row] = await queryDatabase<{ paidMethod: string; paymentId: string }>(`SELECT "paidMethod", "paymentId" FROM "deposit_invoices" WHERE "quoteId" = $1`, [quote.id]);
  expect(row).toMatchObject({ paidMethod: "card", paymentId: expect.stringMatching(/^pi_test_/) });
  const numbers = await (await owner.get("/api/admin/numbers")).json();
  expect(typeof numbers.month.depositsOutstandingCents).toBe("number");

  // The owner refunds part of it from the panel: back through Stripe (the stand-in confirms at
  // once, then sends refund.created), and the customer gets the adjustment note, once.
  // Quote, acceptance, invoice and receipt were this address's 4 e-mails today: a new day for it.
  await queryDatabase(`DELETE FROM "rate_limits" WHERE "key" LIKE 'customer-mail:%'`);
  const ownerPage = await (await browser.newContext({ baseURL })).newPage();
  await openAsOwner(ownerPage, "/admin-pwa");
  const [lead] = await queryDatabase<{ leadId: number }>(`SELECT "leadId" FROM "quotes" WHERE "id" = $1`, [quote.id]);
  await ownerPage.goto(`/admin-pwa/leads/${lead!.leadId}/quotes/${quote.id}`);
  const panel = ownerPage.getByRole("region", { name: "After sending" });
  await expect(panel.getByText("Paid by card: a refund goes back to the card through Stripe.")).toBeVisible();
  // Left unticked: the refund goes to Stripe (a card Stripe could not refund is paid back by bank and ticked).
  await expect(panel.getByRole("checkbox", { name: "I paid it back by bank transfer (no card refund)" })).not.toBeChecked();
  await panel.getByLabel("Refund amount (incl GST)").fill("12.20");
  await panel.getByLabel("Reason (on the adjustment note)").fill("Gate left out");
  await panel.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(ownerPage.getByText("Refund recorded: the adjustment note is e-mailed to the customer")).toBeVisible();
  await expect(panel.getByText("Refunded so far: $12.20.")).toBeVisible();
  await screenshot(ownerPage, testInfo, "card-refunded");
  const notes = () => readOutbox(e2eOutboxDir).filter((mail) => mail.to === email && mail.subject.startsWith("Adjustment note ADJ-"));
  await expect.poll(() => notes().length, { timeout: 15_000 }).toBe(1);
  const [refund] = await queryDatabase<{ status: string; refundedCents: number; refundPendingCents: number }>(
    `SELECT r."status", i."refundedCents", i."refundPendingCents" FROM "stripe_refunds" r JOIN "deposit_invoices" i ON i."id" = r."invoiceId" WHERE i."quoteId" = $1`,
    [quote.id],
  );
  expect(refund).toEqual({ status: "succeeded", refundedCents: 1220, refundPendingCents: 0 });
  await ownerPage.context().close();
});

test("back before Stripe's webhook, the page says the payment is being confirmed; the signed webhook alone marks it paid", async ({ page, browser, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "server behaviour: one viewport is enough");
  const { quote, path } = await sentQuote(browser, baseURL!, `${testInfo.project.name}-early-${Date.now()}`);
  await accept(page, path);
  await page.goto(`${path}?paid=deposit#deposit`);
  await expect(page.locator("#deposit")).toContainText("Your card payment is being confirmed by Stripe");
  await expect(page.getByRole("heading", { name: "Deposit paid" })).toHaveCount(0);
  // Paying again now would take the money twice.
  await expect(page.getByRole("button", { name: "Pay by card" })).toHaveCount(0);
  // A hostile refusal code in the address is no message of ours: the page still answers.
  for (const error of ["__proto__", "constructor", "toString"]) {
    const response = await page.goto(`${path}?form=pay&error=${error}#deposit`);
    expect(response?.status(), error).toBe(200);
    await expect(page.locator("#deposit").getByRole("button", { name: "Pay by card" })).toBeVisible();
    await expect(page.locator("#deposit [role=alert]")).toHaveCount(0);
  }

  const [invoice] = await queryDatabase<{ number: number; totalCents: number }>(`SELECT "number", "totalCents" FROM "deposit_invoices" WHERE "quoteId" = $1`, [quote.id]);
  const session = {
    id: "cs_test_e2e_early",
    object: "checkout.session",
    status: "complete",
    payment_status: "paid",
    amount_total: invoice!.totalCents,
    currency: "aud",
    payment_intent: "pi_test_e2e_early",
    metadata: { purpose: "deposit", invoiceNumber: `INV-${String(invoice!.number).padStart(4, "0")}`, quoteId: String(quote.id) },
  };
  const body = JSON.stringify({ id: `evt_test_e2e_${Date.now()}`, object: "event", livemode: false, type: "checkout.session.completed", created: Math.floor(Date.now() / 1000), data: { object: session } });
  const signed = (secret: string) => {
    const at = Math.floor(Date.now() / 1000);
    return `t=${at},v1=${createHmac("sha256", secret).update(`${at}.${body}`).digest("hex")}`;
  };
  const deliver = (signature: string) => page.request.post("/api/webhooks/stripe", { headers: { "content-type": "application/json", "stripe-signature": signature }, data: body });
  // A forged signature marks nothing.
  expect((await deliver(signed("whsec_forged"))).status()).toBe(400);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Deposit paid" })).toHaveCount(0);
  expect((await deliver(signed(e2eSecrets.STRIPE_WEBHOOK_SECRET))).status()).toBe(200);
  // A replay is taken and changes nothing.
  expect(await (await deliver(signed(e2eSecrets.STRIPE_WEBHOOK_SECRET))).json()).toEqual({ received: true, outcome: "duplicate" });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Deposit paid" })).toBeVisible();
});

test("once the owner marks the job done, the customer pays the balance by card and the page says Balance paid", async ({ page, browser, baseURL }, testInfo) => {
  const { owner, quote, path } = await sentQuote(browser, baseURL!, `${testInfo.project.name}-balance-${Date.now()}`);
  await accept(page, path);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(new Date());
  const [lead] = await queryDatabase<{ leadId: number }>(`SELECT "leadId" FROM "quotes" WHERE "id" = $1`, [quote.id]);
  const done = await owner.post(`/api/admin/leads/${lead!.leadId}/quotes/${quote.id}/complete`, { data: { completedOn: today } });
  expect(done.status()).toBe(200);

  await page.reload();
  const balance = page.locator("#balance");
  // $1,122.00 less the deposit of $112.20.
  await expect(balance.getByRole("heading", { name: "Balance: $1,009.80" })).toBeVisible();
  await expect(balance).toContainText("BSB");
  await screenshot(page, testInfo, "balance-to-pay");
  await balance.getByRole("button", { name: "Pay by card" }).click();
  await expect(page.getByRole("heading", { name: "Pay AUD 1009.80" })).toBeVisible();
  await payAndComeBack(page, baseURL!);

  await expect(page).toHaveURL(new RegExp(`${path}\\?paid=balance#balance$`));
  await expect(page.getByRole("heading", { name: "Balance paid" })).toBeVisible();
  await expect(page.locator("#balance").getByRole("button", { name: "Pay by card" })).toHaveCount(0);
  // The deposit is its own invoice, still to pay.
  await expect(page.locator("#deposit").getByRole("button", { name: "Pay by card" })).toBeVisible();
  await screenshot(page, testInfo, "balance-paid");
  const numbers = await (await owner.get("/api/admin/numbers")).json();
  expect(numbers.month.paidThisMonthCents).toBeGreaterThanOrEqual(100980);
});

import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { business } from "../../lib/business";
import { e2eOutboxDir, e2eSecrets } from "../support/e2e-env.mjs";
import { readOutbox } from "../support/outbox";
import { expect, queryDatabase, seedLeads, test } from "./support/inbox-helpers";
import { newestSignInCode } from "./support/signin-helpers";

/**
 * Paying the deposit by card (issue 46) at a 390 px phone and at 1280 px, against the Stripe
 * stand-in the run starts (tests/support/stripe-stand-in-server.mjs): accept, "Pay by card", pay
 * on the stand-in's checkout page, whose signed webhook reaches the app before the customer is
 * redirected back, and land on the quote page that says "Deposit paid".
 */
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
});

const lines = [{ section: "Living room", description: "Interior walls, two coats", quantity: 42.5, unit: "m2", unitPriceCents: 2400 }];

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name === "phone" ? 390 : 1280}.png`), fullPage: true });
}

async function ownerApi(browser: Browser, baseURL: string, tag: string): Promise<APIRequestContext> {
  const userAgent = `Mozilla/5.0 (orbit-card-owner-${tag})`;
  const context = await browser.newContext({ baseURL, userAgent, extraHTTPHeaders: { origin: baseURL } });
  const request = context.request;
  expect((await request.post("/api/login", { data: { username: e2eSecrets.ADMIN_USERNAME, password: e2eSecrets.ADMIN_PASSWORD } })).status()).toBe(200);
  const since = Date.now();
  expect((await request.post("/api/admin/send-verification", { data: { type: "email" } })).status()).toBe(200);
  let code: string | undefined;
  await expect.poll(() => (code = newestSignInCode(e2eOutboxDir, since, (text) => text.includes(userAgent))), { timeout: 10_000 }).toMatch(/^\d{6}$/);
  expect((await request.post("/api/admin/verify-code", { data: { code, type: "email" } })).status()).toBe(200);
  return request;
}

test("a customer accepts and pays the deposit by card in one sitting, and the page says Deposit paid", async ({ page, browser, baseURL }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const owner = await ownerApi(browser, baseURL!, tag);
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
  // Stripe returns the customer to the site's public address (NEXT_PUBLIC_SITE_URL): here, this server.
  await page.route(`${business.website}/quote/**`, (route) => route.fulfill({ status: 302, headers: { location: route.request().url().replace(business.website, baseURL!) } }));

  await page.goto(path!);
  await page.getByLabel("Your full name").fill("Jane Citizen");
  await page.getByLabel("I have read and accept the terms").check();
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  const deposit = page.locator("#deposit");
  await expect(deposit.getByRole("button", { name: "Pay by card" })).toBeVisible();
  await expect(deposit).toContainText("BSB");
  await expect(deposit).toContainText("No surcharge");
  await screenshot(page, testInfo, "deposit-to-pay");

  await deposit.getByRole("button", { name: "Pay by card" }).click();
  // $1,020 + GST = $1,122.00; 10% deposit: $112.20.
  await expect(page.getByRole("heading", { name: "Pay AUD 112.20" })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/pay\/cs_test_/);
  await page.getByRole("button", { name: "Pay" }).click();

  await expect(page).toHaveURL(new RegExp(`${path}\\?paid=deposit#deposit$`));
  await expect(page.getByRole("heading", { name: "Deposit paid" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay by card" })).toHaveCount(0);
  await screenshot(page, testInfo, "deposit-paid");
  // Marked by the webhook, which arrived before the customer was back; the owner's numbers see it.
  const [row] = await queryDatabase<{ paidMethod: string; paymentId: string }>(`SELECT "paidMethod", "paymentId" FROM "deposit_invoices" WHERE "quoteId" = $1`, [quote.id]);
  expect(row).toMatchObject({ paidMethod: "card", paymentId: expect.stringMatching(/^pi_test_/) });
  const numbers = await (await owner.get("/api/admin/numbers")).json();
  expect(typeof numbers.month.depositsOutstandingCents).toBe("number");
});

import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { e2eOutboxDir } from "../support/e2e-env.mjs";
import { formatDay, validUntilDay } from "@/lib/quotes/model/validity";
import { readOutbox } from "../support/outbox";
import { expectStockScripts } from "./support/stock-scripts";
import { expectNoAxeViolations } from "./support/axe";
import { holdScripts } from "./support/hold-scripts";
import { expect, queryDatabase, seedLeads, test } from "./support/inbox-helpers";
import { ownerApi } from "./support/api-signin";
import { lookAt, atOneWidth } from "./support/look-at";

/**
 * The customer's page of a written quote (issue 32, points 6-8), at a 390 px phone and at 1280 px:
 * the owner builds and sends a quote through the API, the customer opens the e-mailed link, ticks
 * an option, accepts (with JavaScript and without), declines, asks a question; replaced and
 * expired quotes say why. Each test has its own lead and quote.
 */
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
});

const lines = [
  { section: "Living room", description: "Interior walls, two coats", quantity: 42.5, unit: "m2", unitPriceCents: 2400 },
  { section: "Living room", description: "Ceilings, two coats", quantity: 18.25, unit: "m2", unitPriceCents: 2200 },
  { section: "Exterior", description: "Front door in a deep navy gloss", quantity: 1, unit: "each", unitPriceCents: 6500, optional: true },
];

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await lookAt(page, `${name}-${testInfo.project.name === "phone" ? 390 : 1280}.png`, { fullPage: true });
}

/** A lead, a quote built and sent by the owner, and the path of the link e-mailed to the customer. */
async function sentQuote(owner: APIRequestContext, token: string, body: Record<string, unknown> = {}) {
  const email = `jane-${token}@example.com`;
  const [leadId] = await seedLeads([{ name: "Jane Citizen", email }]);
  const created = await owner.post(`/api/admin/leads/${leadId}/quotes`, { data: { lines, notes: "Living room and front door.", ...body } });
  expect(created.status()).toBe(201);
  const quote = (await created.json()).data;
  expect((await owner.post(`/api/admin/leads/${leadId}/quotes/${quote.id}/send`)).status()).toBe(200);
  let path: string | undefined;
  await expect
    .poll(() => (path = readOutbox(e2eOutboxDir).find((mail) => mail.to === email && mail.subject.startsWith("Your quote"))?.text.match(/\/quote\/[A-Za-z0-9_-]{43}/)?.[0]), {
      message: "the quote e-mail in the outbox",
      timeout: 15_000,
    })
    .toBeTruthy();
  return { leadId: leadId!, quote: quote as { id: number; number: string; lines: { id: number; optional: boolean }[] }, path: path!, email };
}

const leadStatus = async (id: number) => (await queryDatabase<{ status: string; lostReason: string | null }>(`SELECT "status", "lost_reason" AS "lostReason" FROM "leads" WHERE "id" = $1`, [id]))[0]!;

test("the customer opens the e-mailed link, ticks an option, accepts, and the lead is Won", async ({ page, request, browser, baseURL, token }, testInfo) => {
  const owner = await ownerApi(browser, baseURL!, token);
  const { leadId, quote, path, email } = await sentQuote(owner, token);
  // Rendered per request: Next's script tags carry the page's nonce.
  const { nonce } = await expectStockScripts(page, request, path);
  expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
  const answer = await page.goto(path);
  expect(answer!.status()).toBe(200);
  // Nothing to another site; its own server-action posts keep their Origin (Next's CSRF check).
  expect(answer!.headers()["referrer-policy"]).toBe("same-origin");
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "same-origin");
  expect(answer!.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1, name: `Quote ${quote.number}` })).toBeVisible();
  for (const text of ["NSW Contractor Licence No. 234567C", "ABN 51 824 753 556", "Jane Citizen", "Living room", "Exterior", "I have read and accept the terms"]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  const total = page.locator("#totals [data-quote-total=total]");
  await expect(total).toHaveText("$1,563.65");
  // With JavaScript the totals follow the ticks at once; the no-JavaScript button is hidden.
  await expect(page.getByRole("button", { name: "Update totals" })).toBeHidden();
  await screenshot(page, testInfo, "quote-open");
  await expectNoAxeViolations(page);

  await page.getByRole("checkbox", { name: /Include/ }).check();
  await expect(total).toHaveText("$1,635.15");
  await expect(page.locator("#totals [data-quote-total=gst]")).toHaveText("$148.65");
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", `${path}/pdf?option=${quote.lines[2]!.id}`);
  expect(page.url()).toContain(path);

  await page.getByLabel("Your full name").fill("Jane Citizen");
  await page.getByRole("checkbox", { name: "I have read and accept the terms" }).check();
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Accepted online by Jane Citizen" })).toBeVisible();
  // The server action answers the page itself: nothing typed or ticked in the address.
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
  await expect(page.getByRole("button", { name: "Accept", exact: true })).toHaveCount(0);
  await expect(page.locator("#totals [data-quote-total=total]")).toHaveText("$1,635.15");
  await screenshot(page, testInfo, "quote-accepted");
  await expectNoAxeViolations(page);

  expect(await leadStatus(leadId)).toEqual({ status: "won", lostReason: null });
  const [acceptance] = await queryDatabase<{ chosenLineIds: number[]; totalCents: number }>(`SELECT "chosenLineIds", "totalCents" FROM "quote_acceptances" WHERE "quoteId" = $1`, [quote.id]);
  expect(acceptance).toEqual({ chosenLineIds: [quote.lines[2]!.id], totalCents: 163515 });
  await expect
    .poll(() => readOutbox(e2eOutboxDir).find((mail) => mail.to === email && mail.subject.startsWith("You accepted quote"))?.subject, { timeout: 15_000 })
    .toBe(`You accepted quote ${quote.number} - Orbit Painting`);
});

test("over $5,000 on a strata job: the customer confirms the Consumer Building Guide (Home Building Act 1989 (NSW) s7) and may allow a review request", async ({ page, browser, baseURL, token }, testInfo) => {
  const owner = await ownerApi(browser, baseURL!, token);
  const big = [{ section: "Common property", description: "Stairwells and corridors, two coats", quantity: 300, unit: "m2", unitPriceCents: 2400 }];
  const { leadId, quote, path } = await sentQuote(owner, token, { lines: big, property: "strata" });
  await page.goto(path);
  await expect(page.getByText("Strata common property", { exact: true })).toBeVisible();
  const guide = page.getByRole("checkbox", { name: "I have received the Consumer Building Guide" });
  const review = page.getByRole("checkbox", { name: "You may ask me for a review" });
  await expect(guide).not.toBeChecked();
  await expect(review).not.toBeChecked();
  await page.getByLabel("Your full name").fill("Jane Citizen");
  await page.getByRole("checkbox", { name: "I have read and accept the terms" }).check();
  // The browser holds the form until the guide is ticked (required); the server refuses it too.
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Accepted online" })).toHaveCount(0);
  expect((await page.request.post(`/api/quote/${path.split("/").pop()}/accept`, { data: { name: "Jane Citizen", agree: true }, headers: { origin: baseURL!, "sec-fetch-site": "same-origin" } })).status()).toBe(400);
  await guide.check();
  await review.check();
  await screenshot(page, testInfo, "quote-strata-accept");
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Accepted online by Jane Citizen" })).toBeVisible();
  const [lead] = await queryDatabase<{ consented: boolean }>(`SELECT "reviewConsentAt" IS NOT NULL AS "consented" FROM "leads" WHERE "id" = $1`, [leadId]);
  expect(lead).toEqual({ consented: true });
  const [stored] = await queryDatabase<{ property: string; residential: boolean }>(`SELECT "property", "residential" FROM "quotes" WHERE "id" = $1`, [quote.id]);
  expect(stored).toEqual({ property: "strata", residential: true });
});

test("an option ticked before the page's script ran is in the totals it shows", async ({ page, browser, baseURL, token }) => {
  atOneWidth("phone", "ticking before the page's script: checked on the phone, where it is likeliest");
  const owner = await ownerApi(browser, baseURL!, token);
  const { path, quote } = await sentQuote(owner, token);
  // The page's code held back, as on a slow phone: the customer ticks the server-rendered box.
  const { deliver } = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  await page.getByRole("checkbox", { name: /Include/ }).check();
  deliver();
  await expect(page.getByRole("button", { name: "Update totals" })).toBeHidden();
  await expect(page.locator("#totals [data-quote-total=total]")).toHaveText("$1,635.15");
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", `${path}/pdf?option=${quote.lines[2]!.id}`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the ticks are totalled by the server, the refusal keeps what was typed and ticked, nothing typed in the address, and the form accepts", async ({ page, browser, baseURL, token }, testInfo) => {
    const owner = await ownerApi(browser, baseURL!, token);
    const { leadId, quote, path } = await sentQuote(owner, token);
    // The address carries nothing back into the forms.
    await page.goto(`${path}?error=agree&form=accept&name=Eve+Mallory&message=${encodeURIComponent("<b>Call 1900 scam</b>")}`);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByLabel("Your full name")).toHaveValue("");
    await expect(page.getByLabel("Your question")).toHaveValue("");

    await page.goto(path);
    await page.getByRole("checkbox", { name: /Include/ }).check();
    await page.getByLabel("Your full name").fill("Jane Citizen");
    await page.getByRole("button", { name: "Update totals" }).click();
    await expect(page.locator("#totals [data-quote-total=total]")).toHaveText("$1,635.15");
    await expect(page.locator("#accept [data-quote-total=total]")).toHaveText("$1,635.15");
    await expect(page.getByRole("checkbox", { name: /Include/ })).toBeChecked();
    await expect(page.getByLabel("Your full name")).toHaveValue("Jane Citizen");
    expect(page.url()).not.toContain("Jane");
    await screenshot(page, testInfo, "quote-nojs-ticked");

    // A refusal only the server can make comes back in the page's words, with the name and the ticks kept.
    await page.getByLabel("Your full name").fill("Jane www.example.com");
    await page.getByRole("checkbox", { name: "I have read and accept the terms" }).check();
    await page.getByRole("button", { name: "Accept", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Your name must be just your name: no web address, e-mail address or line break.");
    await expect(page.getByLabel("Your full name")).toHaveValue("Jane www.example.com");
    await expect(page.getByRole("checkbox", { name: /Include/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "I have read and accept the terms" })).toBeChecked();
    await expect(page.locator("#totals [data-quote-total=total]")).toHaveText("$1,635.15");
    expect(page.url()).not.toContain("example");
    await screenshot(page, testInfo, "quote-nojs-refused");
    expect((await leadStatus(leadId)).status).not.toBe("won");

    await page.getByLabel("Your full name").fill("Jane Citizen");
    await page.getByRole("button", { name: "Accept", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Accepted online by Jane Citizen" })).toBeVisible();
    expect((await leadStatus(leadId)).status).toBe("won");
    const [acceptance] = await queryDatabase<{ chosenLineIds: number[] }>(`SELECT "chosenLineIds" FROM "quote_acceptances" WHERE "quoteId" = $1`, [quote.id]);
    expect(acceptance!.chosenLineIds).toEqual([quote.lines[2]!.id]);
  });

  test("the customer asks a question, then declines with a reason", async ({ page, browser, baseURL, token }, testInfo) => {
    atOneWidth("desktop", "the plain forms' answers do not change with the width (the tests with the page's script show both)");
    const owner = await ownerApi(browser, baseURL!, token);
    const { leadId, quote, path } = await sentQuote(owner, token);
    await page.goto(path);
    await page.getByLabel("Your question").fill("Can you start in January?");
    await page.getByRole("button", { name: "Send question" }).click();
    await expect(page.getByText("Thank you: your question has been sent. We will answer by e-mail or phone.")).toBeVisible();
    expect(page.url()).not.toContain("January");
    const questions = await (await owner.get(`/api/admin/leads/${leadId}/quotes/${quote.id}`)).json();
    expect(questions.data.questions.map((question: { message: string }) => question.message)).toEqual(["Can you start in January?"]);

    await page.getByLabel("Reason (optional)").fill("We found someone closer.");
    await page.getByRole("button", { name: "Decline", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "You declined this quote on" })).toBeVisible();
    await screenshot(page, testInfo, "quote-nojs-declined");
    expect(await leadStatus(leadId)).toEqual({ status: "lost", lostReason: "declined_quote" });
    const [row] = await queryDatabase<{ reason: string }>(`SELECT "declineReason" AS "reason" FROM "quotes" WHERE "id" = $1`, [quote.id]);
    expect(row).toEqual({ reason: "We found someone closer." });
  });
});

test("the customer asks a question, then declines with a reason: the lead is Lost", async ({ page, browser, baseURL, token }, testInfo) => {
  const owner = await ownerApi(browser, baseURL!, token);
  const { leadId, quote, path } = await sentQuote(owner, token);
  await page.goto(path);
  await page.getByLabel("Your question").fill("Can you start in January?");
  await page.getByRole("button", { name: "Send question" }).click();
  await expect(page.getByText("Thank you: your question has been sent. We will answer by e-mail or phone.")).toBeVisible();
  const questions = await (await owner.get(`/api/admin/leads/${leadId}/quotes/${quote.id}`)).json();
  expect(questions.data.questions.map((question: { message: string }) => question.message)).toEqual(["Can you start in January?"]);

  await page.getByLabel("Reason (optional)").fill("We found someone closer.");
  await page.getByRole("button", { name: "Decline", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "You declined this quote on" })).toBeVisible();
  await screenshot(page, testInfo, "quote-declined");
  expect(await leadStatus(leadId)).toEqual({ status: "lost", lostReason: "declined_quote" });
});

test("a replaced quote points to the newer version, an expired one says how to ask for a fresh one", async ({ page, browser, baseURL, token }, testInfo) => {
  const owner = await ownerApi(browser, baseURL!, token);
  const { leadId, quote, path, email } = await sentQuote(owner, token);
  const revision = (await (await owner.post(`/api/admin/leads/${leadId}/quotes/${quote.id}/revise`)).json()).data;
  // While the revision is a draft, the sent version is still the customer's to accept.
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Accept", exact: true })).toBeVisible();
  await owner.post(`/api/admin/leads/${leadId}/quotes/${revision.id}/send`);
  // The old page points at the link e-mailed for the revision, once that e-mail has gone.
  await expect
    .poll(() => readOutbox(e2eOutboxDir).some((mail) => mail.to === email && mail.subject.includes(revision.number)), { message: "the revision's e-mail in the outbox", timeout: 15_000 })
    .toBe(true);
  await page.reload();
  await expect(page.getByText("This quote has been replaced", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept", exact: true })).toHaveCount(0);
  await screenshot(page, testInfo, "quote-replaced");
  await page.getByRole("link", { name: `Open the newer version, ${revision.number}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Quote ${revision.number}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept", exact: true })).toBeVisible();

  // Sent 40 days ago with the default 30 days' validity, as the send would have dated it.
  const sentAt = new Date(Date.now() - 40 * 86_400_000);
  const validUntil = validUntilDay(sentAt, 30);
  await queryDatabase(`UPDATE "quotes" SET "sentAt" = $2, "validUntil" = $3::date WHERE "id" = $1`, [revision.id, sentAt, validUntil]);
  await page.reload();
  await expect(page.getByText("Expired", { exact: true })).toBeVisible();
  await expect(
    page.getByText(`This quote expired at the end of ${formatDay(validUntil)}. To ask for a fresh quote, call us on 0491 570 156, e-mail support@orbitpainting.com.au, or ask a question below.`),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send question" })).toBeVisible();
  await screenshot(page, testInfo, "quote-expired");
  await expectNoAxeViolations(page);
  // "Ask for an updated quote" alerts the owner (once) and says so.
  await page.getByRole("button", { name: "Ask for an updated quote" }).click();
  await expect(page.getByText("Thank you: we have been asked for an updated quote and will be in touch soon.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Ask for an updated quote" })).toHaveCount(0);
});

test("an unknown link is a plain 404", async ({ page }) => {
  atOneWidth("desktop", "a status does not change with the width");
  expect((await page.goto(`/quote/${"A".repeat(43)}`))!.status()).toBe(404);
  expect((await page.request.get(`/quote/${"B".repeat(43)}/pdf`)).status()).toBe(404);
  expect((await page.request.post(`/api/quote/${"C".repeat(43)}/accept`, { data: { name: "X Y", agree: true } })).status()).toBe(404);
});

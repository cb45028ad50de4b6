import type { Locator, Page } from "@playwright/test";
import { e2eAdminEmail, e2eOutboxDir } from "../support/e2e-env.mjs";
import { readOutbox } from "../support/outbox";
import { expectNoAxeViolations } from "./support/axe";
import { holdScripts } from "./support/hold-scripts";
import { expect, queryDatabase, test } from "./support/inbox-helpers";
import { pastMinimumFillTime } from "./support/visitor";
import { lookAt, atOneWidth } from "./support/look-at";

/** The quote form on the landing page, with and without JavaScript. */
const form = (page: Page) => page.locator("#contact").getByRole("form", { name: "Request a free quote" });

async function openForm(page: Page) {
  await page.goto("/#contact");
  await expect(form(page)).toBeVisible();
}

async function fill(page: Page, values: { name: string; email: string; phone: string; service?: string; message?: string }) {
  const lead = form(page);
  await lead.getByLabel("Name").fill(values.name);
  await lead.getByLabel("Email").fill(values.email);
  await lead.getByLabel("Phone").fill(values.phone);
  if (values.service) await lead.getByLabel("Service").selectOption(values.service);
  await lead.getByLabel("Budget Range").selectOption("$5,000 - $10,000");
  await lead.getByLabel("Timeline").selectOption("Flexible");
  if (values.message) await lead.getByLabel("Project Details").fill(values.message);
}

const storedByEmail = (email: string) =>
  queryDatabase<{ name: string; phone: string; service: string | null; budget_range: string | null; timeline: string | null; message: string | null }>(
    `SELECT "name", "phone", "service", "budget_range", "timeline", "message" FROM "leads" WHERE "email" = $1`,
    [email],
  );

function outboxTo(to: string, containing: string) {
  return readOutbox(e2eOutboxDir).filter((mail) => mail.to === to && mail.text.includes(containing));
}

test("the form validates, submits, toasts, resets, stores the request and e-mails the owner and the customer", async ({ page, token }) => {
  await openForm(page);
  const lead = form(page);
  for (const label of ["Name", "Email", "Phone"]) await expect(lead.locator("label", { hasText: label }).first()).toContainText("*");
  await expect(lead.getByLabel("Project Details")).toHaveAttribute("rows", "5");
  await expect(lead.getByLabel("Service").locator("option")).toHaveText([
    "Select a service", "Interior Painting", "Exterior Painting", "Commercial Painting", "Preparation & Repairs", "Color Consultation", "Other",
  ]);

  await lead.getByRole("button", { name: "Request My Free Quote" }).click();
  await expect(lead.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(lead.getByText("Please enter a valid email address")).toBeVisible();
  await expect(lead.getByText("Please enter a valid phone number")).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, "quote-form-errors.png");

  const email = `form.${token}@example.com`;
  await fill(page, { name: `Form ${token} <b>Lee</b>`, email, phone: "0412 345 678", service: "exterior", message: "Weatherboard house,\ntwo storeys." });
  // A person takes a few seconds; quicker counts as a bot (kept in Spam).
  await pastMinimumFillTime(page);
  // Hold the request to see the button while it is sending.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact", async (route) => {
    await held;
    await route.continue();
  });
  await lead.getByRole("button", { name: "Request My Free Quote" }).click();
  await expect(lead.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  release();
  await expect(page.getByText("Success!", { exact: true })).toBeVisible();
  await expect(page.getByText("Your quote request has been submitted. We'll contact you soon.")).toBeVisible();
  await expect(lead.getByLabel("Name")).toHaveValue("");
  await expect(lead.getByLabel("Service")).toHaveValue("");

  const rows = await storedByEmail(email);
  expect(rows).toEqual([
    { name: `Form ${token} <b>Lee</b>`, phone: "0412 345 678", service: "exterior", budget_range: "$5,000 - $10,000", timeline: "Flexible", message: "Weatherboard house,\ntwo storeys." },
  ]);
  await expect.poll(() => outboxTo(e2eAdminEmail, email).length).toBe(1);
  const alert = outboxTo(e2eAdminEmail, email)[0]!;
  expect(alert.subject).toBe(`New quote request from Form ${token} <b>Lee</b> (Exterior Painting)`);
  for (const part of [email, "0412 345 678", "$5,000 - $10,000", "Flexible", "Weatherboard house,", "/admin-pwa"]) expect(alert.text).toContain(part);
  expect(alert.html).toContain(`Form ${token} &lt;b&gt;Lee&lt;/b&gt;`);
  await expect.poll(() => outboxTo(email, "within 24 hours").length).toBe(1);
  expect(outboxTo(email, "within 24 hours")[0]!.text).toContain("0491 570 156");
});

/**
 * Presses `target` in the plain form while the full form's code is on its way, and lets go only
 * once that code has arrived and had time to run: what happens next is the click's.
 */
async function pressWhileTheFullFormLoads(page: Page, target: (form: Locator) => Locator) {
  await page.goto("/");
  const { deliver, asked } = await holdScripts(page);
  // Coming near the form asks for its code.
  await target(form(page)).scrollIntoViewIfNeeded();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  const box = (await target(form(page)).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  deliver();
  await expect
    .poll(() => page.evaluate((urls) => urls.every((url) => performance.getEntriesByName(url).length > 0), asked))
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await page.mouse.up();
}

test("a press on the form as its full version arrives still clicks: the privacy link opens, the button checks the form", async ({ page }) => {
  atOneWidth("phone", "a press before the full form's code arrives: checked on the phone, where it is likeliest");
  await pressWhileTheFullFormLoads(page, (lead) => lead.getByRole("link", { name: "Privacy policy" }));
  await expect(page).toHaveURL(/\/privacy$/);

  await pressWhileTheFullFormLoads(page, (lead) => lead.getByRole("button", { name: "Request My Free Quote" }));
  await expect(form(page).getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(form(page)).not.toHaveAttribute("action");
});

test("a failed submission keeps every value and says so; the retry stores one row", async ({ page, token }) => {
  atOneWidth("phone", "keeping what was typed does not change with the width (the first test sends the form at both)");
  await openForm(page);
  const email = `retry.${token}@example.com`;
  await fill(page, { name: `Retry ${token}`, email, phone: "02 9999 1234", message: "Kitchen and laundry." });
  await pastMinimumFillTime(page);
  // The first try is stored but its answer is lost (as if the network dropped it).
  let first = true;
  await page.route("**/api/contact", async (route) => {
    if (!first) return route.continue();
    first = false;
    await route.fetch();
    await route.fulfill({ status: 502, body: "Bad gateway" });
  });
  const lead = form(page);
  await lead.getByRole("button", { name: "Request My Free Quote" }).click();
  await expect(page.getByText("Something went wrong.", { exact: true })).toBeVisible();
  await expect(page.getByText("Your request couldn't be submitted. Please try again.")).toBeVisible();
  await expect(lead.getByLabel("Name")).toHaveValue(`Retry ${token}`);
  await expect(lead.getByLabel("Email")).toHaveValue(email);
  await expect(lead.getByLabel("Project Details")).toHaveValue("Kitchen and laundry.");
  await lead.getByRole("button", { name: "Request My Free Quote" }).click();
  await expect(page.getByText("Success!", { exact: true })).toBeVisible();
  expect(await storedByEmail(email)).toHaveLength(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain form posts to its server action: a refusal comes back with each field's problem and every value, nothing in the address; then the booking page confirms it", async ({ page, token }, testInfo) => {
    await page.goto("/#contact");
    const lead = form(page);
    const email = `nojs.${token}@example.com`;
    await expect(lead).not.toHaveAttribute("action", "/api/contact");
    await lead.getByLabel("Name").fill("J");
    await lead.getByLabel("Email").fill(email);
    await lead.getByLabel("Phone").fill("0412 345 678");
    await lead.getByLabel("Timeline").selectOption("Flexible");
    await lead.getByLabel("Project Details").fill("Fence and pergola.");
    await lead.getByRole("button", { name: "Request My Free Quote" }).click();
    // The page again: the failure notice, the field's problem under it, every value still typed.
    await expect(form(page).getByRole("alert")).toContainText("Something went wrong.");
    await expect(form(page).getByRole("alert")).toContainText("Your request couldn't be submitted. Please try again.");
    await expect(form(page).getByLabel("Name")).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect(form(page).getByLabel("Name")).toHaveValue("J");
    await expect(form(page).getByLabel("Email")).toHaveValue(email);
    await expect(form(page).getByLabel("Phone")).toHaveValue("0412 345 678");
    await expect(form(page).getByLabel("Timeline")).toHaveValue("Flexible");
    await expect(form(page).getByLabel("Project Details")).toHaveValue("Fence and pergola.");
    expect(page.url()).not.toContain("nojs.");
    expect(page.url()).not.toContain("Fence");
    await lookAt(page, `quote-form-nojs-refused-${testInfo.project.name}.png`);
    expect(await storedByEmail(email)).toHaveLength(0);

    await form(page).getByLabel("Name").fill(`No Script ${token}`);
    await form(page).getByRole("button", { name: "Request My Free Quote" }).click();
    // Stored: on to the request's own booking page, which confirms it above the free times (the
    // browser keeps the page's #contact across the redirect).
    await expect(page).toHaveURL(/\/book\/[\w-]{43}\?sent=1(#contact)?$/);
    await expect(page.getByRole("status")).toContainText("Success!");
    await expect(page.getByRole("status")).toContainText("Your quote request has been submitted. We'll contact you soon.");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await lookAt(page, `quote-form-nojs-success-${testInfo.project.name}.png`);
    expect(await storedByEmail(email)).toEqual([expect.objectContaining({ name: `No Script ${token}`, message: "Fence and pergola.", timeline: "Flexible" })]);
  });
});

test("a page's own form post to POST /api/contact (a page cached before the server action) goes back to the form, storing nothing", async ({ request, token }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one answer, checked once");
  const email = `cached.${token}@example.com`;
  const sent = await request.post("/api/contact", {
    multipart: { name: "Cached Page", email, phone: "0412 345 678" },
    headers: { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate", accept: "text/html" },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  expect(sent.headers()["location"]).toBe("/#contact");
  expect(await storedByEmail(email)).toHaveLength(0);
});

// Bots (the honeypot, a too-quick fill): tests/integration/quote-requests.test.ts, through the route.

test("the fill time counts from the page's navigation start: a visitor who autofills and sends just after 2 s is not spam", async ({ page, token }) => {
  atOneWidth("desktop", "the spam timer does not change with the width");
  const email = `prompt.${token}@example.com`;
  await page.goto("/#contact");
  await expect(form(page)).toBeVisible();
  // Just past MIN_FILL_MS since navigation start, then filled and sent at once, as autofill does.
  await page.waitForFunction(() => performance.now() > 2_050);
  await fill(page, { name: `Prompt ${token}`, email, phone: "0412 345 678" });
  await form(page).getByRole("button", { name: "Request My Free Quote" }).click();
  await expect(page.getByText("Your quote request has been submitted. We'll contact you soon.")).toBeVisible();
  await expect.poll(() => storedByEmail(email)).toEqual([expect.objectContaining({ name: `Prompt ${token}` })]);
  expect(await queryDatabase(`SELECT 1 FROM "spam_requests" WHERE "email" = $1`, [email])).toEqual([]);
});

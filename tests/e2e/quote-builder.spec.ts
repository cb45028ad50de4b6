import { devices, type Page, type TestInfo } from "@playwright/test";
import { e2eOutboxDir } from "../support/e2e-env.mjs";
import { readOutbox } from "../support/outbox";
import { expectNoAxeViolations } from "./support/axe";
import { expect, queryDatabase, seedLeads, test, openAsOwner } from "./support/inbox-helpers";
import { waitForHydration } from "./support/visitor";
import { depositTooHighMessage } from "@/lib/quotes/model/nsw-rules";
import { lookAt } from "./support/look-at";

/**
 * The owner's side of written quotes, at a 390 px phone and a 1280 px desktop: the rate card
 * screen, and the whole sale in the quote builder (rate card line, typed line, optional line,
 * preview, send), then the customer's e-mail link, an option ticked, accepted, and the lead Won.
 * Each test's lead carries its token; a search for it gives the test a view of its own.
 */
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
});

const width = (testInfo: TestInfo) => (testInfo.project.name === "phone" ? 390 : 1280);
/** The whole page, and what the window shows (the sticky footer and the desktop's sticky column where they sit). */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await lookAt(page, `${name}-${width(testInfo)}.png`, { fullPage: true });
  await lookAt(page, `${name}-${width(testInfo)}-window.png`);
}

/**
 * axe with the page at its top. On a phone a field half under the fixed footer (its Send button)
 * counts as too small a target, so a check made wherever the last fill left the page fails on
 * some runs and not others; from the top it is the same page every run.
 */
async function axeFromTheTop(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expectNoAxeViolations(page);
}

/** Nothing wider than the window: no sideways scrolling on a phone. */
async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** The builder's line n (1-based, across the quote). */
const line = (page: Page, n: number) => page.locator("li[data-line]").nth(n - 1);

async function searchLead(page: Page, text: string) {
  await page.getByLabel("Search").fill(text);
}

test("the quote builder: build from the rate card and typed lines, preview, send, the customer accepts, the lead is Won", async ({ page, browser, token }, testInfo) => {
  // A whole sale through two sides, with axe and screenshots: 30-50 s on 2 cores.
  test.setTimeout(150_000);
  const name = `Builder ${token} Customer`;
  const email = `builder.${token}@example.com`;
  const [leadId] = await seedLeads([{ name, email, service: "interior", message: "Living room and front door, please." }]);
  await openAsOwner(page, "/admin-pwa");
  await searchLead(page, token);
  const card = page.getByRole("article").filter({ hasText: name });
  await expect(card.getByText("Quotes (0)")).toBeVisible();
  await card.getByRole("link", { name: `New quote for ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-pwa/leads/${leadId}/quotes/new$`));
  await expect(page.getByRole("heading", { name: "New quote" })).toBeVisible();
  await expect(page.locator("[data-save-status]").first()).toHaveAttribute("data-save-status", "incomplete");

  // Living room: a line from the rate card; the quantity takes the focus with a numeric keyboard.
  await page.getByRole("button", { name: "Living room" }).click();
  await page.getByRole("button", { name: "From rate card" }).click();
  const picker = page.getByRole("dialog", { name: "Add from the rate card" });
  await picker.getByLabel("Search the rate card").fill("interior wal");
  await picker.getByRole("button", { name: /Interior walls, two coats/ }).click();
  await expect(picker).toBeHidden();
  const quantity = line(page, 1).getByLabel("Quantity");
  await expect(quantity).toBeFocused();
  await expect(quantity).toHaveAttribute("inputmode", "decimal");
  await expect(line(page, 1).getByLabel("Price ex GST")).toHaveValue("24.00");
  await quantity.fill("38.5");
  await expect(line(page, 1).getByTestId("line-total")).toHaveText("$924.00");

  // A typed line in the same area.
  await page.getByRole("button", { name: "Type a line" }).click();
  await expect(line(page, 2).getByLabel("Description")).toBeFocused();
  await line(page, 2).getByLabel("Description").fill("Patch and sand cracks");
  await line(page, 2).getByLabel("Quantity").fill("3");
  await line(page, 2).getByLabel("Unit").selectOption("hour");
  await line(page, 2).getByLabel("Price ex GST").fill("80");

  // Exterior: an optional line the customer may tick.
  await page.getByRole("button", { name: "Exterior" }).click();
  const exterior = page.getByRole("region", { name: "Area: Exterior" });
  await exterior.getByRole("button", { name: "Type a line" }).click();
  await line(page, 3).getByLabel("Description").fill("Front door in deep navy");
  await line(page, 3).getByLabel("Quantity").fill("1");
  await line(page, 3).getByLabel("Unit").selectOption("fixed");
  await line(page, 3).getByLabel("Price ex GST").fill("450");
  await line(page, 3).getByLabel("Optional: the customer may tick it").check();

  // $924.00 + $240.00 = $1,164.00; GST $116.40; $1,280.40. With the door: $1,775.40.
  const totals = page.getByRole("region", { name: "Totals" }).filter({ visible: true });
  await expect(totals.getByTestId("total")).toHaveText("$1,280.40");
  await expect(totals.getByTestId("total-with-options")).toHaveText("$1,775.40");
  if (testInfo.project.name === "phone") await expect(page.getByTestId("footer-total")).toHaveText("$1,280.40");
  await expect(page.locator("[data-save-status]").filter({ visible: true }).first()).toHaveAttribute("data-save-status", "saved", { timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/admin-pwa/leads/${leadId}/quotes/\\d+$`));
  const quoteId = Number(page.url().split("/").at(-1));
  const [stored] = await queryDatabase<{ lines: number; totalCents: number; status: string }>(
    `SELECT (SELECT count(*)::int FROM "quote_lines" WHERE "quoteId" = $1) AS "lines", "totalCents", "status" FROM "quotes" WHERE "id" = $1`,
    [quoteId],
  );
  expect(stored).toEqual({ lines: 3, totalCents: 128040, status: "draft" });

  // The NSW deposit rule shows before any send, and nothing over 10% is saved.
  const deposit = page.getByLabel("Deposit (% of the total incl GST)");
  await deposit.fill("15");
  await expect(page.getByRole("alert").filter({ hasText: depositTooHighMessage })).toBeVisible();
  await expect(page.locator("[data-save-status]").filter({ visible: true }).first()).toHaveAttribute("data-save-status", "incomplete");
  await deposit.fill("10");
  await expect(page.locator("[data-save-status]").filter({ visible: true }).first()).toHaveAttribute("data-save-status", "saved", { timeout: 15_000 });

  await expectNoHorizontalScroll(page);
  await axeFromTheTop(page);
  if (testInfo.project.name === "phone") {
    // A field under the fixed footer that takes the focus comes up above it (WCAG's focus not
    // obscured): the page keeps the footer's height as scroll padding.
    const footer = (await page.locator(".builder-footer").boundingBox())!;
    await deposit.evaluate((field, footerTop) => {
      window.scrollBy({ top: field.getBoundingClientRect().top - (footerTop + 10), behavior: "instant" });
      (field as HTMLElement).blur();
      (field as HTMLElement).focus();
    }, footer.y);
    // (The page scrolls smoothly: wait for it to stop.)
    await expect.poll(async () => {
      const field = (await deposit.boundingBox())!;
      return field.y + field.height;
    }).toBeLessThanOrEqual(footer.y);
    await expect(deposit).toBeInViewport();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  }
  await screenshot(page, testInfo, "quote-builder");

  // Preview: the customer's page, from the same component. On a phone it is a tap away.
  if (testInfo.project.name === "phone") await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByTestId("quote-preview");
  await expect(preview).toContainText("Front door in deep navy");
  await expect(preview).toContainText("$1,280.40");
  await expect(preview).toContainText(name);
  await preview.getByText("The work and its price").scrollIntoViewIfNeeded();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, "quote-preview");
  if (testInfo.project.name === "phone") await page.getByRole("button", { name: "Build", exact: true }).click();

  // Send, with a double tap on the dialog's button: one e-mail, the quote locked, the lead Quote sent.
  await page.getByRole("button", { name: "Send", exact: true }).filter({ visible: true }).first().click();
  const dialog = page.getByRole("dialog", { name: /^Send Q-\d{4}\?$/ });
  await expect(dialog).toContainText(email);
  await expect(dialog).toContainText("Total $1,280.40 incl GST.");
  await dialog.getByRole("button", { name: "Send quote" }).dblclick();
  await expect(page.getByText("Quote sent", { exact: true })).toBeVisible();
  await expect(page.getByTestId("quote-status")).toHaveText("Sent");
  // A screen reader hears the status as its own word.
  await expect(page.getByRole("heading", { level: 1, name: /^Quote Q-\d{4}, Sent$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Revise" }).filter({ visible: true }).first()).toBeVisible();
  // "Revise" asks first, saying the sent version stays acceptable; Cancel changes nothing.
  await page.getByRole("button", { name: "Revise" }).filter({ visible: true }).first().click();
  const revise = page.getByRole("dialog", { name: /^Revise Q-\d{4}\?$/ });
  await expect(revise).toContainText("the customer can still accept it, until you send the new version");
  await revise.getByRole("button", { name: "Cancel" }).click();
  await expect(revise).toBeHidden();
  await expect(page.getByTestId("quote-status")).toHaveText("Sent");
  await expect(line(page, 1).getByLabel("Quantity")).toBeDisabled();
  const [lead] = await queryDatabase<{ status: string }>(`SELECT "status" FROM "leads" WHERE "id" = $1`, [leadId]);
  expect(lead!.status).toBe("quote_sent");

  // The customer's e-mail: once, with the link to the quote's page.
  let link = "";
  await expect
    .poll(() => {
      const mails = readOutbox(e2eOutboxDir).filter((mail) => mail.to === email);
      link = /https?:\/\/[^\s"<>]+\/quote\/[A-Za-z0-9_-]{43}/.exec(mails[0]?.text ?? "")?.[0] ?? "";
      return mails.length;
    }, { timeout: 20_000 })
    .toBe(1);
  expect(link).not.toBe("");

  // The customer opens it on a device of their own (no owner session), ticks the door, accepts.
  const customerContext = await browser.newContext({ ...devices[testInfo.project.name === "phone" ? "Pixel 7" : "Desktop Chrome"], viewport: { width: width(testInfo), height: 844 }, baseURL: new URL(page.url()).origin });
  const customer = await customerContext.newPage();
  await customer.goto(new URL(link).pathname);
  await waitForHydration(customer);
  await expect(customer.getByRole("heading", { name: /^Quote Q-\d{4}$/, level: 1 })).toBeVisible();
  await expect(customer.locator('[data-quote-total="total"]').first()).toHaveText("$1,280.40");
  await customer.locator("tr", { hasText: "Front door in deep navy" }).getByRole("checkbox").check();
  await expect(customer.locator('[data-quote-total="total"]').first()).toHaveText("$1,775.40");
  await customer.getByLabel("Your full name").fill(name);
  await customer.getByRole("checkbox", { name: "I have read and accept the terms" }).check();
  await customer.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(customer.getByText(`Accepted online by ${name}`).first()).toBeVisible();
  await customerContext.close();

  // Back in the admin: the lead is Won and its card lists the accepted quote.
  await page.goto("/admin-pwa");
  await searchLead(page, token);
  await expect(card).toHaveAttribute("data-status", "won");
  await expect(card.getByRole("link", { name: /^Open quote Q-\d{4}$/ })).toBeVisible();
  await expect(card.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(card.getByText("$1,775.40")).toBeVisible();
  await lookAt(card, `lead-card-won-${width(testInfo)}.png`);
});

test("the builder asks what is being painted, explains each choice, and caps the deposit on every home (Home Building Act 1989 (NSW) s8)", async ({ page, token }, testInfo) => {
  const name = `Property ${token} Customer`;
  const [leadId] = await seedLeads([{ name, email: `property.${token}@example.com`, service: "exterior", message: "Strata repaint." }]);
  await openAsOwner(page, "/admin-pwa");
  await page.goto(`/admin-pwa/leads/${leadId}/quotes/new`);
  await expect(page.getByRole("heading", { name: "New quote" })).toBeVisible();
  const property = page.getByRole("group", { name: "What is being painted" });
  for (const [label, hint] of <[string, string][]>[
    ["House", "A home, owner-occupied or rented out: the NSW home building contract rules apply."],
    ["Apartment", "Inside one unit of a residential building: the NSW home building contract rules apply."],
    ["Strata common property", "Common property of a residential strata scheme, for the owners corporation: the contract rules apply."],
    ["Commercial", "A building that is not a home (shop, office, warehouse, school): outside the Home Building Act."],
  ]) {
    await expect(property.getByRole("radio", { name: label, exact: true })).toHaveAccessibleDescription(hint);
  }
  await expect(property.getByRole("radio", { name: "House", exact: true })).toBeChecked();
  await expect(property).not.toContainText("do not apply");
  await property.getByRole("radio", { name: "Strata common property", exact: true }).check();
  const deposit = page.getByLabel("Deposit (% of the total incl GST)");
  await deposit.fill("20");
  await expect(page.getByRole("alert").filter({ hasText: depositTooHighMessage })).toBeVisible();
  await property.getByRole("radio", { name: "Commercial", exact: true }).check();
  await expect(page.getByRole("alert").filter({ hasText: depositTooHighMessage })).toHaveCount(0);
  await lookAt(page, `property-${width(testInfo)}.png`, { fullPage: true });
});

test("a flaky connection loses nothing: a failed save says so, keeps the text on the device and saves it later; a refusal names the field", async ({ page, token }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "saving offline is the same at any width (the first test shows the save status at both): checked on the owner's phone");
  test.setTimeout(90_000);
  const name = `Flaky ${token} Customer`;
  const [leadId] = await seedLeads([{ name, email: `flaky.${token}@example.com` }]);
  await openAsOwner(page, "/admin-pwa");
  const origin = new URL(page.url()).origin;
  const created = await page.request.post(`/api/admin/leads/${leadId}/quotes`, {
    headers: { origin },
    data: { lines: [{ section: "Kitchen", description: "Walls", quantity: 20, unit: "m2", unitPriceCents: 2400 }] },
  });
  expect(created.status()).toBe(201);
  const quoteId = ((await created.json()) as { data: { id: number } }).data.id;
  await page.goto(`/admin-pwa/leads/${leadId}/quotes/${quoteId}`);
  const status = page.locator("[data-save-status]").filter({ visible: true }).first();
  await expect(status).toHaveAttribute("data-save-status", "saved");

  // The connection drops: every save fails. The owner keeps typing.
  await page.route(`**/api/admin/leads/${leadId}/quotes/${quoteId}`, (route) => (route.request().method() === "PATCH" ? route.abort("internetdisconnected") : route.fallback()));
  await line(page, 1).getByLabel("Description").fill("Walls and ceiling, two coats");
  await expect(status).toHaveAttribute("data-save-status", "offline", { timeout: 15_000 });
  await expect(status).toContainText(/kept on this device/i);
  await expect(line(page, 1).getByLabel("Description")).toHaveValue("Walls and ceiling, two coats");
  await screenshot(page, testInfo, "quote-builder-offline");

  // The phone drops the page; opened again, what was typed is back, and saved once the connection is.
  await page.reload();
  await expect(page.getByText("Unsaved changes from this device were brought back.")).toBeVisible();
  await expect(line(page, 1).getByLabel("Description")).toHaveValue("Walls and ceiling, two coats");
  // Still no connection: the brought-back text fails to save too, and says so with "Save now".
  await expect(status).toHaveAttribute("data-save-status", "offline", { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Save now" }).filter({ visible: true })).toBeVisible();
  // The connection is back: the next attempt (2 s later, by itself) saves it.
  await page.unroute(`**/api/admin/leads/${leadId}/quotes/${quoteId}`);
  await expect(status).toHaveAttribute("data-save-status", "saved", { timeout: 15_000 });
  const [stored] = await queryDatabase<{ description: string }>(`SELECT "description" FROM "quote_lines" WHERE "quoteId" = $1`, [quoteId]);
  expect(stored!.description).toBe("Walls and ceiling, two coats");
  await page.reload();
  await expect(page.getByText("Unsaved changes from this device were brought back.")).toHaveCount(0);

  // What only the server knows is wrong comes back in its words, under the field; the text stays.
  await line(page, 1).getByLabel("Quantity").fill("0");
  await expect(status).toHaveAttribute("data-save-status", "refused", { timeout: 15_000 });
  await expect(line(page, 1).getByText("Quantity must be between 0.01 and 99,999.99, with at most two decimals")).toBeVisible();
  await expect(line(page, 1).getByLabel("Quantity")).toHaveAttribute("aria-invalid", "true");
  await line(page, 1).getByLabel("Quantity").fill("20.5");
  await expect(status).toHaveAttribute("data-save-status", "saved", { timeout: 15_000 });
  await expect(line(page, 1).getByText("Quantity must be between")).toHaveCount(0);
});

test("the rate card: add an item in dollars, edit it, archive and restore it; the defaults of new quotes", async ({ page, token }, testInfo) => {
  test.setTimeout(90_000);
  await openAsOwner(page, "/admin-pwa");
  await page.goto("/admin-pwa/rate-card");
  await expect(page.getByRole("heading", { name: "Rate card", level: 1 })).toBeVisible();
  const items = page.getByRole("list", { name: "Rate card items" });
  await expect(items).toContainText("Interior walls, two coats");
  await expect(items).toContainText("$24.00 per m² ex GST");

  const itemName = `Feature wall ${token}`;
  await page.getByRole("button", { name: "Add item" }).click();
  const form = page.getByRole("form", { name: "New item" });
  await form.getByLabel("Name").fill(itemName);
  await form.getByLabel("Unit").selectOption("m2");
  await form.getByLabel("Price ex GST").fill("forty");
  await form.getByRole("button", { name: "Save item" }).click();
  await expect(form.getByText("Type the price in dollars and cents, e.g. 24 or 24.50")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue(itemName);
  await form.getByLabel("Price ex GST").fill("42.50");
  await form.getByRole("button", { name: "Save item" }).click();
  const item = items.getByRole("listitem").filter({ hasText: itemName });
  await expect(item).toContainText("$42.50 per m² ex GST");
  const [stored] = await queryDatabase<{ unitPriceCents: number; key: string | null }>(`SELECT "unitPriceCents", "key" FROM "rate_card_items" WHERE "name" = $1`, [itemName]);
  expect(stored).toEqual({ unitPriceCents: 4250, key: null });

  await item.getByRole("button", { name: `Edit ${itemName}` }).click();
  const edit = page.getByRole("form", { name: `Edit ${itemName}` });
  await edit.getByLabel("Price ex GST").fill("1,044.5");
  await edit.getByLabel("Unit").selectOption("fixed");
  await edit.getByRole("button", { name: "Save item" }).click();
  await expect(items.getByRole("listitem").filter({ hasText: itemName })).toContainText("$1,044.50 fixed ex GST");

  await expectNoHorizontalScroll(page);
  await axeFromTheTop(page);
  await screenshot(page, testInfo, "rate-card");

  await items.getByRole("button", { name: `Archive ${itemName}` }).click();
  await expect(items.getByRole("listitem").filter({ hasText: itemName })).toHaveCount(0);
  await page.getByText(/^Archived items \(\d+\)$/).click();
  await page.getByRole("button", { name: `Restore ${itemName}` }).click();
  await expect(items.getByRole("listitem").filter({ hasText: itemName })).toBeVisible();

  // The defaults: the server's own refusal for a deposit over 10%, then a saved validity.
  await page.getByLabel("Deposit (%)").fill("12");
  await page.getByRole("button", { name: "Save defaults" }).click();
  await expect(page.getByText(depositTooHighMessage)).toBeVisible();
  await page.getByLabel("Deposit (%)").fill("10");
  await page.getByRole("button", { name: "Save defaults" }).click();
  await expect(page.getByText("Defaults saved", { exact: true })).toBeVisible();
});

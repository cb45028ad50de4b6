import type { Page, TestInfo } from "@playwright/test";
import { e2eAdminEmail, e2eOutboxDir } from "../support/e2e-env.mjs";
import { parseIcs } from "../support/ics";
import { readOutbox, type OutboxMail } from "../support/outbox";
import { expectStockScripts } from "./support/stock-scripts";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test, openAsOwner } from "./support/inbox-helpers";
import { pastMinimumFillTime } from "./support/visitor";
import { lookAt } from "./support/look-at";

/**
 * Booking the free measure-up end to end, at desktop and phone widths: from the request's success
 * screen to a booked visit with its invite in the outbox, moved, cancelled; without JavaScript
 * too, with the 409 of a time taken meanwhile; the owner's agenda. Each test books on a day of its
 * own (by project and test), so parallel runs never take one another's times.
 */

const phone = (testInfo: TestInfo) => testInfo.project.name === "phone";

test.beforeEach(async ({ page }, testInfo) => {
  // The phone project as the brief measures it: 390 px wide.
  if (phone(testInfo)) await page.setViewportSize({ width: 390, height: 844 });
});

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await lookAt(page, `${name}-${testInfo.project.name}.png`, { fullPage: true });
}

const mailsTo = (to: string) => readOutbox(e2eOutboxDir).filter((mail) => mail.to === to);
async function nextMail(to: string, count: number, subject: RegExp): Promise<OutboxMail> {
  await expect.poll(() => mailsTo(to).filter((mail) => subject.test(mail.subject)).length, { message: `e-mail ${subject} to ${to}`, timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return mailsTo(to).filter((mail) => subject.test(mail.subject))[count - 1]!;
}
const inviteOf = (mail: OutboxMail) => parseIcs(mail.attachments!.find((file) => file.filename === "visit.ics")!.text!);

const dayGroups = (page: Page) => page.getByRole("form").locator("fieldset fieldset");
/** A test takes up to three times of its day: a day with fewer free (a Saturday morning has three, other tests book too) is passed over. */
const ROOMY_DAY_TIMES = 4;
/**
 * The name ("Mon 30 Nov") of the offset-th day offered with ROOMY_DAY_TIMES free times or more, the
 * phone project's one further on, so that the two projects running at once never want the same
 * time. By name, not place: a day booked out meanwhile leaves the list and moves the rest.
 */
async function dayFor(page: Page, testInfo: TestInfo, offset: number): Promise<string> {
  await expect(dayGroups(page).first()).toBeVisible();
  const days = await dayGroups(page).evaluateAll((groups) => groups.map((group) => ({ name: group.querySelector("legend")?.textContent?.trim() ?? "", times: group.querySelectorAll("input[type=radio]").length })));
  const roomy = days.filter((day) => day.times >= ROOMY_DAY_TIMES);
  const day = roomy[(phone(testInfo) ? 1 : 0) + offset];
  if (!day) throw new Error(`no day ${offset} with ${ROOMY_DAY_TIMES} free times for ${testInfo.project.name}: ${JSON.stringify(days)}`);
  return day.name;
}
/** Picks the n-th time of the day named; answers its radio's label ("Mon 30 Nov, 9:15 am"). */
async function chooseTime(page: Page, day: string, n: number): Promise<{ label: string; start: string }> {
  const radio = page.getByRole("form").getByRole("group", { name: day, exact: true }).getByRole("radio").nth(n);
  const label = (await radio.getAttribute("aria-label"))!;
  const start = (await radio.getAttribute("value"))!;
  // The radio is drawn as its label: a person taps the label.
  await radio.locator("xpath=..").click();
  await expect(radio).toBeChecked();
  return { label, start };
}
async function fillAddress(page: Page, address: { street: string; suburb: string; postcode: string }) {
  await page.getByLabel("Street address").fill(address.street);
  await page.getByLabel("Suburb").fill(address.suburb);
  await page.getByLabel("Postcode").fill(address.postcode);
}

test("a request's success screen books the visit (a time taken meanwhile: 409, fresh times); the invite is e-mailed; it moves and is cancelled; the owner's agenda shows it", async ({ page, request, token, browser }, testInfo) => {
  // A time limit, not an assertion: a request, a booking, the owner's sign-in with its code, a move and a cancellation.
  test.setTimeout(150_000);
  const email = `booker.${token}@example.com`;
  const name = `Bea Booker ${token}`;
  await page.goto("/#contact");
  const form = page.locator("#contact").getByRole("form", { name: "Request a free quote" });
  await expect(form).toBeVisible();
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("0412 345 678");
  // A person takes a few seconds; quicker than that is a bot's fill (kept in Spam, with no booking link).
  await pastMinimumFillTime(page);
  await form.getByRole("button", { name: "Request My Free Quote" }).click();
  await expect(page.getByText("Success!", { exact: true })).toBeVisible();
  const offer = form.getByRole("status");
  await expect(offer).toContainText("Pick a time for us to see the job: it takes a minute.");
  await lookAt(offer, `booking-offer-${testInfo.project.name}.png`);
  await form.getByRole("link", { name: "Book your free measure-up" }).click();

  await expect(page).toHaveURL(/\/book\/[A-Za-z0-9_-]{43}$/);
  // Rendered per request: Next's script tags carry the page's nonce.
  const { nonce } = await expectStockScripts(page, request, new URL(page.url()).pathname);
  expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Book your free measure-up" })).toBeVisible();
  await expect(page.getByText("All times are Sydney time.")).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, "booking-form");

  const day = await dayFor(page, testInfo, 0);
  const taken = await chooseTime(page, day, 1);
  await fillAddress(page, { street: "12 Smith Street", suburb: "Parramatta", postcode: "2150" });
  // Another customer books that very time first: the form answers in place, with the times free now.
  const rival = await request.post("/api/contact", { data: { name: `Rita Rival ${token}`, email: `rival.${token}@example.com`, phone: "0412 345 678", fillMs: 9_000 } });
  const rivalToken = ((await rival.json()).bookingUrl as string).split("/").at(-1);
  expect((await request.post(`/api/booking/${rivalToken}`, { data: { start: taken.start, address: { street: "2 Rival Road", suburb: "Ryde", postcode: "2112" } } })).status()).toBe(201);
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("form").getByRole("alert")).toContainText("That time was just taken");
  await expect(page.getByRole("radio", { name: taken.label })).toHaveCount(0);
  await expect(page.getByLabel("Street address")).toHaveValue("12 Smith Street");
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, "booking-taken");

  const first = await chooseTime(page, day, 0);
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your visit is booked" })).toContainText("We've e-mailed you the details with a calendar invite.");
  await expect(page.getByText("12 Smith Street, Parramatta NSW 2150")).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, "booking-confirmation");

  // The confirmation e-mail with its invite, and the page's own copy of the invite.
  const booked = await nextMail(email, 1, /^Your free measure-up is booked: /);
  expect(booked.subject).toBe(`Your free measure-up is booked: ${first.label}`);
  const invite = inviteOf(booked);
  expect(invite.method).toBe("REQUEST");
  expect(invite.events[0]).toMatchObject({ sequence: 0, status: "CONFIRMED", start: { tzid: "Australia/Sydney", utc: new Date(first.start).toISOString() } });
  const download = await page.request.get(await page.getByRole("link", { name: "Add to your calendar" }).getAttribute("href").then((href) => href!));
  expect(download.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(parseIcs(await download.text()).events[0]).toMatchObject({ uid: invite.events[0]!.uid, sequence: 0 });
  // The request's own confirmation links the booking page too.
  const confirmation = await nextMail(email, 1, /^We've received your quote request/);
  const emailed = /\/book\/[A-Za-z0-9_-]{43}/.exec(confirmation.text)?.[0];
  expect(emailed).toBeDefined();
  expect((await page.request.get(emailed!)).status()).toBe(200);

  // The owner's agenda, signed in on the panel in a browser of their own.
  const owner = await browser.newContext({ userAgent: `${await page.evaluate(() => navigator.userAgent)} owner`, viewport: page.viewportSize()! });
  const panel = await owner.newPage();
  await openAsOwner(panel, "/admin-pwa");
  const visits = panel.getByRole("group", { name: "Visits" });
  if (!(await visits.evaluate((element) => (element as HTMLDetailsElement).open))) await visits.locator("summary").click();
  const item = visits.getByTestId("agenda-visit").filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item.getByRole("link", { name: /12 Smith Street, Parramatta NSW 2150/ })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\//);
  await expectNoAxeViolations(panel);
  await item.scrollIntoViewIfNeeded();
  await shoot(panel, testInfo, "admin-agenda");
  await nextMail(e2eAdminEmail, 1, new RegExp(`^Visit booked: ${name}, `));
  await owner.close();

  // Moved: a new invite with the same UID and SEQUENCE 1.
  await page.getByRole("link", { name: "Change the time" }).click();
  await expect(page.getByRole("heading", { name: "Choose a new time" })).toBeVisible();
  await expect(page.getByLabel("Street address")).toHaveValue("12 Smith Street");
  const second = await chooseTime(page, day, 1);
  await page.getByRole("button", { name: "Move my visit" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your visit has moved" })).toBeVisible();
  const moved = await nextMail(email, 1, /^Your measure-up has moved to /);
  expect(moved.subject).toBe(`Your measure-up has moved to ${second.label}`);
  expect(inviteOf(moved).events[0]).toMatchObject({ uid: invite.events[0]!.uid, sequence: 1, start: { utc: new Date(second.start).toISOString() } });

  // Cancelled: asked first, then METHOD:CANCEL.
  await page.getByRole("link", { name: "Cancel the visit" }).click();
  await expect(page.getByRole("heading", { name: /^Cancel your visit on / })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Yes, cancel the visit" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your visit is cancelled" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Book this time" })).toBeVisible();
  const cancelled = await nextMail(email, 1, / is cancelled$/);
  expect(inviteOf(cancelled)).toMatchObject({ method: "CANCEL" });
  expect(inviteOf(cancelled).events[0]).toMatchObject({ uid: invite.events[0]!.uid, sequence: 2, status: "CANCELLED" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("books from the page, with the outside-NSW note; a time taken meanwhile is a 409 with the times free now; cancels", async ({ page, request, token }, testInfo) => {
    const lead = async (who: string) => {
      const answer = await request.post("/api/contact", { data: { name: `${who} ${token}`, email: `${who.toLowerCase()}.${token}@example.com`, phone: "0412 345 678", fillMs: 9_000 } });
      expect(answer.status()).toBe(201);
      return (await answer.json()).bookingUrl as string;
    };
    const mine = await lead("Nora");
    const theirs = await lead("Rival");
    await page.goto(mine);
    await expect(page.getByRole("heading", { level: 1, name: "Book your free measure-up" })).toBeVisible();
    const day = await dayFor(page, testInfo, 2);
    const wanted = await chooseTime(page, day, 0);
    await fillAddress(page, { street: "1 Collins Street", suburb: "Melbourne", postcode: "3000" });

    // Someone else books that very time first.
    const rival = await request.post(`/api/booking/${theirs.split("/").at(-1)}`, { data: { start: wanted.start, address: { street: "2 Rival Road", suburb: "Ryde", postcode: "2112" } } });
    expect(rival.status()).toBe(201);
    await page.getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByRole("form").getByRole("alert")).toContainText("That time was just taken");
    await expect(page.getByRole("form").getByRole("alert")).toContainText("Please choose another: the times below are free now.");
    await expect(page.getByRole("radio", { name: wanted.label })).toHaveCount(0);
    await expect(page.getByLabel("Street address")).toHaveValue("1 Collins Street");
    // (axe needs JavaScript: the same page with it is checked in the test above.)
    await shoot(page, testInfo, "booking-taken-nojs");

    const chosen = await chooseTime(page, day, 1);
    await page.getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your visit is booked" })).toBeVisible();
    await expect(page.getByText(`${chosen.label} to `)).toBeVisible();
    await expect(page.getByText("That postcode is outside NSW.", { exact: false })).toBeVisible();
    await expect(page.getByText("1 Collins Street, Melbourne 3000")).toBeVisible();
    await shoot(page, testInfo, "booking-confirmation-nojs");

    await page.getByRole("link", { name: "Cancel the visit" }).click();
    await page.getByRole("button", { name: "Yes, cancel the visit" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your visit is cancelled" })).toBeVisible();
  });
});

test("an unknown link is the site's 404; a booking page is noindex and sends no referrer to another site", async ({ page, request, token }, testInfo) => {
  test.skip(phone(testInfo), "headers and status: one browser is enough");
  const unknown = await page.goto(`/book/${"x".repeat(43)}`);
  expect(unknown!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  const answer = await request.post("/api/contact", { data: { name: `Head ${token}`, email: `head.${token}@example.com`, phone: "0412 345 678", fillMs: 9_000 } });
  const path = (await answer.json()).bookingUrl as string;
  const known = await page.goto(path);
  expect(known!.status()).toBe(200);
  expect(known!.headers()["referrer-policy"]).toBe("same-origin");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "same-origin");
  expect((await request.get(`/api/booking/${path.split("/").at(-1)}/slots`)).headers()["referrer-policy"]).toBe("no-referrer");
});

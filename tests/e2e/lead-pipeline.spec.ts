import type { Locator, Page, TestInfo } from "@playwright/test";
import { e2eOutboxDir, e2eServerEnv } from "../support/e2e-env.mjs";
import { readOutbox } from "../support/outbox";
import { expectNoAxeViolations } from "./support/axe";
import { closeToasts, expect, queryDatabase, seedLeads, test, openAsOwner } from "./support/inbox-helpers";
import { lookAt, atOneWidth } from "./support/look-at";

/**
 * The lead pipeline on the panel, at desktop width and at a 360 px phone: status (and Lost with
 * its reason), reply moving New to Contacted, the 24-hour promise (Overdue, oldest unanswered),
 * filter and counts, notes, the owner's numbers, the review request, the dashboard's card and
 * where a lead came from. Each test's requests carry its token, and a search for it gives the
 * test a view of its own.
 */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

test.beforeEach(async ({ page }, testInfo) => {
  // The narrowest phone we support; the desktop project stays at 1280.
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 360, height: 780 });
});

/** The page (or one part of it) at this project's width: 360 or 1280. */
async function screenshot(page: Page | Locator, testInfo: TestInfo, name: string, fullPage = false) {
  await lookAt(page, `${name}-${testInfo.project.name === "phone" ? 360 : 1280}.png`, { fullPage });
}

/** The lead columns of a request, as stored. */
type LeadColumns = {
  status?: string;
  lostReason?: string | null;
  firstResponseAt?: Date | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  referrer?: string | null;
  reviewConsentAt?: Date | null;
};
const columnOf: Record<keyof LeadColumns, string> = {
  status: "status",
  lostReason: "lost_reason",
  firstResponseAt: "firstResponseAt",
  utmSource: "utmSource",
  utmMedium: "utmMedium",
  utmCampaign: "utmCampaign",
  referrer: "referrer",
  reviewConsentAt: "reviewConsentAt",
};

/** Sets lead columns straight in the database, as if the request had lived through them. */
async function setLead(id: number, columns: LeadColumns) {
  const entries = Object.entries(columns) as [keyof LeadColumns, unknown][];
  const sets = entries.map(([field], index) => `"${columnOf[field]}" = $${index + 2}`).join(", ");
  await queryDatabase(`UPDATE "leads" SET ${sets} WHERE "id" = $1`, [id, ...entries.map(([, value]) => value)]);
}

async function storedLead(id: number) {
  const [row] = await queryDatabase<{ status: string; lostReason: string | null; firstResponseAt: Date | null; reviewRequestedAt: Date | null }>(
    `SELECT "status", "${columnOf.lostReason}" AS "lostReason", "${columnOf.firstResponseAt}" AS "firstResponseAt", "reviewRequestedAt" FROM "leads" WHERE "id" = $1`,
    [id],
  );
  return row!;
}

const cardOf = (page: Page, name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
/** The status badge, a menu button named "{status}: status of {name}". */
const statusControl = (card: Locator, name: string) => card.getByRole("button", { name: new RegExp(`: status of ${name}$`) });
const statusFilter = (page: Page, label: string) => page.getByRole("group", { name: "Status" }).getByRole("button", { name: new RegExp(`^${label} (\\d+|…)$`) });

async function chooseStatus(page: Page, card: Locator, name: string, label: string) {
  // The last change's toast may lie over the menu's lower items on a phone.
  await closeToasts(page);
  await statusControl(card, name).click();
  await page.getByRole("menuitemradio", { name: label, exact: true }).click();
}

async function search(page: Page, text: string) {
  await page.getByLabel("Search").fill(text);
}

test("status: change and keep it, Lost with a reason, Overdue, filter with counts, oldest unanswered first", async ({ page, token }, testInfo) => {
  test.setTimeout(90_000);
  const name = (who: string) => `Lead ${token} ${who}`;
  const [ava, ben, cal, dee] = await seedLeads([
    { name: name("Ava"), email: `ava.${token}@example.com`, service: "interior", message: "Two bedrooms.", createdAt: hoursAgo(30) },
    { name: name("Ben"), email: `ben.${token}@example.com`, service: "exterior", createdAt: hoursAgo(2) },
    { name: name("Cal"), email: `cal.${token}@example.com`, createdAt: hoursAgo(50) },
    { name: name("Dee"), email: `dee.${token}@example.com`, service: "repair", createdAt: hoursAgo(21) },
  ]);
  await setLead(cal!, { status: "contacted", firstResponseAt: hoursAgo(49) });

  await openAsOwner(page, "/admin-pwa");
  await search(page, `Lead ${token}`);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(4);
  // Newest first, as always.
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText([name("Ben"), name("Dee"), name("Ava"), name("Cal")]);

  // The 24-hour promise: New after 20 hours is Overdue; New at 2 hours and Contacted are not.
  for (const who of ["Ava", "Dee"]) await expect(cardOf(page, name(who)).getByText(/^Overdue/)).toBeVisible();
  for (const who of ["Ben", "Cal"]) await expect(cardOf(page, name(who)).getByText(/^Overdue/)).toHaveCount(0);
  await expect(statusControl(cardOf(page, name("Cal")), name("Cal"))).toHaveText("Contacted");
  await expect(cardOf(page, name("Cal"))).toContainText("First response 1 h after the request");

  // Counts for this view (the search), each status and Overdue.
  await expect(statusFilter(page, "All")).toHaveText("All4");
  await expect(statusFilter(page, "New")).toHaveText("New3");
  await expect(statusFilter(page, "Contacted")).toHaveText("Contacted1");
  await expect(statusFilter(page, "Quote sent")).toHaveText("Quote sent0");
  await expect(statusFilter(page, "Overdue")).toHaveText("Overdue2");
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, "pipeline-panel", true);

  // Oldest unanswered: only New ones, the longest waiting first.
  await page.getByLabel("Sort").selectOption("oldest_unanswered");
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText([name("Ava"), name("Dee"), name("Ben")]);
  await page.getByLabel("Sort").selectOption("newest");
  await expect(cards).toHaveCount(4);

  // Filter: Overdue, then Contacted, then all again.
  await statusFilter(page, "Overdue").click();
  await expect(statusFilter(page, "Overdue")).toHaveAttribute("aria-pressed", "true");
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText([name("Dee"), name("Ava")]);
  await statusFilter(page, "Contacted").click();
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText([name("Cal")]);
  await statusFilter(page, "All").click();
  await expect(cards).toHaveCount(4);

  // A status change: shown at once, a toast, stored; Ben leaves New.
  const benCard = cardOf(page, name("Ben"));
  await statusControl(benCard, name("Ben")).click();
  await expect(page.getByRole("menuitemradio", { name: "New", exact: true })).toHaveAttribute("aria-checked", "true");
  // The menu opens against its badge (under it, or over it where the screen ends), its left edge
  // on the badge's, wherever the card is.
  const badge = (await statusControl(benCard, name("Ben")).boundingBox())!;
  const menu = (await page.getByRole("menu").boundingBox())!;
  expect(Math.abs(menu.x - badge.x)).toBeLessThanOrEqual(2);
  const gap = menu.y >= badge.y ? menu.y - (badge.y + badge.height) : badge.y - (menu.y + menu.height);
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThanOrEqual(12);
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, "pipeline-status-menu");
  await page.keyboard.press("Escape");
  await chooseStatus(page, benCard, name("Ben"), "Quote sent");
  await expect(statusControl(benCard, name("Ben"))).toHaveText("Quote sent");
  await expect(page.getByText("Status changed", { exact: true })).toBeVisible();
  await expect(page.getByText(`${name("Ben")} is now Quote sent.`)).toBeVisible();
  await expect.poll(async () => (await storedLead(ben!)).status).toBe("quote_sent");
  expect((await storedLead(ben!)).firstResponseAt).not.toBeNull();
  await expect(statusFilter(page, "New")).toHaveText("New2");
  await expect(statusFilter(page, "Quote sent")).toHaveText("Quote sent1");

  // Lost asks for the reason first; Cancel saves nothing.
  const deeCard = cardOf(page, name("Dee"));
  await chooseStatus(page, deeCard, name("Dee"), "Lost");
  const dialog = page.getByRole("dialog", { name: `Why was ${name("Dee")} lost?` });
  await expect(dialog).toBeVisible();
  for (const reason of ["Price", "Timing", "Went elsewhere", "No response", "Not a fit", "Other", "Declined the quote"]) await expect(dialog.getByLabel(reason, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, "pipeline-lost-reason");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(statusControl(deeCard, name("Dee"))).toHaveText("New");
  expect((await storedLead(dee!)).status).toBe("new");
  // With the keyboard this time: open, choose Lost, pick Timing, save.
  await statusControl(deeCard, name("Dee")).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitemradio", { name: "Lost", exact: true }).focus();
  await page.keyboard.press("Enter");
  await dialog.getByLabel("Timing", { exact: true }).check();
  await dialog.getByRole("button", { name: "Mark as lost" }).click();
  await expect(statusControl(deeCard, name("Dee"))).toHaveText("Lost: Timing");
  await expect(page.getByText(`${name("Dee")} is now Lost (Timing).`)).toBeVisible();
  await expect.poll(async () => storedLead(dee!)).toMatchObject({ status: "lost", lostReason: "timing" });
  await expect(deeCard.getByText(/^Overdue/)).toHaveCount(0);
  await expect(statusFilter(page, "Overdue")).toHaveText("Overdue1");

  // It stays after a reload.
  await page.reload();
  // The searched list itself, before the list is held below: the first page of every lead can
  // show Dee and Ben too, and its search asked after the hold would never come back.
  const searched = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/admin/quotes" && new URL(response.url()).searchParams.get("q") === `Lead ${token}`);
  await search(page, `Lead ${token}`);
  await searched;
  await expect(cards).toHaveCount(4);
  await expect(statusControl(cardOf(page, name("Dee")), name("Dee"))).toHaveText("Lost: Timing");
  await expect(statusControl(cardOf(page, name("Ben")), name("Ben"))).toHaveText("Quote sent");
  expect((await storedLead(ava!)).status).toBe("new");

  // A refused change is undone on the card at once, with a toast: the list is held back meanwhile,
  // so only the card's own rollback can show New again.
  let releaseList!: () => void;
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  await page.route("**/api/admin/quotes?*", async (route) => {
    await listHeld;
    await route.continue();
  });
  await page.route(`**/api/admin/quotes/${ava}`, (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Something went wrong on our side. Please try again."}' }));
  await chooseStatus(page, cardOf(page, name("Ava")), name("Ava"), "Won");
  await expect(page.getByText("Status not changed", { exact: true })).toBeVisible();
  await expect(statusControl(cardOf(page, name("Ava")), name("Ava"))).toHaveText("New");
  releaseList();
  expect((await storedLead(ava!)).status).toBe("new");
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("a reply from the panel moves New to Contacted and records the first response", async ({ page, token }) => {
  atOneWidth("desktop", "the status rule does not change with the width (the panel's test replies at both)");
  const name = `Reply ${token} Eve`;
  const [id] = await seedLeads([{ name, email: `eve.${token}@example.com`, createdAt: hoursAgo(3) }]);
  await openAsOwner(page, "/admin-pwa");
  await search(page, name);
  const card = cardOf(page, name);
  await expect(statusControl(card, name)).toHaveText("New");
  await card.getByRole("button", { name: `Reply to ${name}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByText("Reply sent successfully", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(statusControl(card, name)).toHaveText("Contacted");
  await expect(card).toContainText(/First response 3 h( \d+ min)? after the request/);
  const stored = await storedLead(id!);
  expect(stored.status).toBe("contacted");
  expect(stored.firstResponseAt).not.toBeNull();
});

test("notes: add, edit and delete, newest first, never in the customer's mail, and found by search", async ({ page, token }, testInfo) => {
  const name = `Notes ${token} Fay`;
  const [id] = await seedLeads([{ name, email: `fay.${token}@example.com` }]);
  await openAsOwner(page, "/admin-pwa");
  await search(page, name);
  const card = cardOf(page, name);
  const notes = card.getByRole("list", { name: `Notes on ${name}` });

  for (const text of [`Called ${token}, no answer.`, `Site visit booked for Friday ${token}.`]) {
    await card.getByRole("button", { name: `Add note on ${name}` }).click();
    await card.getByLabel(`New note on ${name}`).fill(text);
    await card.getByRole("button", { name: "Save note" }).click();
    await expect(notes.getByText(text)).toBeVisible();
  }
  // Newest first, each with its time; stored.
  await expect(notes.getByRole("listitem")).toHaveCount(2);
  await expect(notes.getByRole("listitem").first()).toContainText(`Site visit booked for Friday ${token}.`);
  await expect(notes.getByRole("listitem").first().locator("time")).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{4}, /);
  await expect(card.getByRole("heading", { name: "Notes (2)" })).toBeVisible();
  await expect.poll(async () => (await queryDatabase(`SELECT "body" FROM "lead_notes" WHERE "leadId" = $1 ORDER BY "id"`, [id])).map((row) => row.body)).toEqual([
    `Called ${token}, no answer.`,
    `Site visit booked for Friday ${token}.`,
  ]);
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, "pipeline-notes");

  // Edit the older note (Escape cancels first), with the keyboard.
  const older = notes.getByRole("listitem").nth(1);
  await older.getByRole("button", { name: /^Edit the note of / }).click();
  await card.getByLabel("Note text").press("Escape");
  await expect(card.getByLabel("Note text")).toHaveCount(0);
  await older.getByRole("button", { name: /^Edit the note of / }).click();
  await card.getByLabel("Note text").fill(`Called ${token} back: wants a colour consult.`);
  await card.getByRole("button", { name: "Save", exact: true }).click();
  await expect(notes).toContainText(`Called ${token} back: wants a colour consult.`);
  await expect.poll(async () => (await queryDatabase(`SELECT "body" FROM "lead_notes" WHERE "leadId" = $1 ORDER BY "id"`, [id]))[0]?.body).toBe(
    `Called ${token} back: wants a colour consult.`,
  );
  await expect(notes.getByRole("listitem").nth(1)).toContainText("edited");

  // Search finds the request by its note's text.
  await search(page, `colour consult`);
  await expect(page.getByRole("article").filter({ hasText: name })).toHaveCount(1);
  await search(page, name);

  // Delete the newer one.
  await notes.getByRole("listitem").first().getByRole("button", { name: /^Delete the note of / }).click();
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await expect.poll(async () => (await queryDatabase(`SELECT count(*)::int AS "n" FROM "lead_notes" WHERE "leadId" = $1`, [id]))[0]?.n).toBe(1);

  // An empty note is refused in the browser, nothing sent.
  await card.getByRole("button", { name: `Add note on ${name}` }).click();
  await card.getByLabel(`New note on ${name}`).fill("   ");
  await card.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByText("Please write something first.")).toBeVisible();
});

test("the owner's numbers: this week and this month, as the server counts them, folded on a phone", async ({ page, token }, testInfo) => {
  // Three requests of this week, decided in different ways; the whole panel's numbers include others'.
  // "An hour ago", but never before Monday 00:00 in Sydney: a run can start just after it.
  const [{ week }] = (await queryDatabase<{ week: Date }>(`SELECT date_trunc('week', now() AT TIME ZONE 'Australia/Sydney') AT TIME ZONE 'Australia/Sydney' AS "week"`)) as [{ week: Date }];
  const thisWeek = (hours: number) => new Date(Math.max(hoursAgo(hours).getTime(), week.getTime()));
  const [won, lost] = await seedLeads([
    { name: `Numbers ${token} Won`, email: `won.${token}@example.com`, createdAt: thisWeek(1) },
    { name: `Numbers ${token} Lost`, email: `lost.${token}@example.com`, createdAt: thisWeek(1) },
    { name: `Numbers ${token} New`, email: `new.${token}@example.com`, createdAt: thisWeek(1) },
    // Eight days ago: last week, and this month from the 9th on (the columns then differ).
    { name: `Numbers ${token} Older`, email: `older.${token}@example.com`, createdAt: hoursAgo(8 * 24) },
  ]);
  await setLead(won!, { status: "won", firstResponseAt: thisWeek(0.5), utmSource: `src${token}` });
  await setLead(lost!, { status: "lost", lostReason: "went_elsewhere", firstResponseAt: thisWeek(0.5), utmSource: `src${token}` });

  await openAsOwner(page, "/admin-pwa");
  const numbers = page.getByRole("group", { name: "Your numbers" });
  const summary = numbers.locator("summary");
  const table = numbers.getByRole("table", { name: "Your numbers" });
  if (testInfo.project.name === "phone") {
    // Folded, its summary line saying the week's headline; a tap opens it.
    await expect(table).toBeHidden();
    await expect(summary).toContainText(/This week: \d+ received, (\d+%|–) answered within 24 h/);
    await screenshot(page, testInfo, "pipeline-numbers-folded");
    await summary.click();
  }
  await expect(table).toBeVisible();

  // What the panel shows is what GET /api/admin/numbers answers, figure by figure (other tests add
  // requests meanwhile: read both again until they agree).
  const cell = (label: string, column: 1 | 2) => table.getByRole("row", { name: new RegExp(`^${label}`) }).getByRole("cell").nth(column - 1);
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
    const answer = (await (await page.request.get("/api/admin/numbers")).json()) as {
      week: { received: number; won: number; lost: number; leadsQuoted: number; quotesSent: number; lostByReason: Record<string, number>; conversion: number | null; bySource: { source: string; count: number }[] };
      month: { received: number; won: number; lost: number };
    };
    expect(answer.week.received).toBeGreaterThanOrEqual(3);
    expect(answer.week.bySource).toContainEqual({ source: `src${token}`, count: 2 });
    expect(answer.week.lostByReason.went_elsewhere).toBeGreaterThanOrEqual(1);
    await expect(cell("Requests received", 1)).toHaveText(answer.week.received.toLocaleString("en-AU"), { timeout: 1_000 });
    await expect(cell("Requests received", 2)).toHaveText(answer.month.received.toLocaleString("en-AU"), { timeout: 1_000 });
    await expect(cell("Won", 1)).toHaveText(String(answer.week.won), { timeout: 1_000 });
    await expect(cell("Lost", 1)).toHaveText(String(answer.week.lost), { timeout: 1_000 });
    await expect(cell("Requests quoted", 1)).toHaveText(String(answer.week.leadsQuoted), { timeout: 1_000 });
    await expect(cell("Quotes sent", 1)).toHaveText(String(answer.week.quotesSent), { timeout: 1_000 });
    await expect(cell("Lost: Went elsewhere", 1)).toHaveText(String(answer.week.lostByReason.went_elsewhere), { timeout: 1_000 });
    await expect(cell(`src${token}`, 1)).toHaveText("2", { timeout: 1_000 });
    const conversion = answer.week.conversion === null ? "–" : `${Math.round(answer.week.conversion * 100)}%`;
    await expect(cell("Conversion", 1)).toHaveText(conversion, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // And the server's figures are the rows': this month's received is the count of the rows stored
  // since the first of the month in Sydney, up to now (some tests seed rows dated ahead; spam is not a request).
  const rowsThisMonth = async () =>
    (
      (await queryDatabase<{ n: number }>(
        `SELECT count(*)::int AS "n" FROM "leads" WHERE "createdAt" >= date_trunc('month', now() AT TIME ZONE 'Australia/Sydney') AT TIME ZONE 'Australia/Sydney' AND "createdAt" < now()`,
      )) as [{ n: number }]
    )[0].n;
  const receivedThisMonth = async () => ((await (await page.request.get("/api/admin/numbers")).json()) as { month: { received: number } }).month.received;
  // Other tests store and delete requests meanwhile: the two are compared, exactly, at a moment
  // when nothing changed between the server's answer before the count and the one after it.
  await expect(async () => {
    const before = await receivedThisMonth();
    const rows = await rowsThisMonth();
    const after = await receivedThisMonth();
    expect(after).toBe(before);
    expect(rows).toBe(before);
  }).toPass({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, "pipeline-numbers");
});

test("Ask for a review: only on a Won request whose customer said we may, e-mailed once with the review link, then recorded", async ({ page, token }, testInfo) => {
  atOneWidth("phone", "the review rule does not change with the width");
  const name = (who: string) => `Review ${token} ${who}`;
  const [won, quoted, unasked] = await seedLeads([
    { name: name("Gus"), email: `gus.${token}@example.com` },
    { name: name("Hal"), email: `hal.${token}@example.com` },
    { name: name("Ivy"), email: `ivy.${token}@example.com` },
  ]);
  // Gus and Hal ticked "You may ask me for a review" when they accepted; Ivy did not.
  await setLead(won!, { status: "won", firstResponseAt: hoursAgo(0), reviewConsentAt: hoursAgo(0) });
  await setLead(quoted!, { status: "quote_sent", firstResponseAt: hoursAgo(0), reviewConsentAt: hoursAgo(0) });
  await setLead(unasked!, { status: "won", firstResponseAt: hoursAgo(0) });
  await openAsOwner(page, "/admin-pwa");
  await search(page, `Review ${token}`);
  const gus = cardOf(page, name("Gus"));
  const hal = cardOf(page, name("Hal"));
  const ask = gus.getByRole("button", { name: `Ask for a review from ${name("Gus")}` });
  await expect(ask).toBeVisible();
  // Hal's card is there (its status shows), without the button: it is not Won.
  await expect(statusControl(hal, name("Hal"))).toHaveText("Quote sent");
  await expect(hal.getByRole("button", { name: /^Ask for a review/ })).toHaveCount(0);
  // Ivy is Won, but never said we may ask her.
  const ivy = cardOf(page, name("Ivy"));
  await expect(statusControl(ivy, name("Ivy"))).toHaveText("Won");
  await expect(ivy.getByRole("button", { name: /^Ask for a review/ })).toHaveCount(0);
  await screenshot(gus, testInfo, "pipeline-review");
  await ask.click();
  await expect(page.getByText("Review request sent", { exact: true })).toBeVisible();
  await expect(ask).toHaveCount(0);
  await expect(gus).toContainText(/Review requested \d{1,2}\/\d{1,2}\/\d{4}/);
  expect((await storedLead(won!)).reviewRequestedAt).not.toBeNull();
  // The customer's e-mail, through the job queue, with the link; once.
  const reviewUrl = e2eServerEnv().GOOGLE_REVIEW_URL!;
  await expect.poll(() => readOutbox(e2eOutboxDir).filter((mail) => mail.to === `gus.${token}@example.com`).length, { timeout: 15_000 }).toBe(1);
  const [mail] = readOutbox(e2eOutboxDir).filter((mail) => mail.to === `gus.${token}@example.com`);
  expect(mail!.text).toContain(reviewUrl);
  // Won by a later change: the button shows for Hal too.
  await chooseStatus(page, hal, name("Hal"), "Won");
  await expect(hal.getByRole("button", { name: `Ask for a review from ${name("Hal")}` })).toBeVisible();

  // Without a review link the server says so, and the panel offers no button.
  await page.route("**/api/admin/quotes?*", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, reviewRequests: false } });
  });
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(hal.getByRole("button", { name: /^Ask for a review/ })).toHaveCount(0);
  await expect(gus).toContainText("Review requested");
  // The panel keeps polling: a list fetch still in the handler when the page closes must not
  // fail the test ("Response has been disposed").
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("the dashboard's card shows the status and Overdue", async ({ page, token }, testInfo) => {
  const [won, late] = await seedLeads([
    { name: `Dash ${token} Won`, email: `dwon.${token}@example.com` },
    { name: `Dash ${token} Late`, email: `dlate.${token}@example.com`, createdAt: hoursAgo(26) },
  ]);
  await setLead(won!, { status: "won", firstResponseAt: hoursAgo(0) });
  void late;
  await openAsOwner(page, "/quote-requests");
  await page.getByLabel("Search").fill(`Dash ${token}`);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: `Dash ${token} Won` }).getByText("Won", { exact: true })).toBeVisible();
  const lateCard = cards.filter({ hasText: `Dash ${token} Late` });
  await expect(lateCard.getByText("New", { exact: true })).toBeVisible();
  await expect(lateCard.getByText(/^Overdue/)).toBeVisible();
  await expect(cards.filter({ hasText: `Dash ${token} Won` }).getByText(/^Overdue/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(lateCard, testInfo, "pipeline-dashboard");
});

test("where a lead came from: the card's source line", async ({ page, token }, testInfo) => {
  const [tagged, referred, direct] = await seedLeads([
    { name: `Source ${token} Ivy`, email: `ivy.${token}@example.com` },
    { name: `Source ${token} Jon`, email: `jon.${token}@example.com` },
    { name: `Source ${token} Kim`, email: `kim.${token}@example.com` },
  ]);
  await setLead(tagged!, { utmSource: "google", utmMedium: "cpc", utmCampaign: "spring-repaint", referrer: "www.google.com" });
  await setLead(referred!, { referrer: "www.hipages.com.au" });
  void direct;
  await openAsOwner(page, "/admin-pwa");
  await search(page, `Source ${token}`);
  await expect(cardOf(page, `Source ${token} Ivy`)).toContainText("Source: google / cpc / spring-repaint (from www.google.com)");
  await expect(cardOf(page, `Source ${token} Jon`)).toContainText("Source: www.hipages.com.au");
  await expect(cardOf(page, `Source ${token} Kim`)).not.toContainText("Source:");
  await screenshot(cardOf(page, `Source ${token} Ivy`), testInfo, "pipeline-source");
});

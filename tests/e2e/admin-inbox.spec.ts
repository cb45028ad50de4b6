import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { addOwnerSession, expect, queryDatabase, seedLeads, test, openAsOwner } from "./support/inbox-helpers";
import { lookAt } from "./support/look-at";

/**
 * The panel at a desk's width (from 1024 px): the list on the left, the open lead (its message,
 * photos and notes) on the right, keyboard shortcuts; the phone's column of cards below 1024 px;
 * and the installed app opening offline to its last list. Each test's requests carry its token,
 * and a search for it gives the test a view of its own.
 */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const cardOf = (page: Page, name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true, level: 2 }) });
/** The open lead's pane: a region named after the lead, inside its card. */
const paneOf = (page: Page, name: string) => cardOf(page, name).getByRole("region", { name, exact: true });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** Focus away from any field, as the owner clicking the page's background would. */
async function leaveFields(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test("from 1024 px: the list beside the open lead, and the shortcuts j/k, arrows, r, e and ? (never while typing)", async ({ page, token }, testInfo) => {
  test.skip(testInfo.project.name === "phone", "the desk's layout: the phone project keeps the phone's");
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  const name = (who: string) => `Inbox ${token} ${who}`;
  const [ava, ben] = await seedLeads([
    { name: name("Ava"), email: `ava.${token}@example.com`, service: "interior", message: "Three bedrooms and the hallway, ceilings too.", budgetRange: "$2,000 - $5,000", createdAt: minutesAgo(1) },
    { name: name("Ben"), email: `ben.${token}@example.com`, service: "exterior", createdAt: minutesAgo(2) },
    { name: name("Cal"), email: `cal.${token}@example.com`, createdAt: minutesAgo(3) },
  ]);
  await queryDatabase(`INSERT INTO "lead_notes" ("leadId", "body") VALUES ($1, $2)`, [ben, `Call back after 4 pm ${token}.`]);
  await openAsOwner(page, "/admin-pwa");
  await page.getByLabel("Search").fill(`Inbox ${token}`);
  await expect(page.getByRole("article")).toHaveCount(3);

  // The first lead is open: its pane to the right of the list, with the whole request.
  const avaPane = paneOf(page, name("Ava"));
  await expect(avaPane).toBeVisible();
  await expect(cardOf(page, name("Ava"))).toHaveAttribute("data-open", "true");
  await expect(avaPane).toContainText("Three bedrooms and the hallway, ceilings too.");
  await expect(avaPane).toContainText("$2,000 - $5,000");
  await expect(avaPane.getByRole("button", { name: `Add note on ${name("Ava")}` })).toBeVisible();
  const row = await box(cardOf(page, name("Cal")));
  const pane = await box(avaPane);
  expect(pane.x).toBeGreaterThanOrEqual(row.x + row.width);
  expect(pane.width).toBeGreaterThan(row.width);
  // Only the open lead has a pane.
  await expect(page.getByRole("article").getByRole("region")).toHaveCount(1);
  await expectNoAxeViolations(page);
  await lookAt(page, "inbox-1024.png");

  // Typing in the search types: a j stays a j, and the next lead does not open.
  await page.getByLabel("Search").press("j");
  await expect(page.getByLabel("Search")).toHaveValue(`Inbox ${token}j`);
  await expect(paneOf(page, name("Ben"))).toBeHidden();
  // Each search applies once the owner pauses: wait for both, or the second would land after
  // the shortcuts below and open the first lead again.
  await expect(page.getByText("No quotes match this search.", { exact: true })).toBeVisible();
  await page.getByLabel("Search").press("Backspace");
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(avaPane).toBeVisible();
  await leaveFields(page);

  // j and ArrowDown: next; k and ArrowUp: previous. The open lead's name has the focus.
  await page.keyboard.press("j");
  await expect(paneOf(page, name("Ben"))).toBeVisible();
  await expect(paneOf(page, name("Ben"))).toContainText(`Call back after 4 pm ${token}.`);
  await expect(cardOf(page, name("Ben")).getByRole("button", { name: name("Ben"), exact: true })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(paneOf(page, name("Cal"))).toBeVisible();
  await page.keyboard.press("j"); // the last lead of the only page: nothing further
  await expect(paneOf(page, name("Cal"))).toBeVisible();
  await page.keyboard.press("k");
  await expect(paneOf(page, name("Ben"))).toBeVisible();
  await page.keyboard.press("ArrowUp");
  await expect(avaPane).toBeVisible();
  await expect(page.getByRole("article").getByRole("region")).toHaveCount(1);

  // A click on a row opens it too.
  await cardOf(page, name("Cal")).getByRole("button", { name: name("Cal"), exact: true }).click();
  await expect(paneOf(page, name("Cal"))).toBeVisible();
  await expect(cardOf(page, name("Cal")).getByRole("button", { name: name("Cal"), exact: true })).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("k");
  await expect(paneOf(page, name("Ben"))).toBeVisible();

  // r: Reply to the open lead.
  await page.keyboard.press("r");
  const dialog = page.getByRole("dialog", { name: `Reply to ${name("Ben")}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("To")).toHaveValue(`ben.${token}@example.com`);
  // Typing in the dialog is typing: an e is no archive.
  await dialog.getByLabel("Message").press("e");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  expect((await queryDatabase<{ archived: boolean }>(`SELECT "archived" FROM "leads" WHERE "id" = $1`, [ben]))[0]!.archived).toBe(false);

  // e: archive the open lead; the lead now in its place opens.
  await leaveFields(page);
  await page.keyboard.press("e");
  await expect(page.getByText("Quote updated", { exact: true })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(paneOf(page, name("Cal"))).toBeVisible();
  await expect.poll(async () => (await queryDatabase<{ archived: boolean }>(`SELECT "archived" FROM "leads" WHERE "id" = $1`, [ben]))[0]!.archived).toBe(true);
  expect((await queryDatabase<{ archived: boolean }>(`SELECT "archived" FROM "leads" WHERE "id" = $1`, [ava]))[0]!.archived).toBe(false);

  // ?: the list of shortcuts, from the keyboard or the header's button; Escape closes it.
  await leaveFields(page);
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toBeVisible();
  for (const what of ["Next lead", "Previous lead", "Reply to the open lead", "Archive the open lead"]) await expect(help).toContainText(what);
  await expectNoAxeViolations(page);
  await lookAt(page, "inbox-shortcuts-1024.png");
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();
  await page.getByRole("button", { name: "Keyboard shortcuts" }).click();
  await expect(help).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();
});

test("a desk's first visit: the filters the server drew are hydrated, not drawn again when the layout turns wide", async ({ browser, token }, testInfo) => {
  test.skip(testInfo.project.name === "phone", "the desk's layout: the phone's is drawn as the server guessed");
  await seedLeads([{ name: `Inbox ${token} Ava`, email: `ava.${token}@example.com`, createdAt: minutesAgo(1) }]);
  // Without the layout's cookie the server draws the phone's layout; the browser's width turns it
  // wide as the panel hydrates, sometimes before the filters' part of the stream has been
  // revealed. Several first visits, each in a browser of its own, so that a panel that draws them
  // again is caught.
  for (let visit = 0; visit < 8; visit++) {
    const context = await browser.newContext({ ...testInfo.project.use, viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    // The most search boxes the page ever holds at once: the server's, moved into place when its
    // part is revealed, should be the only one.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const found = document.querySelectorAll("input[type=search]").length;
        (window as unknown as { searchBoxes: number }).searchBoxes = Math.max(found, (window as unknown as { searchBoxes?: number }).searchBoxes ?? 0);
      }).observe(document, { childList: true, subtree: true });
    });
    await addOwnerSession(context, testInfo.project.use.baseURL!);
    await page.goto("/admin-pwa");
    await expect(page.getByRole("searchbox", { name: "Search" })).toBeEnabled();
    await expect(page.getByRole("article")).not.toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { searchBoxes: number }).searchBoxes)).toBe(1);
    await context.close();
  }
});

test("at 1440 px the inbox uses the width, a lead's notes are written in its pane", async ({ page, token }, testInfo) => {
  test.skip(testInfo.project.name === "phone", "the desk's layout: the phone project keeps the phone's");
  await page.setViewportSize({ width: 1440, height: 900 });
  const name = `Wide ${token} Dee`;
  await seedLeads([
    { name, email: `dee.${token}@example.com`, service: "repair", message: "Patch and paint the ceiling after a leak.\nTwo rooms.", createdAt: minutesAgo(1) },
    ...Array.from({ length: 5 }, (_, index) => ({ name: `Wide ${token} Other ${index + 1}`, email: `o${index}.${token}@example.com`, createdAt: minutesAgo(index + 2) })),
  ]);
  await openAsOwner(page, "/admin-pwa");
  await page.getByLabel("Search").fill(`Wide ${token}`);
  await expect(page.getByRole("article")).toHaveCount(6);
  const pane = paneOf(page, name);
  await expect(pane).toBeVisible();
  // The page is the inbox's: no column of empty space beside a phone-wide list.
  const main = await box(page.locator("main"));
  const list = await box(page.getByRole("region", { name: "Active Quotes" }));
  const paneBox = await box(pane);
  expect(paneBox.x + paneBox.width).toBeGreaterThan(main.width - 64);
  expect(list.width + paneBox.width).toBeGreaterThan(main.width * 0.85);

  await pane.getByRole("button", { name: `Add note on ${name}` }).click();
  await pane.getByLabel(`New note on ${name}`).fill(`Ceiling needs a stain blocker ${token}.`);
  await pane.getByRole("button", { name: "Save note" }).click();
  await expect(pane.getByRole("list", { name: `Notes on ${name}` })).toContainText(`Ceiling needs a stain blocker ${token}.`);
  await expectNoAxeViolations(page);
  await lookAt(page, "inbox-1440.png");
  await lookAt(page, "inbox-1440-full.png", { fullPage: true });
});

test("below 1024 px: the phone's column of cards, each whole, no pane and no shortcuts", async ({ page, token }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const name = `Phone ${token} Eve`;
  const [eve] = await seedLeads([
    { name, email: `eve.${token}@example.com`, service: "interior", message: "Kitchen and dining room.", createdAt: minutesAgo(1) },
    { name: `Phone ${token} Fay`, email: `fay.${token}@example.com`, createdAt: minutesAgo(2) },
  ]);
  await queryDatabase(`INSERT INTO "lead_notes" ("leadId", "body") VALUES ($1, $2)`, [eve, `Prefers text messages ${token}.`]);
  await openAsOwner(page, "/admin-pwa");
  await page.getByLabel("Search").fill(`Phone ${token}`);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(2);
  // Every card carries its message and notes; none is a row with a pane.
  await expect(cardOf(page, name)).toContainText("Kitchen and dining room.");
  await expect(cardOf(page, name).getByRole("list", { name: `Notes on ${name}` })).toContainText(`Prefers text messages ${token}.`);
  await expect(cardOf(page, `Phone ${token} Fay`).getByRole("button", { name: `Add note on Phone ${token} Fay` })).toBeVisible();
  await expect(page.getByRole("article").getByRole("region")).toHaveCount(0);
  await expect(page.locator("article[data-open]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Keyboard shortcuts" })).toHaveCount(0);
  // One column: the second card under the first, as wide.
  const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))];
  expect(second.y).toBeGreaterThan(first.y + first.height - 1);
  expect(Math.abs(second.width - first.width)).toBeLessThan(1);
  await leaveFields(page);
  await page.keyboard.press("r");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await lookAt(page, "panel-390.png", { fullPage: true });
});

test("the installed app opens offline to its last list, marked offline; logout forgets it", async ({ page, context, token }, testInfo) => {
  test.setTimeout(90_000);
  const name = `Offline ${token} Gus`;
  // An hour ahead: at the top of the list the app opens to, whatever other tests store meanwhile.
  await seedLeads([{ name, email: `gus.${token}@example.com`, phone: "0412 345 678", message: "Fence and deck.", createdAt: minutesAgo(-60) }]);
  await openAsOwner(page, "/admin-pwa");
  await expect(cardOf(page, name)).toBeVisible();
  // The service worker keeps the panel's page; the page keeps its list.
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).some((cacheName) => cacheName.startsWith("orbit-admin-shell")) && (await caches.match("/admin-pwa")) !== undefined), { timeout: 20_000 })
    .toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("orbit-admin-last-list")?.includes("Offline"))).toBe(true);
  // The kept page is the shell: the customer's name is only in the list the page keeps.
  expect(await page.evaluate(async () => (await (await caches.match("/admin-pwa"))?.text()) ?? "")).not.toContain(name);

  await context.setOffline(true);
  try {
    await page.reload();
    const banner = page.getByRole("status").filter({ hasText: /^Offline — showing the list from \d{1,2}\/\d{1,2}\/\d{4}, / });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    const card = cardOf(page, name);
    await expect(card).toBeVisible();
    await expect(card).toContainText("Fence and deck.");
    // Read-only while offline; calling and mailing the customer still work.
    await expect(card.getByRole("button", { name: `Reply to ${name}` })).toBeDisabled();
    await expect(card.getByRole("link", { name: "0412 345 678" })).toHaveAttribute("href", "tel:0412345678");
    await expectNoAxeViolations(page);
    await lookAt(page, `offline-${testInfo.project.name}.png`);
  } finally {
    await context.setOffline(false);
  }
  // Back online: the live list, the banner gone.
  await expect(page.getByRole("status").filter({ hasText: /^Offline/ })).toHaveCount(0, { timeout: 15_000 });
  await expect(cardOf(page, name).getByRole("button", { name: `Reply to ${name}` })).toBeEnabled();
  // Nothing of the API is in any cache.
  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const cacheName of await caches.keys()) for (const entry of await (await caches.open(cacheName)).keys()) paths.push(new URL(entry.url).pathname);
    return paths;
  });
  expect(cached.filter((path) => path.startsWith("/api/"))).toEqual([]);

  // Logout: the list and the kept page are gone; offline, the offline page.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByLabel("Admin password")).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("orbit-admin-last-list"))).toBeNull();
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((cacheName) => cacheName.startsWith("orbit-admin-shell")))).toEqual([]);
});

import type { Page, TestInfo } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, queryDatabase, seedLeads, test, openAsOwner } from "./support/inbox-helpers";
import { lookAt } from "./support/look-at";

/**
 * The owner deletes a lead (privacy, issue 31 point 9): "Delete" on its card asks first, Cancel
 * keeps it, "Delete for good" takes it from the list and from the database with its photos and
 * notes. At a 390 px phone and at 1280 px.
 */
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
});

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await lookAt(page, `${name}-${testInfo.project.name === "phone" ? 390 : 1280}.png`);
}

const leftOf = async (id: number) =>
  (
    await queryDatabase<{ leads: number; notes: number; photos: number }>(
      `SELECT (SELECT count(*)::int FROM "leads" WHERE "id" = $1) AS "leads",
              (SELECT count(*)::int FROM "lead_notes" WHERE "leadId" = $1) AS "notes",
              (SELECT count(*)::int FROM "lead_photos" WHERE "leadId" = $1) AS "photos"`,
      [id],
    )
  )[0];

test("Delete asks first; Cancel keeps the lead, Delete for good removes it with its photos and notes", async ({ page, token }, testInfo) => {
  const name = `Delete ${token} Dee`;
  const [id] = await seedLeads([{ name, email: `dee.${token}@example.com` }]);
  await queryDatabase(`INSERT INTO "lead_notes" ("leadId", "body") VALUES ($1, 'Gate code 1234')`, [id]);
  await queryDatabase(
    `INSERT INTO "lead_photos" ("leadId", "n", "contentType", "width", "height", "bytes", "thumbnail") VALUES ($1, 1, 'image/jpeg', 1, 1, '\\x00'::bytea, '\\x00'::bytea)`,
    [id],
  );
  expect(await leftOf(id!)).toEqual({ leads: 1, notes: 1, photos: 1 });

  await openAsOwner(page, "/admin-pwa");
  await page.getByLabel("Search").fill(name);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card).toHaveCount(1);

  // Asked first; Cancel keeps everything.
  await card.getByRole("button", { name: `Delete ${name}'s request` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${name}'s request?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("deleted for good");
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, "lead-delete-dialog");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(1);
  expect(await leftOf(id!)).toEqual({ leads: 1, notes: 1, photos: 1 });

  // Confirmed: gone from the list and from the database.
  await card.getByRole("button", { name: `Delete ${name}'s request` }).click();
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(`${name}'s request is gone, with its photos and notes.`)).toBeVisible();
  await expect.poll(() => leftOf(id!)).toEqual({ leads: 0, notes: 0, photos: 0 });
  await screenshot(page, testInfo, "lead-delete-done");
});

import { randomUUID } from "node:crypto";
import { e2eAdminEmail, e2eOutboxDir } from "../support/e2e-env.mjs";
import { readOutbox } from "../support/outbox";
import { expectNoAxeViolations } from "./support/axe";
import { expect, queryDatabase, seedLeads, test, openAsOwner } from "./support/inbox-helpers";
import { lookAt } from "./support/look-at";

/** The panel's Spam view and its "Not spam", and the banner of an alert that failed for good. */
function outboxTo(to: string, containing: string) {
  return readOutbox(e2eOutboxDir).filter((mail) => mail.to === to && mail.text.includes(containing));
}

test("a too-fast request lands in Spam with its reason, and \"Not spam\" brings it into the inbox with its alerts", async ({ page, request, token }, testInfo) => {
  test.setTimeout(90_000);
  const name = `Hasty ${token}`;
  const email = `hasty.${token}@example.com`;
  const sent = await request.post("/api/contact", {
    data: { name, email, phone: "0412 345 678", service: "exterior", message: "Autofilled and sent at once.", website: "", fillMs: 300, idempotencyKey: randomUUID() },
  });
  expect(sent.status()).toBe(201);
  expect(await sent.json()).toEqual({ success: true });

  await openAsOwner(page, "/admin-pwa");
  const spamButton = page.getByRole("button", { name: /^Spam \(\d+\)$/ });
  await expect(spamButton).toBeVisible();
  await spamButton.click();
  const dialog = page.getByRole("dialog", { name: /^Spam \(\d+\)$/ });
  await expect(dialog).toBeVisible();
  const item = dialog.getByRole("article", { name });
  await expect(item).toContainText("Reason: Sent 0.3 s after the page opened (under 2 s)");
  await expect(item).toContainText(email);
  await expectNoAxeViolations(page);
  await lookAt(page, `spam-view-${testInfo.project.name}.png`);
  // No alert went out for it.
  expect(outboxTo(e2eAdminEmail, email)).toHaveLength(0);

  await item.getByRole("button", { name: `Not spam: move ${name} to the inbox` }).click();
  await expect(page.getByText("Moved to the inbox")).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.getByLabel("Search").fill(token);
  await expect(page.getByRole("article", { name })).toBeVisible();
  expect(await queryDatabase(`SELECT count(*)::int AS "n" FROM "spam_requests" WHERE "email" = $1`, [email])).toEqual([{ n: 0 }]);
  await expect.poll(() => outboxTo(e2eAdminEmail, email).map((mail) => mail.subject), { timeout: 15_000 }).toEqual([`New quote request from ${name} (Exterior Painting)`]);
  await expect.poll(() => outboxTo(email, "Hi Hasty,").length, { timeout: 15_000 }).toBe(1);
});

test("an alert that failed after its retries marks the request and shows a banner until dismissed", async ({ page, token }, testInfo) => {
  test.setTimeout(90_000);
  const name = `Unalerted ${token}`;
  const [leadId] = await seedLeads([{ name, email: `unalerted.${token}@example.com`, service: "interior" }]);
  // What the worker leaves after the last of its tries (the retries themselves: integration tests).
  await queryDatabase(
    `INSERT INTO "lead_notifications" ("leadId", "kind", "status", "attempts", "lastError", "failedAt") VALUES ($1, 'owner_email', 'failed', 14, 'Resend answered 500 (internal_server_error)', now())`,
    [leadId],
  );

  await openAsOwner(page, "/admin-pwa");
  const banner = page.getByRole("alert").filter({ hasText: "Alert not delivered" });
  const entry = banner.getByRole("listitem").filter({ hasText: `Owner e-mail for #${leadId} ${name}` });
  await expect(entry).toContainText("Resend answered 500 (internal_server_error)");
  await page.getByLabel("Search").fill(token);
  const card = page.getByRole("article", { name });
  await expect(card).toContainText("Alert not delivered");
  await expect(card).toContainText("Resend answered 500 (internal_server_error)");
  await expectNoAxeViolations(page);
  await lookAt(page, `alert-banner-${testInfo.project.name}.png`);

  await entry.getByRole("button", { name: `Dismiss the owner e-mail alert for ${name}` }).click();
  await expect(page.getByText("Alert dismissed")).toBeVisible();
  await expect(entry).toHaveCount(0);
  // Dismissed, not delivered: the card keeps its mark.
  await expect(card).toContainText("Alert not delivered");
});

import { expectNoAxeViolations } from "./support/axe";
import { admin } from "./support/signin-helpers";
import { expect, seedLeads, test, openAsOwner } from "./support/inbox-helpers";
import { lookAt, atOneWidth } from "./support/look-at";

test("the dashboard lists requests with every field, searches and refreshes", async ({ page, token }) => {
  const created = new Date("2026-11-20T23:30:00Z"); // 21 Nov, 10:30 am in Sydney (daylight time)
  const [interiorId, , noneId] = await seedLeads([
    {
      name: `Dash ${token} Olivia`,
      email: `olivia.${token}@example.com`,
      phone: "0412 345 678",
      service: "interior",
      budgetRange: "$2,000 - $5,000",
      timeline: "Within a month",
      message: "Three bedrooms and a hallway.",
      createdAt: created,
    },
    { name: `Dash ${token} Noah`, email: `noah.${token}@example.com`, service: "exterior", createdAt: new Date(created.getTime() - 60_000) },
    { name: `Dash ${token} Mia`, email: `mia.${token}@example.com`, phone: null, service: null, createdAt: new Date(created.getTime() - 120_000) },
    { name: `Dash ${token} Leo`, email: `leo.${token}@example.com`, service: "commercial", createdAt: new Date(created.getTime() - 180_000) },
    { name: `Dash ${token} Ava`, email: `ava.${token}@example.com`, service: "consultation", createdAt: new Date(created.getTime() - 240_000) },
  ]);
  await openAsOwner(page, "/quote-requests");
  await expect(page.getByText(`Logged in as ${admin.username}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByText("Auto-refreshes every 30 seconds")).toBeVisible();

  await page.getByLabel("Search").fill(`Dash ${token}`);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(5);
  await expect(page.getByText("5 total", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, "dashboard.png", { fullPage: true });

  const olivia = cards.first();
  await expect(olivia.getByRole("heading")).toHaveText(`Dash ${token} Olivia`);
  await expect(olivia).toContainText("Submitted 21/11/2026, 10:30:00 am");
  await expect(olivia).toContainText(`#${interiorId}`);
  await expect(olivia.getByRole("link", { name: `olivia.${token}@example.com` })).toHaveAttribute("href", `mailto:olivia.${token}@example.com`);
  await expect(olivia.getByRole("link", { name: "0412 345 678" })).toHaveAttribute("href", "tel:0412345678");
  await expect(olivia).toContainText("$2,000 - $5,000");
  await expect(olivia).toContainText("Within a month");
  await expect(olivia).toContainText("Three bedrooms and a hallway.");
  const reply = olivia.getByRole("link", { name: `Reply to Dash ${token} Olivia by e-mail` });
  await expect(reply).toHaveAttribute("href", new RegExp(`^mailto:olivia\\.${token}@example\\.com\\?subject=Re%3A%20Your%20Quote%20Request%20-%20Dash%20${token}%20Olivia&body=`));
  await expect(olivia.getByRole("link", { name: `Call Dash ${token} Olivia` })).toHaveAttribute("href", "tel:0412345678");

  // Project type badges in their colours.
  const badge = (name: string, label: string) => cards.filter({ hasText: `Dash ${token} ${name}` }).getByText(label, { exact: true });
  await expect(badge("Olivia", "Interior Painting")).toHaveClass(/bg-blue-100/);
  await expect(badge("Noah", "Exterior Painting")).toHaveClass(/bg-green-100/);
  await expect(badge("Leo", "Commercial Painting")).toHaveClass(/bg-purple-100/);
  await expect(badge("Ava", "Color Consultation")).toHaveClass(/bg-orange-100/);
  await expect(badge("Mia", "Not specified").first()).toHaveClass(/bg-slate-100/);
  // No phone: no tel link and no Call button.
  const mia = cards.filter({ hasText: `Dash ${token} Mia` });
  await expect(mia).toContainText(`#${noneId}`);
  await expect(mia.locator('a[href^="tel:"]')).toHaveCount(0);

  await page.getByLabel("Service").selectOption("interior");
  await expect(cards).toHaveCount(1);
  await page.getByLabel("Service").selectOption("");
  await expect(cards).toHaveCount(5);

  // A new request shows on Refresh.
  await seedLeads([{ name: `Dash ${token} Zoe`, email: `zoe.${token}@example.com` }]);
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText(`Dash ${token} Zoe`);
  await expect(page.getByText("6 total", { exact: true })).toBeVisible();
});

test("the dashboard's loading, empty and error states", async ({ page }) => {
  await openAsOwner(page, "/quote-requests");
  let mode: "hold" | "empty" | "error" = "hold";
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact?*", async (route) => {
    if (mode === "hold") await released;
    if (mode === "error") return route.fulfill({ status: 500, body: "boom" });
    return route.fulfill({ json: { data: [], total: 0, page: 1, totalPages: 0 } });
  });
  await page.reload();
  await expect(page.getByText("Loading quote requests...")).toBeVisible();
  mode = "empty";
  release();
  await expect(page.getByText("No Quote Requests Yet")).toBeVisible();
  await expect(page.getByText("New quote requests will appear here automatically.")).toBeVisible();
  await expect(page.getByText("0 total", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  mode = "error";
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByText("Error Loading Requests")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.unroute("**/api/contact?*");
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByText("Error Loading Requests")).toHaveCount(0);
  await expect(page.getByText(/^\d+ total$/)).toBeVisible();
});

test("a session that ends sends the dashboard back to /login", async ({ page, context }) => {
  atOneWidth("desktop", "a redirect does not change with the width");
  await openAsOwner(page, "/quote-requests");
  await context.clearCookies();
  // Pressed again until the page's script has taken the button (the page arrives drawn before it).
  await expect(async () => {
    if (!page.url().endsWith("/login")) await page.getByRole("button", { name: "Refresh" }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/login$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});

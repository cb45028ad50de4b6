import { expect, test } from "./support/visitor";
import { expectNoAxeViolations } from "./support/axe";
import { lookAt } from "./support/look-at";

/**
 * The privacy policy (Australian Privacy Principles 1 and 11): what is collected, why, for how
 * long, and how to ask for deletion; a static page, linked from the footer and the quote form.
 */
test("the privacy page says what is collected, why, for how long and how to ask for deletion", async ({ page, request }, testInfo) => {
  const response = await request.get("/privacy");
  expect(response.status()).toBe(200);
  // Prerendered, like the other public pages: the same HTML for everyone.
  expect(response.headers()["x-nextjs-prerender"] ?? response.headers()["x-nextjs-cache"]).toBeTruthy();

  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  for (const heading of ["What we collect", "Why we collect it", "Who else handles it", "How we keep it safe", "How long we keep it", "Seeing, correcting or deleting your details", "Questions and complaints"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText("Requests our filter sets aside as automated: deleted automatically after 30 days.")).toBeVisible();
  await expect(page.getByText("You can ask us what we hold about you, ask us to correct it, or ask us to delete it: e-mail support@orbitpainting.com.au", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, `privacy-${testInfo.project.name}.png`, { fullPage: true });
});

test("the footer and the quote form link to it", async ({ page }) => {
  await page.goto("/#contact");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy");
  const form = page.locator("#contact").getByRole("form", { name: "Request a free quote" });
  await expect(form.getByText("How we handle your details:")).toBeVisible();
  await form.getByRole("link", { name: "Privacy policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
});

test("the sitemap lists it", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "API only: one viewport is enough");
  expect(await (await request.get("/sitemap.xml")).text()).toContain("/privacy</loc>");
});

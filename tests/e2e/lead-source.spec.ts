import type { Page } from "@playwright/test";
import { FIRST_TOUCH_KEY } from "@/lib/leads/model/visit-capture";
import { expect, queryDatabase, test } from "./support/inbox-helpers";
import { pastMinimumFillTime } from "./support/visitor";
import { atOneWidth } from "./support/look-at";

/**
 * Where a lead came from: the first page of the visit's utm tags and the referring site, kept
 * in sessionStorage (no cookie) and sent with the quote form.
 */
const form = (page: Page) => page.locator("#contact").getByRole("form", { name: "Request a free quote" });

async function sendRequest(page: Page, email: string) {
  await page.goto("/#contact");
  await expect(form(page)).toBeVisible();
  const lead = form(page);
  await lead.getByLabel("Name").fill("Source Sam");
  await lead.getByLabel("Email").fill(email);
  await lead.getByLabel("Phone").fill("0412 345 678");
  // A person takes a few seconds; quicker than 2 s counts as a bot.
  await pastMinimumFillTime(page);
  await lead.getByRole("button", { name: "Request My Free Quote" }).click();
  await expect(page.getByText("Your quote request has been submitted. We'll contact you soon.")).toBeVisible();
}

const stored = async (email: string) =>
  (
    await queryDatabase<{ utmSource: string | null; utmMedium: string | null; utmCampaign: string | null; referrer: string | null }>(
      `SELECT "utmSource", "utmMedium", "utmCampaign", "referrer" FROM "leads" WHERE "email" = $1`,
      [email],
    )
  )[0];

test("the first page's utm tags and referring site go with the request, later pages do not change them", async ({ page, context, token }) => {
  atOneWidth("phone", "the source rule does not change with the width (the quote form's tests send it at both)");
  await page.goto("/qrcode?utm_source=google&utm_medium=cpc&utm_campaign=spring%20repaint", { referer: "https://www.google.com/search?q=painter+sydney" });
  // The page records its visit once its script has run; a visitor who has read the first page has that.
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), FIRST_TOUCH_KEY)).not.toBeNull();
  // A later page of the same visit, with tags of its own: first touch wins.
  await page.goto("/?utm_source=newsletter");
  expect(await context.cookies()).toEqual([]);
  const email = `source.${token}@example.com`;
  await sendRequest(page, email);
  await expect.poll(() => stored(email)).toEqual({ utmSource: "google", utmMedium: "cpc", utmCampaign: "spring repaint", referrer: "www.google.com" });
});

test("a visit from our own site or with no tags records no source", async ({ page, baseURL, token }) => {
  atOneWidth("phone", "the source rule does not change with the width (the quote form's tests send it at both)");
  await page.goto("/", { referer: `${baseURL}/business-card` });
  const email = `direct.${token}@example.com`;
  await sendRequest(page, email);
  await expect.poll(() => stored(email)).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null, referrer: null });
});

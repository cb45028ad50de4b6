import type { Page, TestInfo } from "@playwright/test";
import { e2eAdminEmail, e2eOutboxDir } from "../support/e2e-env.mjs";
import { readOutbox } from "../support/outbox";
import { phonePhoto } from "../support/photos.mjs";
import { expectNoAxeViolations } from "./support/axe";
import { holdScripts } from "./support/hold-scripts";
import { expect, queryDatabase, test, openAsOwner } from "./support/inbox-helpers";
import { lookAt, screenshotsWanted, atOneWidth } from "./support/look-at";

/** Photos with a quote request: the visitor's side with and without JavaScript, then the owner's. */
const form = (page: Page) => page.locator("#contact").getByRole("form", { name: "Request a free quote" });
const photosInput = (page: Page) => form(page).getByLabel("Photos (up to 5)");

/** Phone-like photos, made once per worker: 2000 x 1500 JPEGs, the first with a GPS position. */
let photos: { name: string; mimeType: string; buffer: Buffer }[] = [];
test.beforeAll(async () => {
  const made = await Promise.all([1, 2, 3].map((seed) => phonePhoto({ width: 2000, height: 1500, seed, gps: seed === 1 })));
  photos = made.map((buffer, index) => ({ name: `wall-${index + 1}.jpg`, mimeType: "image/jpeg", buffer }));
});

/** Screenshots at the narrowest phone width we support, besides the project's own. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  if (!screenshotsWanted()) return;
  await lookAt(page, `${name}-${testInfo.project.name}.png`);
  if (testInfo.project.name === "phone") {
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 360, height: size.height });
    await lookAt(page, `${name}-360.png`);
    await page.setViewportSize(size);
  }
}

const storedPhotos = (email: string) =>
  queryDatabase<{ n: number; width: number; height: number; size: number }>(
    `SELECT p."n", p."width", p."height", octet_length(p."bytes") AS "size" FROM "lead_photos" p JOIN "leads" l ON l."id" = p."leadId" WHERE l."email" = $1 ORDER BY p."n"`,
    [email],
  );

test("a visitor adds photos, sees them, removes one and sends them with progress; the owner's alert links to them", async ({ page, token }, testInfo) => {
  await page.goto("/#contact");
  await expect(form(page)).toBeVisible();
  const email = `photos.${token}@example.com`;
  await form(page).getByLabel("Name").fill(`Photo ${token} Visitor`);
  await form(page).getByLabel("Email").fill(email);
  await form(page).getByLabel("Phone").fill("0412 345 678");
  await form(page).getByLabel("Project Details").fill("Water stains on the ceiling.");
  await expect(form(page).getByText("Optional. A few photos of the walls or rooms help us quote without a visit.", { exact: false })).toBeVisible();

  // Not a photo: refused at once, in the browser, under the field.
  await photosInput(page).setInputFiles({ name: "walls.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all") });
  await expect(form(page).getByText("walls.jpg is not a photo we can open. Please send JPEG, PNG or WebP photos.")).toBeVisible();

  await photosInput(page).setInputFiles(photos);
  const chosen = form(page).getByRole("list", { name: "Chosen photos" });
  await expect(form(page).getByRole("status").filter({ hasText: "Preparing photos..." })).toBeVisible();
  // Each photo is decoded, scaled and encoded in the page (about a second each on a busy 2-core machine).
  await expect(chosen.getByRole("img")).toHaveCount(3, { timeout: 20_000 });
  await expect(chosen.getByRole("img", { name: "Photo 1: wall-1.jpg" })).toBeVisible();
  await expect(form(page).getByText("walls.jpg is not a photo")).toHaveCount(0);
  await form(page).getByRole("button", { name: "Remove photo 2" }).click();
  await expect(chosen.getByRole("img")).toHaveCount(2);
  await expect(chosen.getByRole("img", { name: "Photo 2: wall-3.jpg" })).toBeVisible();
  await expectNoAxeViolations(page);
  await form(page).getByLabel("Photos (up to 5)").scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "quote-photos-chosen");

  // A slow upload (about 100 KB/s) shows its progress.
  await page.waitForFunction(() => performance.now() > 2_100);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 100 * 1024 });
  await form(page).getByRole("button", { name: "Request My Free Quote" }).click();
  await expect(form(page).getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(form(page).getByRole("status").filter({ hasText: /^Sending photos\.\.\. \d+%$/ })).toBeVisible();
  await screenshot(page, testInfo, "quote-photos-sending");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByText("Your quote request has been submitted. We'll contact you soon.")).toBeVisible({ timeout: 30_000 });
  await expect(form(page).getByLabel("Name")).toHaveValue("");
  await expect(form(page).getByRole("list", { name: "Chosen photos" })).toHaveCount(0);

  // Stored re-encoded and shrunk; the owner's alert links to them and says how many.
  const stored = await storedPhotos(email);
  expect(stored.map(({ n, width, height }) => ({ n, width, height }))).toEqual([
    { n: 1, width: 2000, height: 1500 },
    { n: 2, width: 2000, height: 1500 },
  ]);
  await expect.poll(() => readOutbox(e2eOutboxDir).filter((mail) => mail.to === e2eAdminEmail && mail.text.includes(email)).length, { timeout: 15_000 }).toBe(1);
  const alert = readOutbox(e2eOutboxDir).find((mail) => mail.to === e2eAdminEmail && mail.text.includes(email))! as ReturnType<typeof readOutbox>[number] & {
    attachments?: { filename: string; contentType: string; size: number }[];
  };
  // Linked, not attached: the alert stays small, and the photos open only for the signed-in owner.
  expect(alert.text).toContain("Photos: 2 photos (open them signed in to the admin):");
  expect(alert.attachments).toBeUndefined();
});

test("photos picked in a file dialog that was open as the full form arrived are kept", async ({ page }) => {
  atOneWidth("phone", "a dialog open as the full form arrives: checked on the phone, where it is likeliest");
  await page.goto("/");
  const { deliver, asked } = await holdScripts(page);
  // The visitor taps the plain form's photo field (coming near it asks for the full form's code)…
  await photosInput(page).scrollIntoViewIfNeeded();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  const plainInput = (await photosInput(page).elementHandle())!;
  // …and while the dialog is open, the full form arrives and takes the plain one's place.
  deliver();
  await expect.poll(() => plainInput.evaluate((input) => input.isConnected)).toBe(false);
  // The dialog closes: the browser hands the photo to the input it was opened from.
  await plainInput.evaluate(
    (input, { name, base64 }) => {
      const picked = new DataTransfer();
      picked.items.add(new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], name, { type: "image/jpeg" }));
      (input as HTMLInputElement).files = picked.files;
      input.dispatchEvent(new Event("input", { bubbles: true }));
      input.dispatchEvent(new Event("change", { bubbles: true }));
    },
    { name: photos[0]!.name, base64: photos[0]!.buffer.toString("base64") },
  );
  await expect(form(page).getByRole("list", { name: "Chosen photos" }).getByRole("img", { name: "Photo 1: wall-1.jpg" })).toBeVisible({ timeout: 20_000 });
});

test("the owner sees the photos on the panel's card and the dashboard's, and opens them full size", async ({ page, token, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const name = `Photo ${token} Owner`;
  const data = new FormData();
  for (const [field, value] of Object.entries({ name, email: `owner-view.${token}@example.com`, phone: "0412 345 678", service: "exterior", message: "Peeling weatherboards.", fillMs: "9000" })) {
    data.append(field, value);
  }
  for (const photo of photos) data.append("photos", new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
  const sent = await page.request.post("/api/contact", { multipart: data, headers: { origin: baseURL! } });
  expect(sent.status()).toBe(201);

  await openAsOwner(page, "/admin-pwa");
  await page.getByLabel("Search").fill(name);
  const card = page.getByRole("article").filter({ hasText: name });
  const thumbnails = card.getByRole("list", { name: `Photos from ${name}` }).getByRole("button");
  await expect(thumbnails).toHaveCount(3);
  // Each thumbnail has loaded (the admin-only route answered with a picture).
  await expect.poll(() => card.locator("img").evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth))).toEqual([320, 320, 320]);
  await expectNoAxeViolations(page);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "panel-card-photos");

  await thumbnails.nth(1).click();
  const viewer = page.getByRole("dialog", { name: `Photo 2 of 3 from ${name}` });
  await expect(viewer).toBeVisible();
  const full = viewer.getByRole("img", { name: `Photo 2 of 3 from ${name}` });
  await expect.poll(() => full.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(2000);
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, "panel-photo-lightbox");
  await viewer.getByRole("button", { name: "Next photo" }).click();
  await expect(page.getByRole("dialog", { name: `Photo 3 of 3 from ${name}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Next photo" })).toBeDisabled();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("dialog", { name: `Photo 2 of 3 from ${name}` })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(thumbnails.nth(1)).toBeFocused();

  // The dashboard's card: the same thumbnails, the same viewer.
  await page.goto("/quote-requests");
  await page.getByLabel("Search").fill(name);
  const dashboardCard = page.getByRole("article").filter({ hasText: name });
  await expect(dashboardCard.getByRole("list", { name: `Photos from ${name}` }).getByRole("button")).toHaveCount(3);
  await expectNoAxeViolations(page);
  await dashboardCard.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "dashboard-card-photos");
  await dashboardCard.getByRole("button", { name: `Open photo 1 of 3 from ${name}` }).click();
  await expect(page.getByRole("dialog", { name: `Photo 1 of 3 from ${name}` })).toBeVisible();
  await page.getByRole("button", { name: "Close photo" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain form sends its photos to its server action, and names a file that is not a photo under the field", async ({ page, token }, testInfo) => {
    await page.goto("/#contact");
    const email = `nojs-photos.${token}@example.com`;
    await form(page).getByLabel("Name").fill(`No Script ${token} Photos`);
    await form(page).getByLabel("Email").fill(email);
    await form(page).getByLabel("Phone").fill("0412 345 678");
    await photosInput(page).setInputFiles([photos[0]!, { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("a text file, renamed") }]);
    await form(page).getByRole("button", { name: "Request My Free Quote" }).click();
    await expect(form(page).getByText("notes.jpg is not a photo we can open. Please send JPEG, PNG or WebP photos. Please choose your photos again.")).toBeVisible();
    expect(await storedPhotos(email)).toEqual([]);
    expect(await queryDatabase(`SELECT 1 FROM "leads" WHERE "email" = $1`, [email])).toEqual([]);
    await screenshot(page, testInfo, "quote-photos-nojs-error");

    // What was typed is still there; only the photos are chosen again.
    await expect(form(page).getByLabel("Email")).toHaveValue(email);
    await photosInput(page).setInputFiles(photos.slice(0, 2));
    await form(page).getByRole("button", { name: "Request My Free Quote" }).click();
    await expect(page).toHaveURL(/\/book\/[\w-]{43}\?sent=1(#contact)?$/);
    await expect(page.getByRole("status")).toContainText("Your quote request has been submitted. We'll contact you soon.");
    expect((await storedPhotos(email)).map(({ n, width, height }) => ({ n, width, height }))).toEqual([
      { n: 1, width: 2000, height: 1500 },
      { n: 2, width: 2000, height: 1500 },
    ]);
  });

  test("the form is multipart, with a plain file input for up to five photos", async ({ page }) => {
    atOneWidth("desktop", "the markup does not change with the width");
    await page.goto("/#contact");
    // React's server action form: posted to the page itself, multipart.
    await expect(form(page)).toHaveAttribute("enctype", "multipart/form-data");
    await expect(form(page)).not.toHaveAttribute("action", "/api/contact");
    await expect(form(page)).toHaveAttribute("method", /^post$/i);
    await expect(photosInput(page)).toHaveAttribute("type", "file");
    await expect(photosInput(page)).toHaveAttribute("multiple", "");
    await expect(photosInput(page)).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
  });
});

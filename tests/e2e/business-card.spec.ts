import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { downloadedBytes, inkStats, readPng } from "./support/tool-helpers";
import { atOneWidth } from "./support/look-at";

/** The card on screen is 360 x 200 CSS px (90 x 50 mm at 4 px/mm); the PNG is 3x that. */
const expected = { width: 1080, height: 600 };

async function expectCardPng(bytes: Buffer) {
  const png = readPng(bytes);
  expect({ width: png.width, height: png.height }).toEqual(expected);
  expect(Math.abs(png.width / png.height - 90 / 50) / (90 / 50)).toBeLessThan(0.01);
  const { inkFraction, colours } = inkStats(png);
  // Not blank: a real card has ink and the anti-aliasing of text and icons.
  expect(inkFraction).toBeGreaterThan(0.05);
  expect(colours).toBeGreaterThan(50);
  return { inkFraction, colours };
}

async function recordMailtoLinks(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __mailto: string[] }).__mailto = opened;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function () {
      if (this.href.startsWith("mailto:")) opened.push(this.href);
      else click.call(this);
    };
  });
}

test("both sides show the card's content; tabs and Flip switch them; the reference image toggles", async ({ page }) => {
  await page.goto("/business-card");
  await expect(page.getByRole("heading", { level: 1, name: "Orbit Painting Business Card" })).toBeVisible();
  const front = page.getByTestId("card-front");
  await expect(front).toContainText("Orbit Painting");
  await expect(front).toContainText("Professional Painting Services");
  await expect(front).toContainText("Call 0491 570 156");
  await expect(front).toContainText("support@orbitpainting.com.au");
  await expect(front).toContainText("www.orbitpainting.com.au");
  // Measured once its layout has settled (a web font or a transition may still be moving it).
  await expect.poll(async () => {
    const box = (await front.boundingBox())!;
    return Math.round((box.width / box.height) * 100) / 100;
  }).toBe(Math.round((90 / 50) * 100) / 100);
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: "Back" }).click();
  const back = page.getByTestId("card-back");
  await expect(back).toContainText("Our Professional Services");
  for (const service of ["Residential Painting", "Commercial Painting", "Interior Painting", "Exterior Painting"]) await expect(back).toContainText(service);
  await expect(back).toContainText("NSW Contractor Licence No.");
  await expect(page.getByTestId("card-front")).toBeHidden();

  await page.getByRole("button", { name: "Flip Card" }).click();
  await expect(page.getByRole("tab", { name: "Front" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("card-front")).toBeVisible();

  // Keyboard: the tabs move with the arrow keys.
  await page.getByRole("tab", { name: "Front" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Back" })).toHaveAttribute("aria-selected", "true");

  const toggle = page.getByRole("button", { name: "Show Reference Image" });
  await expect(page.getByRole("img", { name: /Print reference for the business card/ })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole("img", { name: /Print reference for the business card/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Hide Reference Image" })).toHaveAttribute("aria-expanded", "true");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Hide Reference Image" }).click();
  await expect(page.getByRole("img", { name: /Print reference for the business card/ })).toBeHidden();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("each side downloads as its own PNG at 3x, 90:50, not blank, drawn with the page's own fonts", async ({ page }) => {
  atOneWidth("desktop", "the file does not change with the width (the first test shows the card at both)");
  // The renderer must find every font file (a wrong relative URL was a 404 and a fallback font)
  // and break no rule of the page's CSP.
  const problems: string[] = [];
  const fontsFetched: string[] = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    if (/\.woff2$/.test(response.url())) fontsFetched.push(new URL(response.url()).pathname);
  });
  await page.goto("/business-card");
  await page.evaluate(() => document.fonts.ready);
  const pageFonts = fontsFetched.length;
  const [front] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download Front (PNG)" }).click()]);
  expect(front.suggestedFilename()).toBe("orbit-painting-business-card-front.png");
  await expect(page.getByText("Business Card Downloaded")).toBeVisible();
  const frontStats = await expectCardPng(await downloadedBytes(front));
  // The export fetched the same font files again to inline them.
  expect(fontsFetched.length).toBeGreaterThan(pageFonts);
  expect(fontsFetched.every((path) => path.startsWith("/_next/static/media/"))).toBe(true);
  // The front is dark navy: most of it is ink.
  expect(frontStats.inkFraction).toBeGreaterThan(0.6);

  await page.getByRole("tab", { name: "Back" }).click();
  const [back] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download Back (PNG)" }).click()]);
  expect(back.suggestedFilename()).toBe("orbit-painting-business-card-back.png");
  const backStats = await expectCardPng(await downloadedBytes(back));
  // The back is white with dark text: different from the front.
  expect(backStats.inkFraction).toBeLessThan(0.5);
  expect(problems).toEqual([]);
});

test("Send via Email downloads both sides, then opens an e-mail with subject and body; the toast stays 6 s", async ({ page }) => {
  atOneWidth("desktop", "the downloads and the e-mail do not change with the width");
  await recordMailtoLinks(page);
  await page.goto("/business-card");
  const downloads: import("@playwright/test").Download[] = [];
  page.on("download", (download) => downloads.push(download));
  // The toast's life is timed in the page, from the frame it is added to the one sonner starts
  // removing it: timed from here, a busy machine's delays between the test and the browser
  // (up to seconds while both sides are drawn at 3x) would count too.
  await page.evaluate((title) => {
    const life: { shownAt?: number; closedAt?: number } = {};
    (window as unknown as { __toastLife: typeof life }).__toastLife = life;
    new MutationObserver(() => {
      const open = [...document.querySelectorAll("[data-sonner-toast]")].some((toast) => toast.getAttribute("data-removed") !== "true" && toast.textContent?.includes(title));
      if (open) life.shownAt ??= performance.now();
      else if (life.shownAt !== undefined) life.closedAt ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-removed"] });
  }, "Files Downloaded & Email Opened");
  await page.getByRole("button", { name: "Send via Email" }).click();
  const toastTitle = page.getByText("Files Downloaded & Email Opened");
  // Both sides are drawn at 3x first: on a busy 2-core machine that can take longer than 7 s.
  await expect(toastTitle).toBeVisible({ timeout: 20_000 });
  await expect(toastTitle).toBeHidden({ timeout: 12_000 });
  const life = await page.evaluate(() => (window as unknown as { __toastLife: { shownAt?: number; closedAt?: number } }).__toastLife);
  // 6 s, not the toaster's default 5 s: on a busy machine it may close late, never early (the
  // 50 ms allow for a timer's rounding against performance.now()).
  const shownMs = life.closedAt! - life.shownAt!;
  expect(shownMs).toBeGreaterThanOrEqual(5_950);
  expect(shownMs).toBeLessThan(9_000);

  await expect.poll(() => downloads.map((download) => download.suggestedFilename()).sort()).toEqual([
    "orbit-painting-business-card-back.png",
    "orbit-painting-business-card-front.png",
  ]);
  for (const download of downloads) await expectCardPng(await downloadedBytes(download));
  const mailto = await page.evaluate(() => (window as unknown as { __mailto: string[] }).__mailto);
  expect(mailto).toHaveLength(1);
  const url = new URL(mailto[0]!);
  expect(url.searchParams.get("subject")).toBe("Orbit Painting business card (front and back)");
  expect(url.searchParams.get("body")).toContain("orbit-painting-business-card-front.png");
});

test("a renderer failure shows the error toasts and downloads nothing", async ({ page }) => {
  atOneWidth("desktop", "the failure's toasts do not change with the width");
  await page.goto("/business-card");
  await page.evaluate(() => {
    HTMLCanvasElement.prototype.toDataURL = () => {
      throw new Error("canvas unavailable");
    };
  });
  let downloads = 0;
  page.on("download", () => (downloads += 1));
  await page.getByRole("tab", { name: "Back" }).click();
  await page.getByRole("button", { name: "Download Back (PNG)" }).click();
  await expect(page.getByText("Download Failed")).toBeVisible();
  await expect(page.getByText("There was a problem downloading the back side of your business card.")).toBeVisible();

  await page.getByRole("button", { name: "Send via Email" }).click();
  await expect(page.getByText("Could not prepare business card. Please try downloading manually.")).toBeVisible();
  expect(downloads).toBe(0);
});

test("a font file that never arrives ends in 'Download Failed' after 15 s, not a button stuck on Preparing", async ({ page }) => {
  atOneWidth("desktop", "the time limit does not change with the width");
  await page.clock.install();
  await page.goto("/business-card");
  await page.evaluate(() => document.fonts.ready);
  // The export fetches the page's font files again to embed them: those requests never answer.
  let fontRequested!: () => void;
  const fontRequest = new Promise<void>((resolve) => (fontRequested = resolve));
  await page.route("**/*.woff2", () => fontRequested());
  let downloads = 0;
  page.on("download", () => (downloads += 1));

  await page.getByRole("button", { name: "Download Front (PNG)" }).click();
  await fontRequest;
  await expect(page.getByRole("button", { name: "Preparing..." })).toBeDisabled();
  await page.clock.runFor(14_000);
  await expect(page.getByText("Download Failed")).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(page.getByText("Download Failed")).toBeVisible();
  await expect(page.getByText("There was a problem downloading the front side of your business card.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Download Front (PNG)" })).toBeEnabled();
  expect(downloads).toBe(0);

  // The fonts come back: the next try fetches them again and downloads the side.
  await page.unroute("**/*.woff2");
  await page.clock.resume();
  const [front] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download Front (PNG)" }).click()]);
  await expectCardPng(await downloadedBytes(front));
});

test("the downloaded PNG looks like the card on screen (same fonts, layout and colours)", async ({ browser }) => {
  // A screen at 3x, so the card's screenshot has the PNG's own pixel size; no flip animation.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 3, reducedMotion: "reduce" });
  const page = await context.newPage();
  try {
    await page.goto("/business-card");
    await page.evaluate(() => document.fonts.ready);
    for (const side of ["front", "back"] as const) {
      if (side === "back") await page.getByRole("tab", { name: "Back" }).click();
      const onScreen = readPng(await page.getByTestId(`card-${side}`).screenshot({ animations: "disabled" }));
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: `Download ${side === "front" ? "Front" : "Back"} (PNG)` }).click()]);
      const exported = readPng(await downloadedBytes(download));
      expect([exported.width, exported.height]).toEqual([onScreen.width, onScreen.height]);
      // Cell by cell (8 x 8 CSS pixels), leaving out the on-screen card's rounded corners and
      // shadow: the image renderer places glyphs a pixel or two differently, so single pixels
      // differ along text edges, but a cell's average colour only changes when the layout, a
      // font or a colour does. (An export that fell back to another font differed in 8% of cells,
      // by up to 129; a correct one in none, by at most about 19.)
      const cell = 24;
      const margin = 36;
      let cells = 0;
      const differing: string[] = [];
      for (let top = margin; top + cell <= exported.height - margin; top += cell) {
        for (let left = margin; left + cell <= exported.width - margin; left += cell) {
          const sums = [0, 0, 0, 0, 0, 0];
          for (let y = top; y < top + cell; y += 1) {
            for (let x = left; x < left + cell; x += 1) {
              const offset = (y * exported.width + x) * 4;
              for (let channel = 0; channel < 3; channel += 1) {
                sums[channel]! += exported.data[offset + channel]!;
                sums[3 + channel]! += onScreen.data[offset + channel]!;
              }
            }
          }
          const delta = Math.max(...[0, 1, 2].map((channel) => Math.abs(sums[channel]! - sums[3 + channel]!) / (cell * cell)));
          cells += 1;
          if (delta > 32) differing.push(`${left},${top}: ${Math.round(delta)}`);
        }
      }
      expect(differing.length / cells, `${side}: cells that differ (${differing.slice(0, 5).join("; ")})`).toBeLessThan(0.01);
    }
  } finally {
    await context.close();
  }
});

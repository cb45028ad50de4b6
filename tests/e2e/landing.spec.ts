import type { Page } from "@playwright/test";
import { PNG } from "pngjs";
import { expectStockScripts, nextScriptTags } from "./support/stock-scripts";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/visitor";
import { atOneWidth } from "./support/look-at";
import { fallbackReviews, featuredProject, services } from "@/lib/landing-content";

/** The landing page, at desktop and phone widths. */

const fallbackNames = ["Sarah M.", "James T.", "Priya K.", "David L.", "Emma R.", "Michael B."];

async function sectionHeadings(page: Page) {
  return page.locator("main > section").evaluateAll((sections) => sections.map((section) => section.querySelector("h1, h2")?.textContent?.trim()));
}

test("the ten sections in order, with their anchors, counts and texts", async ({ page }) => {
  await page.goto("/");
  expect(await sectionHeadings(page)).toEqual([
    "Painting and decorating across Sydney and regional NSW",
    "Our Services",
    "Featured Project",
    "Why Choose Orbit Painting",
    "Service Areas",
    "About Orbit Painting",
    "What Our Customers Say",
    "Licensed, insured and ready when you are",
    "Ready to give your place a fresh coat?",
    "Contact Us",
  ]);
  for (const anchor of ["home", "services", "projects", "gallery", "about", "testimonials", "contact"]) await expect(page.locator(`#${anchor}`)).toHaveCount(1);

  const hero = page.locator("#home");
  await expect(hero.getByRole("link", { name: "Request a Free Quote" })).toHaveAttribute("href", "#contact");
  await expect(hero.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "#services");
  await expect(hero).toContainText("NSW Contractor Licence No.");
  await expect(hero).toContainText("Free quotes within 24 hours, 7 days a week");
  await expect(hero).toContainText("Emergency painting available");

  await expect(page.locator("#services li")).toHaveCount(5);
  for (const title of ["Interior Painting", "Exterior Painting", "Commercial Painting", "Preparation & Repairs", "Color Consultation"]) {
    await expect(page.locator("#services").getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(page.locator("#gallery > li")).toHaveCount(4);
  await expect(page.locator("#projects")).toContainText("Woy Woy");
  await expect(page.locator("section[aria-labelledby=why-heading] li")).toHaveCount(4);

  const areas = page.locator("section[aria-labelledby=areas-heading]");
  await expect(areas.locator("li")).toHaveCount(8);
  for (const suburbs of await areas.locator("li p").allTextContents()) expect(suburbs.split(", ").length).toBeGreaterThanOrEqual(3);
  await expect(areas).toContainText("regional NSW");

  const band = page.locator("section[aria-labelledby=trust-heading]");
  await expect(band.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+61/);
  await expect(band.getByRole("link", { name: "Get a Quote Online" })).toHaveAttribute("href", "#contact");
  await expect(page.locator("section[aria-labelledby=closing-heading]").getByRole("link")).toHaveAttribute("href", "#contact");

  const contact = page.locator("#contact");
  await expect(contact.getByText("Reach out to discuss your project or request a free quote. We serve clients throughout NSW.", { exact: true })).toBeVisible();
  await expect(contact.getByRole("heading", { name: "Contact Information" })).toBeVisible();
  await expect(contact.getByRole("heading", { name: "Service Areas" })).toBeVisible();
  await expect(contact.getByRole("form", { name: "Request a free quote" })).toBeVisible();
  for (const [days, hours] of [["Monday - Friday", "7:00 AM - 5:00 PM"], ["Saturday", "8:00 AM - 2:00 PM"], ["Sunday", "Closed"]] as const) {
    await expect(contact.getByText(days, { exact: true })).toBeVisible();
    await expect(contact.getByText(hours, { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // Images: alt text, sizes for the browser to choose from, and nothing wider than the screen.
  for (const image of await page.locator("main img").all()) {
    expect(await image.getAttribute("alt")).toBeTruthy();
  }
  await expect(hero.locator("img")).toHaveAttribute("srcset", /w, /);
  await expect(hero.locator("img")).toHaveAttribute("sizes", /.+/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a project photo opens in a full-screen lightbox that traps focus and closes three ways", async ({ page }) => {
  await page.goto("/");
  const photos = page.locator("#gallery a");
  const dialog = page.getByRole("dialog");

  await photos.nth(1).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img")).toHaveAttribute("alt", "Bedroom with soft sage feature wall and crisp white ceiling");
  await expect(dialog).toContainText("Main bedroom: a soft sage feature wall");
  const { maxHeight, viewport } = await dialog.getByRole("img").evaluate((image) => ({ maxHeight: getComputedStyle(image).maxHeight, viewport: window.innerHeight }));
  expect(parseFloat(maxHeight)).toBeCloseTo(viewport * 0.8, 0);
  const box = (await dialog.boundingBox())!;
  const size = page.viewportSize()!;
  expect(box.width).toBeGreaterThanOrEqual(size.width - 1);
  expect(box.height).toBeGreaterThanOrEqual(size.height - 1);
  await expectNoAxeViolations(page);

  // Focus stays inside while it is open.
  for (let press = 0; press < 4; press += 1) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(photos.nth(1)).toBeFocused();

  await photos.nth(2).click();
  await dialog.getByRole("button", { name: "Close photo" }).click();
  await expect(dialog).toBeHidden();
  await expect(photos.nth(2)).toBeFocused();

  await photos.nth(3).click();
  await expect(dialog).toContainText("Porch:");
  await page.mouse.click(5, size.height - 5); // the dark backdrop beside the picture
  await expect(dialog).toBeHidden();
});

test("the lightbox's code comes when a photo is approached; without it a photo opens as its file", async ({ page }) => {
  const scriptsLoaded = () => page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js")).length);
  await page.goto("/");
  // Hydrated is not the same as every chunk fetched: a late one would look like the lightbox's code loading early.
  await page.waitForLoadState("networkidle");
  const firstScripts = await scriptsLoaded();
  expect(await page.locator("dialog").count()).toBe(0);
  expect(await scriptsLoaded()).toBe(firstScripts);

  // The code cannot be fetched (the connection dropped): the click still shows the photo.
  await page.route("**/_next/static/chunks/**", (route) => route.abort());
  await page.locator("#gallery a").first().click();
  await page.waitForURL("**/images/projects/woy-woy-exterior.jpg");
});

test("the public pages' stylesheet leaves the admin's styles to the admin's pages", async ({ page }) => {
  atOneWidth("desktop", "which stylesheet a page loads does not change with the width");
  const stylesheets = () => page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const sizeOf = (url: string) => page.evaluate(async (href) => (await (await fetch(href)).text()).length, url);
  await page.goto("/");
  const publicSheets = await stylesheets();
  expect(publicSheets).toHaveLength(1);
  await page.goto("/login");
  const adminSheets = await stylesheets();
  // The public one, then the admin's, complete, so that its utilities keep Tailwind's order.
  expect(adminSheets).toHaveLength(2);
  expect(adminSheets[0]).toBe(publicSheets[0]);
  expect(await sizeOf(adminSheets[1]!)).toBeGreaterThan(await sizeOf(publicSheets[0]!));
});

test("the landing's own text (services described, project, reviews) stays out of the other pages' first scripts", async ({ request }) => {
  atOneWidth("desktop", "a page's script tags do not change with the width");
  const landingOnly = [featuredProject.title, fallbackReviews[0]!.text, services[0]!.description];
  const firstScripts = async (path: string) => {
    const html = await (await request.get(path, { headers: { accept: "text/html" } })).text();
    const sources = nextScriptTags(html).map((tag) => tag.src);
    expect(sources.length).toBeGreaterThan(3);
    return Promise.all(sources.map(async (source) => (await request.get(source)).text()));
  };
  const carried = async (path: string) => {
    const scripts = (await firstScripts(path)).join("\n");
    return landingOnly.filter((text) => scripts.includes(text));
  };
  // The landing's scripts do carry it (its lists and gallery are client components): the check can see it.
  expect(await carried("/")).toEqual(landingOnly);
  for (const path of ["/estimate", "/privacy", "/qrcode"]) expect(await carried(path), `${path}'s scripts`).toEqual([]);
});

test.describe("testimonials", () => {
  test("'Loading reviews...' while fetching, then the built-in reviews when the answer is the fallback", async ({ page }) => {
    atOneWidth("desktop", "the reviews' rules do not change with the width (the sections test shows them at both)");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/google-reviews", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const section = page.locator("#testimonials");
    await expect(section.getByText("Loading reviews...")).toBeVisible();
    release();
    await expect(section.getByText("5.0 stars")).toBeVisible();
    await expect(section.locator("li")).toHaveCount(6);
    for (const name of fallbackNames) await expect(section).toContainText(name);
    const link = section.getByRole("link", { name: /See all reviews on Google/ });
    await expect(link).toHaveAttribute("href", /^https:\/\/www\.google\.com\//);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    // The overall line: five whole stars of size 18.
    const overall = section.locator("p", { hasText: "5.0 stars" }).locator("svg");
    await expect(overall).toHaveCount(5);
    await expect(overall.first()).toHaveAttribute("width", "18");
  });

  test("live reviews: the response's rating to one decimal, whole and half stars", async ({ page }) => {
    atOneWidth("desktop", "the reviews' rules do not change with the width (the sections test shows them at both)");
    await page.route("**/api/google-reviews", (route) =>
      route.fulfill({
        json: {
          success: true,
          data: {
            rating: 4.56,
            reviews: [
              { author_name: "Hannah W.", rating: 5, text: "Brilliant job on our deck.", relative_time_description: "2 weeks ago" },
              { author_name: "Tom", rating: 4, text: "Good work, a day late because of rain.", relative_time_description: "a month ago" },
            ],
          },
        },
      }),
    );
    await page.goto("/");
    const section = page.locator("#testimonials");
    await expect(section.getByText("4.6 stars")).toBeVisible();
    await expect(section.locator("li")).toHaveCount(2);
    await expect(section).toContainText("Hannah W.");
    await expect(section).not.toContainText("Sarah M.");
    const overall = section.locator("p", { hasText: "4.6 stars" });
    await expect(overall.locator('svg[data-star="full"]')).toHaveCount(4);
    await expect(overall.locator('svg[data-star="half"]')).toHaveCount(1);
  });

  test("no rating in the answer: the average of the reviews shown; a failed or non-live answer: the built-in reviews", async ({ page }) => {
    atOneWidth("desktop", "the reviews' rules do not change with the width (the sections test shows them at both)");
    await page.route("**/api/google-reviews", (route) =>
      route.fulfill({ json: { success: true, data: { reviews: [{ author_name: "A", rating: 4, text: "Fine.", relative_time_description: "" }, { author_name: "B", rating: 3, text: "Okay.", relative_time_description: "" }] } } }),
    );
    await page.goto("/");
    await expect(page.locator("#testimonials").getByText("3.5 stars")).toBeVisible();

    await page.unroute("**/api/google-reviews");
    await page.route("**/api/google-reviews", (route) => route.fulfill({ status: 500, body: "down" }));
    await page.reload();
    await expect(page.locator("#testimonials li")).toHaveCount(6);

    await page.unroute("**/api/google-reviews");
    await page.route("**/api/google-reviews", (route) => route.fulfill({ json: { success: false, data: { reviews: [{ author_name: "X", rating: 1, text: "x", relative_time_description: "" }] } } }));
    await page.reload();
    await expect(page.locator("#testimonials li")).toHaveCount(6);
    await expect(page.locator("#testimonials")).not.toContainText("X");
  });

  test("GET /api/google-reviews answers the six built-in reviews without Google settings", async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "API only: one viewport is enough");
    const answer = await (await request.get("/api/google-reviews")).json();
    expect(answer.success).toBe(true);
    expect(answer.fallback).toBe(true);
    expect(answer.data.rating).toBe(5);
    expect(answer.data.reviews.map((review: { author_name: string }) => review.author_name)).toEqual(fallbackNames);
  });
});

test.describe("for search engines", () => {
  test("metadata, Open Graph and Twitter cards, JSON-LD, sitemap, robots and the Open Graph image", async ({ page, request }) => {
    atOneWidth("desktop", "the page's metadata does not change with the width");
    await page.goto("/");
    await expect(page).toHaveTitle("Orbit Painting | Licensed Painters in Sydney & NSW");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Licensed painting and decorating/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/?$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Orbit Painting/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/opengraph-image/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data).toMatchObject({
      "@type": "HousePainter",
      name: "Orbit Painting",
      telephone: expect.stringMatching(/^\+61/),
      email: "support@orbitpainting.com.au",
      url: expect.stringMatching(/^https?:\/\//),
      address: { addressLocality: expect.any(String), addressRegion: "NSW" },
      hasCredential: { name: expect.stringContaining("Licence No.") },
    });
    expect(data.areaServed).toHaveLength(9);
    // No star rating of its own: Google ignores (and may penalise) self-marked reviews on a
    // business's own page; the owner collects real ones through "Ask for a review".
    const markup = JSON.stringify(data);
    expect(markup).not.toMatch(/aggregateRating|"review"|ratingValue/i);
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: "07:00", closes: "17:00", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] }),
      expect.objectContaining({ opens: "08:00", closes: "14:00", dayOfWeek: ["Saturday"] }),
    ]);

    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/</loc>", "/qrcode</loc>", "/business-card</loc>"]) expect(sitemap).toContain(path);
    expect(sitemap).not.toContain("admin");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain("Sitemap: ");

    const og = await request.get("/opengraph-image");
    expect(og.headers()["content-type"]).toBe("image/png");
    const png = PNG.sync.read(await og.body());
    expect([png.width, png.height]).toEqual([1200, 630]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole page is readable and the anchors work", async ({ page }) => {
    const response = await page.goto("/");
    expect(await sectionHeadings(page)).toHaveLength(10);
    // Without JavaScript the testimonials are the built-in reviews, in a <noscript> (the test
    // browser only switches script execution off, so it keeps parsing <noscript> as text; a
    // browser with JavaScript disabled shows it).
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(await response!.text())?.[1] ?? "";
    for (const name of fallbackNames) expect(noscript).toContain(name);
    await expect(page.locator("#services")).toContainText("Preparation & Repairs");
    await page.locator("#home").getByRole("link", { name: "Explore Services" }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.locator("#services-heading")).toBeInViewport();
    // A project photo is a link to the full-size picture.
    await expect(page.locator("#gallery a").first()).toHaveAttribute("href", "/images/projects/woy-woy-exterior.jpg");
  });
});

test("text is drawn in the web fonts; the page fetches only their basic files until a rarer letter appears", async ({ page }) => {
  const fetched: string[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".woff2")) fetched.push(new URL(response.url()).pathname);
  });
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  const drawn = await page.evaluate(() => {
    const firstFamily = (selector: string) => getComputedStyle(document.querySelector(selector)!).fontFamily.split(",")[0]!.trim().replace(/["']/g, "");
    const loaded = [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replace(/["']/g, ""));
    return { text: firstFamily("#home p"), heading: firstFamily("#home h1"), loaded };
  });
  // The families the text asks for are the ones whose files loaded (app/fonts/index.ts).
  expect(drawn.loaded).toContain(drawn.text);
  expect(drawn.loaded).toContain(drawn.heading);
  expect(fetched.map((file) => file.replace(/-s\.p\..*$/, "")).sort()).toEqual(["/_next/static/media/inter_basic_400_700", "/_next/static/media/outfit_basic_500_700"]);
  // An accented letter (a customer's name in the inbox, say) brings the rest of the set, in the same family.
  await page.evaluate(async (family) => {
    const name = document.createElement("p");
    name.textContent = "Zoë Müller";
    document.querySelector("#home")!.append(name);
    await document.fonts.load(`400 16px "${family}"`, "ë");
  }, drawn.text);
  await expect.poll(() => fetched.some((file) => file.startsWith("/_next/static/media/inter_rest_400_700"))).toBe(true);
});

test("the prerendered HTML carries the blurred placeholders and the image sizes", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "API only: one viewport is enough");
  const html = await (await request.get("/")).text();
  const hero = /<img[^>]*alt="A weatherboard home being repainted[^"]*"[^>]*>/.exec(html)?.[0] ?? "";
  expect(hero).toMatch(/width="1600"/);
  expect(hero).toMatch(/height="1200"/);
  // The tiny blurred JPEG itself, not next/image's SVG blur filter around it (docs/performance.md).
  expect(hero).toMatch(/style="[^"]*background-image:url\(&quot;data:image\/jpeg;base64,/);
  expect(html).not.toContain("data:image/svg+xml");
  expect(hero).toMatch(/fetchPriority="high"/i);
  // The hero picture is preloaded, with the same choice of sizes.
  expect(html).toMatch(/<link rel="preload" as="image" imageSrcSet="[^"]*hero[^"]*"/);
});

test("the page loads Next's own script tags, allowed by their hashes, and hydrates", async ({ page, request }) => {
  atOneWidth("desktop", "the policy's hashes do not change with the width (security-headers watches both for violations)");
  const { nonce } = await expectStockScripts(page, request, "/");
  // Prerendered: its inline scripts are allowed by their hashes, not by a nonce.
  expect(nonce).toBeUndefined();
  // Hydrated: a photo opens in the lightbox instead of as a plain link to the picture.
  await page.locator("#gallery a").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/");
});

test("reduced motion: no smooth scrolling or animation", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
});

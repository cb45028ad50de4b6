import { expect, test } from "./support/visitor";
import { expectNoAxeViolations } from "./support/axe";

const isPhone = (name: string) => name === "phone";

test.describe("public header and footer", () => {
  test("the header links home, to the landing anchors and to the quote form", async ({ page }, testInfo) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Orbit Painting home" })).toHaveAttribute("href", "/");

    if (isPhone(testInfo.project.name)) {
      // On a phone the anchors live in the menu (covered in its own test).
      await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden();
    } else {
      const nav = header.getByRole("navigation", { name: "Main" });
      for (const [label, href] of [
        ["Services", "/#services"],
        ["Projects", "/#projects"],
        ["About", "/#about"],
        ["Testimonials", "/#testimonials"],
      ]) {
        await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href!);
      }
      await expect(header.getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/#contact");
    }
  });

  test("the footer carries the blurb, quick links, services, contact details and this year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Licensed painters and decorators serving Sydney and regional NSW");
    const quick = footer.getByRole("navigation", { name: "Quick Links" });
    const quickLinks = await quick.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(quickLinks).toEqual(["/#home", "/#services", "/#gallery", "/#about", "/#testimonials", "/#contact"]);
    for (const service of ["Interior Painting", "Exterior Painting", "Commercial Painting", "Preparation & Repairs", "Color Consultation"]) {
      await expect(footer.getByText(service, { exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "0491 570 156" })).toHaveAttribute("href", "tel:+61491570156");
    await expect(footer.getByRole("link", { name: "support@orbitpainting.com.au" })).toHaveAttribute(
      "href",
      "mailto:support@orbitpainting.com.au",
    );
    await expect(footer.getByText("Mon-Fri 7AM-5PM", { exact: true })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Orbit Painting`);
  });

  test("a skip link jumps to the content", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), "keyboard navigation is a desktop concern");
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });

  test("the frame has no accessibility violations", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
  });
});

test.describe("mobile menu", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), "the menu button shows on phones only");
  });

  test("opens, and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();

    await page.getByLabel("Menu").click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/#contact");
    await expectNoAxeViolations(page);

    await menu.getByRole("link", { name: "About" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#about$/);
  });

  test("toggles closed with its button and with Escape", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByLabel("Menu");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await toggle.click();
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("opens without JavaScript too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByLabel("Menu").click();
    await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Services" })).toBeVisible();
    await context.close();
  });
});

test.describe("not-found page", () => {
  test("answers 404 inside the header and footer with the not-found texts", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page).toHaveTitle(/404 Page Not Found/);
    await expectNoAxeViolations(page);
  });
});

// The root layout's template adds the business's name: a page's own title must not carry it too.
test("each page's title names the business once", async ({ request }, testInfo) => {
  test.skip(isPhone(testInfo.project.name), "the HTML is the same at every width");
  const titles: Record<string, string> = {
    "/": "Orbit Painting | Licensed Painters in Sydney & NSW",
    "/estimate": "Instant Estimate | Orbit Painting",
    "/privacy": "Privacy policy | Orbit Painting",
    "/qrcode": "QR Code | Orbit Painting",
    "/business-card": "Business Card | Orbit Painting",
    "/login": "Admin Login | Orbit Painting",
    "/admin-pwa": "Orbit Painting Admin",
  };
  for (const [path, title] of Object.entries(titles)) {
    const html = await (await request.get(path)).text();
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1]?.replaceAll("&amp;", "&"), path).toBe(title);
  }
});

// The web fonts carry only the weights in use (scripts/make-fonts.mjs): a weight outside a font's
// range would be drawn from the nearest one it has, or synthesised.
test("every text is set in a weight its web font carries", async ({ page }) => {
  for (const path of ["/", "/qrcode", "/business-card", "/no-such-page", "/admin"]) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const misfits = await page.evaluate(() => {
      const ranges = new Map<string, [number, number]>();
      for (const face of document.fonts) {
        const [min, max = min] = face.weight.split(" ").map(Number);
        if (Number.isFinite(min)) ranges.set(face.family.replace(/["']/g, ""), [min!, max!]);
      }
      const found: string[] = [];
      for (const element of document.querySelectorAll("body *")) {
        if (![...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) continue;
        const style = getComputedStyle(element);
        const family = style.fontFamily.split(",")[0]!.trim().replace(/["']/g, "");
        const range = ranges.get(family);
        const weight = Number(style.fontWeight);
        // Text in a system font (font-mono) has every weight the system has.
        if (range && (weight < range[0] || weight > range[1])) found.push(`${element.tagName} "${element.textContent?.trim().slice(0, 30)}" at ${weight} in ${family} (${range.join("-")})`);
      }
      return found;
    });
    expect(misfits, path).toEqual([]);
  }
});

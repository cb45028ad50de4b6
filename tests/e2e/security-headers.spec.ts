import { createHash } from "node:crypto";
import { apiCsp } from "../../lib/security/policy";
import { expect, test as base, type Page } from "@playwright/test";
import { scoreResponse } from "../support/observatory";
import { openAsOwner, test as inboxTest } from "./support/inbox-helpers";

/** Every page a visitor or the owner can open, signed out. */
const pages = ["/", "/estimate", "/qrcode", "/business-card", "/privacy", "/login", "/admin", "/admin-login-secure", "/admin-pwa", "/quote-requests", "/no-such-page"];

/** Collects every CSP violation the browser reports, from the first byte of each document. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.documentURI}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Next's client runtime announces itself once it has run: the page's scripts were allowed. */
async function expectHydrated(page: Page) {
  await page.waitForFunction(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version), undefined, { timeout: 10_000 });
}

base.describe("security headers", () => {
  for (const path of pages) {
    base(`${path} carries the headers and scores A+ on the Observatory's rules`, async ({ request, baseURL }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
      expect(scriptSrc).toMatch(/'nonce-|'sha256-/);
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
      expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      const html = headers["content-type"]?.includes("text/html") ? await response.text() : undefined;
      const cookies = response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie").map((header) => header.value);
      const result = scoreResponse({ headers, cookies, html, origin: new URL(baseURL!).origin });
      expect(result.tests, `Observatory score ${result.score}`).toBeDefined();
      expect(result.grade).toBe("A+");
    });
  }

  base("API answers, Next's static files and images carry them too", async ({ request }) => {
    const health = await request.get("/api/health");
    expect(health.headers()["content-security-policy"]).toBe(apiCsp);
    expect(health.headers()["x-content-type-options"]).toBe("nosniff");
    const html = await (await request.get("/")).text();
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(chunk).toBeTruthy();
    const file = await request.get(chunk!);
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");
    expect(file.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  base("a static page stays static: the same policy and HTML on every request", async ({ request }) => {
    const [first, second] = [await request.get("/"), await request.get("/")];
    expect(first.headers()["content-security-policy"]).toBe(second.headers()["content-security-policy"]);
    expect(first.headers()["content-security-policy"]).not.toContain("'nonce-");
    expect(first.headers()["x-nextjs-cache"] ?? first.headers()["x-nextjs-prerender"]).toBeTruthy();
  });

  base("the marketing pages are prerendered once, their policy the hashes of their own inline scripts", async ({ request }) => {
    for (const path of ["/", "/privacy", "/qrcode", "/business-card"]) {
      const response = await request.get(path);
      const csp = response.headers()["content-security-policy"] ?? "";
      expect(csp, path).not.toContain("'nonce-");
      expect(response.headers()["x-nextjs-cache"] ?? response.headers()["x-nextjs-prerender"], path).toBeTruthy();
      // Every inline script the page runs is listed, by the hash of its exact text.
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
      expect(inline.length, path).toBeGreaterThan(0);
      for (const body of inline) expect(csp, path).toContain(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
      // A repeat visit may be answered 304 by its ETag, with the same policy.
      const etag = response.headers()["etag"];
      expect(etag, path).toBeTruthy();
      const revalidated = await request.get(path, { headers: { "if-none-match": etag! } });
      expect(revalidated.status(), path).toBe(304);
      expect(revalidated.headers()["content-security-policy"], path).toBe(csp);
    }
  });

  base("a dynamic page gets a fresh nonce on every request, and its scripts carry it", async ({ request }) => {
    const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
    const first = await request.get("/admin-pwa");
    const second = await request.get("/admin-pwa");
    const nonce = nonceOf(first.headers()["content-security-policy"] ?? "");
    expect(nonce).toBeTruthy();
    expect(nonceOf(second.headers()["content-security-policy"] ?? "")).not.toBe(nonce);
    expect(await first.text()).toContain(`nonce="${nonce}"`);
  });
});

base.describe("no CSP violation in the browser", () => {
  for (const path of pages) {
    base(`${path}`, async ({ page }) => {
      const violations = await watchViolations(page);
      await page.goto(path);
      await expectHydrated(page);
      await page.waitForLoadState("networkidle");
      expect(violations).toEqual([]);
    });
  }

  base("the policy is live: a script injected into a page is blocked and reported", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/");
    await expectHydrated(page);
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });
});

inboxTest.describe("no CSP violation in the signed-in admin", () => {
  inboxTest("the dashboard and the panel", async ({ page }) => {
    const violations = await watchViolations(page);
    await openAsOwner(page, "/quote-requests");
    await expectHydrated(page);
    await page.waitForLoadState("networkidle");
    await page.goto("/admin-pwa");
    await expect(page.getByRole("heading", { name: "Orbit Painting Admin" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });
});

import { expect, test } from "@playwright/test";
import { atOneWidth } from "./support/look-at";

// Each admin route's 401 without a session: tests/integration/admin-guard.test.ts, through the
// handlers. Here, what needs the whole server: cookies as a browser sends them, and the routing.

test("a malformed session or pending cookie counts as absent: the signed-out page or 401, never a 500", async ({ browser, baseURL }) => {
  atOneWidth("desktop", "the server's answer does not change with the width");
  for (const name of ["orbit.session", "orbit.pending"]) {
    const context = await browser.newContext();
    await context.addCookies([{ name, value: "%E0%A4%A", url: baseURL! }]);
    const page = await context.newPage();
    const answer = await page.goto("/admin-pwa");
    expect(answer!.status(), name).toBe(200);
    await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
    const dashboard = await context.request.get("/quote-requests", { maxRedirects: 0 });
    expect(dashboard.status()).toBe(307);
    expect(dashboard.headers()["location"]).toBe("/login");
    const api = context.request;
    expect((await api.get("/api/auth/check")).status()).toBe(200);
    expect(await (await api.get("/api/auth/check")).json()).toEqual({ authenticated: false, user: null });
    expect((await api.get("/api/contact")).status()).toBe(401);
    expect((await api.post("/api/admin/verify-code", { data: { code: "123456", type: "email" } })).status()).toBe(401);
    await context.close();
  }
});

test("next-auth's own endpoints are not served", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "API only: one viewport is enough");
  for (const url of ["/api/auth/session", "/api/auth/csrf", "/api/auth/providers", "/api/auth/signout"]) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
  expect((await request.post("/api/auth/signout", { data: "x".repeat(100_000) })).status()).toBe(404);
});

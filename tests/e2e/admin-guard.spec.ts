import { expect, test } from "@playwright/test";
import { apiRoutes } from "./support/api-routes";

/**
 * Every route handler under app/api/admin/, and GET /api/contact, answers 401 without a
 * session: the files are walked, so a route added later is covered without editing this test.
 */
const targets = apiRoutes("api/admin").flatMap(({ url, methods }) => methods.map((method) => ({ method, url })));
if (apiRoutes().some(({ url, methods }) => url === "/api/contact" && methods.includes("GET"))) targets.push({ method: "GET", url: "/api/contact" });

test("the walk finds the admin routes", () => {
  expect(targets.length).toBeGreaterThanOrEqual(2);
  expect(targets).toContainEqual({ method: "POST", url: "/api/admin/verify-code" });
  expect(targets).toContainEqual({ method: "GET", url: "/api/admin/quotes/1/photos/1" });
  expect(targets).toContainEqual({ method: "DELETE", url: "/api/admin/quotes/1" });
});

for (const { method, url } of targets) {
  test(`${method} ${url} answers 401 without a session`, async ({ request, baseURL }) => {
    const response = await request.fetch(url, {
      method,
      headers: { origin: baseURL!, "content-type": "application/json" },
      data: method === "GET" ? undefined : { code: "123456", type: "email", highlighted: true, email: "a@b.co", subject: "s", message: "m" },
    });
    expect(response.status()).toBe(401);
    expect(await response.json()).toHaveProperty("error");
  });
}

test("a malformed session or pending cookie counts as absent: the signed-out page or 401, never a 500", async ({ browser, baseURL }) => {
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

test("next-auth's own endpoints are not served", async ({ request }) => {
  for (const url of ["/api/auth/session", "/api/auth/csrf", "/api/auth/providers", "/api/auth/signout"]) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
  expect((await request.post("/api/auth/signout", { data: "x".repeat(100_000) })).status()).toBe(404);
});

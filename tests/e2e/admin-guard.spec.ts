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

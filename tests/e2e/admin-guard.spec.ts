import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * Every route handler under app/api/admin/, and GET /api/contact, answers 401 without a
 * session: the files are walked, so a route added later is covered without editing this test.
 */
function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

const appDir = path.resolve("app");
const exportedMethods = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/export\s+(?:const|async function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)].map(
    (match) => match[1]!,
  );
const urlOf = (file: string) =>
  "/" + path.relative(appDir, path.dirname(file)).split(path.sep).map((part) => (part.startsWith("[") ? "1" : part)).join("/");

const targets = routeFiles(path.join(appDir, "api/admin")).flatMap((file) => exportedMethods(file).map((method) => ({ method, url: urlOf(file) })));
const contactRoute = path.join(appDir, "api/contact/route.ts");
try {
  if (exportedMethods(contactRoute).includes("GET")) targets.push({ method: "GET", url: "/api/contact" });
} catch {
  // The contact route has not landed yet.
}

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

import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { apiRoutes, type Method } from "../support/api-routes";

/**
 * Every route handler under app/api/admin/, and GET /api/contact, answers 401 without a
 * session: the files are walked, so a route added later is covered without editing this test.
 * The handlers are called as Next calls them, with a same-origin request carrying a body a
 * handler would accept, so only the missing session can refuse it.
 */
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const contact = apiRoutes().find(({ url }) => url === "/api/contact");
const targets = [
  ...apiRoutes("api/admin"),
  ...(contact?.methods.includes("GET") ? [{ ...contact, methods: ["GET" as Method] }] : []),
].flatMap((route) => route.methods.map((method) => ({ ...route, method })));

afterAll(() => getDb().$disconnect());

it("the walk finds the admin routes", () => {
  const found = targets.map(({ method, url }) => ({ method, url }));
  expect(found).toContainEqual({ method: "POST", url: "/api/admin/verify-code" });
  expect(found).toContainEqual({ method: "GET", url: "/api/admin/quotes/1/photos/1" });
  expect(found).toContainEqual({ method: "DELETE", url: "/api/admin/quotes/1" });
  expect(found).toContainEqual({ method: "GET", url: "/api/contact" });
});

describe("without a session", () => {
  it.each(targets.map((target) => [`${target.method} ${target.url}`, target] as const))("%s answers 401", async (_, { method, url, file, params }) => {
    const handlers = (await import(/* @vite-ignore */ path.resolve(file))) as Partial<Record<Method, Handler>>;
    const handler = handlers[method]!;
    const request = new Request(`http://localhost:3000${url}`, {
      method,
      headers: { host: "localhost:3000", origin: "http://localhost:3000", "content-type": "application/json" },
      body: method === "GET" ? undefined : JSON.stringify({ code: "123456", type: "email", highlighted: true, email: "a@b.co", subject: "s", message: "m" }),
    });
    const response = await handler(request, { params: Promise.resolve(Object.fromEntries(params.map((name) => [name, "1"]))) });
    expect(response.status).toBe(401);
    expect(await response.json()).toHaveProperty("error");
  });
});

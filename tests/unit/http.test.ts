import { describe, expect, it } from "vitest";
import { readJsonBody } from "@/lib/http/body";
import { assertSameOrigin } from "@/lib/http/origin";
import { HttpError } from "@/lib/http/responses";

function post(body: BodyInit | null, headers: Record<string, string> = { "content-type": "application/json" }) {
  return new Request("http://localhost:3000/api/x", { method: "POST", body, headers });
}

async function statusOf(promise: Promise<unknown> | (() => unknown)) {
  try {
    await (typeof promise === "function" ? promise() : promise);
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
  return 200;
}

describe("readJsonBody", () => {
  it("parses JSON", async () => {
    expect(await readJsonBody(post(JSON.stringify({ a: 1 })))).toEqual({ a: 1 });
    expect(await readJsonBody(post("{}", { "content-type": "application/json; charset=utf-8" }))).toEqual({});
  });

  it("answers 400 for malformed JSON, 415 for another type, 413 past the limit", async () => {
    expect(await statusOf(readJsonBody(post("{nope")))).toBe(400);
    expect(await statusOf(readJsonBody(post("")))).toBe(400);
    expect(await statusOf(readJsonBody(post("a=1", { "content-type": "application/x-www-form-urlencoded" })))).toBe(415);
    expect(await statusOf(readJsonBody(post(JSON.stringify({ a: "x".repeat(20_000) }))))).toBe(413);
    expect(await statusOf(readJsonBody(post(JSON.stringify({ a: "x".repeat(100) })), 50))).toBe(413);
  });

  it("counts the bytes received, not the Content-Length claimed", async () => {
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const request = new Request("http://localhost/api/x", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json", "content-length": "10" },
      duplex: "half",
    } as RequestInit);
    expect(await statusOf(readJsonBody(request))).toBe(413);
  });
});

describe("assertSameOrigin", () => {
  const request = (headers: Record<string, string>) => new Request("http://localhost:3000/api/x", { method: "POST", headers });

  it("allows same-origin browsers and clients that send no Origin", () => {
    expect(() => assertSameOrigin(request({ host: "localhost:3000", origin: "http://localhost:3000" }))).not.toThrow();
    expect(() => assertSameOrigin(request({ host: "localhost:3000" }))).not.toThrow();
    expect(() => assertSameOrigin(request({ host: "localhost:3000", "sec-fetch-site": "same-origin" }))).not.toThrow();
  });

  it("answers 403 to another site", async () => {
    expect(await statusOf(() => assertSameOrigin(request({ host: "localhost:3000", origin: "https://evil.example" })))).toBe(403);
    expect(await statusOf(() => assertSameOrigin(request({ host: "localhost:3000", origin: "null" })))).toBe(403);
    expect(await statusOf(() => assertSameOrigin(request({ host: "localhost:3000", "sec-fetch-site": "cross-site" })))).toBe(403);
  });
});

describe("a database that went away is a 503, not a 500", () => {
  it("sees through Prisma's wrapping of a raw query's driver error (PostgreSQL shutting down)", async () => {
    const { isDatabaseUnavailable } = await import("@/lib/http/route");
    const wrapped = Object.assign(new Error("Raw query failed. Code: `57P01`."), {
      code: "P2010",
      meta: { driverAdapterError: Object.assign(new Error("terminating connection due to administrator command"), { cause: { originalCode: "57P01" } }) },
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("Raw query failed"), { code: "P2010", meta: { driverAdapterError: new Error("syntax error at or near") } }))).toBe(false);
  });
});

describe("route wrappers answer no-store unless the route opts out", () => {
  it("adds Cache-Control: no-store to an answer without one and keeps a route's own", async () => {
    const { apiRoute } = await import("@/lib/http/route");
    const plain = apiRoute(async () => Response.json({ ok: true }, { status: 201 }));
    const response = await plain();
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const cached = apiRoute(async () => Response.json({}, { headers: { "Cache-Control": "public, max-age=300" } }));
    expect((await cached()).headers.get("cache-control")).toBe("public, max-age=300");
    const failing = apiRoute(async () => {
      throw new HttpError(400, "nope");
    });
    expect((await failing()).headers.get("cache-control")).toBe("no-store");
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES, bodyLimitMessages, bodyRefusal, installBodyLimits, LEAD_FORM_BODY_LIMIT_BYTES, MAX_LARGE_FORM_POSTS } from "@/lib/http/body-limits";

describe("bodyRefusal", () => {
  it.each([
    ["GET", "/", {}, null],
    ["POST", "/book/abc", { "content-length": String(BODY_LIMIT_BYTES) }, null],
    ["POST", "/book/abc", { "content-length": String(BODY_LIMIT_BYTES + 1) }, 413],
    ["POST", "/quote/abc", { "content-length": String(BODY_LIMIT_BYTES + 1) }, 413],
    // The quote form's server action takes its photos without JavaScript, on the pages that show it.
    ["POST", "/", { "content-length": String(LEAD_FORM_BODY_LIMIT_BYTES) }, null],
    ["POST", "/estimate?x", { "content-length": String(LEAD_FORM_BODY_LIMIT_BYTES) }, null],
    ["POST", "/", { "content-length": String(LEAD_FORM_BODY_LIMIT_BYTES + 1) }, 413],
    ["POST", "/estimate", { "content-length": String(LEAD_FORM_BODY_LIMIT_BYTES + 1) }, 413],
    ["PUT", "/", { "content-length": String(BODY_LIMIT_BYTES + 1) }, 413],
    // With JavaScript no server action carries photos: a call (Next-Action) is held to 1 MB there too.
    ["POST", "/", { "content-length": String(BODY_LIMIT_BYTES + 1), "next-action": "00" }, 413],
    ["POST", "/estimate", { "transfer-encoding": "chunked" }, 411],
    ["POST", "/qrcode?x=1", { "content-length": String(40 * 1024 * 1024) }, 413],
    ["POST", "/api/login", { "content-length": "2000000" }, 413],
    ["POST", "/", { "transfer-encoding": "chunked" }, 411],
    ["GET", "/", { "transfer-encoding": "chunked" }, 411],
    // The upload route counts its own stream (lib/photos/upload.ts), and answers the form's way.
    ["POST", "/api/contact", { "content-length": String(40 * 1024 * 1024) }, null],
    ["POST", "/api/contact?x", { "transfer-encoding": "chunked" }, null],
    ["PUT", "/api/contact", { "content-length": "2000000" }, 413],
  ] as const)("%s %s %o: %s", (method, url, headers, status) => {
    expect(bodyRefusal(method, url, headers)?.status ?? null).toBe(status);
  });
});

describe("installBodyLimits", () => {
  let server: http.Server;
  let base: string;
  const handled: string[] = [];
  beforeAll(async () => {
    installBodyLimits();
    server = http.createServer((request, response) => {
      handled.push(`${request.method} ${request.url}`);
      request.resume();
      request.on("end", () => response.end("handled"));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers 413 by Content-Length before the handler sees the request, and 411 to a body without one", async () => {
    const big = await fetch(`${base}/book/abc`, { method: "POST", headers: { "next-action": "0123" }, body: new Uint8Array(BODY_LIMIT_BYTES + 1) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: bodyLimitMessages.tooLarge });
    const streamed = await fetch(`${base}/`, {
      method: "POST",
      body: new ReadableStream({ start: (controller) => (controller.enqueue(new Uint8Array(10)), controller.close()) }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(411);
    expect(handled).toEqual([]);
    const small = await fetch(`${base}/`, { method: "POST", body: "a=1" });
    expect(await small.text()).toBe("handled");
    expect(handled).toEqual(["POST /"]);
  });

  it("reads at most MAX_LARGE_FORM_POSTS quote form posts over 1 MB at once: the next is refused (503) unread, and its turn comes back", async () => {
    handled.length = 0;
    const held: (() => void)[] = [];
    const holding = http.createServer((request, response) => {
      handled.push(`${request.method} ${request.url}`);
      request.resume();
      held.push(() => response.end("handled"));
    });
    await new Promise<void>((resolve) => holding.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(holding.address() as AddressInfo).port}/`;
    const post = () => fetch(url, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body: new Uint8Array(BODY_LIMIT_BYTES + 1) });
    try {
      const reading = Array.from({ length: MAX_LARGE_FORM_POSTS }, post);
      await expect.poll(() => held.length, { timeout: 10_000 }).toBe(MAX_LARGE_FORM_POSTS);
      const busy = await post();
      expect(busy.status).toBe(503);
      expect(await busy.json()).toEqual({ error: bodyLimitMessages.busy });
      expect(handled).toHaveLength(MAX_LARGE_FORM_POSTS);
      // A small post is not counted.
      const small = fetch(url, { method: "POST", body: "a=1" });
      await expect.poll(() => held.length, { timeout: 10_000 }).toBe(MAX_LARGE_FORM_POSTS + 1);
      for (const release of held.splice(0)) release();
      await Promise.all([...reading, small]);
      const again = post();
      await expect.poll(() => held.length, { timeout: 10_000 }).toBe(1);
      held.splice(0)[0]!();
      expect((await again).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => holding.close(() => resolve()));
    }
  }, 30_000);
});

import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { BODY_LIMIT_BYTES, bodyLimitMessages, bodyRefusal } from "@/lib/http/body-limits";
import { proxy } from "@/proxy";

describe("bodyRefusal", () => {
  it.each([
    ["GET", {}, null],
    ["POST", { "content-length": String(BODY_LIMIT_BYTES) }, null],
    ["POST", { "content-length": String(BODY_LIMIT_BYTES + 1) }, 413],
    ["POST", { "transfer-encoding": "chunked" }, 411],
    ["PUT", { "content-length": "5" }, null],
    ["HEAD", { "transfer-encoding": "chunked" }, null],
  ] as const)("%s %j → %s", (method, headers, status) => {
    expect(bodyRefusal(method, new Headers(headers))?.status ?? null).toBe(status);
  });
});

describe("proxy.ts", () => {
  it("answers a page's over-large or unmeasured body with 413 or 411 before anything reads it", async () => {
    const big = proxy(new NextRequest("http://localhost:3000/", { method: "POST", headers: { "next-action": "0123", "content-length": String(BODY_LIMIT_BYTES + 1) } }));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: bodyLimitMessages.tooLarge });
    const streamed = proxy(new NextRequest("http://localhost:3000/qrcode", { method: "POST", headers: { "transfer-encoding": "chunked" } }));
    expect(streamed.status).toBe(411);
    expect(await streamed.json()).toEqual({ error: bodyLimitMessages.lengthRequired });
    const small = proxy(new NextRequest("http://localhost:3000/", { method: "POST", headers: { "content-length": "3" }, body: "a=1" }));
    expect(small.status).toBe(200);
  });
});

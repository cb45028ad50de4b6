import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { BODY_LIMIT_BYTES, bodyLimitMessages, bodyRefusal, LEAD_FORM_BODY_LIMIT_BYTES } from "@/lib/security/body-limits";
import { proxy } from "@/proxy";

describe("bodyRefusal", () => {
  it.each([
    ["GET", "/", {}, null],
    ["POST", "/book/abc", { "content-length": String(BODY_LIMIT_BYTES) }, null],
    ["POST", "/book/abc", { "content-length": String(BODY_LIMIT_BYTES + 1) }, 413],
    ["PUT", "/", { "content-length": String(BODY_LIMIT_BYTES + 1) }, 413],
    ["POST", "/", { "content-length": String(BODY_LIMIT_BYTES + 1), "next-action": "00" }, 413],
    ["POST", "/qrcode", { "content-length": String(40 * 1024 * 1024) }, 413],
    ["POST", "/estimate", { "transfer-encoding": "chunked" }, 411],
    ["HEAD", "/", { "transfer-encoding": "chunked" }, null],
  ] as const)("%s %s %o: %s", (method, pathname, headers, status) => {
    expect(bodyRefusal(method, pathname, new Headers(headers))?.status ?? null).toBe(status);
  });

  it("names the photos' 50 MB to the plain quote form's post that is over it", () => {
    const form = { "content-type": "multipart/form-data; boundary=x", "content-length": String(LEAD_FORM_BODY_LIMIT_BYTES + 1) };
    expect(bodyRefusal("POST", "/", new Headers(form))).toEqual({ status: 413, error: bodyLimitMessages.formTooLarge });
    expect(bodyRefusal("POST", "/", new Headers({ ...form, "next-action": "00" }))).toEqual({ status: 413, error: bodyLimitMessages.tooLarge });
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

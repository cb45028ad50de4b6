import { describe, expect, it } from "vitest";
import { unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } from "next/experimental/testing/server";
import nextConfig from "@/next.config";
import { LEAD_FORM_BODY_LIMIT_BYTES, LEAD_FORM_OVERSIZE_LENGTH, skipsProxy } from "@/lib/security/body-limits";
import { pageCsp } from "@/lib/security/policy";
import { config } from "@/proxy";

const multipart = { "content-type": "multipart/form-data; boundary=----x", "content-length": "2048" };
const LIMIT = LEAD_FORM_BODY_LIMIT_BYTES;

describe("LEAD_FORM_OVERSIZE_LENGTH", () => {
  it.each([0, 1, 999_999, 9_999_999, 10_000_000, 50_000_000, 52_399_999, LIMIT - 10_000, LIMIT - 1, LIMIT, LIMIT + 1, LIMIT + 9, LIMIT + 64, LIMIT + 1_000, 52_999_999, 53_000_000, 59_999_999, 99_999_999, 100_000_000, 4_000_000_000])(
    "%i bytes: over the limit exactly when it is",
    (length) => {
      const over = new RegExp(`^${LEAD_FORM_OVERSIZE_LENGTH}$`);
      expect(over.test(String(length))).toBe(length > LIMIT);
      expect(over.test(`00${length}`)).toBe(length > LIMIT);
    },
  );
});

/**
 * Which requests proxy.ts sees: all but the plain quote form's post within its 50 MB
 * (skipsProxy), whose answer gets its headers from next.config.ts instead: the literal matcher,
 * the rule and the headers agree.
 */
describe("proxy.ts's matcher", () => {
  it.each([
    ["/", {}, true],
    ["/", { "content-type": "application/x-www-form-urlencoded", "content-length": "20" }, true],
    ["/", multipart, false],
    ["/estimate", multipart, false],
    ["/", { ...multipart, "content-length": String(LIMIT) }, false],
    ["/", { ...multipart, "content-length": String(LIMIT + 1) }, true],
    ["/estimate", { ...multipart, "content-length": String(40 * LIMIT) }, true],
    ["/", { "content-type": multipart["content-type"], "transfer-encoding": "chunked" }, true],
    ["/", { ...multipart, "next-action": "00" }, true],
    ["/estimate", { ...multipart, "next-action": "00" }, true],
    ["/estimate", {}, true],
    ["/estimates", multipart, true],
    ["/privacy", multipart, true],
    ["/book/abc", multipart, true],
    ["/quote/abc", multipart, true],
    ["/api/contact", multipart, false],
    ["/_next/static/chunks/a.js", {}, false],
    ["/sw.js", {}, false],
  ] as const)("%s %o: proxy %s", async (path, headers, proxied) => {
    expect(unstable_doesMiddlewareMatch({ config, url: path, headers })).toBe(proxied);
    if (!path.startsWith("/api/") && !path.startsWith("/_next/") && path !== "/sw.js") {
      expect(skipsProxy(path, new Headers(headers))).toBe(!proxied);
      const answer = await unstable_getResponseFromNextConfig({ url: `http://localhost${path}`, nextConfig, headers });
      expect(answer.headers.get("content-security-policy")).toBe(proxied ? null : pageCsp("none"));
      if (!proxied) expect(answer.headers.get("x-frame-options")).toBe("DENY");
    }
  });
});

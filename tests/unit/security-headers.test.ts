import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "@/lib/security/inline-script-hashes";
import { checkoutOrigins } from "@/lib/payments/checkout-origin";
import { apiCsp, commonSecurityHeaders, newNonce, pageCsp } from "@/lib/security/policy";
import { scoreResponse } from "../support/observatory";

const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
const origin = "https://www.orbitpainting.com.au";

describe("page Content-Security-Policy", () => {
  it("allows scripts only from this origin and by nonce or hash, never unsafe-inline or unsafe-eval", () => {
    const csp = pageCsp({ nonce: "abc123", hashes: ["sha256-x"] });
    const script = /script-src ([^;]+)/.exec(csp)![1];
    expect(script).toBe("'self' 'nonce-abc123' 'sha256-x'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("adds unsafe-eval and the HMR socket only in development", () => {
    expect(pageCsp({ nonce: "n" }, { dev: true })).toMatch(/script-src [^;]*'unsafe-eval'/);
    expect(pageCsp({ nonce: "n" }, { dev: true })).toMatch(/connect-src [^;]*ws:/);
    expect(pageCsp({ hashes: [] })).not.toContain("unsafe-eval");
    // "Pay by card": the quote page's form is redirected to Stripe Checkout, and only there.
    expect(pageCsp({ nonce: "n" }, { formTargets: checkoutOrigins({ STRIPE_SECRET_KEY: "sk_live_x" }) })).toContain("form-action 'self' https://checkout.stripe.com;");
    expect(checkoutOrigins({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_API_URL: "http://127.0.0.1:4010/" })).toEqual(["http://127.0.0.1:4010"]);
    expect(checkoutOrigins({})).toEqual([]);
    expect(pageCsp({ nonce: "n" })).toContain("form-action 'self';");
  });

  it("gives API answers a policy that loads and frames nothing", () => {
    expect(apiCsp).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
  });

  it("sends HSTS for a year with sub-domains in production only", () => {
    expect(commonSecurityHeaders({ production: true })["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    expect(commonSecurityHeaders({ production: false })["Strict-Transport-Security"]).toBeUndefined();
  });

  it("makes a new 128-bit nonce every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    expect(Buffer.from([...nonces][0]!, "base64")).toHaveLength(16);
  });
});

describe("inline script hashes of a prerendered page", () => {
  it("hashes the exact text of each executable inline script once, skipping external scripts and data blocks", () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script>self.__next_f.push([0])</script>',
      '<script id="_R_">requestAnimationFrame(() => {})</script>',
      '<script type="application/ld+json">{"@type":"HousePainter"}</script>',
      '<script>self.__next_f.push([0])</script>',
      '<script type="module">import "/x.js"</script>',
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([sha("self.__next_f.push([0])"), sha("requestAnimationFrame(() => {})"), sha('import "/x.js"')]);
  });
});

describe("Observatory scoring rules", () => {
  const good = {
    ...commonSecurityHeaders({ production: true }),
    "Content-Security-Policy": pageCsp({ hashes: ["sha256-x"] }),
  };

  it("grades the site's own headers A+", () => {
    const result = scoreResponse({ headers: good, origin, html: '<script src="/_next/static/a.js"></script>' });
    expect(result.tests["content-security-policy"]!.result).toBe("csp-implemented-with-unsafe-inline-in-style-src-only");
    expect(result.tests["x-frame-options"]!.result).toBe("x-frame-options-implemented-via-csp");
    expect(result.score).toBe(110);
    expect(result.grade).toBe("A+");
  });

  it("fails a site without a CSP, HSTS or nosniff", () => {
    const result = scoreResponse({ headers: { "Referrer-Policy": "no-referrer" }, origin });
    expect(result.score).toBe(100 - 25 - 20 - 5 - 20);
    expect(result.grade).toBe("D");
  });

  it("penalises unsafe-inline and unsafe-eval in script-src, and cookies without Secure", () => {
    const inline = scoreResponse({ headers: { ...good, "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-inline'" }, origin });
    expect(inline.tests["content-security-policy"]!.modifier).toBe(-20);
    const evalPolicy = scoreResponse({ headers: { ...good, "Content-Security-Policy": "default-src 'none'; script-src 'self' 'unsafe-eval'; object-src 'none'" }, origin });
    expect(evalPolicy.tests["content-security-policy"]!.result).toBe("csp-implemented-with-unsafe-eval");
    const cookie = scoreResponse({ headers: good, origin, cookies: ["sid=1; HttpOnly; SameSite=Lax"] });
    expect(cookie.tests.cookies!.modifier).toBe(-20);
  });

  it("penalises external scripts without integrity", () => {
    const result = scoreResponse({ headers: good, origin, html: '<script src="https://cdn.example.com/x.js"></script>' });
    expect(result.tests["subresource-integrity"]!.modifier).toBe(-5);
  });
});

/**
 * The site's security headers (SECURITY.md): one place for every value, used by
 * proxy.ts (pages and API answers) and next.config.ts (files Next serves without the proxy).
 * Pure: no Node or Next imports, so both runtimes and the unit tests can load it.
 */

export type ScriptSources = { nonce: string; hashes?: readonly string[] } | { hashes: readonly string[] };

export interface PolicyOptions {
  /** `next dev`: React needs eval for its debugging aids, and the HMR socket needs ws:. */
  dev?: boolean;
  /** Origins a form's post may be redirected to besides this one (Stripe Checkout: lib/payments/checkout-origin.ts). */
  formTargets?: readonly string[];
}

/** Google serves reviewers' profile photos from here (the testimonials' live reviews). */
const reviewPhotoHosts = "https://*.googleusercontent.com";

/**
 * A page's Content-Security-Policy. Scripts run only from this origin or when their exact text
 * is allowed: by the per-request nonce (dynamic pages) or by the SHA-256 hashes of a prerendered
 * page's inline scripts (static pages stay static); "none" for a page rendered without the
 * proxy's nonce (the plain quote form's answer, which works as posted without scripts). Styles
 * may be inline: React and the UI primitives set style attributes, and CSS cannot run code.
 */
export function pageCsp(scripts: ScriptSources | "none", options: PolicyOptions = {}): string {
  const scriptSrc = scripts === "none" ? ["'none'"] : ["'self'"];
  if (scripts !== "none") {
    if ("nonce" in scripts) scriptSrc.push(`'nonce-${scripts.nonce}'`);
    for (const hash of scripts.hashes ?? []) scriptSrc.push(`'${hash}'`);
  }
  if (options.dev) scriptSrc.push("'unsafe-eval'");
  const directives: Record<string, string> = {
    "default-src": "'none'",
    "script-src": scriptSrc.join(" "),
    "style-src": "'self' 'unsafe-inline'",
    "img-src": `'self' data: blob: ${reviewPhotoHosts}`,
    "font-src": "'self' data:",
    // html-to-image reads the page's own fonts and images (fetch of same-origin and data: URLs).
    "connect-src": options.dev ? "'self' data: blob: ws: wss:" : "'self' data: blob:",
    "manifest-src": "'self'",
    "worker-src": "'self'",
    "media-src": "'self'",
    "form-action": ["'self'", ...(options.formTargets ?? [])].join(" "),
    "base-uri": "'none'",
    "object-src": "'none'",
    "frame-ancestors": "'none'",
  };
  return serialise(directives);
}

/** JSON and other non-document answers (no route writes a page): nothing may load, nothing may frame them. */
export const apiCsp = serialise({
  "default-src": "'none'",
  "base-uri": "'none'",
  "form-action": "'none'",
  "frame-ancestors": "'none'",
});

function serialise(directives: Record<string, string>): string {
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");
}

/** Headers every response carries, whatever serves it. HSTS only in production (HTTPS). */
export function commonSecurityHeaders({ production }: { production: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()",
    // For browsers without CSP frame-ancestors.
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (production) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/**
 * Pages and answers whose address is a secret (a customer's quote or booking link, the owner's
 * calendar feed): never indexed, and no Referer carries the address to another site. The quote
 * and booking pages say `same-origin`: under no-referrer a browser sends `Origin: null` with
 * their server-action forms, which Next's CSRF check refuses; same-origin still sends nothing to
 * any other site.
 */
const privateLinks = [
  { prefix: "/quote/", referrer: "same-origin" },
  { prefix: "/book/", referrer: "same-origin" },
  { prefix: "/api/booking/", referrer: "no-referrer" },
  { prefix: "/calendar/", referrer: "no-referrer" },
  { prefix: "/unsubscribe/", referrer: "same-origin" },
  { prefix: "/api/unsubscribe/", referrer: "no-referrer" },
] as const;
export const privatePageReferrerPolicy = "same-origin";
export const privateLinkReferrerPolicy = "no-referrer";

export function privateLinkHeaders(pathname: string): Record<string, string> {
  const link = privateLinks.find(({ prefix }) => pathname.startsWith(prefix));
  if (!link) return {};
  return { "Referrer-Policy": link.referrer, "X-Robots-Tag": "noindex, nofollow" };
}

/** A fresh nonce per request: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

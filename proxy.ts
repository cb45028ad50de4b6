import { NextResponse, type NextRequest } from "next/server";
import { isAllowedAdminHost, parseHostList } from "@/lib/admin-hosts";
import { bodyRefusal } from "@/lib/security/body-limits";
import { defaultAdminHosts } from "@/lib/config/schema";
import { checkoutOrigins } from "@/lib/payments/checkout-origin";
import { apiCsp, commonSecurityHeaders, newNonce, pageCsp, privateLinkHeaders } from "@/lib/security/policy";
import { siteUrl } from "@/lib/site-url";
import { routeOf, staticPageHashes } from "@/lib/security/static-page-hashes";
import { fallbackRoutes } from "@/lib/security/static-pages";

const dev = process.env.NODE_ENV === "development";
const production = process.env.NODE_ENV === "production";

/**
 * Every page passes here (API answers get their fixed headers from next.config.ts):
 * - A body over 1 MB, or one without a Content-Length, is refused by its headers (411/413)
 *   before the page or its server action reads it (lib/security/body-limits.ts). Next has buffered
 *   at most 1 MB of it by then (proxyClientMaxBodySize); the plain quote form's post, photos
 *   and all, does not come here (the matcher below).
 * - /admin-pwa opens only on the hosts of ADMIN_ALLOWED_HOSTS; anywhere else it goes to the
 *   site's home page, built from the site's own address (never from the Host it was sent).
 * - Security headers and the Content-Security-Policy (SECURITY.md). A page prerendered at build
 *   gets the hashes of its own inline scripts, computed once after the build
 *   (scripts/static-page-hashes.mjs), so it stays static; any other page gets a fresh nonce,
 *   passed to Next on the request's CSP header so its scripts carry it. The not-found and error
 *   pages are prerendered and may be served for any path: their hashes join every nonce policy.
 * - A customer's private link (/quote/{token}) sends no Referer and is not indexed.
 * A cache in front (docs/operations.md) may keep what Next marks as shared (a static page, a
 * file) and serve it without passing here: a rule that depends on a cookie or on a request
 * header other than Host must keep its answer private or redirect.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  const refusal = bodyRefusal(request.method, pathname, request.headers);
  if (refusal) return withHeaders(NextResponse.json({ error: refusal.error }, { status: refusal.status, headers: { "Cache-Control": "no-store" } }), apiCsp);

  if (pathname === "/admin-pwa" || pathname.startsWith("/admin-pwa/")) {
    const allowed = parseHostList(process.env.ADMIN_ALLOWED_HOSTS, defaultAdminHosts);
    if (!isAllowedAdminHost(request.headers.get("host"), allowed)) {
      return withHeaders(NextResponse.redirect(new URL("/", siteUrl)), apiCsp);
    }
  }

  const hashes = dev ? undefined : staticPageHashes(routeOf(pathname));
  if (hashes) return withHeaders(NextResponse.next(), pageCsp({ hashes }));

  const nonce = newNonce();
  const fallbackPageHashes = dev ? [] : [...new Set(fallbackRoutes.flatMap((route) => staticPageHashes(route) ?? []))];
  const formTargets = pathname.startsWith("/quote/") ? checkoutOrigins({ STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY, STRIPE_API_URL: process.env.STRIPE_API_URL }) : [];
  const csp = pageCsp({ nonce, hashes: fallbackPageHashes }, { dev, formTargets });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", csp);
  requestHeaders.set("x-nonce", nonce);
  const response = withHeaders(NextResponse.next({ request: { headers: requestHeaders } }), csp);
  for (const [name, value] of Object.entries(privateLinkHeaders(pathname))) response.headers.set(name, value);
  return response;
}

function withHeaders(response: NextResponse, csp: string): NextResponse {
  response.headers.set("Content-Security-Policy", csp);
  for (const [name, value] of Object.entries(commonSecurityHeaders({ production }))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Not the API (its headers are the same for every answer: next.config.ts gives them, without a
  // proxy run per request), Next's hashed static files and optimised images (next.config.ts
  // gives them the common headers) nor the service worker (its own strict policy, next.config.ts).
  // The calendar feed is no page either: its headers come from next.config.ts.
  // On the quote form's pages (LEAD_FORM_PAGES), all but the plain form's own post within its
  // 50 MB (multipart, no Next-Action: skipsProxy): Next would buffer its photos here before this
  // ran; its server action reads them itself, and next.config.ts gives that answer its headers.
  matcher: [
    "/((?!api/|calendar/|_next/static|_next/image|sw\\.js$|estimate$).+)",
    { source: "/(estimate)?", missing: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }] },
    { source: "/(estimate)?", has: [{ type: "header", key: "next-action" }] },
    { source: "/(estimate)?", missing: [{ type: "header", key: "content-length" }] },
    {
      source: "/(estimate)?",
      has: [{ type: "header", key: "content-length", value: "0*(?:[1-9]\\d{8,}|[6-9]\\d{7}|5[3-9]\\d{6}|52[5-9]\\d{5}|5249[5-9]\\d{3}|52494[4-9]\\d{2}|524943[4-9]\\d{1}|5249433[7-9])" }],
    },
  ],
};

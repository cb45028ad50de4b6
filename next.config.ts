import type { NextConfig } from "next";
import { parseBusinessFacts } from "./lib/config/business-facts";
import { BODY_LIMIT_BYTES, FORM_POST_CONTENT_TYPE, LEAD_FORM_BODY_LIMIT_BYTES, LEAD_FORM_OVERSIZE_LENGTH, LEAD_FORM_PAGES } from "./lib/security/body-limits";
import { apiCsp, commonSecurityHeaders, pageCsp, privateLinkReferrerPolicy } from "./lib/security/policy";

const production = process.env.NODE_ENV === "production";
/**
 * What Next answers without passing proxy.ts still gets the security headers (SECURITY.md): its
 * files, and every API answer, whose headers depend on nothing in the request.
 */
const securityHeaders = Object.entries(commonSecurityHeaders({ production })).map(([key, value]) => ({ key, value }));
const fixedHeaders = [...securityHeaders, { key: "Content-Security-Policy", value: apiCsp }];
/**
 * The plain quote form's post skips proxy.ts (its matcher), so no nonce: the page it renders
 * (the form with its problems) runs no script. A stored request is a redirect.
 */
const leadFormPostHeaders = LEAD_FORM_PAGES.map((source) => ({
  source,
  has: [
    { type: "header" as const, key: "content-type", value: FORM_POST_CONTENT_TYPE },
    { type: "header" as const, key: "content-length" },
  ],
  missing: [
    { type: "header" as const, key: "next-action" },
    { type: "header" as const, key: "content-length", value: LEAD_FORM_OVERSIZE_LENGTH },
  ],
  headers: [...securityHeaders, { key: "Content-Security-Policy", value: pageCsp("none") }],
}));
/**
 * The service worker (Next.js's PWA guide): never cached, so an update reaches the admin at
 * once, and a CSP of its own that lets it load nothing but same-origin files.
 */
const serviceWorkerHeaders = [
  ...securityHeaders,
  { key: "Content-Type", value: "application/javascript; charset=utf-8" },
  { key: "Cache-Control", value: "no-cache, no-store, must-revalidate" },
  { key: "Content-Security-Policy", value: "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'" },
];

/**
 * The public pages print the contractor licence number (lib/business.ts), so it is read at build.
 * A malformed one stops the build; a missing one is development's sample (the server refuses to
 * start in production without it, and with one that differs from this: lib/startup.ts).
 */
const facts = parseBusinessFacts(process.env, false);
if ("problems" in facts) throw new Error(`Invalid configuration:\n${facts.problems.map((problem) => `  - ${problem}`).join("\n")}`);

const nextConfig: NextConfig = {
  env: { BUSINESS_LICENCE: process.env.BUSINESS_LICENCE ? facts.licenceNumber : "" },
  // NEXT_OUTPUT=standalone builds a self-contained server in .next/standalone for container images
  // (docs/operations.md); `next start` itself wants the ordinary output.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  poweredByHeader: false,
  // `npm test` has just checked this tree (next typegen, then tsc over it all, route types
  // included) and says so here, so its build does not check it a second time.
  typescript: { ignoreBuildErrors: process.env.ORBIT_TYPES_CHECKED === "1" },
  reactStrictMode: true,
  // The migrations are read at start-up by instrumentation.ts: ship them with the standalone server.
  outputFileTracingIncludes: { "/*": ["./prisma/migrations/**/*"] },
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "@electric-sql/pglite", "web-push", "graphile-worker", "sharp"],
  experimental: {
    // The quote form without JavaScript posts its photos to its server action (on / and /estimate),
    // past proxy.ts: the photos' limit. Every other body is held to 1 MB by proxy.ts from its
    // headers, and Next buffers no more than that for it (lib/security/body-limits.ts).
    serverActions: { bodySizeLimit: LEAD_FORM_BODY_LIMIT_BYTES },
    proxyClientMaxBodySize: BODY_LIMIT_BYTES,
  },
  images: { formats: ["image/avif", "image/webp"] },
  async headers() {
    return [
      { source: "/api/:path*", headers: fixedHeaders },
      // Answers about a booking link or the calendar feed: their address stays out of any Referer (the later rule wins).
      { source: "/api/booking/:path*", headers: [{ key: "Referrer-Policy", value: privateLinkReferrerPolicy }] },
      { source: "/calendar/:path*", headers: [...fixedHeaders, { key: "Referrer-Policy", value: privateLinkReferrerPolicy }] },
      { source: "/_next/static/:path*", headers: fixedHeaders },
      { source: "/_next/image", headers: fixedHeaders },
      { source: "/sw.js", headers: serviceWorkerHeaders },
      ...leadFormPostHeaders,
    ];
  },
};

export default nextConfig;

/**
 * The pages `next build` prerenders once and serves as they are (no regeneration): their CSP
 * allows their inline scripts by hash (scripts/static-page-hashes.mjs writes the hashes after
 * the build; lib/security/static-page-hashes.ts reads them). Pure, for the build script too.
 */
export const staticMarketingRoutes = ["/", "/privacy", "/qrcode", "/business-card"] as const;

/** Next's own prerendered fallbacks, which may answer any path: their hashes join every nonce policy. */
export const fallbackRoutes = ["/_not-found", "/_global-error"] as const;

/** Written into the build's folder (`.next/`), beside the standalone server's too. */
export const STATIC_PAGE_HASHES_FILE = "static-page-hashes.json";

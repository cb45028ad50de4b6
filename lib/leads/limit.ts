import "server-only";
import { getConfig } from "@/lib/config";
import { rateLimiter, type RateLimiter } from "@/lib/rate-limit";

/** Leads from one client address: QUOTE_RATE_LIMIT in 10 minutes from the first. */
export const LEAD_WINDOW_SECONDS = 10 * 60;

let limiter: RateLimiter | undefined;

/** Built on first use: configuration is read at run time. Keys are `quote:<address>`. */
export function leadLimiter(): RateLimiter {
  limiter ??= rateLimiter({ keyPrefix: "quote", points: getConfig().quoteRateLimit, windowSeconds: LEAD_WINDOW_SECONDS });
  return limiter;
}

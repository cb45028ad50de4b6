import "server-only";
import { getConfig } from "@/lib/config";
import { HttpError } from "@/lib/http/responses";
import { countAttempt, rateLimiter, type RateLimiter } from "@/lib/rate-limit";
import { bookingTexts } from "./booking-texts";

/** The window of BOOKING_RATE_LIMIT: 10 minutes from an address's first counted request. */
export const BOOKING_WINDOW_SECONDS = 10 * 60;

let limiter: RateLimiter | undefined;

/** Built on first use (configuration is read at run time). Keys are `booking:<address>`. */
function bookingLimiter(): RateLimiter {
  limiter ??= rateLimiter({ keyPrefix: "booking", points: getConfig().bookingRateLimit, windowSeconds: BOOKING_WINDOW_SECONDS });
  return limiter;
}

/**
 * The booking pages' limit per client address, on the site's one rate limiter: every booking,
 * move and cancellation, and every unknown link (a guess), count; reading a known link's page and
 * slots does not. BOOKING_RATE_LIMIT in 10 minutes, then 429.
 */
export async function countBookingAttempt(clientIp: string): Promise<void> {
  const counted = await countAttempt(bookingLimiter(), clientIp);
  if (!counted.ok) throw new HttpError(429, bookingTexts.tooMany, { retryAfterSeconds: counted.retryAfterSeconds });
}

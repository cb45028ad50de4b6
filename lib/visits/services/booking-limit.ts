import "server-only";
import { getConfig } from "@/lib/config";
import { HttpError } from "@/lib/http/responses";
import { clientLimit, type ClientLimit } from "@/lib/rate-limit";
import { bookingTexts } from "@/lib/visits/model/booking-texts";

/** The window of BOOKING_RATE_LIMIT and SLOTS_RATE_LIMIT: 10 minutes from an address's first counted request. */
export const BOOKING_WINDOW_SECONDS = 10 * 60;

let limiter: ClientLimit | undefined;
let slotsLimiter: ClientLimit | undefined;

/** Built on first use (configuration is read at run time). Keys are `booking:<address>`, `booking48:<prefix>`. */
function bookingLimiter(): ClientLimit {
  limiter ??= clientLimit({ keyPrefix: "booking", points: getConfig().bookingRateLimit, windowSeconds: BOOKING_WINDOW_SECONDS });
  return limiter;
}

/**
 * The booking pages' limit per client (an IPv4 address, an IPv6 /64 and its /48 at twice the
 * count, as the quote requests), on the site's one rate limiter: every booking, move and
 * cancellation, and every unknown link (a guess), count; reading a known link's page does not.
 * BOOKING_RATE_LIMIT in 10 minutes, then 429.
 */
export async function countBookingAttempt(clientIp: string): Promise<void> {
  const counted = await bookingLimiter().count(clientIp);
  if (!counted.ok) throw new HttpError(429, bookingTexts.tooMany, { retryAfterSeconds: counted.retryAfterSeconds });
}

/** GET /api/booking/{token}/slots per client: SLOTS_RATE_LIMIT in 10 minutes, then 429 (each answer reads the owner's week). */
export async function countSlotsRequest(clientIp: string): Promise<void> {
  slotsLimiter ??= clientLimit({ keyPrefix: "slots", points: getConfig().slotsRateLimit, windowSeconds: BOOKING_WINDOW_SECONDS, inMemory: true });
  const counted = await slotsLimiter.count(clientIp);
  if (!counted.ok) throw new HttpError(429, bookingTexts.tooMany, { retryAfterSeconds: counted.retryAfterSeconds });
}

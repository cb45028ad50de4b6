import "server-only";
import { getConfig } from "@/lib/config";
import { HttpError } from "@/lib/http/responses";
import { hitRateLimit } from "@/lib/rate-limit";
import { bookingTexts } from "./booking-texts";

export const BOOKING_WINDOW_MS = 10 * 60 * 1000;

/**
 * The booking pages' limit per client address: every booking, move and cancellation, and every
 * unknown link (a guess), count; reading a known link's page and slots does not. BOOKING_RATE_LIMIT
 * in 10 minutes, then 429.
 */
export async function countBookingAttempt(clientIp: string): Promise<void> {
  const state = await hitRateLimit(`booking:${clientIp}`, { limit: getConfig().bookingRateLimit, windowMs: BOOKING_WINDOW_MS });
  if (!state.allowed) throw new HttpError(429, bookingTexts.tooMany, { retryAfterSeconds: state.retryAfterSeconds });
}

import "server-only";
import { getConfig } from "@/lib/config";
import { HttpError } from "@/lib/http/responses";
import { clientLimit, type ClientLimit } from "@/lib/rate-limit";

export const tooManyEstimatesMessage = "Too many estimates from your connection. Please wait a minute and try again.";
/** ESTIMATE_RATE_LIMIT's window: one minute from a client's first estimate. */
export const ESTIMATE_WINDOW_SECONDS = 60;

let limiter: ClientLimit | undefined;

/** POST /api/estimate per client (IPv4 address, IPv6 /64 and its /48): ESTIMATE_RATE_LIMIT a minute, then 429 with Retry-After. */
export async function countEstimateRequest(clientIp: string): Promise<void> {
  // A client past its limit is refused from memory: a burst of estimates costs no database work.
  limiter ??= clientLimit({ keyPrefix: "estimate", points: getConfig().estimateRateLimit, windowSeconds: ESTIMATE_WINDOW_SECONDS, inMemory: true });
  const counted = await limiter.count(clientIp);
  if (!counted.ok) throw new HttpError(429, tooManyEstimatesMessage, { retryAfterSeconds: counted.retryAfterSeconds });
}

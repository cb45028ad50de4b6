import "server-only";
import { getConfig } from "@/lib/config";
import { widerSubject } from "@/lib/http/client-ip";
import { countAttempt, rateLimiter, refundAttempt, type Counted, type RateLimiter } from "@/lib/rate-limit";

/** Leads from one client address: LEAD_RATE_LIMIT in 10 minutes from the first. */
export const LEAD_WINDOW_SECONDS = 10 * 60;
/** An IPv6 /48 may send this many times one address's limit (a few households or offices behind one prefix). */
export const PREFIX_48_FACTOR = 2;

let limiter: RateLimiter | undefined;
let prefixLimiter: RateLimiter | undefined;

/** Built on first use: configuration is read at run time. Keys are `lead:<address>`. */
export function leadLimiter(): RateLimiter {
  limiter ??= rateLimiter({ keyPrefix: "lead", points: getConfig().leadRateLimit, windowSeconds: LEAD_WINDOW_SECONDS });
  return limiter;
}

/** The /48 of an IPv6 client: keys `lead48:<prefix>::/48`. */
function leadPrefixLimiter(): RateLimiter {
  prefixLimiter ??= rateLimiter({ keyPrefix: "lead48", points: PREFIX_48_FACTOR * getConfig().leadRateLimit, windowSeconds: LEAD_WINDOW_SECONDS });
  return prefixLimiter;
}

/**
 * Counts one request against its client (an IPv4 address or IPv6 /64) and, for IPv6, its /48
 * too: refused when either is past its limit (a request refused by one is given back to the other).
 */
export async function countLeadAttempt(subject: string): Promise<Counted> {
  const wider = widerSubject(subject);
  const [own, group] = await Promise.all([countAttempt(leadLimiter(), subject), wider ? countAttempt(leadPrefixLimiter(), wider) : null]);
  if (!own.ok && group?.ok) await refundAttempt(leadPrefixLimiter(), wider!);
  if (own.ok && group && !group.ok) await refundAttempt(leadLimiter(), subject);
  if (!own.ok) return own;
  return group && !group.ok ? group : own;
}

/** Gives back one counted request (a repeat of a stored one). */
export async function refundLeadAttempt(subject: string): Promise<void> {
  const wider = widerSubject(subject);
  await Promise.all([refundAttempt(leadLimiter(), subject), wider ? refundAttempt(leadPrefixLimiter(), wider) : null]);
}

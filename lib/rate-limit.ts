import "server-only";
import { getDb } from "@/lib/db";

/**
 * Fixed-window counters kept in the database, so every app server shares them.
 * A key names the rule and its subject, e.g. `quote:203.0.113.7` or `signin:admin:203.0.113.7`.
 */
export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateState {
  /** Events counted in the current window, including this one for `hit`. */
  count: number;
  /** Whether this event is within the limit. */
  allowed: boolean;
  /** Seconds until the window ends: the Retry-After of a 429. */
  retryAfterSeconds: number;
}

function windowOf(rule: RateRule, now: number) {
  const start = Math.floor(now / rule.windowMs) * rule.windowMs;
  return { start: new Date(start), end: new Date(start + rule.windowMs) };
}

function state(count: number, limit: number, end: Date, now: number, inclusive: boolean): RateState {
  return {
    count,
    allowed: inclusive ? count <= limit : count < limit,
    retryAfterSeconds: Math.max(1, Math.ceil((end.getTime() - now) / 1000)),
  };
}

/** Counts one event and says whether it is within the limit. One atomic statement. */
export async function hitRateLimit(key: string, rule: RateRule, now = Date.now()): Promise<RateState> {
  const { start, end } = windowOf(rule, now);
  const rows = await getDb().$queryRaw<Array<{ count: number }>>`
    INSERT INTO "rate_limits" ("key", "windowStart", "count", "expiresAt")
    VALUES (${key}, ${start}, 1, ${end})
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "rate_limits"."count" + 1
    RETURNING "count"`;
  // Expired windows are swept now and then rather than by a separate job.
  if (Math.random() < 0.01) void sweepExpiredRateLimits(now).catch(() => {});
  return state(rows[0]?.count ?? 1, rule.limit, end, now, true);
}

/**
 * Takes back one event counted by `hitRateLimit` with the same `now` (so the same window): for an
 * event that turned out not to count, such as a retry of something already done.
 */
export async function refundRateLimit(key: string, rule: RateRule, now: number): Promise<void> {
  const { start } = windowOf(rule, now);
  await getDb().$executeRaw`
    UPDATE "rate_limits" SET "count" = "count" - 1 WHERE "key" = ${key} AND "windowStart" = ${start} AND "count" > 0`;
}

/** Whether one more event would still be allowed, without counting one. */
export async function peekRateLimit(key: string, rule: RateRule, now = Date.now()): Promise<RateState> {
  const { start, end } = windowOf(rule, now);
  const row = await getDb().rateLimit.findUnique({ where: { key_windowStart: { key, windowStart: start } } });
  return state(row?.count ?? 0, rule.limit, end, now, false);
}

/** Forgets a key's events (a successful sign-in clears its failures). */
export async function resetRateLimit(key: string): Promise<void> {
  await getDb().rateLimit.deleteMany({ where: { key } });
}

export async function sweepExpiredRateLimits(now = Date.now()): Promise<number> {
  const { count } = await getDb().rateLimit.deleteMany({ where: { expiresAt: { lt: new Date(now) } } });
  return count;
}

import "server-only";
import { RateLimiterPostgres, RateLimiterRes, type IRateLimiterPostgresOptions } from "rate-limiter-flexible";
import { getDb } from "@/lib/db";
import { widerSubject } from "@/lib/http/client-ip";

/**
 * Every rate limit of the site (sign-in, codes, quote requests), kept by rate-limiter-flexible's
 * PostgreSQL store in `rate_limits`, so every app server shares them. Each counts in one atomic
 * upsert made *before* the work it guards. Two shapes:
 *
 * - `windowSeconds`: at most `points` events in a window that starts at the key's first event
 *   (the quote and code-send limits); Retry-After is the rest of that window.
 * - `blockSeconds`: the count runs, with no window, until it passes `points`, which blocks the key
 *   for that long, or until a success clears it; so at most `points` attempts pass in any stretch
 *   of one block, wherever it starts (the sign-in limits, SECURITY.md "Sign-in under attack").
 *
 * The library sweeps rows expired an hour ago every five minutes, from each process.
 */

// The store is driven through the app's own Prisma client: one pool for the app, and no named
// prepared statements, which pglite-socket (one PGlite session behind every connection) cannot
// keep apart. Its SQL is rate-limiter-flexible's own, with bound parameters.
const prismaStore = {
  async query({ text, values = [] }: { text: string; values?: unknown[] }) {
    const db = getDb();
    if (/^\s*DELETE\b/i.test(text)) return { rows: [], rowCount: await db.$executeRawUnsafe(text, ...values) };
    const rows = await db.$queryRawUnsafe<Array<Record<string, unknown>>>(text, ...values);
    // PostgreSQL bigint arrives as BigInt; the library does arithmetic with Number.
    const plain = rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === "bigint" ? Number(value) : value])));
    return { rows: plain, rowCount: plain.length };
  },
};

export type RateLimit = {
  keyPrefix: string;
  points: number;
  /** A key past its limit is also refused from this process's memory, until its block or window ends, with no database round trip. */
  inMemory?: boolean;
} & ({ windowSeconds: number; blockSeconds?: never } | { blockSeconds: number; windowSeconds?: never });

export type RateLimiter = RateLimiterPostgres;

/** Every limiter built in this process, for forgetBlocksInMemory. */
const built = new Set<RateLimiter>();

export function rateLimiter(limit: RateLimit): RateLimiter {
  const options: IRateLimiterPostgresOptions = {
    storeClient: prismaStore,
    storeType: "client",
    tableName: "rate_limits",
    tableCreated: true,
    keyPrefix: limit.keyPrefix,
    points: limit.points,
    duration: limit.windowSeconds ?? 0,
    blockDuration: limit.blockSeconds ?? 0,
  };
  if (limit.inMemory) {
    // A flood from one key then costs no more than parsing its requests. Without a duration the
    // library remembers a window's refusal for the rest of that window.
    options.inMemoryBlockOnConsumed = limit.points + 1;
    if (limit.blockSeconds) options.inMemoryBlockDuration = limit.blockSeconds;
  }
  const limiter = new RateLimiterPostgres(options);
  built.add(limiter);
  return limiter;
}

/** Forgets the blocks held in this process's memory (after the table was emptied, in tests). */
export function forgetBlocksInMemory(): void {
  for (const limiter of built) limiter.deleteInMemoryBlockedAll();
}

export type Counted =
  /** `consumed`: events counted so far, this one included. */
  | { ok: true; consumed: number }
  /** `tripped`: this event is the one that passed the limit (and started a block). */
  | { ok: false; retryAfterSeconds: number; tripped: boolean };

/** Counts one event (or `points` of an amount); refused past the limit. A database failure is thrown (503 upstream). */
export async function countAttempt(limiter: RateLimiter, key: string, points = 1): Promise<Counted> {
  try {
    const state = await limiter.consume(key, points);
    return { ok: true, consumed: state.consumedPoints };
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return {
      ok: false,
      retryAfterSeconds: retryAfter(limiter, refusal),
      tripped: refusal.consumedPoints === limiter.points + 1,
    };
  }
}

/** Seconds until one more event would be allowed, or 0 when it would be now. Counts nothing. */
export async function fullFor(limiter: RateLimiter, key: string): Promise<number> {
  const state = await limiter.get(key);
  return state && state.consumedPoints >= limiter.points ? retryAfter(limiter, state) : 0;
}

/** Seconds the key stays blocked (past its limit), or 0 when it is not blocked. Counts nothing. */
export async function blockedFor(limiter: RateLimiter, key: string): Promise<number> {
  const state = await limiter.get(key);
  return state && state.consumedPoints > limiter.points ? retryAfter(limiter, state) : 0;
}

/** Blocks a key now, for the limiter's block duration (a ceiling reached by a failure). */
export async function blockNow(limiter: RateLimiter, key: string): Promise<void> {
  await limiter.block(key, limiter.blockDuration);
}

/**
 * Takes back one counted event (a success, a repeat, or one never tried). It lands in the key's
 * current window: one that ended between the count and the refund gives the next window one more.
 */
export async function refundAttempt(limiter: RateLimiter, key: string, points = 1): Promise<void> {
  await limiter.reward(key, points);
}

/** Forgets a key's count (a success that proves the attempts were the owner's own). */
export async function clearAttempts(limiter: RateLimiter, key: string): Promise<void> {
  await limiter.delete(key);
}

function retryAfter(limiter: RateLimiter, state: RateLimiterRes): number {
  // A refusal that raced the block's own write has no expiry yet: the whole block is ahead.
  const ms = state.msBeforeNext > 0 ? state.msBeforeNext : (limiter.blockDuration || limiter.duration) * 1000;
  return Math.max(1, Math.ceil(ms / 1000));
}

/** A per-client limit of a public endpoint: `count(subject)` counts the client and, for IPv6, its /48. */
export interface ClientLimit {
  count(subject: string): Promise<Counted>;
}

/**
 * The public endpoints' per-client limit, as the quote requests count it (lib/leads/services/limit.ts):
 * the client (an IPv4 address or IPv6 /64) gets `points` in the window from its first event, and
 * an IPv6 /48 twice that, so a client cannot dodge the limit by hopping across the 65,536 /64s of
 * its allocation. Refused by either: the other is given its point back. `inMemory` suits limits
 * that are never refunded (rateLimiter).
 */
export function clientLimit(limit: { keyPrefix: string; points: number; windowSeconds: number; inMemory?: boolean }): ClientLimit {
  const own = rateLimiter(limit);
  const group = rateLimiter({ keyPrefix: `${limit.keyPrefix}48`, points: 2 * limit.points, windowSeconds: limit.windowSeconds, inMemory: limit.inMemory });
  return {
    async count(subject) {
      const wider = widerSubject(subject);
      const [mine, theirs] = await Promise.all([countAttempt(own, subject), wider ? countAttempt(group, wider) : null]);
      if (!mine.ok && theirs?.ok) await refundAttempt(group, wider!);
      if (mine.ok && theirs && !theirs.ok) await refundAttempt(own, subject);
      if (!mine.ok) return mine;
      return theirs && !theirs.ok ? theirs : mine;
    },
  };
}

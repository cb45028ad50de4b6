import "server-only";
import { RateLimiterPostgres, RateLimiterRes, type IRateLimiterStoreOptions } from "rate-limiter-flexible";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";

/**
 * The sign-in limits (SECURITY.md, "Sign-in under attack"), kept by rate-limiter-flexible's
 * PostgreSQL store in `auth_limits`, so every app server shares them. Each counts attempts in
 * one atomic upsert made *before* the work it guards.
 *
 * No fixed windows: a count runs (duration 0) until the limit is passed, which blocks the key for
 * the block duration, or until a success clears it; so at most `points` attempts pass in any
 * stretch of one block duration, wherever it starts (a clock-aligned window would let twice the
 * limit through across its edge).
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

/**
 * `inMemory`: a blocked key is also refused from this process's memory. Only for the address
 * limit, where a flood comes from: a block kept in memory outlives `npm run admin:unlock` (which
 * empties the table) in every running server, so the limits that can lock the owner out keep none.
 */
function limiter(keyPrefix: string, points: number, blockSeconds: number, inMemory = false) {
  const options: IRateLimiterStoreOptions = {
    storeClient: prismaStore,
    storeType: "client",
    tableName: "auth_limits",
    tableCreated: true,
    keyPrefix,
    points,
    duration: 0,
    blockDuration: blockSeconds,
    // A blocked key is also refused from this process's memory, without a database round trip:
    // a flood from one address costs no more than parsing its requests.
    ...(inMemory ? { inMemoryBlockOnConsumed: points + 1, inMemoryBlockDuration: blockSeconds } : {}),
  };
  return new RateLimiterPostgres(options);
}

export const SIGNIN_ADDRESS_BLOCK_SECONDS = 15 * 60;
export const SIGNIN_ACCOUNT_BLOCK_SECONDS = 60 * 60;
export const CODE_ACCOUNT_BLOCK_SECONDS = 24 * 60 * 60;

let built: ReturnType<typeof build> | undefined;
function build() {
  const { auth } = getConfig();
  return {
    /** Password attempts from one client address (IPv6: its /64), for any username, known or not. */
    signinAddress: limiter("signin-address", auth.signinRateLimit, SIGNIN_ADDRESS_BLOCK_SECONDS, true),
    /** Password attempts at one account from every address: the ceiling a botnet meets. */
    signinAccount: limiter("signin-account", auth.signinAccountLimit, SIGNIN_ACCOUNT_BLOCK_SECONDS),
    /** Code checks of one account, across all its pending sign-ins. */
    codeAccount: limiter("code-account", auth.codeAccountLimit, CODE_ACCOUNT_BLOCK_SECONDS),
    /** Password attempts from a device that signed in before (lib/auth/device.ts), in place of the two above. */
    signinDevice: limiter("signin-device", auth.signinRateLimit, SIGNIN_ADDRESS_BLOCK_SECONDS),
    /** Code checks from such a device, in place of the account's. */
    codeDevice: limiter("code-device", auth.signinRateLimit, SIGNIN_ADDRESS_BLOCK_SECONDS),
  };
}

/** The limiters, built on first use: configuration is read at run time. */
export function authLimits() {
  built ??= build();
  return built;
}
/** Forgets the blocks held in this process's memory (after the table was emptied, in tests). */
export function forgetBlocksInMemory(): void {
  if (built) for (const limiter of Object.values(built)) limiter.deleteInMemoryBlockedAll();
}
export type AuthLimiter = ReturnType<typeof build>[keyof ReturnType<typeof build>];

export type Counted =
  /** `consumed`: attempts counted so far, this one included. */
  | { ok: true; consumed: number }
  /** `tripped`: this attempt is the one that passed the limit (and started the block). */
  | { ok: false; retryAfterSeconds: number; tripped: boolean };

/** Counts one attempt; refused past the limit. A database failure is thrown (503 upstream). */
export async function countAttempt(limiter: AuthLimiter, key: string): Promise<Counted> {
  try {
    const state = await limiter.consume(key);
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

/** Seconds the key stays blocked, or 0 when it is not blocked. Counts nothing. */
export async function blockedFor(limiter: AuthLimiter, key: string): Promise<number> {
  const state = await limiter.get(key);
  return state && state.consumedPoints > limiter.points ? retryAfter(limiter, state) : 0;
}

/** Blocks a key now, for the limiter's block duration (a ceiling reached by a failure). */
export async function blockNow(limiter: AuthLimiter, key: string): Promise<void> {
  await limiter.block(key, limiter.blockDuration);
}

/** Takes back one counted attempt (one that turned out to be a success, or was never tried). */
export async function refundAttempt(limiter: AuthLimiter, key: string): Promise<void> {
  await limiter.reward(key, 1);
}

/** Forgets a key's count (a success that proves the attempts were the owner's own). */
export async function clearAttempts(limiter: AuthLimiter, key: string): Promise<void> {
  await limiter.delete(key);
}

function retryAfter(limiter: AuthLimiter, state: RateLimiterRes): number {
  // A refusal that raced the block's own write has no expiry yet: the whole block is ahead.
  const ms = state.msBeforeNext > 0 ? state.msBeforeNext : limiter.blockDuration * 1000;
  return Math.max(1, Math.ceil(ms / 1000));
}

import "server-only";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { hitRateLimit, peekRateLimit, resetRateLimit } from "@/lib/rate-limit";
import { burnPasswordCheck, verifyPassword } from "./password";

const SIGNIN_WINDOW_MS = 15 * 60 * 1000;

export type PasswordResult =
  | { ok: true; user: { id: number; username: string } }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/**
 * Step 1 of signing in: the password. Failures are limited per account and
 * client IP (SIGNIN_RATE_LIMIT per 15 minutes); a success clears that account's and IP's failures.
 */
export async function checkPassword(
  input: { username?: string; password: string; ip: string },
  now = Date.now(),
): Promise<PasswordResult> {
  const username = (input.username || getConfig().admin.username).trim();
  const rule = { limit: getConfig().auth.signinRateLimit, windowMs: SIGNIN_WINDOW_MS };
  const key = `signin:${username.toLowerCase()}:${input.ip}`;

  const before = await peekRateLimit(key, rule, now);
  if (!before.allowed) return { ok: false, reason: "rate-limited", retryAfterSeconds: before.retryAfterSeconds };

  const user = await getDb().user.findFirst({
    where: { username: { equals: username, mode: "insensitive" } },
    select: { id: true, username: true, password: true },
  });
  const valid = user ? await verifyPassword(user.password, input.password) : await burnPasswordCheck(input.password);
  if (!user || !valid) {
    const after = await hitRateLimit(key, rule, now);
    return after.allowed
      ? { ok: false, reason: "invalid" }
      : { ok: false, reason: "rate-limited", retryAfterSeconds: after.retryAfterSeconds };
  }
  await resetRateLimit(key);
  return { ok: true, user: { id: user.id, username: user.username } };
}

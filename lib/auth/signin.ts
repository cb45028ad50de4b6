import "server-only";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { afterResponse } from "@/lib/http/after-response";
import { blockedFor, clearAttempts, countAttempt, refundAttempt } from "@/lib/rate-limit";
import { tellOwnerSignInBlocked } from "./email";
import { authLimits } from "./limits";
import { burnPasswordCheck, VerifierBusyError, verifyPassword } from "./password";
import { canonicalUsername } from "./username";

export type PasswordResult =
  | { ok: true; user: { id: number; username: string } }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate-limited" | "busy"; retryAfterSeconds: number };

/**
 * Step 1 of signing in: the password. Every attempt is counted before the
 * hash is checked, per client address (any username) and per account (any address); past either
 * limit it is refused without hashing. A success clears its own address's count and takes back
 * its own point of the account's; the failures of others stay counted.
 */
export async function checkPassword(input: { username?: string; password: string; ip: string }): Promise<PasswordResult> {
  const limits = authLimits();
  const username = canonicalUsername(input.username || getConfig().admin.username);

  const address = await countAttempt(limits.signinAddress, input.ip);
  if (!address.ok) return { ok: false, reason: "rate-limited", retryAfterSeconds: address.retryAfterSeconds };

  const user = await getDb().user.findUnique({ where: { username }, select: { id: true, username: true, password: true } });
  const account = user ? String(user.id) : undefined;
  if (account) {
    const counted = await countAttempt(limits.signinAccount, account);
    if (!counted.ok) {
      if (counted.tripped) afterResponse(() => tellOwnerSignInBlocked("passwords", input.ip));
      return { ok: false, reason: "rate-limited", retryAfterSeconds: counted.retryAfterSeconds };
    }
    // Past the account's code ceiling, no new pending sign-in starts until its block is over.
    const codesBlocked = await blockedFor(limits.codeAccount, account);
    if (codesBlocked) return { ok: false, reason: "rate-limited", retryAfterSeconds: codesBlocked };
  }

  let valid: boolean;
  try {
    valid = user ? await verifyPassword(user.password, input.password) : await burnPasswordCheck(input.password);
  } catch (error) {
    if (!(error instanceof VerifierBusyError)) throw error;
    // Not checked, so not counted.
    await Promise.all([refundAttempt(limits.signinAddress, input.ip), account ? refundAttempt(limits.signinAccount, account) : undefined]);
    return { ok: false, reason: "busy", retryAfterSeconds: error.retryAfterSeconds };
  }
  if (!user || !valid) return { ok: false, reason: "invalid" };

  await Promise.all([clearAttempts(limits.signinAddress, input.ip), refundAttempt(limits.signinAccount, account!)]);
  return { ok: true, user: { id: user.id, username: user.username } };
}

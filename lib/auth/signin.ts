import "server-only";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { afterResponse } from "@/lib/http/after-response";
import { blockedFor, clearAttempts, countAttempt, refundAttempt } from "@/lib/rate-limit";
import type { TrustedDevice } from "./device";
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
 *
 * From a device that signed in to the account before (lib/auth/device.ts), the attempt counts
 * against that device alone, with the address's limit: the account's ceiling, which strangers can
 * reach, does not apply to it.
 */
export async function checkPassword(input: { username?: string; password: string; ip: string; device?: TrustedDevice }): Promise<PasswordResult> {
  const limits = authLimits();
  const username = canonicalUsername(input.username || getConfig().admin.username);
  const [firstLimit, firstKey] = input.device ? [limits.signinDevice, input.device.id] : [limits.signinAddress, input.ip];

  const first = await countAttempt(firstLimit, firstKey);
  if (!first.ok) return { ok: false, reason: "rate-limited", retryAfterSeconds: first.retryAfterSeconds };

  const user = await getDb().user.findUnique({ where: { username }, select: { id: true, username: true, password: true } });
  const ownDevice = user !== null && input.device?.userId === user.id;
  const account = user && !ownDevice ? String(user.id) : undefined;
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
    await Promise.all([refundAttempt(firstLimit, firstKey), account ? refundAttempt(limits.signinAccount, account) : undefined]);
    return { ok: false, reason: "busy", retryAfterSeconds: error.retryAfterSeconds };
  }
  if (!user || !valid) return { ok: false, reason: "invalid" };

  await Promise.all([clearAttempts(firstLimit, firstKey), account ? refundAttempt(limits.signinAccount, account) : undefined]);
  return { ok: true, user: { id: user.id, username: user.username } };
}

import "server-only";
import { getDb } from "@/lib/db";
import { afterResponse } from "@/lib/http/after-response";
import { blockNow, countAttempt, refundAttempt } from "@/lib/rate-limit";
import type { TrustedDevice } from "./device";
import { tellOwnerSignInBlocked } from "./email";
import { authLimits } from "./limits";
import { endPendingSignInsOf } from "./pending";
import { CODE_LIFETIME_SECONDS } from "./schemas";
import { hmac, newSixDigitCode, safeEqual } from "./crypto";

/** 5 wrong tries void a code. */
export const MAX_CODE_ATTEMPTS = 5;

const hashCode = (pendingId: string, code: string) => hmac(`code:${pendingId}:${code}`);

export type IssueResult =
  | { ok: true; code: string; expiresAt: Date }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/**
 * Makes a new code for a pending sign-in, voiding any earlier one: at most CODE_SEND_RATE_LIMIT
 * per account in 10 minutes. The caller e-mails it.
 */
export async function issueCode(
  input: { pendingId: string; userId: number; email: string; type: string },
  now = new Date(),
): Promise<IssueResult> {
  const sent = await countAttempt(authLimits().codeSend, String(input.userId));
  if (!sent.ok) return { ok: false, reason: "rate-limited", retryAfterSeconds: sent.retryAfterSeconds };

  const code = newSixDigitCode();
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_SECONDS * 1000);
  await getDb().$transaction([
    getDb().adminVerificationCode.updateMany({
      where: { pendingId: input.pendingId, verified: false, voided: false },
      data: { voided: true },
    }),
    getDb().adminVerificationCode.create({
      data: {
        email: input.email,
        code: hashCode(input.pendingId, code),
        type: input.type,
        expiresAt,
        pendingId: input.pendingId,
        createdAt: now,
      },
    }),
  ]);
  return { ok: true, code, expiresAt };
}

export type VerifyResult = { ok: true } | { ok: false; reason: "missing" | "expired" | "wrong" | "locked" };

/** Checks a code against the pending sign-in's current code. Single use; the fifth wrong try voids it. */
export async function verifyCode(pendingId: string, code: string, now = new Date()): Promise<VerifyResult> {
  const db = getDb();
  const current = await db.adminVerificationCode.findFirst({
    where: { pendingId, verified: false, voided: false },
    orderBy: { createdAt: "desc" },
  });
  if (!current) return { ok: false, reason: "missing" };
  if (current.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };

  if (!safeEqual(current.code, hashCode(pendingId, code))) {
    // Counted in the database, atomically, so parallel guesses cannot exceed the limit.
    const [row] = await db.$queryRaw<Array<{ attempts: number }>>`
      UPDATE "admin_verification_codes"
      SET "attempts" = "attempts" + 1, "voided" = ("attempts" + 1 >= ${MAX_CODE_ATTEMPTS})
      WHERE "id" = ${current.id} AND "voided" = false
      RETURNING "attempts"`;
    return { ok: false, reason: !row || row.attempts >= MAX_CODE_ATTEMPTS ? "locked" : "wrong" };
  }
  // Only one request can flip verified: a replayed or parallel use finds nothing to update.
  const { count } = await db.adminVerificationCode.updateMany({
    where: { id: current.id, verified: false, voided: false },
    data: { verified: true },
  });
  return count === 1 ? { ok: true } : { ok: false, reason: "missing" };
}

export type CheckResult = VerifyResult | { ok: false; reason: "ceiling"; retryAfterSeconds: number };

/**
 * The code step with the account's ceiling around it: each check is counted before the code is
 * compared (CODE_ACCOUNT_LIMIT per account, across all its pending sign-ins). The wrong code that
 * reaches the ceiling blocks the account's code checks, ends every pending sign-in of the
 * account and tells the owner; until the block is over no code is checked and no password step
 * starts a new one. A check that compared nothing (no active code, or an expired one) is given
 * back; a right code gives back its own.
 *
 * From a device that signed in to the account before (lib/auth/device.ts) the checks count
 * against that device alone: it neither meets the account's ceiling nor moves it.
 */
export async function checkCode(pending: { id: string; userId: number }, code: string, ip: string, device?: TrustedDevice): Promise<CheckResult> {
  const { codeAccount, codeDevice } = authLimits();
  if (device?.userId === pending.userId) {
    const counted = await countAttempt(codeDevice, device.id);
    if (!counted.ok) return { ok: false, reason: "ceiling", retryAfterSeconds: counted.retryAfterSeconds };
    const result = await verifyCode(pending.id, code);
    if (result.ok || result.reason === "missing" || result.reason === "expired") await refundAttempt(codeDevice, device.id);
    return result;
  }
  const account = String(pending.userId);
  const counted = await countAttempt(codeAccount, account);
  if (!counted.ok) {
    // Checks racing the one that reached the ceiling (or arriving during its block).
    await endPendingSignInsOf(pending.userId);
    return { ok: false, reason: "ceiling", retryAfterSeconds: counted.retryAfterSeconds };
  }
  const result = await verifyCode(pending.id, code);
  if (result.ok || result.reason === "missing" || result.reason === "expired") {
    await refundAttempt(codeAccount, account);
    return result;
  }
  if (counted.consumed < codeAccount.points) return result;
  await blockNow(codeAccount, account);
  await endPendingSignInsOf(pending.userId);
  if (counted.consumed === codeAccount.points) afterResponse(() => tellOwnerSignInBlocked("codes", ip));
  return { ok: false, reason: "ceiling", retryAfterSeconds: codeAccount.blockDuration };
}

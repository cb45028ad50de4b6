import "server-only";
import { getDb } from "@/lib/db";
import { cookieNames, readCookie } from "./cookies";
import { newToken, sha256 } from "./crypto";

/**
 * A pending sign-in: the password was right, the e-mailed code is still owed. The browser holds
 * a random token in a short-lived HttpOnly cookie; the server holds a `pending_signins` row under
 * the token's hash. A verified code, a password or name change, the account's code ceiling or
 * expiry deletes the row, so a replayed cookie opens nothing. It unlocks only the code steps.
 */
export const PENDING_MAX_AGE_SECONDS = 15 * 60;

export interface PendingSignIn {
  id: string;
  userId: number;
  expiresAt: number;
}

export async function createPendingSignIn(userId: number, now = Date.now()): Promise<{ pending: PendingSignIn; cookie: string }> {
  const token = newToken();
  const pending = { id: sha256(token), userId, expiresAt: now + PENDING_MAX_AGE_SECONDS * 1000 };
  await getDb().pendingSignIn.create({
    data: { id: pending.id, userId, createdAt: new Date(now), expiresAt: new Date(pending.expiresAt) },
  });
  // Expired rows are swept now and then rather than by a separate job.
  if (Math.random() < 0.05) void getDb().pendingSignIn.deleteMany({ where: { expiresAt: { lte: new Date(now) } } }).catch(() => {});
  return { pending, cookie: token };
}

/** The live pending sign-in a cookie token names, or null. */
export async function findPendingSignIn(token: string | undefined, now = Date.now()): Promise<PendingSignIn | null> {
  if (!token || token.length > 200) return null;
  const row = await getDb().pendingSignIn.findUnique({ where: { id: sha256(token) } });
  if (!row || row.expiresAt.getTime() <= now) return null;
  return { id: row.id, userId: row.userId, expiresAt: row.expiresAt.getTime() };
}

export function pendingFromRequest(request: Request): Promise<PendingSignIn | null> {
  return findPendingSignIn(readCookie(request, cookieNames().pending));
}

/** Ends one pending sign-in (its codes go with it). */
export async function endPendingSignIn(id: string): Promise<void> {
  await getDb().pendingSignIn.deleteMany({ where: { id } });
}

/** Ends every pending sign-in of an account. */
export async function endPendingSignInsOf(userId: number): Promise<number> {
  const { count } = await getDb().pendingSignIn.deleteMany({ where: { userId } });
  return count;
}

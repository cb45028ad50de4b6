import "server-only";
import { cookieNames, readCookie } from "./cookies";
import { hmac, newToken, safeEqual } from "./crypto";

/**
 * A pending sign-in: the password was right, the e-mailed code is still owed. It lives in a
 * short-lived, HttpOnly, signed cookie naming the user and a random id that the codes are bound
 * to; it unlocks nothing but the code steps.
 */
export const PENDING_MAX_AGE_SECONDS = 15 * 60;

export interface PendingSignIn {
  id: string;
  userId: number;
  expiresAt: number;
}

export function createPendingSignIn(userId: number, now = Date.now()): { pending: PendingSignIn; cookie: string } {
  const pending = { id: newToken(), userId, expiresAt: now + PENDING_MAX_AGE_SECONDS * 1000 };
  const payload = `${pending.id}.${pending.userId}.${pending.expiresAt}`;
  return { pending, cookie: `${payload}.${hmac(`pending:${payload}`)}` };
}

export function parsePendingSignIn(value: string | undefined, now = Date.now()): PendingSignIn | null {
  if (!value || value.length > 300) return null;
  const parts = value.split(".");
  if (parts.length !== 4) return null;
  const [id, userId, expiresAt, signature] = parts as [string, string, string, string];
  const payload = `${id}.${userId}.${expiresAt}`;
  if (!safeEqual(signature, hmac(`pending:${payload}`))) return null;
  const pending = { id, userId: Number(userId), expiresAt: Number(expiresAt) };
  if (!Number.isInteger(pending.userId) || !(pending.expiresAt > now)) return null;
  return pending;
}

export function pendingFromRequest(request: Request): PendingSignIn | null {
  return parsePendingSignIn(readCookie(request, cookieNames().pending));
}

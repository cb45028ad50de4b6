import "server-only";
import { randomBytes } from "node:crypto";
import { cookieNames, readCookie } from "./cookies";
import { hmac, safeEqual } from "./crypto";

/**
 * A device that completed a sign-in (password and e-mailed code) keeps a signed cookie naming
 * it. On that device the password and code steps count against the device's own limit instead of
 * its address's and the account's: the guesses of a botnet, which pause the account for every
 * other client, never lock the owner out of the phone or computer he signs in with
 * (lib/auth/signin.ts, lib/auth/codes.ts). Signed with AUTH_SECRET, so it cannot be made up, and
 * bound to its account; a year long, renewed at each sign-in.
 */
export const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface TrustedDevice {
  id: string;
  userId: number;
}

const sign = (userId: number, id: string) => hmac(`device:${userId}:${id}`);

/** The cookie value for a device of `userId`: its own id again when it already had one. */
export function deviceCookieValue(userId: number, existing?: TrustedDevice): string {
  const id = existing?.userId === userId ? existing.id : randomBytes(16).toString("base64url");
  return `${userId}.${id}.${sign(userId, id)}`;
}

/** The device a cookie value names, when its signature holds; else undefined. */
export function deviceFromValue(value: string | undefined): TrustedDevice | undefined {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{22})\.([0-9a-f]{64})$/.exec(value ?? "");
  if (!match) return undefined;
  const [, user, id, signature] = match as unknown as [string, string, string, string];
  const userId = Number(user);
  return safeEqual(signature, sign(userId, id)) ? { id, userId } : undefined;
}

/** The trusted device the request comes from, if any. */
export function deviceFromRequest(request: Request): TrustedDevice | undefined {
  return deviceFromValue(readCookie(request, cookieNames().device));
}

import "server-only";
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { getConfig } from "@/lib/config";

/** An unguessable token for cookies (256 bits). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Sessions are stored under the hash of their cookie token: a leaked table opens nothing. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** A keyed hash for low-entropy secrets (6-digit codes) and for signed cookie values. */
export function hmac(value: string): string {
  return createHmac("sha256", getConfig().auth.secret).update(value).digest("hex");
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export function newSixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

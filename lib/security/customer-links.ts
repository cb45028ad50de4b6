import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * Links a customer opens without signing in (a quote's page, a booking page): the token is 256
 * random bits that exist only in the link; the database keeps its SHA-256 and what it opens, so a
 * leaked table opens nothing. A new link is made each time one must be shown: the raw token cannot
 * be read back.
 */

/** A new token (32 random bytes, base64url: 43 characters) and the hash to store for it. */
export function newCustomerLink(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: customerLinkHash(token) };
}

/** The SHA-256 (hex) a token is stored under. */
export function customerLinkHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A token as newCustomerLink makes them; anything else is unknown without a database read. */
export function isCustomerLinkToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** The hash to look a token up by, or null for a string that cannot be a token. */
export function lookupHash(token: string): string | null {
  return isCustomerLinkToken(token) ? customerLinkHash(token) : null;
}

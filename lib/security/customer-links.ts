import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { getConfig } from "@/lib/config";

/**
 * Links a customer opens without signing in (a quote's page, a booking page): the token is 256
 * bits, an HMAC under the server's key (AUTH_SECRET) of a random nonce. The database keeps the
 * nonce and the token's SHA-256, so a leaked table opens nothing, while the server can show the
 * one live link of a purpose again (the same link in every e-mail, on every repeat) instead of
 * minting a new one each time. A new AUTH_SECRET makes the stored nonces give other tokens: the
 * links still open (by their hash) but are replaced the next time one must be shown.
 */

export type CustomerLink = { token: string; hash: string; nonce: string };

/** The token a nonce stands for (43 base64url characters). */
export function tokenOfNonce(nonce: string): string {
  return createHmac("sha256", getConfig().auth.secret).update(`customer-link:${nonce}`).digest("base64url");
}

/** A new link: its nonce (to store), its token (for the address only) and the hash to store. */
export function newCustomerLink(): CustomerLink {
  const nonce = randomBytes(16).toString("base64url");
  const token = tokenOfNonce(nonce);
  return { token, hash: customerLinkHash(token), nonce };
}

/** The token of a stored link, when its nonce still gives its hash under the current key; else null. */
export function tokenOfStoredLink(row: { nonce: string | null; tokenHash: string }): string | null {
  if (!row.nonce) return null;
  const token = tokenOfNonce(row.nonce);
  return customerLinkHash(token) === row.tokenHash ? token : null;
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

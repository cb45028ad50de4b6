import "server-only";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { countAttempt, fullFor, rateLimiter, type RateLimiter } from "@/lib/rate-limit";
import { lookupHash, newCustomerLink, tokenOfStoredLink } from "@/lib/security/customer-links";
import { siteUrl } from "@/lib/site-url";
import { customerQuoteMessages } from "@/lib/quotes/model/customer-texts";
import { findQuote } from "./drafts";
import { adminQuoteMessages } from "@/lib/quotes/model/quote-messages";

/**
 * Links to a quote's page, /quote/{token} (the token: lib/security/customer-links.ts). A quote
 * version has one live link: the e-mail of a sent quote, a follow-up and the owner's "Copy link"
 * show the same one; a new one is made only when there is none that can be shown (the others are
 * then revoked). A replaced version's page points at the newest version's live link, reading only.
 * The owner's "Revoke links" ends them all (a revoked link is a 404 like an unknown one).
 */

/** Tokens that open nothing, per client (IPv6 by /64), before every token from it is refused. */
export const QUOTE_LINK_MISSES = { points: 20, windowSeconds: 15 * 60 } as const;
let missLimiter: RateLimiter | undefined;
const linkMisses = () => (missLimiter ??= rateLimiter({ keyPrefix: "quote-link", ...QUOTE_LINK_MISSES }));

export const quotePath = (token: string) => `/quote/${token}`;
export const quoteUrl = (token: string) => `${siteUrl}${quotePath(token)}`;

/** The quote's one live link: answers its token (made, under a lock on the quote, when it has none). */
export async function createQuoteLink(quoteId: number): Promise<string> {
  return getDb().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 AS "locked" FROM "quotes" WHERE "id" = ${quoteId} FOR UPDATE`;
    const live = await tx.quoteLink.findMany({ where: { quoteId, revokedAt: null }, orderBy: { createdAt: "desc" }, select: { nonce: true, tokenHash: true } });
    for (const row of live) {
      const token = tokenOfStoredLink(row);
      if (token) return token;
    }
    const { token, hash, nonce } = newCustomerLink();
    await tx.quoteLink.updateMany({ where: { quoteId, revokedAt: null }, data: { revokedAt: new Date() } });
    await tx.quoteLink.create({ data: { tokenHash: hash, nonce, quoteId } });
    return token;
  });
}

/** The quote's live link if it has one that can be shown, without writing anything; else null. */
export async function existingQuoteLink(quoteId: number): Promise<string | null> {
  const live = await getDb().quoteLink.findMany({ where: { quoteId, revokedAt: null }, orderBy: { createdAt: "desc" }, select: { nonce: true, tokenHash: true } });
  for (const row of live) {
    const token = tokenOfStoredLink(row);
    if (token) return token;
  }
  return null;
}

/** The owner's "Copy link" of a sent quote (a draft has none: 409). */
export async function ownerQuoteLink(leadId: number, quoteId: number): Promise<{ url: string }> {
  const quote = await findQuote(leadId, quoteId);
  if (quote.status === "draft") throw new HttpError(409, adminQuoteMessages.draftHasNoLink);
  return { url: quoteUrl(await createQuoteLink(quoteId)) };
}

/**
 * The quote a token opens, or null (unknown, malformed, revoked, or a draft's: no link reaches a draft).
 * Each miss counts against the client; past QUOTE_LINK_MISSES every token from it gets a 429
 * until the window ends, so tokens cannot be guessed at speed (256 bits make guessing hopeless
 * anyway; this keeps the database from paying for the attempts).
 */
export async function quoteIdOfToken(token: string, clientIp: string): Promise<number | null> {
  const waitSeconds = await fullFor(linkMisses(), clientIp);
  if (waitSeconds > 0) throw new HttpError(429, customerQuoteMessages.tooManyTries, { retryAfterSeconds: waitSeconds });
  const hash = lookupHash(token);
  const link = hash ? await getDb().quoteLink.findUnique({ where: { tokenHash: hash }, select: { revokedAt: true, quote: { select: { id: true, status: true } } } }) : null;
  if (!link || link.revokedAt || link.quote.status === "draft") {
    await countAttempt(linkMisses(), clientIp);
    return null;
  }
  return link.quote.id;
}

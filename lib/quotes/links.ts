import "server-only";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { countAttempt, fullFor, rateLimiter, type RateLimiter } from "@/lib/rate-limit";
import { lookupHash, newCustomerLink } from "@/lib/security/customer-links";
import { siteUrl } from "@/lib/site-url";
import { customerQuoteMessages } from "./customer-texts";
import { findQuote } from "./drafts";
import { adminQuoteMessages } from "./quote-messages";

/**
 * Links to a quote's page, /quote/{token} (the token: lib/security/customer-links.ts). A new link
 * is made each time one is shown: the e-mail of a sent quote (made by its job), the owner's
 * "Copy link", and the replaced page's link to the newest version.
 */

/** Tokens that open nothing, per client (IPv6 by /64), before every token from it is refused. */
export const QUOTE_LINK_MISSES = { points: 20, windowSeconds: 15 * 60 } as const;
let missLimiter: RateLimiter | undefined;
const linkMisses = () => (missLimiter ??= rateLimiter({ keyPrefix: "quote-link", ...QUOTE_LINK_MISSES }));

export const quotePath = (token: string) => `/quote/${token}`;
export const quoteUrl = (token: string) => `${siteUrl}${quotePath(token)}`;

/** A new link to the quote: answers its token. */
export async function createQuoteLink(quoteId: number): Promise<string> {
  const { token, hash } = newCustomerLink();
  await getDb().quoteLink.create({ data: { tokenHash: hash, quoteId } });
  return token;
}

/** The owner's "Copy link" of a sent quote (a draft has none: 409). */
export async function ownerQuoteLink(leadId: number, quoteId: number): Promise<{ url: string }> {
  const quote = await findQuote(leadId, quoteId);
  if (quote.status === "draft") throw new HttpError(409, adminQuoteMessages.draftHasNoLink);
  return { url: quoteUrl(await createQuoteLink(quoteId)) };
}

/**
 * The quote a token opens, or null (unknown, malformed, or a draft's: no link reaches a draft).
 * Each miss counts against the client; past QUOTE_LINK_MISSES every token from it gets a 429
 * until the window ends, so tokens cannot be guessed at speed (256 bits make guessing hopeless
 * anyway; this keeps the database from paying for the attempts).
 */
export async function quoteIdOfToken(token: string, clientIp: string): Promise<number | null> {
  const waitSeconds = await fullFor(linkMisses(), clientIp);
  if (waitSeconds > 0) throw new HttpError(429, customerQuoteMessages.tooManyTries, { retryAfterSeconds: waitSeconds });
  const hash = lookupHash(token);
  const link = hash ? await getDb().quoteLink.findUnique({ where: { tokenHash: hash }, select: { quote: { select: { id: true, status: true } } } }) : null;
  if (!link || link.quote.status === "draft") {
    await countAttempt(linkMisses(), clientIp);
    return null;
  }
  return link.quote.id;
}

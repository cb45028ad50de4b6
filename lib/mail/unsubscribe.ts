import "server-only";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { countAttempt, fullFor, rateLimiter, type RateLimiter } from "@/lib/rate-limit";
import { lookupHash, newCustomerLink } from "@/lib/security/customer-links";
import { siteUrl } from "@/lib/site-url";

/**
 * "Stop these e-mails" (Spam Act 2003): every e-mail to a customer about a quote carries a link,
 * and the List-Unsubscribe headers (RFC 2369, and RFC 8058's one-click POST that mail apps send
 * from their own Unsubscribe button). The link is a 256-bit token stored as its SHA-256, made
 * as the e-mail is rendered, naming the address it was sent to. Using it records the address in
 * email_opt_outs at once: every commercial message checks it before it is sent (quote follow-ups
 * and expiry notes in lib/quotes/emails/alerts-deliver.ts, the review request in lib/leads/), so one already queued
 * is skipped too (Spam Act 2003 s18). An invoice or a confirmation the customer's own action
 * asked for still goes.
 */

export const unsubscribeTexts = {
  title: "Stop these e-mails",
  intro: "Press the button and we will send no more follow-ups, reminders or review requests to",
  button: "Stop these e-mails",
  done: (email: string) => `Done: ${email} will get no more follow-ups, reminders or review requests from us. Your quote's page still works, and you can always call or e-mail us.`,
  notFound: "There is nothing to unsubscribe at this address.",
  tooManyTries: "Too many tries from your connection. Please try again in a few minutes.",
} as const;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Tokens that open nothing, per client, before every token from it is refused for a while. */
const LINK_MISSES = { points: 20, windowSeconds: 15 * 60 } as const;
let missLimiter: RateLimiter | undefined;
const linkMisses = () => (missLimiter ??= rateLimiter({ keyPrefix: "unsubscribe-link", ...LINK_MISSES }));

export const unsubscribePath = (token: string) => `/unsubscribe/${token}`;

/** A new link for `email`; answers the page's URL and the mail headers that carry it. */
export async function createUnsubscribeLink(email: string): Promise<{ url: string; headers: Record<string, string> }> {
  const { token, hash } = newCustomerLink();
  await getDb().unsubscribeLink.create({ data: { tokenHash: hash, email: normaliseEmail(email) } });
  return {
    url: `${siteUrl}${unsubscribePath(token)}`,
    headers: { "List-Unsubscribe": `<${siteUrl}/api/unsubscribe/${token}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** The address a token speaks for, or a 404 (429 past the misses). */
export async function unsubscribeAddress(token: string, clientSubject: string): Promise<string> {
  const waitSeconds = await fullFor(linkMisses(), clientSubject);
  if (waitSeconds > 0) throw new HttpError(429, unsubscribeTexts.tooManyTries, { retryAfterSeconds: waitSeconds });
  const hash = lookupHash(token);
  const link = hash ? await getDb().unsubscribeLink.findUnique({ where: { tokenHash: hash } }) : null;
  if (!link) {
    await countAttempt(linkMisses(), clientSubject);
    throw new HttpError(404, unsubscribeTexts.notFound);
  }
  return link.email;
}

/** Records the opt-out of the token's address (again is harmless); answers the address. */
export async function unsubscribe(token: string, clientSubject: string, now = new Date()): Promise<{ email: string }> {
  const email = await unsubscribeAddress(token, clientSubject);
  await getDb().$executeRaw`INSERT INTO "email_opt_outs" ("email", "createdAt") VALUES (${email}, ${now}) ON CONFLICT ("email") DO NOTHING`;
  return { email };
}

export async function isOptedOut(email: string): Promise<boolean> {
  return (await getDb().emailOptOut.count({ where: { email: normaliseEmail(email) } })) > 0;
}

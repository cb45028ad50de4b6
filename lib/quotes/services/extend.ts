import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import type { ExtendQuoteInput } from "@/lib/quotes/model/after-send-schemas";
import { getQuote, findQuote } from "./drafts";
import { recordEventSql } from "./events";
import { adminQuoteMessages } from "@/lib/quotes/model/quote-messages";
import type { QuoteJson } from "./quote-row";
import { addDays, dayOf, sydneyDay } from "@/lib/quotes/model/validity";

/** How far ahead the owner may extend a quote: the validity a new quote may have. */
const MAX_EXTENSION_DAYS = 365;

/**
 * The owner extends a sent quote, open or already expired, to a later valid-until day (a Sydney
 * calendar day, today or later, at most a year ahead). One conditional UPDATE (still sent, still
 * the day read) moves the day and records the event with the old and new days on the lead's
 * timeline; the customer's expiry note may come again before the new day (expiryNotedAt cleared),
 * and the page can take a new "Ask for an updated quote". Accepted, declined, replaced, draft: 409.
 */
export async function extendQuote(leadId: number, quoteId: number, input: ExtendQuoteInput, now = new Date()): Promise<QuoteJson> {
  const quote = await findQuote(leadId, quoteId);
  if (quote.status !== "sent" || !quote.validUntil) throw new HttpError(409, adminQuoteMessages.notExtendable);
  const today = sydneyDay(now);
  const current = dayOf(quote.validUntil);
  if (input.validUntil < today) throw new HttpError(400, adminQuoteMessages.validUntilPast);
  if (input.validUntil <= current) throw new HttpError(400, adminQuoteMessages.validUntilNotLater(current));
  if (input.validUntil > addDays(today, MAX_EXTENSION_DAYS)) throw new HttpError(400, adminQuoteMessages.validUntilTooFar);
  const rows = await getDb().$queryRaw<{ id: number }[]>`WITH "extended" AS (
       UPDATE "quotes" SET "validUntil" = ${input.validUntil}::date, "expiryNotedAt" = NULL, "updateRequestedAt" = NULL, "updatedAt" = ${now}
       WHERE "id" = ${quoteId} AND "leadId" = ${leadId} AND "status" = 'sent' AND "validUntil" = ${current}::date
       RETURNING "id", "leadId"
     ),
     "event" AS (${recordEventSql(Prisma.sql`"extended"`, "extended", { at: now, data: Prisma.sql`jsonb_build_object('from', ${current}::text, 'to', ${input.validUntil}::text)` })})
     SELECT "id" FROM "extended"`;
  // Decided, revised or extended by another device in between: answer from what is stored now.
  if (rows.length === 0) {
    const again = await findQuote(leadId, quoteId);
    if (again.status !== "sent") throw new HttpError(409, adminQuoteMessages.notExtendable);
    return extendQuote(leadId, quoteId, input, now);
  }
  return getQuote(leadId, quoteId);
}

import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { statusAssignmentsSql } from "@/lib/leads/services/update";
import { quoteAlertKinds } from "@/lib/quotes/model/alert-kinds";
import { recordQuoteAlertsSql } from "./alerts-record";
import { findQuote, getQuote } from "./drafts";
import { recordEventSql } from "./events";
import type { SendQuoteInput } from "@/lib/quotes/model/after-send-schemas";
import { configuredDocumentBusiness } from "./document-business";
import { licenseeSignatureApplies } from "@/lib/quotes/model/nsw-rules";
import { adminQuoteMessages } from "@/lib/quotes/model/quote-messages";
import { quoteDocumentOf, type QuoteJson } from "./quote-row";
import { validUntilDay } from "@/lib/quotes/model/validity";

/**
 * "Send": one conditional UPDATE takes the draft to sent, and a revision replaces the versions it
 * revises (sent or declined) in the same statement: until then they stay acceptable. A revision
 * whose earlier version the customer accepted meanwhile is not sent (409). (so a double tap, or two devices, send it
 * once: the second finds it sent and gets 409), dates it and sets its valid-until day; the same
 * statement moves the lead to Quote sent (a Won lead stays Won) with the times the pipeline keeps,
 * records the event, and the customer's e-mail with its delivery job. The job renders the e-mail
 * with a new link to /quote/{token} and the PDF attached (lib/quotes/emails/alerts-deliver.ts).
 * Over $5,000 for a home (lib/quotes/model/nsw-rules.ts, with the same job's accepted quotes) the same UPDATE
 * records the licence holder's signature: `signedBy` (default: the configured licensed name), the
 * time and the admin signed in (`signedInAs`); below it, or for commercial work, none.
 */
export async function sendQuote(leadId: number, quoteId: number, now = new Date(), input: SendQuoteInput & { signedInAs?: string | null } = {}): Promise<QuoteJson> {
  const draft = await findQuote(leadId, quoteId);
  if (draft.status !== "draft") throw new HttpError(409, adminQuoteMessages.alreadySent);
  if (draft.version > 1 && (await getDb().quote.count({ where: { number: draft.number, status: "accepted" } })) > 0) {
    throw new HttpError(409, adminQuoteMessages.acceptedMeanwhile);
  }
  // The day is computed here, from the same instant as sentAt; validDays is matched so a PATCH
  // between this read and the UPDATE cannot leave a valid-until day of the old validity.
  const validUntil = validUntilDay(now, draft.validDays);
  const signs = licenseeSignatureApplies(quoteDocumentOf(draft, { now }).nsw);
  const signedBy = signs ? (input.signedBy ?? configuredDocumentBusiness().licensedName) : null;
  const signedByUser = signs ? (input.signedInAs ?? null) : null;
  const rows = await getDb().$queryRaw<{ jobs: number }[]>`WITH "sent" AS (
       UPDATE "quotes" SET "status" = 'sent', "sentAt" = ${now}, "validUntil" = ${validUntil}::date, "updatedAt" = ${now},
         "signedBy" = ${signedBy}, "signedAt" = ${signs ? now : null}, "signedByUser" = ${signedByUser}
       WHERE "id" = ${quoteId} AND "leadId" = ${leadId} AND "status" = 'draft' AND "validDays" = ${draft.validDays}
         AND "updatedAt" = ${draft.updatedAt}
         AND NOT EXISTS (SELECT 1 FROM "quotes" a WHERE a."number" = ${draft.number} AND a."status" = 'accepted')
       RETURNING "id", "leadId"
     ),
     "replaced" AS (
       UPDATE "quotes" SET "status" = 'replaced', "replacedById" = ${quoteId}, "updatedAt" = ${now}
       WHERE "number" = ${draft.number} AND "id" <> ${quoteId} AND "status" IN ('sent', 'declined') AND EXISTS (SELECT 1 FROM "sent")
     ),
     "lead" AS (
       UPDATE "leads" SET ${statusAssignmentsSql("quote_sent", null)}
       WHERE "id" IN (SELECT "leadId" FROM "sent") AND "status" <> 'won'
     ),
     "event" AS (${recordEventSql(Prisma.sql`"sent"`, "sent", { at: now })}),
     ${recordQuoteAlertsSql(Prisma.sql`"sent"`, { emails: [quoteAlertKinds.quoteEmail] })}
     SELECT (SELECT count(*)::int FROM "alert_jobs") AS "jobs" FROM "sent"`;
  if (rows.length === 0) {
    const current = await findQuote(leadId, quoteId);
    if (current.status !== "draft") throw new HttpError(409, adminQuoteMessages.alreadySent);
    if (current.version > 1 && (await getDb().quote.count({ where: { number: current.number, status: "accepted" } })) > 0) {
      throw new HttpError(409, adminQuoteMessages.acceptedMeanwhile);
    }
    // It was changed in between (its validity, or lines that decide the signature): send what is stored now.
    return sendQuote(leadId, quoteId, now, input);
  }
  return getQuote(leadId, quoteId);
}

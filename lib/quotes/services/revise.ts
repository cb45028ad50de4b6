import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { findQuote, getQuote } from "./drafts";
import { recordEventSql } from "./events";
import { adminQuoteMessages } from "@/lib/quotes/model/quote-messages";
import type { QuoteJson } from "./quote-row";

/**
 * "Revise" a sent (or declined) quote: a new draft version with the same number and the next
 * letter (Q-0001-B), a copy of its lines and texts. The old version stays as it is, acceptable by
 * its customer, until the revision is sent (send.ts replaces it then) or discarded (discardDraft).
 * One statement, which locks the old row first and refuses while a revision of the number is a
 * draft: two revisions at once make one new version, the other gets 409.
 */
export async function reviseQuote(leadId: number, quoteId: number): Promise<QuoteJson> {
  const rows = await reviseSql(leadId, quoteId).catch((error: unknown) => {
    // Two revisions at once: the second, past the lock, collides on (number, version).
    if (isUniqueViolation(error)) throw new HttpError(409, adminQuoteMessages.revisionOpen);
    throw error;
  });
  const revision = rows[0];
  if (!revision) {
    const current = await findQuote(leadId, quoteId);
    const message =
      current.status === "draft"
        ? adminQuoteMessages.draftNotRevised
        : current.status === "accepted"
          ? adminQuoteMessages.acceptedNotRevised
          : current.status === "replaced"
            ? adminQuoteMessages.replacedNotRevised
            : adminQuoteMessages.revisionOpen;
    throw new HttpError(409, message);
  }
  return getQuote(leadId, revision.id);
}

const isUniqueViolation = (error: unknown): boolean => /23505|unique constraint/i.test(String((error as { code?: string; message?: string })?.message ?? "") + String((error as { code?: string })?.code ?? ""));

function reviseSql(leadId: number, quoteId: number) {
  return getDb().$queryRaw<{ id: number }[]>`WITH "source" AS (
       SELECT * FROM "quotes" q WHERE "id" = ${quoteId} AND "leadId" = ${leadId} AND "status" IN ('sent', 'declined')
         AND NOT EXISTS (SELECT 1 FROM "quotes" d WHERE d."number" = q."number" AND d."status" = 'draft')
       FOR UPDATE
     ),
     "revision" AS (
       INSERT INTO "quotes" ("leadId", "number", "version", "status", "depositHundredths", "validDays", "notes", "exclusions", "terms", "residential", "property", "followUp",
         "subtotalCents", "gstCents", "totalCents")
       SELECT s."leadId", s."number", (SELECT max(v."version") + 1 FROM "quotes" v WHERE v."number" = s."number"), 'draft', s."depositHundredths", s."validDays",
         s."notes", s."exclusions", s."terms", s."residential", s."property", s."followUp", s."subtotalCents", s."gstCents", s."totalCents"
       FROM "source" s
       RETURNING "id", "leadId"
     ),
     "lines" AS (
       INSERT INTO "quote_lines" ("quoteId", "position", "section", "description", "quantityHundredths", "unit", "unitPriceCents", "optional", "rateCardItemId")
       SELECT r."id", l."position", l."section", l."description", l."quantityHundredths", l."unit", l."unitPriceCents", l."optional", l."rateCardItemId"
       FROM "revision" r, "quote_lines" l WHERE l."quoteId" = ${quoteId}
     ),
     "event" AS (${recordEventSql(Prisma.sql`"revision"`, "revised", { data: Prisma.sql`jsonb_build_object('fromQuoteId', ${quoteId}::int)` })})
     SELECT "id" FROM "revision"`;
}

/**
 * Discards a draft (a revision the owner thought better of, or a quote never sent): its lines and
 * events go with it, and the version it revised stays as it was. 409 once sent: what a customer
 * was given is kept.
 */
export async function discardDraft(leadId: number, quoteId: number): Promise<void> {
  await findQuote(leadId, quoteId);
  const deleted = await getDb().quote.deleteMany({ where: { id: quoteId, leadId, status: "draft" } });
  if (deleted.count === 0) throw new HttpError(409, adminQuoteMessages.onlyDraftsDiscarded);
}

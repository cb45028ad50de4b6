import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { findQuote, getQuote } from "./drafts";
import { recordEventSql } from "./events";
import { adminQuoteMessages } from "./quote-messages";
import type { QuoteJson } from "./quote-row";

/**
 * "Revise" a sent (or declined) quote: a new draft version with the same number and the next
 * letter (Q-0001-B), a copy of its lines and texts, and the old version marked replaced at once,
 * so it can no longer be accepted while the new one is prepared; its links then say so and point
 * to the newest version once that is sent (customer-view.ts). One statement, which locks the
 * old row first: two revisions at once make one new version, the other gets 409.
 */
export async function reviseQuote(leadId: number, quoteId: number): Promise<QuoteJson> {
  const rows = await getDb().$queryRaw<{ id: number }[]>`WITH "source" AS (
       SELECT * FROM "quotes" WHERE "id" = ${quoteId} AND "leadId" = ${leadId} AND "status" IN ('sent', 'declined') FOR UPDATE
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
     "replaced" AS (
       UPDATE "quotes" SET "status" = 'replaced', "replacedById" = (SELECT "id" FROM "revision"), "updatedAt" = now()
       WHERE "id" IN (SELECT "id" FROM "source")
       RETURNING "id", "leadId"
     ),
     "event" AS (${recordEventSql(Prisma.sql`"revision"`, "revised", { data: Prisma.sql`jsonb_build_object('fromQuoteId', ${quoteId}::int)` })})
     SELECT "id" FROM "revision"`;
  const revision = rows[0];
  if (!revision) {
    const current = await findQuote(leadId, quoteId);
    const message = current.status === "draft" ? adminQuoteMessages.draftNotRevised : current.status === "accepted" ? adminQuoteMessages.acceptedNotRevised : adminQuoteMessages.replacedNotRevised;
    throw new HttpError(409, message);
  }
  return getQuote(leadId, revision.id);
}

import "server-only";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { toHundredths } from "@/lib/money";
import { draftFromBody } from "./draft-input";
import { insertLinesSql, storedTotals } from "./lines-sql";
import { formatQuoteNumber } from "@/lib/quotes/model/numbering";
import type { SameJobQuote } from "@/lib/quotes/model/quote-document";
import { adminQuoteMessages } from "@/lib/quotes/model/quote-messages";
import { draftInputOf, quoteInclude, quoteRowOf, toQuoteJson, type QuoteJson, type QuoteRow } from "./quote-row";
import type { QuoteDraft } from "@/lib/quotes/model/quote-schema";
import { getQuoteSettings } from "./settings";

/**
 * The owner's quotes on a lead: read, create and edit a draft. Sending, revising and the
 * customer's decisions are in their own modules (send.ts, revise.ts, decide.ts).
 */

/** The quote `quoteId` of lead `leadId`, or a 404 (an id of another lead's quote is unknown here). */
export async function findQuote(leadId: number, quoteId: number): Promise<QuoteRow> {
  const row = await getDb().quote.findFirst({ where: { id: quoteId, leadId }, include: quoteInclude });
  if (!row) throw new HttpError(404, adminQuoteMessages.notFound);
  return quoteRowOf(row);
}

/** A lead's accepted quotes for work on a home, but `exceptQuoteId`: the same job as a new or stored quote (s92(4)). */
export async function sameJobQuotes(leadId: number, exceptQuoteId: number | null): Promise<SameJobQuote[]> {
  const rows = await getDb().quote.findMany({
    where: { leadId, status: "accepted", residential: true, ...(exceptQuoteId === null ? {} : { id: { not: exceptQuoteId } }) },
    select: { number: true, version: true, totalCents: true },
    orderBy: { id: "asc" },
  });
  return rows.map((row) => ({ number: formatQuoteNumber(row.number, row.version), totalCents: row.totalCents }));
}

export async function getQuote(leadId: number, quoteId: number): Promise<QuoteJson> {
  return toQuoteJson(await findQuote(leadId, quoteId));
}

/** A lead's quotes, newest number first, each number's versions newest first; 404 for no lead. */
export async function listQuotes(leadId: number): Promise<QuoteJson[]> {
  const [lead, rows] = await Promise.all([
    getDb().lead.findUnique({ where: { id: leadId }, select: { id: true } }),
    getDb().quote.findMany({ where: { leadId }, include: quoteInclude, orderBy: [{ number: "desc" }, { version: "desc" }] }),
  ]);
  if (!lead) throw new HttpError(404, adminQuoteMessages.leadNotFound);
  const now = new Date();
  return rows.map((row) => toQuoteJson(quoteRowOf(row), now));
}

/** Every rateCardItemId of the lines is an item of the rate card (archived ones too), else a 400. */
async function assertRateCardItems(draft: QuoteDraft): Promise<void> {
  const ids = [...new Set(draft.lines.flatMap((line) => (line.rateCardItemId === null ? [] : [line.rateCardItemId])))];
  if (ids.length === 0) return;
  const found = new Set((await getDb().rateCardItem.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((item) => item.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw new HttpError(400, adminQuoteMessages.unknownRateCardItem(missing));
}

/**
 * A new draft on a lead. Fields left out take the owner's settings (terms, exclusions, validity,
 * deposit). One statement takes the next quote number (an upsert of the counter row, which
 * concurrent creations wait on in turn: never two alike) and stores the quote with its lines.
 */
export async function createQuote(leadId: number, body: unknown): Promise<QuoteJson> {
  const settings = await getQuoteSettings();
  const draft = draftFromBody(body, settings, { partial: false });
  await assertRateCardItems(draft);
  const totals = storedTotals(draft, getConfig().business.gstRegistered);
  const [created] = await getDb().$queryRaw<{ id: number }[]>`WITH "lead" AS (
       SELECT "id" FROM "leads" WHERE "id" = ${leadId}
     ),
     "counter" AS (
       INSERT INTO "document_counters" ("name", "last") SELECT 'quote', 1 FROM "lead"
       ON CONFLICT ("name") DO UPDATE SET "last" = "document_counters"."last" + 1
       RETURNING "last"
     ),
     "quote" AS (
       INSERT INTO "quotes" ("leadId", "number", "version", "status", "depositHundredths", "validDays", "notes", "exclusions", "terms", "residential", "property", "followUp", "subtotalCents", "gstCents", "totalCents")
       SELECT ${leadId}, "last", 1, 'draft', ${toHundredths(draft.depositPercent)}, ${draft.validDays}, ${draft.notes}, ${draft.exclusions}, ${draft.terms}, ${draft.residential}, ${draft.property}, ${draft.followUp},
         ${totals.subtotalCents}, ${totals.gstCents}, ${totals.totalCents}
       FROM "counter"
       RETURNING "id"
     ),
     "lines" AS (${insertLinesSql(Prisma.sql`"quote"`, draft.lines)})
     SELECT "id" FROM "quote"`;
  if (!created) throw new HttpError(404, adminQuoteMessages.leadNotFound);
  return getQuote(leadId, created.id);
}

/**
 * Changes a draft: the fields given, over what is stored; `lines`, when given, replace them all.
 * 409 once it has been sent (a sent quote is locked: revise.ts makes a new version).
 */
export async function updateQuote(leadId: number, quoteId: number, body: unknown): Promise<QuoteJson> {
  const stored = await findQuote(leadId, quoteId);
  if (stored.status !== "draft") throw new HttpError(409, adminQuoteMessages.locked);
  const draft = draftFromBody(body, draftInputOf(stored), { partial: true });
  await assertRateCardItems(draft);
  const totals = storedTotals(draft, getConfig().business.gstRegistered);
  const replaceLines = typeof body === "object" && body !== null && "lines" in body;
  const [updated] = await getDb().$queryRaw<{ id: number }[]>`WITH "quote" AS (
       UPDATE "quotes" SET "depositHundredths" = ${toHundredths(draft.depositPercent)}, "validDays" = ${draft.validDays}, "notes" = ${draft.notes},
         "exclusions" = ${draft.exclusions}, "terms" = ${draft.terms}, "residential" = ${draft.residential}, "property" = ${draft.property}, "followUp" = ${draft.followUp},
         "subtotalCents" = ${totals.subtotalCents}, "gstCents" = ${totals.gstCents}, "totalCents" = ${totals.totalCents}, "updatedAt" = now()
       WHERE "id" = ${quoteId} AND "leadId" = ${leadId} AND "status" = 'draft'
       RETURNING "id"
     ),
     "replaced" AS (
       DELETE FROM "quote_lines" WHERE ${replaceLines} AND "quoteId" IN (SELECT "id" FROM "quote")
     ),
     "lines" AS (${insertLinesSql(Prisma.sql`(SELECT "id" FROM "quote" WHERE ${replaceLines})`, draft.lines)})
     SELECT "id" FROM "quote"`;
  if (!updated) {
    // Sent, or deleted with its lead, between the read and the write: 409, or findQuote's 404.
    await findQuote(leadId, quoteId);
    throw new HttpError(409, adminQuoteMessages.locked);
  }
  return getQuote(leadId, quoteId);
}

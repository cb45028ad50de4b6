import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { afterResponse } from "@/lib/http/after-response";
import { HttpError } from "@/lib/http/responses";
import { refundMessages } from "@/lib/quotes/model/after-send-schemas";
import { buildAdjustmentNoteDocument, type AdjustmentNoteDocument } from "@/lib/quotes/model/adjustment-note";
import { quoteAlertKinds } from "@/lib/quotes/model/alert-kinds";
import { recordQuoteAlertsSql } from "./alerts-record";
import { invoiceDocumentOf } from "./deposit";
import { recordEventSql } from "./events";
import { issuedPdf, keepPdfs, numberedDocumentSql } from "./issued";
import { formatAdjustmentNoteNumber } from "@/lib/quotes/model/numbering";
import { renderAdjustmentNotePdf } from "@/lib/quotes/pdf/render";
import type { InvoiceRecord, QuoteRow } from "./quote-row";
import { sydneyDay } from "@/lib/quotes/model/validity";

/**
 * Issuing a refund's adjustment note (ADJ-0001 upward, a sequence of its own), shared by the two
 * ways a refund ends: at once for a payment the owner pays back himself (lib/payments/refund.ts), or
 * when Stripe confirms a card refund (lib/payments/refunds.ts).
 */

/** An adjustment note as the admin API answers it. */
export interface AdjustmentNoteJson {
  /** "ADJ-0001" */
  number: string;
  /** "INV-0001" */
  invoiceNumber: string;
  issuedAt: string;
  issuedOn: string;
  totalCents: number;
  gstCents: number;
  reason: string;
  /** The invoice's refunded total after it. */
  refundedCents: number;
}

/**
 * The 409 of a refund the invoice no longer takes (another refund, or an unmarking, got there
 * first): what can be refunded now, read again.
 */
export async function refundRefusal(invoiceId: number, kind: "deposit" | "balance"): Promise<HttpError> {
  const again = await getDb().depositInvoice.findUniqueOrThrow({ where: { id: invoiceId } });
  if (!again.paidOn) return new HttpError(409, refundMessages.nothingPaid(kind));
  return new HttpError(409, refundMessages.tooMuch(again.totalCents - again.refundedCents - again.refundPendingCents, again.refundPendingCents));
}

/** The note for refunding `amountCents` of `invoice` (its sequence is the statement's). */
export function refundNoteDocument(row: QuoteRow, invoice: InvoiceRecord, amountCents: number, reason: string, now: Date): AdjustmentNoteDocument {
  return buildAdjustmentNoteDocument({ sequence: 1, issuedAt: now, invoice: invoiceDocumentOf(row, invoice), amountCents, reason });
}

/**
 * SQL: the CTEs that issue the note, written after the caller's CTE "refunded" (the invoice row
 * whose refundedCents it has just raised: "id", "quoteId", "refundedCents"; no row, no note): the
 * customer's e-mail ("alert_rows", "alert_jobs"), the number, the note ("note": "id", "number")
 * and the lead's "refunded" event. `refundId`: the stripe_refunds row it records, if any. The
 * caller's final SELECT must read "note" and "alert_jobs".
 */
export function issueNoteSql(note: { document: AdjustmentNoteDocument; issuedBy: string | null; now: Date; refundId?: Prisma.Sql; stripeId?: string | null }): Prisma.Sql {
  const { document, now } = note;
  const card = note.stripeId === undefined ? Prisma.empty : Prisma.sql`, 'method', 'card', 'stripeId', ${note.stripeId ?? null}::text`;
  return Prisma.sql`"quote" AS (SELECT q."id", q."leadId" FROM "quotes" q JOIN "refunded" r ON r."quoteId" = q."id"),
     ${recordQuoteAlertsSql(Prisma.sql`"quote"`, { emails: [quoteAlertKinds.adjustmentNoteEmail] })},
     "note_counter" AS (
       INSERT INTO "document_counters" ("name", "last") SELECT 'adjustment_note', 1 FROM "refunded"
       ON CONFLICT ("name") DO UPDATE SET "last" = "document_counters"."last" + 1
       RETURNING "last"
     ),
     "note" AS (
       INSERT INTO "adjustment_notes" ("invoiceId", "number", "issuedAt", "totalCents", "gstCents", "reason", "issuedBy", "document", "alertId", "refundId")
       SELECT r."id", c."last", ${now}, ${document.totalCents}, ${document.gstCents}, ${document.reason}, ${note.issuedBy}, ${numberedDocumentSql(document, "ADJ-", Prisma.sql`c."last"`, false)},
         (SELECT "id" FROM "alert_rows" LIMIT 1), ${note.refundId ?? Prisma.sql`NULL::int`}
       FROM "refunded" r, "note_counter" c
       RETURNING "id", "number"
     ),
     "event" AS (${recordEventSql(Prisma.sql`"quote"`, "refunded", {
       at: now,
       data: Prisma.sql`jsonb_build_object('number', (SELECT "number" FROM "note"), 'totalCents', ${document.totalCents}::int, 'invoiceNumber', ${document.invoice.number}::text${card})`,
     })})`;
}

/** The note just issued as the API answers it; its PDF is kept once the answer has gone. */
export function issuedNoteJson(note: { id: number; number: number; refundedCents: number }, document: AdjustmentNoteDocument, now: Date): AdjustmentNoteJson {
  afterResponse(() => keepPdfs([{ table: "adjustment_notes", id: note.id, render: renderAdjustmentNotePdf }]));
  return storedNoteJson({ number: note.number, issuedAt: now, totalCents: document.totalCents, gstCents: document.gstCents, reason: document.reason }, document.invoice.number, note.refundedCents);
}

/** A stored note as the API answers it. */
export function storedNoteJson(note: { number: number; issuedAt: Date; totalCents: number; gstCents: number; reason: string }, invoiceNumber: string, refundedCents: number): AdjustmentNoteJson {
  return {
    number: formatAdjustmentNoteNumber(note.number),
    invoiceNumber,
    issuedAt: note.issuedAt.toISOString(),
    issuedOn: sydneyDay(note.issuedAt),
    totalCents: note.totalCents,
    gstCents: note.gstCents,
    reason: note.reason,
    refundedCents,
  };
}

/** The adjustment note an alert row e-mails, as issued (document and PDF), or null when it is gone. */
export async function adjustmentNoteOfAlert(alertId: number): Promise<{ document: AdjustmentNoteDocument; pdf: Buffer } | null> {
  const note = await getDb().adjustmentNote.findUnique({ where: { alertId }, select: { id: true, document: true } });
  if (!note) return null;
  const document = note.document as unknown as AdjustmentNoteDocument;
  return { document, pdf: await issuedPdf("adjustment_notes", note.id, document, renderAdjustmentNotePdf) };
}

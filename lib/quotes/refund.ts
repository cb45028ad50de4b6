import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { afterResponse } from "@/lib/http/after-response";
import { refundMessages, type RefundInput } from "./after-send-schemas";
import { buildAdjustmentNoteDocument, type AdjustmentNoteDocument } from "./adjustment-note";
import { quoteAlertKinds } from "./alert-kinds";
import { recordQuoteAlertsSql } from "./alerts-record";
import { invoiceDocumentOf } from "./deposit";
import { findQuote } from "./drafts";
import { recordEventSql } from "./events";
import { issuedPdf, keepPdfs, numberedDocumentSql } from "./issued";
import { formatAdjustmentNoteNumber } from "./numbering";
import { renderAdjustmentNotePdf } from "./pdf/render";
import { sydneyDay } from "./validity";

/**
 * Refunding a deposit (issue 45 point 5): the owner refunds some or all of what was paid on a
 * deposit invoice, and the customer gets an adjustment note (ADJ-0001 upward, a sequence of its
 * own), kept as issued and e-mailed with its PDF. Never more than was paid: one UPDATE adds the
 * amount to the invoice's refundedCents only while the sum stays within the invoice, so two
 * refunds at once cannot together pass it (the second waits on the row, then finds the new sum).
 */

export { refundMessages, refundSchema, type RefundInput } from "./after-send-schemas";

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
 * Issues the adjustment note for refunding `input.amountCents` of quote `quoteId`'s deposit.
 * 404: no such quote or invoice; 409: nothing paid, or more than paid and not yet refunded.
 */
export async function refundDeposit(leadId: number, quoteId: number, input: RefundInput, issuedBy: string | null, now = new Date()): Promise<AdjustmentNoteJson> {
  const row = await findQuote(leadId, quoteId);
  const invoice = row.depositInvoice;
  if (!invoice) throw new HttpError(404, "This quote has no deposit invoice.");
  if (!invoice.paidOn) throw new HttpError(409, refundMessages.nothingPaid);
  const remaining = invoice.totalCents - invoice.refundedCents;
  if (input.amountCents > remaining) throw new HttpError(409, refundMessages.tooMuch(remaining));
  // Drawn from the invoice as issued, numbered by the statement.
  const document = buildAdjustmentNoteDocument({ sequence: 1, issuedAt: now, invoice: invoiceDocumentOf(row, invoice), amountCents: input.amountCents, reason: input.reason });
  const rows = await getDb().$queryRaw<{ id: number; number: number; refundedCents: number }[]>`WITH "refunded" AS (
       UPDATE "deposit_invoices" SET "refundedCents" = "refundedCents" + ${input.amountCents}
       WHERE "id" = ${invoice.id} AND "paidOn" IS NOT NULL AND "refundedCents" + ${input.amountCents} <= "totalCents"
       RETURNING "id", "quoteId", "refundedCents"
     ),
     "quote" AS (SELECT q."id", q."leadId" FROM "quotes" q JOIN "refunded" r ON r."quoteId" = q."id"),
     ${recordQuoteAlertsSql(Prisma.sql`"quote"`, { emails: [quoteAlertKinds.adjustmentNoteEmail] })},
     "note_counter" AS (
       INSERT INTO "document_counters" ("name", "last") SELECT 'adjustment_note', 1 FROM "refunded"
       ON CONFLICT ("name") DO UPDATE SET "last" = "document_counters"."last" + 1
       RETURNING "last"
     ),
     "note" AS (
       INSERT INTO "adjustment_notes" ("invoiceId", "number", "issuedAt", "totalCents", "gstCents", "reason", "issuedBy", "document", "alertId")
       SELECT r."id", c."last", ${now}, ${document.totalCents}, ${document.gstCents}, ${input.reason}, ${issuedBy}, ${numberedDocumentSql(document, "ADJ-", Prisma.sql`c."last"`, false)},
         (SELECT "id" FROM "alert_rows" LIMIT 1)
       FROM "refunded" r, "note_counter" c
       RETURNING "id", "number"
     ),
     "event" AS (${recordEventSql(Prisma.sql`"quote"`, "refunded", {
       at: now,
       data: Prisma.sql`jsonb_build_object('number', (SELECT "number" FROM "note"), 'totalCents', ${input.amountCents}::int)`,
     })})
     SELECT n."id", n."number", r."refundedCents", (SELECT count(*)::int FROM "alert_jobs") AS "jobs" FROM "note" n, "refunded" r`;
  const note = rows[0];
  if (!note) {
    // Another refund (or an unmarking) got there first: say what is left now.
    const again = await getDb().depositInvoice.findUniqueOrThrow({ where: { id: invoice.id } });
    if (!again.paidOn) throw new HttpError(409, refundMessages.nothingPaid);
    throw new HttpError(409, refundMessages.tooMuch(again.totalCents - again.refundedCents));
  }
  afterResponse(() => keepPdfs([{ table: "adjustment_notes", id: note.id, render: renderAdjustmentNotePdf }]));
  return {
    number: formatAdjustmentNoteNumber(note.number),
    invoiceNumber: document.invoice.number,
    issuedAt: now.toISOString(),
    issuedOn: sydneyDay(now),
    totalCents: document.totalCents,
    gstCents: document.gstCents,
    reason: input.reason,
    refundedCents: note.refundedCents,
  };
}

/** The adjustment note an alert row e-mails, as issued (document and PDF), or null when it is gone. */
export async function adjustmentNoteOfAlert(alertId: number): Promise<{ document: AdjustmentNoteDocument; pdf: Buffer } | null> {
  const note = await getDb().adjustmentNote.findUnique({ where: { alertId }, select: { id: true, document: true } });
  if (!note) return null;
  const document = note.document as unknown as AdjustmentNoteDocument;
  return { document, pdf: await issuedPdf("adjustment_notes", note.id, document, renderAdjustmentNotePdf) };
}

import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { AdjustmentNoteDocument } from "@/lib/quotes/model/adjustment-note";
import { invoiceDocumentOf } from "./deposit";
import { erasedAcceptance, erasedAdjustmentNote, erasedInvoice, keptCustomerName, recordsKeptUntilDay } from "@/lib/quotes/model/erasure";
import { documentJson, keepPdfs, storedDocument } from "./issued";
import { renderAdjustmentNotePdf, renderInvoicePdf, renderQuotePdf } from "@/lib/quotes/pdf/render";
import { quoteDocumentOf, quoteInclude, quoteRowOf } from "./quote-row";
import { sydneyDay } from "@/lib/quotes/model/validity";

/**
 * Deleting a lead that holds kept records (an acceptance, a tax invoice, an adjustment note):
 * the records stay until five years after the newest (ATO), with the customer's details erased
 * from them as lib/quotes/model/erasure.ts says, and everything else of the lead goes: its other quotes, notes,
 * photos, visits, links, questions, timeline and alerts. The lead row stays as the records'
 * holder, without personal details, archived and marked erased; purgeKeptRecords deletes it
 * (and its records) after recordsKeptUntil. Each record's PDF is rendered again from its erased
 * stored document (never from live data). Null when the lead holds no kept record.
 */
export async function eraseLeadKeepingRecords(leadId: number, now = new Date()): Promise<{ recordsKeptUntil: string } | null> {
  const db = getDb();
  const lead = await db.lead.findUniqueOrThrow({ where: { id: leadId }, select: { name: true } });
  // Its tax invoices of either kind (the deposit's, the balance's), each with its adjustment notes.
  const quotes = await db.quote.findMany({
    where: { leadId, OR: [{ acceptance: { isNot: null } }, { invoices: { some: {} } }] },
    include: { ...quoteInclude, invoices: { orderBy: { number: "asc" }, omit: { pdf: true }, include: { adjustmentNotes: { select: { id: true, issuedAt: true, document: true } } } } },
  });
  if (quotes.length === 0) return null;
  const invoices = quotes.flatMap((quote) => quote.invoices);
  const name = keptCustomerName(lead.name, invoices.map((invoice) => invoice.totalCents));
  const times = [...quotes.map((quote) => quote.acceptance?.acceptedAt), ...invoices.flatMap((invoice) => [invoice.issuedAt, ...invoice.adjustmentNotes.map((note) => note.issuedAt)])].filter((time): time is Date => time !== undefined);
  const keptUntil = recordsKeptUntilDay(sydneyDay(new Date(Math.max(...times.map((time) => time.getTime())))));
  const json = (document: object) => JSON.parse(documentJson(document)) as Prisma.InputJsonValue;
  const keptQuoteIds = quotes.map((quote) => quote.id);
  await db.$transaction([
    ...quotes.flatMap((quote) => [
      ...(quote.acceptance
        ? [
            db.quoteAcceptance.update({
              where: { id: quote.acceptance.id },
              // The document as accepted (drawn now only for one accepted before records were kept), erased.
              data: { name, ip: "", userAgent: "", pdf: null, document: json(erasedAcceptance(quoteDocumentOf(quoteRowOf(quote)), name)) },
            }),
          ]
        : []),
      ...quote.invoices.flatMap((invoice) => [
        db.depositInvoice.update({ where: { id: invoice.id }, data: { pdf: null, document: json(erasedInvoice(invoiceDocumentOf(quoteRowOf(quote), invoice), name)) } }),
        ...invoice.adjustmentNotes.map((note) =>
          db.adjustmentNote.update({ where: { id: note.id }, data: { pdf: null, document: json(erasedAdjustmentNote(storedDocument<AdjustmentNoteDocument>(note.document)!, name)) } }),
        ),
      ]),
    ]),
    db.quote.deleteMany({ where: { leadId, id: { notIn: keptQuoteIds } } }),
    db.quote.updateMany({ where: { id: { in: keptQuoteIds } }, data: { declineReason: null } }),
    db.quotePdf.deleteMany({ where: { quoteId: { in: keptQuoteIds } } }),
    db.quoteLink.deleteMany({ where: { quoteId: { in: keptQuoteIds } } }),
    db.quoteQuestion.deleteMany({ where: { quoteId: { in: keptQuoteIds } } }),
    db.leadEvent.deleteMany({ where: { leadId } }),
    db.leadNotification.deleteMany({ where: { leadId } }),
    db.leadNote.deleteMany({ where: { leadId } }),
    db.leadPhoto.deleteMany({ where: { leadId } }),
    db.visit.deleteMany({ where: { leadId } }),
    db.bookingLink.deleteMany({ where: { leadId } }),
    db.lead.update({
      where: { id: leadId },
      data: {
        name,
        email: "",
        phone: "",
        message: null,
        budgetRange: null,
        timeline: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        referrer: null,
        estimate: Prisma.DbNull,
        idempotencyKey: null,
        idempotencyClient: null,
        highlighted: false,
        archived: true,
        erasedAt: now,
        recordsKeptUntil: new Date(`${keptUntil}T00:00:00Z`),
      },
    }),
  ]);
  const records = quotes.flatMap((quote) => [
    ...(quote.acceptance ? [{ table: "quote_acceptances" as const, id: quote.acceptance.id, render: renderQuotePdf }] : []),
    ...quote.invoices.flatMap((invoice) => [
      { table: "deposit_invoices" as const, id: invoice.id, render: renderInvoicePdf },
      ...invoice.adjustmentNotes.map((note) => ({ table: "adjustment_notes" as const, id: note.id, render: renderAdjustmentNotePdf })),
    ]),
  ]);
  await keepPdfs(records);
  return { recordsKeptUntil: keptUntil };
}

/** Deletes the erased leads whose records are past their keeping (a daily job): their records go with them. */
export async function purgeKeptRecords(now = new Date()): Promise<number> {
  const { count } = await getDb().lead.deleteMany({ where: { erasedAt: { not: null }, recordsKeptUntil: { lt: new Date(`${sydneyDay(now)}T00:00:00Z`) } } });
  return count;
}

import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { gstIncludedCents } from "@/lib/money";
import type { DepositPaidInput } from "@/lib/quotes/model/after-send-schemas";
import { buildBalanceInvoiceDocument, buildDepositInvoiceDocument, type InvoiceDocument, type InvoiceKind } from "@/lib/quotes/model/deposit-invoice";
import { findQuote } from "./drafts";
import { issuedInvoice, numberedDocumentSql, storedDocument } from "./issued";
import { recordEventSql } from "./events";
import { nswRules } from "@/lib/quotes/model/nsw-rules";
import { adminQuoteMessages } from "@/lib/quotes/model/quote-messages";
import { depositInvoiceJson, type DepositInvoiceJson, type InvoiceRow } from "@/lib/quotes/model/invoice-json";
import { quoteDocumentOf, type QuoteRow } from "./quote-row";
import { dayOf, sydneyDay } from "@/lib/quotes/model/validity";

/**
 * The deposit's tax invoice (issue 33): issued by the statement that accepts a quote with a
 * deposit, numbered INV-0001 upward from the same counter mechanism as quote numbers; the owner
 * marks it paid; 7 days unpaid, the owner is reminded (follow-ups.ts).
 */

/** What the acceptance invoices: the deposit, with its GST (one eleventh), or nothing. */
export function depositToInvoice(input: { residential: boolean; totalCents: number; depositCents: number; gstRegistered: boolean; sameJobCents?: number }): { exGstCents: number; gstCents: number; totalCents: number } | null {
  if (input.depositCents <= 0) return null;
  // Work on a home over $20,000, with the same job's accepted quotes: no money before the contract and HBC insurance (lib/quotes/model/nsw-rules.ts; s92(4)).
  if (nswRules({ residential: input.residential, totalCents: input.totalCents, sameJobCents: input.sameJobCents }).moneyNeedsContractAndInsurance) return null;
  const gstCents = input.gstRegistered ? gstIncludedCents(input.depositCents) : 0;
  return { exGstCents: input.depositCents - gstCents, gstCents, totalCents: input.depositCents };
}

/**
 * SQL (CTEs "invoice_counter", "invoice" and "invoice_event") issuing the invoice for the quote
 * in `quoteCte` ("id", "leadId"; no row, nothing): the counter row is taken by an upsert, so
 * concurrent acceptances wait on it in turn and never share a number. The invoice is kept as
 * issued (issued.ts): `document`, drawn by the caller at this instant (any sequence: the
 * statement writes the number it hands out into it), is stored with it; its PDF follows
 * (keepPdfs), rendered from that stored document. `kind`, the document's: "deposit" (on
 * acceptance) or "balance" (balance.ts); one of each per quote.
 */
export function issueDepositInvoiceSql(
  quoteCte: Prisma.Sql,
  amounts: { exGstCents: number; gstCents: number; totalCents: number },
  now: Date,
  document: InvoiceDocument,
  kind: InvoiceKind = document.kind,
): Prisma.Sql {
  return Prisma.sql`"invoice_counter" AS (
       INSERT INTO "document_counters" ("name", "last") SELECT 'invoice', 1 FROM ${quoteCte}
       ON CONFLICT ("name") DO UPDATE SET "last" = "document_counters"."last" + 1
       RETURNING "last"
     ),
     "invoice" AS (
       INSERT INTO "deposit_invoices" ("quoteId", "kind", "number", "issuedAt", "exGstCents", "gstCents", "totalCents", "document")
       SELECT q."id", ${kind}, c."last", ${now}, ${amounts.exGstCents}, ${amounts.gstCents}, ${amounts.totalCents}, ${numberedDocumentSql(document, "INV-", Prisma.sql`c."last"`, true)}
       FROM ${quoteCte} q, "invoice_counter" c
       RETURNING "id", "quoteId", "number"
     ),
     "invoice_event" AS (${recordEventSql(quoteCte, "invoiced", {
       at: now,
       data: Prisma.sql`jsonb_build_object('number', (SELECT "number" FROM "invoice"), 'totalCents', ${amounts.totalCents}::int${kind === "deposit" ? Prisma.empty : Prisma.sql`, 'kind', ${kind}::text`})`,
     })})`;
}

/**
 * The invoice's view model (the page, the PDF and the e-mail) of an accepted quote's invoice, the
 * deposit's or the balance's: the document stored when it was issued (issued.ts). Only an invoice
 * issued before records were kept has none; it is drawn from the quote (and kept by its first
 * issuedInvoice).
 */
export function invoiceDocumentOf(row: QuoteRow, invoice: InvoiceRow & { document?: Prisma.JsonValue | null }): InvoiceDocument {
  const stored = storedDocument<InvoiceDocument>(invoice.document);
  // One stored before invoices had kinds is a deposit's.
  if (stored) return stored.kind ? stored : { ...stored, kind: "deposit" };
  if (invoice.kind === "balance") {
    const deposit = row.depositInvoice;
    return buildBalanceInvoiceDocument({
      sequence: invoice.number,
      issuedAt: invoice.issuedAt,
      quote: quoteDocumentOf(row),
      completedOn: row.completedOn ? dayOf(row.completedOn) : sydneyDay(invoice.issuedAt),
      amounts: invoice,
      deposit: deposit && { sequence: deposit.number, totalCents: deposit.totalCents },
    });
  }
  // The invoice exists only where the acceptance allowed one (depositToInvoice): the contract and
  // insurance question was settled then.
  return buildDepositInvoiceDocument({ sequence: invoice.number, issuedAt: invoice.issuedAt, quote: quoteDocumentOf(row), contractAndInsuranceInPlace: true });
}

/** An invoice's document and PDF as issued (issued.ts), either kind: what every download and e-mail serves. */
export function depositInvoiceIssued(row: QuoteRow, invoice: InvoiceRow & { id: number; document?: Prisma.JsonValue | null }) {
  return issuedInvoice(invoice, () => invoiceDocumentOf(row, { ...invoice, document: null }));
}

/** The owner marks the deposit paid (POST …/deposit-paid). */
export const markDepositPaid = (leadId: number, quoteId: number, input: DepositPaidInput, now = new Date()) => markInvoicePaid("deposit", leadId, quoteId, input, now);

/**
 * The owner marks the quote's invoice of `kind` paid on `paidOn` (a Sydney day, not after today,
 * not before the invoice's date): recorded once, with its event on the lead's timeline. No
 * invoice: 404; paid already: 409 (the first date stands).
 */
export async function markInvoicePaid(kind: InvoiceKind, leadId: number, quoteId: number, input: DepositPaidInput, now = new Date()): Promise<DepositInvoiceJson> {
  await findQuote(leadId, quoteId);
  const alreadyPaid = kind === "balance" ? adminQuoteMessages.balanceAlreadyPaid : adminQuoteMessages.depositAlreadyPaid;
  const invoice = await getDb().depositInvoice.findUnique({ where: { quoteId_kind: { quoteId, kind } } });
  if (!invoice) throw new HttpError(404, kind === "balance" ? adminQuoteMessages.noBalanceInvoice : adminQuoteMessages.noDepositInvoice);
  if (invoice.paidOn) throw new HttpError(409, alreadyPaid(dayOf(invoice.paidOn)));
  if (input.paidOn > sydneyDay(now)) throw new HttpError(400, adminQuoteMessages.paidOnFuture);
  const issuedOn = sydneyDay(invoice.issuedAt);
  if (input.paidOn < issuedOn) throw new HttpError(400, adminQuoteMessages.paidOnBeforeInvoice(issuedOn));
  const rows = await getDb().$queryRaw<InvoiceRow[]>`WITH "paid" AS (
       UPDATE "deposit_invoices" SET "paidOn" = ${input.paidOn}::date, "paidMarkedAt" = ${now}
       WHERE "quoteId" = ${quoteId} AND "kind" = ${kind} AND "paidOn" IS NULL
       RETURNING "quoteId", "number", "issuedAt", "exGstCents", "gstCents", "totalCents", "paidOn", "refundedCents"
     ),
     "quote" AS (SELECT q."id", q."leadId" FROM "quotes" q JOIN "paid" p ON p."quoteId" = q."id"),
     "event" AS (${recordEventSql(Prisma.sql`"quote"`, kind === "balance" ? "balance_paid" : "deposit_paid", {
       at: now,
       data: Prisma.sql`jsonb_build_object('number', (SELECT "number" FROM "paid"), 'paidOn', ${input.paidOn}::text)`,
     })})
     SELECT "number", "issuedAt", "exGstCents", "gstCents", "totalCents", "paidOn", "refundedCents" FROM "paid"`;
  const paid = rows[0];
  if (!paid) {
    // Marked by another device in between.
    const again = await getDb().depositInvoice.findUniqueOrThrow({ where: { quoteId_kind: { quoteId, kind } } });
    throw new HttpError(409, alreadyPaid(again.paidOn ? dayOf(again.paidOn) : input.paidOn));
  }
  return depositInvoiceJson(paid);
}

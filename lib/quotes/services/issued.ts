import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { InvoiceDocument } from "@/lib/quotes/model/deposit-invoice";
import { renderInvoicePdf, renderQuotePdf } from "@/lib/quotes/pdf/render";
import type { QuoteDocument } from "@/lib/quotes/model/quote-document";

/**
 * Records kept as issued (issue 45 point 5; the ATO keeps a business to the tax invoices and
 * adjustment notes it issued, and the acceptance is the contract's evidence): a tax invoice, an
 * adjustment note and an acceptance store, when issued, the document drawn then (JSON, in the
 * statement that issues them) and that document's PDF. Every later view, download and e-mail
 * attachment reads them from here, never from the live quote, lead or configuration.
 *
 * The PDF is rendered from the stored document just after the issuing statement (keepPdfs); if
 * that is interrupted, the first reader renders it from the same stored document and keeps it.
 */

/** The tables holding kept records, each with "id", "document" and "pdf". */
export type KeptTable = "deposit_invoices" | "quote_acceptances" | "adjustment_notes";

/** Stored JSON as the view model it was stored from. */
export const storedDocument = <T>(value: Prisma.JsonValue | null | undefined): T | null => (value === null || value === undefined ? null : (value as unknown as T));

/** A document as the JSON a statement stores. */
export const documentJson = (document: object): string => JSON.stringify(document);

/**
 * SQL: an invoice-like document whose number is handed out in the same statement: the stored JSON
 * with `number` (and the payment reference, when it has one) set to `prefix` and the sequence
 * `sequenceSql`, padded as lib/quotes/model/numbering.ts pads it (4 digits at least, never cut).
 */
export function numberedDocumentSql(document: object, prefix: string, sequenceSql: Prisma.Sql, withReference: boolean): Prisma.Sql {
  const number = Prisma.sql`(${prefix} || lpad((${sequenceSql})::text, greatest(4, length((${sequenceSql})::text)), '0'))`;
  const numbered = Prisma.sql`jsonb_set(${documentJson(document)}::jsonb, '{number}', to_jsonb(${number}))`;
  return withReference ? Prisma.sql`jsonb_set(${numbered}, '{payment,reference}', to_jsonb(${number}))` : numbered;
}

/**
 * The kept PDF of record `id` in `table`, rendered from its stored `document` (and kept) if it has
 * none yet.
 */
export async function issuedPdf<T extends object>(table: KeptTable, id: number, document: T, render: (document: T) => Promise<Buffer>): Promise<Buffer> {
  const name = Prisma.raw(`"${table}"`);
  const [found] = await getDb().$queryRaw<{ pdf: Uint8Array | null }[]>`SELECT "pdf" FROM ${name} WHERE "id" = ${id}`;
  if (found?.pdf) return Buffer.from(found.pdf);
  const pdf = await render(document);
  // Two first readers at once: the first stored copy stands, and both serve it. A document changed
  // meanwhile (an erasure) keeps its own PDF: this one, drawn from the old, is not stored.
  await getDb().$executeRaw`UPDATE ${name} SET "pdf" = ${new Uint8Array(pdf)} WHERE "id" = ${id} AND "pdf" IS NULL AND "document" = ${documentJson(document)}::jsonb`;
  const [kept] = await getDb().$queryRaw<{ pdf: Uint8Array | null }[]>`SELECT "pdf" FROM ${name} WHERE "id" = ${id}`;
  return kept?.pdf ? Buffer.from(kept.pdf) : pdf;
}

/**
 * The stored document of a record issued before records were kept (its column empty): drawn once
 * from today's data by `draw`, stored, and kept from then on.
 */
async function keepDocument<T extends object>(table: KeptTable, id: number, stored: Prisma.JsonValue | null | undefined, draw: () => T): Promise<T> {
  const found = storedDocument<T>(stored);
  if (found) return found;
  const name = Prisma.raw(`"${table}"`);
  await getDb().$executeRaw`UPDATE ${name} SET "document" = ${documentJson(draw())}::jsonb WHERE "id" = ${id} AND "document" IS NULL`;
  const [kept] = await getDb().$queryRaw<{ document: Prisma.JsonValue }[]>`SELECT "document" FROM ${name} WHERE "id" = ${id}`;
  return storedDocument<T>(kept?.document)!;
}

/** A tax invoice's document and PDF as issued (the deposit's or the balance's). */
export async function issuedInvoice(invoice: { id: number; document?: Prisma.JsonValue | null }, draw: () => InvoiceDocument): Promise<{ document: InvoiceDocument; pdf: Buffer }> {
  const kept = await keepDocument("deposit_invoices", invoice.id, invoice.document, draw);
  // One stored before invoices had kinds (the balance, issue 46) is a deposit's.
  const document: InvoiceDocument = kept.kind ? kept : { ...kept, kind: "deposit" };
  return { document, pdf: await issuedPdf("deposit_invoices", invoice.id, kept, () => renderInvoicePdf(document)) };
}

/** An acceptance's document (the quote as accepted) and PDF as issued. */
export async function issuedAcceptance(acceptance: { id: number; document?: Prisma.JsonValue | null }, draw: () => QuoteDocument): Promise<{ document: QuoteDocument; pdf: Buffer }> {
  const document = await keepDocument("quote_acceptances", acceptance.id, acceptance.document, draw);
  return { document, pdf: await issuedPdf("quote_acceptances", acceptance.id, document, renderQuotePdf) };
}

/** Renders and keeps the PDFs of records just issued, from their stored documents; a failure leaves it to the first reader. */
export async function keepPdfs(records: { table: KeptTable; id: number; render: (document: never) => Promise<Buffer> }[]): Promise<void> {
  for (const record of records) {
    try {
      const name = Prisma.raw(`"${record.table}"`);
      const [row] = await getDb().$queryRaw<{ document: Prisma.JsonValue | null }[]>`SELECT "document" FROM ${name} WHERE "id" = ${record.id}`;
      if (!row?.document) continue;
      await issuedPdf(record.table, record.id, row.document as never, record.render);
    } catch (error) {
      console.error(`keeping the PDF of ${record.table} ${record.id} failed; its first reader renders it`, error);
    }
  }
}

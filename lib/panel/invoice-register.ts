import "server-only";
import { getDb } from "@/lib/db";
import { csvField, csvLine } from "./csv";
import { plainDollars } from "@/lib/money";
import { z } from "@/lib/zod";
import { formatAdjustmentNoteNumber, formatInvoiceNumber } from "@/lib/quotes/model/numbering";

/**
 * The invoices register for the owner and his accountant (issue 45 point 5): every tax invoice
 * and adjustment note issued in a period of Sydney days, as issued (the customer's name from the
 * kept document), with the period's totals for the BAS (GST collected less GST adjusted). Each
 * row says what it is for: a deposit's invoice, a balance's (the job done, issue 46), or an
 * adjustment note (a refund).
 */

const dayMessage = (name: string) => `${name} must be a calendar day, YYYY-MM-DD.`;
const day = (name: string) =>
  z
    .string({ error: dayMessage(name) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, dayMessage(name))
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, dayMessage(name));

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv|json]`: at most about 13 months, from not after to. */
export const invoiceRegisterQuery = z
  .strictObject({ from: day("from"), to: day("to"), format: z.enum(["json", "csv"], { error: "format must be json or csv." }).default("json") }, { error: () => "Give from and to as YYYY-MM-DD." })
  .refine((query) => query.from <= query.to, "from must not be after to.")
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 400 * 86_400_000, "Ask for at most 400 days at a time.");

export type InvoiceStatus = "outstanding" | "paid" | "partly_refunded" | "refunded" | "issued";

/** What a document of the register is for: deposit_invoices.kind, or an adjustment note. */
export type InvoicePurpose = "deposit" | "balance" | "adjustment";

/** One document of the register: an adjustment note's amounts are negative (a decrease). */
export interface InvoiceRegisterRow {
  /** "INV-0001", "ADJ-0001" */
  number: string;
  kind: "tax_invoice" | "invoice" | "adjustment_note";
  /** The deposit's invoice, the balance's, or an adjustment note. */
  purpose: InvoicePurpose;
  issuedOn: string;
  customerName: string;
  totalCents: number;
  gstCents: number;
  /** An invoice: outstanding, paid, partly_refunded, refunded; an adjustment note: issued. */
  status: InvoiceStatus;
}

type Row = { kind: "invoice" | "note"; purpose: InvoicePurpose; number: number; issuedOn: string; customerName: string; totalCents: number; gstCents: number; paid: boolean; refundedCents: number; title: string | null };

/** The register for `from`..`to` (Sydney days, both included), by date then number. */
export async function invoiceRegister(from: string, to: string): Promise<{ data: InvoiceRegisterRow[]; totals: { totalCents: number; gstCents: number } }> {
  const rows = await getDb().$queryRaw<Row[]>`
    SELECT 'invoice' AS "kind", i."kind" AS "purpose", i."number", to_char(i."issuedAt" AT TIME ZONE 'Australia/Sydney', 'YYYY-MM-DD') AS "issuedOn",
      coalesce(i."document"->'customer'->>'name', l."name") AS "customerName", i."totalCents", i."gstCents",
      i."paidOn" IS NOT NULL AS "paid", i."refundedCents", i."document"->>'title' AS "title", i."issuedAt"
    FROM "deposit_invoices" i JOIN "quotes" q ON q."id" = i."quoteId" JOIN "leads" l ON l."id" = q."leadId"
    WHERE (i."issuedAt" AT TIME ZONE 'Australia/Sydney')::date BETWEEN ${from}::date AND ${to}::date
    UNION ALL
    SELECT 'note', 'adjustment', n."number", to_char(n."issuedAt" AT TIME ZONE 'Australia/Sydney', 'YYYY-MM-DD'),
      n."document"->'customer'->>'name', -n."totalCents", -n."gstCents", true, 0, n."document"->>'title', n."issuedAt"
    FROM "adjustment_notes" n
    WHERE (n."issuedAt" AT TIME ZONE 'Australia/Sydney')::date BETWEEN ${from}::date AND ${to}::date
    ORDER BY "issuedAt", "kind", "number"`;
  const data = rows.map((row): InvoiceRegisterRow => {
    if (row.kind === "note") {
      return { number: formatAdjustmentNoteNumber(row.number), kind: "adjustment_note", purpose: "adjustment", issuedOn: row.issuedOn, customerName: row.customerName, totalCents: row.totalCents, gstCents: row.gstCents, status: "issued" };
    }
    const status: InvoiceStatus = !row.paid ? "outstanding" : row.refundedCents === 0 ? "paid" : row.refundedCents >= row.totalCents ? "refunded" : "partly_refunded";
    return { number: formatInvoiceNumber(row.number), kind: row.title === "Invoice" ? "invoice" : "tax_invoice", purpose: row.purpose === "balance" ? "balance" : "deposit", issuedOn: row.issuedOn, customerName: row.customerName, totalCents: row.totalCents, gstCents: row.gstCents, status };
  });
  const totals = data.reduce((sum, row) => ({ totalCents: sum.totalCents + row.totalCents, gstCents: sum.gstCents + row.gstCents }), { totalCents: 0, gstCents: 0 });
  return { data, totals };
}

const kindLabels: Record<InvoiceRegisterRow["kind"], string> = { tax_invoice: "Tax invoice", invoice: "Invoice", adjustment_note: "Adjustment note" };

// Amounts are written as numbers: csvField would guard a negative one as if it were a formula.
const line = (number: string, date: string, kind: string, purpose: string, customer: string, totalCents: number, gstCents: number, status: string) =>
  `${[number, date, kind, purpose, customer].map(csvField).join(",")},${plainDollars(totalCents)},${plainDollars(gstCents)},${csvField(status)}\r\n`;

/** The register as CSV for the BAS: one line per document (dollars, notes negative), then the period's totals. */
export function invoiceRegisterCsv(register: Awaited<ReturnType<typeof invoiceRegister>>, from: string, to: string): string {
  return (
    "\uFEFF" +
    csvLine(["Number", "Date", "Kind", "For", "Customer", "Total incl GST", "GST", "Status"]) +
    register.data.map((row) => line(row.number, row.issuedOn, kindLabels[row.kind], row.purpose, row.customerName, row.totalCents, row.gstCents, row.status)).join("") +
    line(`Totals ${from} to ${to}`, "", "", "", "", register.totals.totalCents, register.totals.gstCents, "")
  );
}

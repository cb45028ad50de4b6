import { formatInvoiceNumber } from "./numbering";
import { dayOf, sydneyDay } from "./validity";

/** An invoice as the admin API answers it (inside the quote's JSON, and from deposit-paid). */
export interface DepositInvoiceJson {
  /** "INV-0001" */
  number: string;
  issuedAt: string;
  /** The Sydney day it is dated, "YYYY-MM-DD". */
  issuedOn: string;
  exGstCents: number;
  gstCents: number;
  totalCents: number;
  /** The day the owner says it was paid, or null while outstanding. */
  paidOn: string | null;
  /** Refunded so far, with adjustment notes (lib/payments/refund.ts). */
  refundedCents: number;
  /** Card refunds sent to Stripe and awaiting its confirmation (lib/payments/refunds.ts). */
  refundPendingCents: number;
  /** Paid by card through Stripe: a refund goes back through Stripe. */
  paidByCard: boolean;
}

export type InvoiceRow = {
  number: number;
  issuedAt: Date;
  exGstCents: number;
  gstCents: number;
  totalCents: number;
  paidOn: Date | null;
  refundedCents?: number;
  refundPendingCents?: number;
  paidMethod?: string | null;
  kind?: string;
};

export function depositInvoiceJson(row: InvoiceRow): DepositInvoiceJson {
  return {
    number: formatInvoiceNumber(row.number),
    issuedAt: row.issuedAt.toISOString(),
    issuedOn: sydneyDay(row.issuedAt),
    exGstCents: row.exGstCents,
    gstCents: row.gstCents,
    totalCents: row.totalCents,
    paidOn: row.paidOn ? dayOf(row.paidOn) : null,
    refundedCents: row.refundedCents ?? 0,
    refundPendingCents: row.refundPendingCents ?? 0,
    paidByCard: row.paidMethod === "card",
  };
}

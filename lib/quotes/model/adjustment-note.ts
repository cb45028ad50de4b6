import { gstIncludedCents } from "@/lib/money";
import type { InvoiceDocument } from "./deposit-invoice";
import { formatAdjustmentNoteNumber } from "./numbering";
import type { DocumentBusiness } from "./quote-document";
import { formatDay, sydneyDay } from "./validity";

/**
 * An adjustment note for a refund of a tax invoice's amount, as a plain view model: what the
 * ATO's Adjustment Note Information Requirements Determination 2022 (under GST Act s29-75) asks:
 * that it is an adjustment note and its effect, the supplier's identity and ABN, the recipient's
 * identity where the invoice was $1,000 or more, the date, the reason, and the adjustment with its
 * GST. A business not registered for GST has no GST to adjust: it issues a "Credit note".
 */
export interface AdjustmentNoteDocument {
  title: "Adjustment note" | "Credit note";
  business: DocumentBusiness;
  /** "ADJ-0001" */
  number: string;
  issuedOn: string;
  issuedOnText: string;
  customer: { name: string; email: string; address: string | null };
  /** The tax invoice it adjusts, its date and its total. */
  invoice: { number: string; issuedOnText: string; totalCents: number };
  quoteNumber: string;
  reason: string;
  description: string;
  /** The decrease: the refund incl GST, the GST in it, and ex GST. */
  totalCents: number;
  gstCents: number;
  exGstCents: number;
}

/** The note for refunding `amountCents` (incl GST) of `invoice`, issued at `issuedAt`. */
export function buildAdjustmentNoteDocument({ sequence, issuedAt, invoice, amountCents, reason }: { sequence: number; issuedAt: Date | string; invoice: InvoiceDocument; amountCents: number; reason: string }): AdjustmentNoteDocument {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > invoice.totalCents) throw new RangeError(`refund ${amountCents} is not within invoice ${invoice.number}`);
  const registered = invoice.business.gstRegistered;
  const gstCents = registered ? gstIncludedCents(amountCents) : 0;
  const issuedOn = sydneyDay(issuedAt);
  return {
    title: registered ? "Adjustment note" : "Credit note",
    business: invoice.business,
    number: formatAdjustmentNoteNumber(sequence),
    issuedOn,
    issuedOnText: formatDay(issuedOn),
    customer: invoice.customer,
    invoice: { number: invoice.number, issuedOnText: invoice.issuedOnText, totalCents: invoice.totalCents },
    quoteNumber: invoice.quoteNumber,
    reason,
    description: `Refund of ${amountCents === invoice.totalCents ? "the" : "part of the"} amount of ${invoice.title.toLowerCase()} ${invoice.number} (${invoice.quoteNumber})`,
    totalCents: amountCents,
    gstCents,
    exGstCents: amountCents - gstCents,
  };
}

import type { AdjustmentNoteDocument } from "./adjustment-note";
import type { InvoiceDocument } from "./deposit-invoice";
import type { QuoteDocument } from "./quote-document";

/**
 * What a kept record still says of its customer after the customer asked to be forgotten (APP 11)
 * while the records must stay five years (ATO): a tax invoice of $1,000 or more must show the
 * buyer's identity or ABN (the ATO's tax invoice requirements under A New Tax System (GST) Act 1999
 * s29-70; an adjustment note of such an invoice likewise, Adjustment Note Information Requirements
 * Determination 2022 s5(1)(c)), so the customer's name stays on every kept record of the lead;
 * below that nothing of them stays. Their e-mail, phone and address go from every record.
 */

/** The name that stands in for the customer's on the kept records when none may stay. */
export const erasedCustomerName = "Customer details erased";

/** The ATO's threshold, incl GST, from which a tax invoice shows the buyer's identity. */
export const buyerIdentityFromCents = 1_000_00;

/** The name the kept records of a lead keep: the customer's if one of its invoices is $1,000 or more. */
export function keptCustomerName(name: string, invoiceTotalsCents: readonly number[]): string {
  return invoiceTotalsCents.some((total) => total >= buyerIdentityFromCents) ? name : erasedCustomerName;
}

export function erasedInvoice(document: InvoiceDocument, name: string): InvoiceDocument {
  return { ...document, customer: { name, email: "", address: null } };
}

export function erasedAdjustmentNote(document: AdjustmentNoteDocument, name: string): AdjustmentNoteDocument {
  return { ...document, customer: { name, email: "", address: null } };
}

/** The quote as accepted: the customer's contact details go; the acceptance's name is the kept name. The content hash never covered them. */
export function erasedAcceptance(document: QuoteDocument, name: string): QuoteDocument {
  return { ...document, customer: { name, email: "", phone: "", address: null }, acceptance: document.acceptance && { ...document.acceptance, name } };
}

/** The last day the records are kept: five years after the newest (ATO), as a Sydney day "YYYY-MM-DD". */
export function recordsKeptUntilDay(newestSydneyDay: string): string {
  const [year, month, day] = newestSydneyDay.split("-").map(Number) as [number, number, number];
  // 29 February plus five years is 28 February (the next year with that day is not five years on).
  const date = new Date(Date.UTC(year + 5, month - 1, day));
  if (date.getUTCMonth() !== month - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

import { formatCents, formatHundredths, gstIncludedCents, toHundredths } from "@/lib/money";
import { formatInvoiceNumber } from "./numbering";
import type { DocumentBusiness, QuoteDocument } from "./quote-document";
import { formatDay, sydneyDay } from "./validity";

/**
 * The deposit's tax invoice as a plain view model (ATO: the words "Tax invoice", the seller's name
 * and ABN, the date, a number, the buyer, a description, the GST and the total), with how to pay.
 * A business not registered for GST issues an "Invoice" that charges none (GST Act s29-70 makes
 * tax invoices a registered entity's document).
 */
/** What an invoice is for: the deposit, on acceptance, or the balance, when the job is done (lib/quotes/services/balance.ts). */
export type InvoiceKind = "deposit" | "balance";

export interface InvoiceDocument {
  title: "Tax invoice" | "Invoice";
  kind: InvoiceKind;
  business: DocumentBusiness;
  /** "INV-0001" */
  number: string;
  /** Sydney calendar day issued, "YYYY-MM-DD", and as read. */
  issuedOn: string;
  issuedOnText: string;
  customer: { name: string; email: string; address: string | null };
  /** The quote it is the deposit for, "Q-0001-B". */
  quoteNumber: string;
  description: string;
  /** The amount ex GST, the GST in it, and the total incl GST. */
  exGstCents: number;
  gstCents: number;
  totalCents: number;
  /** Bank transfer (when configured), PayID (when configured), and the reference to quote. */
  payment: { bank: DocumentBusiness["payment"]["bank"]; payId: string | null; reference: string };
  /** Where the customer may pay it by card (the quote's page), when card payments are configured: the e-mail's link. */
  payByCardUrl?: string;
  /** Card payments were configured when it was issued: the kept PDF says so (its link is in the e-mail, each with its own token). */
  payByCard?: boolean;
}

/** The line an invoice without GST carries. */
export const noGstCharged = "No GST has been charged";

/**
 * The tax invoice for an accepted quote's deposit. Refuses (RangeError) a quote not accepted, one
 * with no deposit, and residential work over $20,000 until the contract and HBC insurance are in
 * place (nsw-rules.ts): no money may be asked before then.
 */
export function buildDepositInvoiceDocument({
  sequence,
  issuedAt,
  quote,
  contractAndInsuranceInPlace = false,
}: {
  sequence: number;
  issuedAt: Date | string;
  quote: QuoteDocument;
  contractAndInsuranceInPlace?: boolean;
}): InvoiceDocument {
  if (!quote.acceptance) throw new RangeError(`quote ${quote.number} is not accepted`);
  if (quote.totals.depositCents <= 0) throw new RangeError(`quote ${quote.number} has no deposit`);
  if (quote.nsw.moneyNeedsContractAndInsurance && !contractAndInsuranceInPlace) {
    throw new RangeError(`quote ${quote.number} is residential work over $20,000: no deposit before the contract and HBC insurance`);
  }
  const number = formatInvoiceNumber(sequence);
  const issuedOn = sydneyDay(issuedAt);
  const gstRegistered = quote.business.gstRegistered;
  const gstCents = gstRegistered ? gstIncludedCents(quote.totals.depositCents) : 0;
  const percent = formatHundredths(toHundredths(quote.totals.depositPercent));
  const where = quote.customer.address ? ` at ${quote.customer.address}` : "";
  return {
    title: gstRegistered ? "Tax invoice" : "Invoice",
    kind: "deposit",
    business: quote.business,
    number,
    issuedOn,
    issuedOnText: formatDay(issuedOn),
    customer: { name: quote.customer.name, email: quote.customer.email, address: quote.customer.address ?? null },
    quoteNumber: quote.number,
    description: `Deposit (${percent}%) for painting work${where}, as quoted in ${quote.number} and accepted on ${formatDay(sydneyDay(quote.acceptance.acceptedAt))}`,
    exGstCents: quote.totals.depositCents - gstCents,
    gstCents,
    totalCents: quote.totals.depositCents,
    payment: { bank: quote.business.payment.bank, payId: quote.business.payment.payId, reference: number },
  };
}

/**
 * The final tax invoice, for the balance of an accepted quote once the job is done: the amounts
 * as issued (balanceToInvoice: the total less the deposit invoiced), with the same contents and
 * ways to pay as the deposit's.
 */
export function buildBalanceInvoiceDocument({
  sequence,
  issuedAt,
  quote,
  completedOn,
  amounts,
  deposit,
}: {
  sequence: number;
  issuedAt: Date | string;
  quote: QuoteDocument;
  /** The Sydney day the job was done, "YYYY-MM-DD". */
  completedOn: string;
  amounts: { exGstCents: number; gstCents: number; totalCents: number };
  /** The deposit's invoice, when one was issued: its number and amount. */
  deposit: { sequence: number; totalCents: number } | null;
}): InvoiceDocument {
  if (!quote.acceptance) throw new RangeError(`quote ${quote.number} is not accepted`);
  const number = formatInvoiceNumber(sequence);
  const issuedOn = sydneyDay(issuedAt);
  const where = quote.customer.address ? ` at ${quote.customer.address}` : "";
  const less = deposit ? `: the total of ${formatCents(quote.totals.totalCents)} less the deposit of ${formatCents(deposit.totalCents)} (tax invoice ${formatInvoiceNumber(deposit.sequence)})` : "";
  return {
    title: quote.business.gstRegistered ? "Tax invoice" : "Invoice",
    kind: "balance",
    business: quote.business,
    number,
    issuedOn,
    issuedOnText: formatDay(issuedOn),
    customer: { name: quote.customer.name, email: quote.customer.email, address: quote.customer.address ?? null },
    quoteNumber: quote.number,
    description: `Balance for painting work${where}, completed on ${formatDay(completedOn)}, as quoted in ${quote.number} and accepted on ${formatDay(sydneyDay(quote.acceptance.acceptedAt))}${less}`,
    exGstCents: amounts.exGstCents,
    gstCents: amounts.gstCents,
    totalCents: amounts.totalCents,
    payment: { bank: quote.business.payment.bank, payId: quote.business.payment.payId, reference: number },
  };
}

/** "Deposit" or "Balance": how e-mails, the PDF and the quote page name what an invoice is for. */
export const invoiceKindLabel = (kind: InvoiceKind): string => (kind === "balance" ? "Balance" : "Deposit");

/** How to pay, as label and value rows: the configured bank account and PayID, then the reference. */
export function invoicePaymentRows(invoice: InvoiceDocument): [string, string][] {
  const { bank, payId, reference } = invoice.payment;
  return [
    ...(bank ? ([["Account name", bank.accountName], ["BSB", bank.bsb], ["Account number", bank.accountNumber]] as [string, string][]) : []),
    ...(payId ? ([["PayID", payId]] as [string, string][]) : []),
    ["Reference", reference],
  ];
}

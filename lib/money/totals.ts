import { toHundredths } from "./hundredths";
import { mulDivDown, mulDivHalfUp } from "./rounding";

/** GST in Australia: 10%. */
export const GST_PERCENT = 10;

/** The GST on an ex-GST total in cents: 10%, rounded half-up to the cent, computed once on a total. */
export function gstOnCents(exGstCents: number): number {
  return mulDivHalfUp(exGstCents, GST_PERCENT, 100);
}

/** A quote line as money sees it; other fields (description, unit) may ride along. */
export interface MoneyLine {
  /** A stored line's id; a draft's lines have none and are keyed by their index. */
  id?: number | string;
  /** Up to two decimals (12.5 m²). */
  quantity: number | string;
  /** Price of one unit ex GST, integer cents. */
  unitPriceCents: number;
  /** An optional line counts only when the customer chose it. */
  optional?: boolean;
}

/** How a line is chosen: its id, or its index when it has no id. */
export type LineKey = number | string;

/** One line's amount, in the order of the lines given. */
export interface LineAmount {
  key: LineKey;
  /** quantity x unit price, rounded half-up to the cent (ex GST). */
  totalCents: number;
  /** False for an optional line the customer did not choose: it is shown but not added. */
  included: boolean;
}

/** Everything a quote shows in money, from one computation. */
export interface QuoteTotals {
  lines: LineAmount[];
  /** Sum of the included lines' rounded totals, ex GST. */
  subtotalCents: number;
  /** 10% of the subtotal, computed once and rounded half-up to the cent; 0 when not registered for GST. */
  gstCents: number;
  /** subtotal + GST. */
  totalCents: number;
  /** The percentage asked as a deposit (up to two decimals). */
  depositPercent: number;
  /** depositPercent of the total incl GST, rounded down to the cent (never over a cap). */
  depositCents: number;
  /** total - deposit: what is left to pay. */
  balanceCents: number;
}

/** The key a line is chosen by: its id, else its index. */
export const lineKey = (line: MoneyLine, index: number): LineKey => line.id ?? index;

/** quantity x unit price in cents, rounded half-up to the cent. */
export function lineTotalCents(line: Pick<MoneyLine, "quantity" | "unitPriceCents">): number {
  return mulDivHalfUp(toHundredths(line.quantity), line.unitPriceCents, 100);
}

/** Chosen keys that match no optional line (unknown, or a line that is not optional): for a 400. */
export function invalidChoices(lines: readonly MoneyLine[], chosen: Iterable<LineKey>): LineKey[] {
  const optionalKeys = new Set(lines.flatMap((line, index) => (line.optional ? [lineKey(line, index)] : [])));
  return [...new Set(chosen)].filter((key) => !optionalKeys.has(key));
}

/**
 * Totals of a quote: every required line, plus the optional lines in `chosen` ("all" for the most
 * the customer could accept). Throws RangeError on a chosen key that is not an optional line
 * (check with invalidChoices first to answer 400) and on amounts that are not whole cents.
 */
export function quoteTotals(
  lines: readonly MoneyLine[],
  options: { chosen?: Iterable<LineKey> | "all"; depositPercent?: number | string; gstRegistered?: boolean } = {},
): QuoteTotals {
  const chosen = options.chosen === "all" ? "all" : new Set(options.chosen ?? []);
  if (chosen !== "all") {
    const invalid = invalidChoices(lines, chosen);
    if (invalid.length > 0) throw new RangeError(`not optional lines of this quote: ${invalid.join(", ")}`);
  }
  const amounts = lines.map((line, index): LineAmount => {
    const key = lineKey(line, index);
    return { key, totalCents: lineTotalCents(line), included: !line.optional || chosen === "all" || chosen.has(key) };
  });
  const subtotalCents = amounts.reduce((sum, line) => (line.included ? sum + line.totalCents : sum), 0);
  if (!Number.isSafeInteger(subtotalCents)) throw new RangeError("subtotal is too large to hold in cents");
  // A business not registered for GST charges none (GST Act s9-5: only a registered entity makes taxable supplies).
  const gstCents = options.gstRegistered === false ? 0 : gstOnCents(subtotalCents);
  const totalCents = subtotalCents + gstCents;
  const depositHundredths = toHundredths(options.depositPercent ?? 0);
  if (depositHundredths > 100_00) throw new RangeError("depositPercent must be at most 100");
  // The percentage is in hundredths of a percent: divide by 100 x 100. Rounded down, so a 10%
  // deposit never passes the cap by part of a cent (Home Building Act 1989 (NSW) s8).
  const depositCents = mulDivDown(totalCents, depositHundredths, 100_00);
  return {
    lines: amounts,
    subtotalCents,
    gstCents,
    totalCents,
    depositPercent: depositHundredths / 100,
    depositCents,
    balanceCents: totalCents - depositCents,
  };
}

/**
 * The GST inside an amount that includes it (a deposit): one eleventh, rounded half-up to the
 * cent, as a tax invoice for a GST-inclusive price states it.
 */
export function gstIncludedCents(amountInclGstCents: number): number {
  return mulDivHalfUp(amountInclGstCents, 1, 11);
}

/**
 * The final invoice's amounts: what is left of the accepted total after the invoices already
 * issued for it (the deposit). Its GST is the quote's less the GST those invoices stated, so the
 * job's GST is charged once across its invoices, to the cent; none when not registered for GST.
 */
export function balanceToInvoice(input: { totalCents: number; gstCents: number; gstRegistered: boolean; invoiced: readonly { totalCents: number; gstCents: number }[] }): {
  exGstCents: number;
  gstCents: number;
  totalCents: number;
} {
  const invoicedCents = input.invoiced.reduce((sum, invoice) => sum + invoice.totalCents, 0);
  const invoicedGstCents = input.invoiced.reduce((sum, invoice) => sum + invoice.gstCents, 0);
  const totalCents = input.totalCents - invoicedCents;
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError("the invoices already issued pass the quote's total");
  const gstCents = input.gstRegistered ? Math.min(totalCents, Math.max(0, input.gstCents - invoicedGstCents)) : 0;
  return { exGstCents: totalCents - gstCents, gstCents, totalCents };
}

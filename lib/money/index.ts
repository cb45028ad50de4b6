/**
 * The one module that computes money. Integer cents everywhere; prices ex GST; quantities and
 * percentages to two decimals held as integer hundredths; every rounding half-up to the cent but
 * the deposit's, rounded down (it must never pass a cap).
 * The rules in words: docs/product.md, "Written quotes: money and rules".
 */
export { formatCents, formatDollars, parseDollars, plainDollars } from "./format";
export { formatHundredths, isHundredths, toHundredths } from "./hundredths";
export { mulDivHalfUp } from "./rounding";
export {
  balanceToInvoice,
  GST_PERCENT,
  gstIncludedCents,
  gstOnCents,
  invalidChoices,
  lineKey,
  lineTotalCents,
  quoteTotals,
  type LineAmount,
  type LineKey,
  type MoneyLine,
  type QuoteTotals,
} from "./totals";

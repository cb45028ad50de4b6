/**
 * Money is integer cents, ex GST, everywhere; GST is 10 %, computed once on a total and
 * rounded half-up to the cent. Shown to people in en-AU dollars.
 */
export const GST_PERCENT = 10;

/** The GST on an ex-GST total in cents, half-up (totals are never negative). */
export function gstCents(exGstCents: number): number {
  return Math.floor((exGstCents * GST_PERCENT + 50) / 100);
}

const wholeDollars = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0, minimumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });

/** "$7,450" for a whole-dollar sum, "$24.50" otherwise. */
export function formatDollars(cents: number): string {
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : dollarsAndCents.format(cents / 100);
}

/**
 * Dates and times as the business reads them: en-AU, in Sydney's time zone.
 * One formatter per style, made on its first use and kept: `toLocaleString` with options builds a
 * new Intl.DateTimeFormat on every call, which a quote alert, a page of the inbox or a CSV export
 * of thousands of rows would pay per date (docs/performance.md). Not at module load: a page's
 * first formatter loads the locale's data, about 55 ms of a phone's main thread, which would
 * lengthen the long task that evaluates the script (docs/performance-history.md).
 */
export const sydneyTimeZone = "Australia/Sydney";

const styles = {
  /** "21/11/2026, 10:30:00 am": what `toLocaleString("en-AU")` gives. */
  dateTime: ["en-AU", { year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" }],
  /** "21/11/2026": what `toLocaleDateString("en-AU")` gives. */
  day: ["en-AU", { year: "numeric", month: "numeric", day: "numeric" }],
  /** "Saturday, 21 November 2026 at 10:30 am": for e-mails. */
  long: ["en-AU", { dateStyle: "full", timeStyle: "short" }],
  /** "21/11/2026, 10:30": a spreadsheet reads it as a date and time. */
  sheet: ["en-AU", { hour12: false, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" }],
  /** "2026-11-21": for file names. */
  isoDay: ["en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }],
  /** "10:30 am" */
  clock: ["en-AU", { hour: "numeric", minute: "2-digit" }],
} satisfies Record<string, [locale: string, options: Intl.DateTimeFormatOptions]>;

export type SydneyStyle = keyof typeof styles;

const made: Partial<Record<SydneyStyle, Intl.DateTimeFormat>> = {};

export function sydneyTime(date: Date | string | number, style: SydneyStyle): string {
  const [locale, options] = styles[style];
  return (made[style] ??= new Intl.DateTimeFormat(locale, { timeZone: sydneyTimeZone, ...options })).format(new Date(date));
}

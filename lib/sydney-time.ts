/**
 * Dates and times as the business reads them: en-AU, in Sydney's time zone.
 * One formatter per style, made once: `toLocaleString` with options builds a new
 * Intl.DateTimeFormat on every call, which a quote alert, a page of the inbox or a CSV export
 * of thousands of rows would pay per date (docs/performance.md).
 */
export const sydneyTimeZone = "Australia/Sydney";

const formatter = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { timeZone: sydneyTimeZone, ...options });

const styles = {
  /** "21/11/2026, 10:30:00 am": what `toLocaleString("en-AU")` gives. */
  dateTime: formatter("en-AU", { year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" }),
  /** "21/11/2026": what `toLocaleDateString("en-AU")` gives. */
  day: formatter("en-AU", { year: "numeric", month: "numeric", day: "numeric" }),
  /** "Saturday, 21 November 2026 at 10:30 am": for e-mails. */
  long: formatter("en-AU", { dateStyle: "full", timeStyle: "short" }),
  /** "21/11/2026, 10:30": a spreadsheet reads it as a date and time. */
  sheet: formatter("en-AU", { hour12: false, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" }),
  /** "2026-11-21": for file names. */
  isoDay: formatter("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }),
  /** "10:30 am" */
  clock: formatter("en-AU", { hour: "numeric", minute: "2-digit" }),
} as const;

export type SydneyStyle = keyof typeof styles;

export function sydneyTime(date: Date | string | number, style: SydneyStyle): string {
  return styles[style].format(new Date(date));
}

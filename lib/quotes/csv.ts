import { sydneyTime } from "@/lib/sydney-time";
import { lostReasonLabel, quoteStatusLabel } from "./status";
import { serviceLabel, type AdminQuote } from "./view";

/**
 * CSV (RFC 4180) for spreadsheets. A field with a comma, quote or line break is quoted, quotes
 * doubled. A field a spreadsheet would run as a formula (starting with = + - @, tab or carriage
 * return) is prefixed with ' so it shows as text (OWASP "CSV injection").
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(fields: readonly (string | number | boolean | null | undefined)[]): string {
  return `${fields.map(csvField).join(",")}\r\n`;
}

export const quoteCsvHeader = csvLine([
  "ID",
  "Submitted (Sydney)",
  "Name",
  "Email",
  "Phone",
  "Service",
  "Budget range",
  "Timeline",
  "Message",
  "Highlighted",
  "Archived",
  "Last replied (Sydney)",
  // Added with the lead pipeline, after the original columns (their order stays).
  "Status",
  "Lost reason",
  "First response (Sydney)",
  "Notes",
  "Source",
  "Referrer",
]);

/** "google / cpc / spring": the utm tags that were given, in that order. */
export function sourceText(quote: Pick<AdminQuote, "utmSource" | "utmMedium" | "utmCampaign">): string {
  return [quote.utmSource, quote.utmMedium, quote.utmCampaign].filter(Boolean).join(" / ");
}

const sydneyTimestamp = (iso: string | null) => (iso ? sydneyTime(iso, "sheet") : "");

export function quoteCsvRow(quote: AdminQuote): string {
  return csvLine([
    quote.id,
    sydneyTimestamp(quote.createdAt),
    quote.name,
    quote.email,
    quote.phone,
    quote.service ? serviceLabel(quote.service) : "",
    quote.budgetRange,
    quote.timeline,
    quote.message,
    quote.highlighted ? "yes" : "no",
    quote.archived ? "yes" : "no",
    sydneyTimestamp(quote.lastRepliedAt),
    quoteStatusLabel(quote.status),
    lostReasonLabel(quote.lostReason),
    sydneyTimestamp(quote.firstResponseAt),
    // How many notes, never their text: notes stay inside the panel.
    quote.notes.length,
    sourceText(quote),
    quote.referrer,
  ]);
}

/** "orbit-quotes-active-2026-11-23.csv" */
export function quoteCsvFileName(archived: boolean, now = new Date()): string {
  const day = sydneyTime(now, "isoDay");
  return `orbit-quotes-${archived ? "archived" : "active"}-${day}.csv`;
}

import { plainDollars } from "@/lib/money";
import { quoteStatusLabels, shownQuoteStatus } from "@/lib/quotes/model/quote-status";
import { sydneyTime } from "@/lib/sydney-time";
import { lostReasonLabel, leadStatusLabel } from "@/lib/leads/model/status";
import { serviceLabel, type AdminLead } from "@/lib/leads/model/view";

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

export const leadCsvHeader = csvLine([
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
  // Added with the quote follow-ups: the newest written quote (its latest version).
  "Latest quote",
  "Quote status",
  "Quote total incl GST",
]);

/** "google / cpc / spring": the utm tags that were given, in that order. */
export function sourceText(lead: Pick<AdminLead, "utmSource" | "utmMedium" | "utmCampaign">): string {
  return [lead.utmSource, lead.utmMedium, lead.utmCampaign].filter(Boolean).join(" / ");
}

/** The newest quote's number, status as shown (Expired included) and total as a plain number of dollars. */
function latestQuoteFields(lead: Pick<AdminLead, "quotes">): [string, string, string] {
  const quote = lead.quotes[0];
  if (!quote) return ["", "", ""];
  return [quote.number, quoteStatusLabels[shownQuoteStatus(quote)], plainDollars(quote.totalCents)];
}

const sydneyTimestamp = (iso: string | null) => (iso ? sydneyTime(iso, "sheet") : "");

export function leadCsvRow(lead: AdminLead): string {
  return csvLine([
    lead.id,
    sydneyTimestamp(lead.createdAt),
    lead.name,
    lead.email,
    lead.phone,
    lead.service ? serviceLabel(lead.service) : "",
    lead.budgetRange,
    lead.timeline,
    lead.message,
    lead.highlighted ? "yes" : "no",
    lead.archived ? "yes" : "no",
    sydneyTimestamp(lead.lastRepliedAt),
    leadStatusLabel(lead.status),
    lostReasonLabel(lead.lostReason),
    sydneyTimestamp(lead.firstResponseAt),
    // How many notes, never their text: notes stay inside the panel.
    lead.notes.length,
    sourceText(lead),
    lead.referrer,
    ...latestQuoteFields(lead),
  ]);
}

/** "orbit-quotes-active-2026-11-23.csv" */
export function leadCsvFileName(archived: boolean, now = new Date()): string {
  const day = sydneyTime(now, "isoDay");
  return `orbit-quotes-${archived ? "archived" : "active"}-${day}.csv`;
}

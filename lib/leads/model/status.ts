/**
 * A lead's status and the reasons a lead is lost: the one list of values and labels, shared by
 * the schemas, the SQL, the panel, the dashboard and the CSV. The database's CHECK constraints
 * (migrations lead_pipeline, add_visits) hold the same values.
 */
export const leadStatuses = ["new", "contacted", "visit_booked", "quote_sent", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  visit_booked: "Visit booked",
  quote_sent: "Quote sent",
  won: "Won",
  lost: "Lost",
};

/** declined_quote: set when the customer declines a written quote online (lib/quotes/services/decide.ts). */
export const lostReasons = ["price", "timing", "went_elsewhere", "no_response", "not_a_fit", "other", "declined_quote"] as const;
export type LostReason = (typeof lostReasons)[number];

export const lostReasonLabels: Record<LostReason, string> = {
  price: "Price",
  timing: "Timing",
  went_elsewhere: "Went elsewhere",
  no_response: "No response",
  not_a_fit: "Not a fit",
  other: "Other",
  declined_quote: "Declined the quote",
};

/** A request still New this many hours after it arrived is overdue: one reminder, and a mark. */
export const OVERDUE_AFTER_HOURS = 20;
/** The promise on the landing page: "Free quotes within 24 hours". */
export const RESPONSE_PROMISE_HOURS = 24;

/** The list's status filter: a status, or "overdue" (New for longer than OVERDUE_AFTER_HOURS). */
export const statusFilterValues = [...leadStatuses, "overdue"] as const;
export type StatusFilter = (typeof statusFilterValues)[number];

/** The list's orders: newest first, or the New requests oldest first. */
export const leadSorts = ["newest", "oldest_unanswered"] as const;
export type LeadSort = (typeof leadSorts)[number];

export function leadStatusLabel(status: string): string {
  return leadStatusLabels[status as LeadStatus] ?? status;
}

export function lostReasonLabel(reason: string | null | undefined): string {
  if (!reason) return "";
  return lostReasonLabels[reason as LostReason] ?? reason;
}

/** A request's place on the way from inbox to won job, and why a lost one was lost. */
export const quoteStatuses = ["new", "contacted", "quote_sent", "won", "lost"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];
export const statusLabels: Record<QuoteStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quote_sent: "Quote sent",
  won: "Won",
  lost: "Lost",
};

export const lostReasons = ["price", "timing", "went_elsewhere", "no_response", "not_a_fit", "other"] as const;
export type LostReason = (typeof lostReasons)[number];
export const lostReasonLabels: Record<LostReason, string> = {
  price: "Price",
  timing: "Timing",
  went_elsewhere: "Went elsewhere",
  no_response: "No response",
  not_a_fit: "Not a fit",
  other: "Other",
};

/** A request still New this many hours after it came in is overdue (the site promises 24). */
export const OVERDUE_AFTER_HOURS = 20;

/**
 * A quote's status as the owner reads it: stored draft, sent, accepted, declined or replaced;
 * "expired" is a sent quote past its valid-until day (decided by the server, lib/quotes/model/expiry.ts).
 */
export type QuoteStatusShown = "draft" | "sent" | "accepted" | "declined" | "replaced" | "expired";

export const quoteStatusLabels: Record<QuoteStatusShown, string> = {
  draft: "Draft",
  sent: "Sent",
  accepted: "Accepted",
  declined: "Declined",
  replaced: "Replaced",
  expired: "Expired",
};

/** Badge colours, as the lead statuses' (lead-status.tsx): amber sent, green accepted, grey closed. */
export const quoteStatusBadge: Record<QuoteStatusShown, string> = {
  draft: "bg-slate-100 text-slate-800 ring-slate-300",
  sent: "bg-amber-100 text-amber-900 ring-amber-300",
  accepted: "bg-green-100 text-green-900 ring-green-300",
  declined: "bg-slate-200 text-slate-800 ring-slate-300",
  replaced: "bg-slate-100 text-slate-600 ring-slate-300",
  expired: "bg-red-50 text-red-800 ring-red-200",
};

export const shownQuoteStatus = (quote: { status: string; expired: boolean }): QuoteStatusShown =>
  quote.expired ? "expired" : quote.status in quoteStatusLabels ? (quote.status as QuoteStatusShown) : "draft";

/** A quote as a lead's card lists it. */
export interface LeadQuoteSummary {
  id: number;
  /** "Q-0001-B" */
  number: string;
  status: string;
  expired: boolean;
  /** Incl GST: the required lines until accepted, then what was accepted. */
  totalCents: number;
}

/** Where the owner builds or opens a quote of a lead; "new" before it is first saved. */
export const quoteBuilderPath = (leadId: number, quoteId: number | "new") => `/admin-pwa/leads/${leadId}/quotes/${quoteId}`;

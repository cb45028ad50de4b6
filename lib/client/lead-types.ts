import type { LostReason, QuoteStatus } from "@/lib/quotes/status";

/**
 * The lead pipeline's JSON as the admin routes answer it (docs/product.md, "The API"): what the
 * browser reads beside a list row's older fields.
 */
export interface QuoteNote {
  id: number;
  body: string;
  createdAt: string;
  updatedAt: string;
}

export interface LeadFields {
  status: QuoteStatus;
  lostReason: LostReason | null;
  firstResponseAt: string | null;
  quoteSentAt: string | null;
  decidedAt: string | null;
  reviewRequestedAt: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrer: string | null;
  /** Status New and older than OVERDUE_AFTER_HOURS, computed by the server. */
  overdue: boolean;
  /** Newest first. */
  notes: QuoteNote[];
}

export type StatusFilter = QuoteStatus | "overdue";
export type StatusCounts = Record<StatusFilter, number>;
export type QuoteSort = "newest" | "oldest_unanswered";

/** The owner's numbers over one period (a cohort: the requests received in it). */
export interface PeriodNumbers {
  from: string;
  to: string;
  received: number;
  medianFirstResponseMinutes: number | null;
  answeredWithin24hShare: number | null;
  quotesSent: number;
  won: number;
  lost: number;
  lostByReason: Partial<Record<LostReason, number>>;
  conversion: number | null;
  bySource: { source: string; count: number }[];
}

export interface OwnerNumbers {
  week: PeriodNumbers;
  month: PeriodNumbers;
}

import type { LostReason } from "@/lib/quotes/status";

/**
 * GET /api/admin/numbers as the browser reads it (docs/product.md, "The owner's numbers"): the
 * owner's numbers over one period, a cohort of the requests received in it.
 */
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

import "server-only";
import { getDb } from "@/lib/db";
import type { RateCardPrice } from "@/lib/estimate/calculate";
import type { RateCardUnit } from "./units";
import { starterRateCard } from "./starter";

/** A rate card price with the id of its row, which a quote line started from an estimate links to. */
export type CurrentRateCardPrice = RateCardPrice & { id: number | null };

/**
 * The rate card the site prices with now: the one place the estimate (page, server action,
 * POST /api/estimate and the lead's recomputed estimate) gets its prices. The owner's active
 * items that carry a starter key (the estimator finds its rates by key); an archived item's line
 * is left out of the estimate, which says so. Read on every call: a changed rate changes the next
 * estimate (/estimate renders per request). While `next build` runs (no database then) the
 * starter card.
 */
export async function currentRateCard(): Promise<CurrentRateCardPrice[]> {
  if (isBuildPhase()) return starterRateCard.map(({ key, name, unit, unitPriceCents }) => ({ id: null, key, name, unit, unitPriceCents }));
  const rows = await getDb().rateCardItem.findMany({
    where: { archivedAt: null, key: { not: null } },
    select: { id: true, key: true, name: true, unit: true, unitPriceCents: true },
    orderBy: { id: "asc" },
  });
  return rows.map((row) => ({ ...row, unit: row.unit as RateCardUnit }));
}

/** `next build` prerendering pages: no database to read, and none needed for a page the server renders again. */
export const isBuildPhase = () => process.env.NEXT_PHASE === "phase-production-build";

import "server-only";
import type { RateCardPrice } from "@/lib/estimate/calculate";
import { starterRateCard } from "./starter";

/**
 * The rate card the site prices with now: the one place the estimate (page, server action and
 * POST /api/estimate) gets its prices. Today the starter card; the wiring point for the
 * `rate_card_items` table (its live items with a key), so a changed rate changes the next estimate.
 */
export async function currentRateCard(): Promise<readonly RateCardPrice[]> {
  return starterRateCard;
}

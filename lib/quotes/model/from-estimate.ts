import type { EstimateLine } from "@/lib/estimate/calculate";
import type { QuoteContent, QuoteStart } from "./builder-state";
import { quoteDefaults } from "./quote-fields";

/** What of a rate card item the start of a quote needs: its row, its starter key, whether it is offered. */
export interface RateCardLink {
  id: number;
  key: string | null;
  archivedAt: string | null;
}

/**
 * "Start a quote from this estimate": the lines of the estimate the customer saw become the new
 * quote's lines, area by area (a room, "House exterior", "Fences" each an area), at the prices
 * the customer saw, each linked to its rate card item by key (unlinked when the item is archived
 * since). The rest is the owner's defaults, as for any new quote. The builder takes it from there.
 */
export function quoteFromEstimate(estimate: { lines: readonly EstimateLine[] }, rateCard: readonly RateCardLink[], start: QuoteStart): QuoteContent {
  const idOf = new Map(rateCard.filter((item) => item.key !== null && item.archivedAt === null).map((item) => [item.key, item.id]));
  return {
    lines: estimate.lines.map((line) => ({
      section: line.section,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPriceCents: line.unitPriceCents,
      optional: false,
      rateCardItemId: idOf.get(line.rateCardKey) ?? null,
    })),
    notes: "",
    exclusions: start.exclusions,
    terms: start.terms,
    validDays: start.validDays ?? quoteDefaults.validDays,
    depositPercent: start.depositPercent ?? quoteDefaults.depositPercent,
    property: quoteDefaults.property,
  };
}

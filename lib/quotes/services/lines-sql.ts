import { Prisma } from "@/lib/generated/prisma/client";
import { quoteTotals, toHundredths } from "@/lib/money";
import type { QuoteDraft } from "@/lib/quotes/model/quote-schema";

/**
 * SQL (a CTE's body) that stores a draft's lines, in their order, for the quote of the CTE
 * `quoteCte` (a column "id"; no row, no lines): one INSERT over unnest'ed arrays, so a 200-line
 * quote is one statement with a fixed text.
 */
export function insertLinesSql(quoteCte: Prisma.Sql, lines: QuoteDraft["lines"]): Prisma.Sql {
  return Prisma.sql`INSERT INTO "quote_lines" ("quoteId", "position", "section", "description", "quantityHundredths", "unit", "unitPriceCents", "optional", "rateCardItemId")
    SELECT q."id", l."position", l."section", l."description", l."quantityHundredths", l."unit", l."unitPriceCents", l."optional", l."rateCardItemId"
    FROM ${quoteCte} q, unnest(
      ${lines.map((_, index) => index)}::int[], ${lines.map((line) => line.section)}::text[], ${lines.map((line) => line.description)}::text[],
      ${lines.map((line) => toHundredths(line.quantity))}::int[], ${lines.map((line) => line.unit)}::text[], ${lines.map((line) => line.unitPriceCents)}::int[],
      ${lines.map((line) => line.optional)}::boolean[], ${lines.map((line) => line.rateCardItemId)}::int[]
    ) AS l("position", "section", "description", "quantityHundredths", "unit", "unitPriceCents", "optional", "rateCardItemId")`;
}

/** The totals a quote stores at every save: the required lines only, as the customer first sees it. */
export function storedTotals(draft: Pick<QuoteDraft, "lines">, gstRegistered: boolean) {
  const { subtotalCents, gstCents, totalCents } = quoteTotals(draft.lines, { gstRegistered });
  return { subtotalCents, gstCents, totalCents };
}

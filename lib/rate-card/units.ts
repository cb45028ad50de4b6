/** The units a rate card item or a quote line is priced in, as stored. */
export const rateCardUnits = ["m2", "lm", "each", "hour", "fixed"] as const;

export type RateCardUnit = (typeof rateCardUnits)[number];

/** The dearest unit price a rate card item or a quote line may carry: cents ex GST. */
export const MAX_UNIT_PRICE_CENTS = 1_000_000_00;

/** What a rate card item's and a quote line's unit and price problems say (both forms, both APIs). */
export const priceMessages = {
  unit: `Unit must be one of ${rateCardUnits.join(", ")}`,
  unitPrice: "Price must be whole cents from $0 to $1,000,000",
} as const;

/** How people read each unit: the long form in forms and lists, the short one beside a quantity. */
const labels: Record<RateCardUnit, { long: string; short: string }> = {
  m2: { long: "m²", short: "m²" },
  lm: { long: "linear metre", short: "lm" },
  each: { long: "each", short: "each" },
  hour: { long: "hour", short: "hour" },
  fixed: { long: "fixed", short: "fixed" },
};

/** "m²", "linear metre" (short "lm"), "each", "hour", "fixed". */
export function unitLabel(unit: RateCardUnit, form: "long" | "short" = "long"): string {
  return labels[unit][form];
}

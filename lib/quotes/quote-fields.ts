import { rateCardUnits } from "@/lib/rate-card/units";

/**
 * A quote's limits, defaults and messages without zod: the builder in the browser reads them
 * (input lengths, the words of a problem) and the schema in ./quote-schema.ts enforces them.
 */

/** The limits every layer shares. Money in cents; quantities and percentages to two decimals. */
export const quoteLimits = {
  maxLines: 200,
  minQuantity: 0.01,
  maxQuantity: 99_999.99,
  maxUnitPriceCents: 1_000_000_00,
  maxSection: 80,
  maxDescription: 500,
  maxNotes: 5_000,
  maxExclusions: 5_000,
  maxTerms: 10_000,
  minValidDays: 1,
  maxValidDays: 365,
  /** The most a quote may total incl GST, every optional line included: $10,000,000. */
  maxTotalCents: 10_000_000_00,
} as const;

/** What a new quote starts with. */
export const quoteDefaults = { validDays: 30, depositPercent: 10, residential: true } as const;

export const quoteMessages = {
  section: `Area must be at most ${quoteLimits.maxSection} characters, on one line`,
  description: `Description is required: at most ${quoteLimits.maxDescription} characters, on one line`,
  quantity: "Quantity must be between 0.01 and 99,999.99, with at most two decimals",
  unit: `Unit must be one of ${rateCardUnits.join(", ")}`,
  unitPrice: "Price must be whole cents from $0 to $1,000,000",
  lines: `A quote has between 1 and ${quoteLimits.maxLines} lines`,
  depositPercent: "Deposit must be between 0% and 100%, with at most two decimals",
  validDays: `Validity must be a whole number of days from ${quoteLimits.minValidDays} to ${quoteLimits.maxValidDays}`,
  notes: `Scope notes must be at most ${quoteLimits.maxNotes.toLocaleString("en-AU")} characters`,
  exclusions: `Exclusions must be at most ${quoteLimits.maxExclusions.toLocaleString("en-AU")} characters`,
  terms: `Terms must be at most ${quoteLimits.maxTerms.toLocaleString("en-AU")} characters`,
  total: "A quote can total at most $10,000,000 including GST",
} as const;

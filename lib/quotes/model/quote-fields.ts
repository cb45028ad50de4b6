import { MAX_UNIT_PRICE_CENTS, priceMessages } from "@/lib/rate-card/units";

/**
 * A quote's limits, defaults and messages without zod: the builder in the browser reads them
 * (input lengths, the words of a problem) and the schema in ./quote-schema.ts enforces them.
 */

/** The limits every layer shares. Money in cents; quantities and percentages to two decimals. */
export const quoteLimits = {
  maxLines: 200,
  minQuantity: 0.01,
  maxQuantity: 99_999.99,
  maxUnitPriceCents: MAX_UNIT_PRICE_CENTS,
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

/**
 * What is being painted. House, apartment and strata are work on a dwelling: residential building
 * work under the Home Building Act 1989 (NSW) (s3 and Schedule 1, "residential building work"), so
 * s7, s8 and s92 apply. Only commercial, a building that is not a home, is outside the Act.
 */
export const quoteProperties = ["house", "apartment", "strata", "commercial"] as const;
export type QuoteProperty = (typeof quoteProperties)[number];

/** The builder's choice of property: its name and one line on what follows from it. */
export const propertyTexts: Record<QuoteProperty, { label: string; hint: string }> = {
  house: { label: "House", hint: "A home, owner-occupied or rented out: the NSW home building contract rules apply." },
  apartment: { label: "Apartment", hint: "Inside one unit of a residential building: the NSW home building contract rules apply." },
  strata: { label: "Strata common property", hint: "Common property of a residential strata scheme, for the owners corporation: the contract rules apply." },
  commercial: { label: "Commercial", hint: "A building that is not a home (shop, office, warehouse, school): outside the Home Building Act." },
};

/** Residential building work under the Act: every property but a commercial building. */
export const isHome = (property: QuoteProperty): boolean => property !== "commercial";

/** What a new quote starts with. */
export const quoteDefaults = { validDays: 30, depositPercent: 10, property: "house" } as const satisfies { validDays: number; depositPercent: number; property: QuoteProperty };

/** A written quote's draft messages (the builder and its schema); the quote request form's are leadFormMessages. */
export const quoteDraftMessages = {
  section: `Area must be at most ${quoteLimits.maxSection} characters, on one line`,
  description: `Description is required: at most ${quoteLimits.maxDescription} characters, on one line`,
  quantity: "Quantity must be between 0.01 and 99,999.99, with at most two decimals",
  ...priceMessages,
  lines: `A quote has between 1 and ${quoteLimits.maxLines} lines`,
  depositPercent: "Deposit must be between 0% and 100%, with at most two decimals",
  validDays: `Validity must be a whole number of days from ${quoteLimits.minValidDays} to ${quoteLimits.maxValidDays}`,
  notes: `Scope notes must be at most ${quoteLimits.maxNotes.toLocaleString("en-AU")} characters`,
  exclusions: `Exclusions must be at most ${quoteLimits.maxExclusions.toLocaleString("en-AU")} characters`,
  terms: `Terms must be at most ${quoteLimits.maxTerms.toLocaleString("en-AU")} characters`,
  total: "A quote can total at most $10,000,000 including GST",
  property: `property must be one of ${quoteProperties.join(", ")}`,
  propertyConflict: "residential and property disagree: send property alone (residential is only for older clients).",
} as const;

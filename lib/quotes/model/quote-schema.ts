import { isHundredths, quoteTotals } from "@/lib/money";
import { rateCardUnits } from "@/lib/rate-card/units";
import { z } from "@/lib/zod";
import { depositRefusal } from "./nsw-rules";
import { isHome, quoteDefaults, quoteLimits, quoteDraftMessages, quoteProperties } from "./quote-fields";

// The builder's constants live apart from zod, so the browser can show them without loading it.
export { quoteDefaults, quoteLimits, quoteDraftMessages } from "./quote-fields";

/**
 * A written quote as the owner builds it: one schema for the builder form, the API
 * (POST/PATCH /api/admin/leads/{leadId}/quotes...) and the server that stores it.
 */

/** No control characters on one line; in longer text, only line breaks and tabs. */
const oneLine = (value: string) => !/[\u0000-\u001f\u007f]/.test(value);
const multiLine = (value: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value);

/** A form posts numbers as text: "12.5" becomes 12.5; anything else is left for the check to refuse. */
const numberFromText = (value: unknown) => (typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value);
/** Whole numbers only: "24.00" sent as cents is a mistake (dollars?), not 24 cents. */
const integerFromText = (value: unknown) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value);

/** A number with at most two decimals, from min to max: one check, so one message. */
const twoDecimals = (min: number, max: number, message: string) =>
  z.preprocess(numberFromText, z.number({ error: message }).refine((value) => value >= min && value <= max && isHundredths(value), message));

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, message)
    .refine(multiLine, message)
    .transform((value) => value.trim());

export const quoteLineSchema = z.object({
  /** The area the line belongs to ("Living room", "Exterior"); empty for none. */
  section: z.string({ error: quoteDraftMessages.section }).trim().max(quoteLimits.maxSection, quoteDraftMessages.section).refine(oneLine, quoteDraftMessages.section).default(""),
  description: z.string({ error: quoteDraftMessages.description }).trim().min(1, quoteDraftMessages.description).max(quoteLimits.maxDescription, quoteDraftMessages.description).refine(oneLine, quoteDraftMessages.description),
  quantity: twoDecimals(quoteLimits.minQuantity, quoteLimits.maxQuantity, quoteDraftMessages.quantity),
  unit: z.enum(rateCardUnits, { error: quoteDraftMessages.unit }),
  /** Price of one unit ex GST. */
  unitPriceCents: z.preprocess(integerFromText, z.number({ error: quoteDraftMessages.unitPrice }).int(quoteDraftMessages.unitPrice).min(0, quoteDraftMessages.unitPrice).max(quoteLimits.maxUnitPriceCents, quoteDraftMessages.unitPrice)),
  /** The customer may tick it; it counts only when ticked. */
  optional: z.boolean({ error: "optional must be true or false" }).default(false),
  /** The rate card item it was priced from, if any (the price is copied: later edits to the card do not change it). */
  rateCardItemId: z.number({ error: "rateCardItemId must be a positive integer" }).int().positive().nullable().default(null),
});

/** The fields of a quote draft, one schema each: the draft below, and the settings that start a new one. */
export const quoteDraftFields = {
  lines: z.array(quoteLineSchema, { error: quoteDraftMessages.lines }).min(1, quoteDraftMessages.lines).max(quoteLimits.maxLines, quoteDraftMessages.lines),
  /** Percent of the total incl GST asked before work starts. */
  depositPercent: twoDecimals(0, 100, quoteDraftMessages.depositPercent).default(quoteDefaults.depositPercent),
  /** Days from sending to the valid-until date (Sydney calendar days). */
  validDays: z
    .preprocess(integerFromText, z.number({ error: quoteDraftMessages.validDays }).int(quoteDraftMessages.validDays).min(quoteLimits.minValidDays, quoteDraftMessages.validDays).max(quoteLimits.maxValidDays, quoteDraftMessages.validDays))
    .default(quoteDefaults.validDays),
  /** Scope notes shown above the lines. */
  notes: text(quoteLimits.maxNotes, quoteDraftMessages.notes).default(""),
  exclusions: text(quoteLimits.maxExclusions, quoteDraftMessages.exclusions).default(""),
  terms: text(quoteLimits.maxTerms, quoteDraftMessages.terms).default(""),
  /** What is painted (quote-fields.ts): every property but commercial carries the NSW Home Building Act rules. */
  property: z.enum(quoteProperties, { error: quoteDraftMessages.property }).default(quoteDefaults.property),
  /** Older clients' tick (lib/quotes/services/draft-input.ts turns it into `property`); the output always follows `property`. */
  residential: z.boolean({ error: "residential must be true or false" }).optional(),
  /** "Follow up with the customer": the 4-day follow-up and the expiry note may be e-mailed (lib/quotes/services/follow-ups.ts). */
  followUp: z.boolean({ error: "followUp must be true or false" }).default(true),
};

/** An older client's `residential` without `property`: true is a house, false commercial. */
const olderClientProperty = (value: unknown) => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const draft = value as Record<string, unknown>;
  if (typeof draft.residential !== "boolean" || draft.property !== undefined) return value;
  return { ...draft, property: draft.residential ? "house" : "commercial" };
};

export const quoteDraftSchema = z
  .preprocess(olderClientProperty, z.object(quoteDraftFields))
  .refine((draft) => draft.residential === undefined || draft.residential === isHome(draft.property), { path: ["residential"], message: quoteDraftMessages.propertyConflict })
  .transform((draft) => ({ ...draft, residential: isHome(draft.property) }))
  .superRefine((draft, context) => {
  const refusal = depositRefusal(draft);
  if (refusal) context.addIssue({ code: "custom", path: ["depositPercent"], message: refusal });
  // The database holds amounts as 32-bit integers: far above any painting job, checked here once.
  // Zod runs this even when a line failed its own check: such a line is already reported.
  if (!draft.lines.every((line) => isHundredths(line.quantity) && Number.isSafeInteger(line.unitPriceCents))) return;
  if (quoteTotals(draft.lines, { chosen: "all" }).totalCents > quoteLimits.maxTotalCents) context.addIssue({ code: "custom", path: ["lines"], message: quoteDraftMessages.total });
});

export type QuoteLineInput = z.input<typeof quoteLineSchema>;
export type QuoteLine = z.output<typeof quoteLineSchema>;
export type QuoteDraftInput = z.input<z.ZodObject<typeof quoteDraftFields>>;
export type QuoteDraft = z.output<typeof quoteDraftSchema>;

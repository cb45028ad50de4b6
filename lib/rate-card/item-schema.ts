import { z } from "@/lib/zod";
import { MAX_UNIT_PRICE_CENTS, priceMessages, rateCardUnits } from "./units";

/**
 * A rate card item as the owner adds or edits it: one schema for the rate card screen and
 * POST/PATCH /api/admin/rate-card. Prices in integer cents ex GST, as on a quote line.
 */
export const rateCardLimits = { maxName: 120, maxDescription: 500, maxSortOrder: 100_000 } as const;

export const rateCardMessages = {
  name: `Name is required: at most ${rateCardLimits.maxName} characters, on one line`,
  description: `Description must be at most ${rateCardLimits.maxDescription} characters, on one line`,
  ...priceMessages,
  sortOrder: `Order must be a whole number from 0 to ${rateCardLimits.maxSortOrder.toLocaleString("en-AU")}`,
  archived: "archived must be true or false",
  unknownField: "Only name, unit, unitPriceCents, description, sortOrder and archived can be set.",
  empty: "Send at least one of name, unit, unitPriceCents, description, sortOrder and archived.",
  notFound: "That rate card item does not exist.",
} as const;

const oneLine = (value: string) => !/[\u0000-\u001f\u007f]/.test(value);

const fields = {
  name: z.string({ error: rateCardMessages.name }).trim().min(1, rateCardMessages.name).max(rateCardLimits.maxName, rateCardMessages.name).refine(oneLine, rateCardMessages.name),
  unit: z.enum(rateCardUnits, { error: rateCardMessages.unit }),
  unitPriceCents: z
    .number({ error: rateCardMessages.unitPrice })
    .int(rateCardMessages.unitPrice)
    .min(0, rateCardMessages.unitPrice)
    .max(MAX_UNIT_PRICE_CENTS, rateCardMessages.unitPrice),
  description: z.string({ error: rateCardMessages.description }).trim().max(rateCardLimits.maxDescription, rateCardMessages.description).refine(oneLine, rateCardMessages.description),
  sortOrder: z.number({ error: rateCardMessages.sortOrder }).int(rateCardMessages.sortOrder).min(0, rateCardMessages.sortOrder).max(rateCardLimits.maxSortOrder, rateCardMessages.sortOrder),
};

const strict = { error: (issue: { code: string }) => (issue.code === "unrecognized_keys" ? rateCardMessages.unknownField : rateCardMessages.empty) };

/** POST /api/admin/rate-card: a new item (the owner's own: no key). */
export const rateCardItemCreateSchema = z.strictObject(
  { ...fields, description: fields.description.default(""), sortOrder: fields.sortOrder.default(0) },
  strict,
);

/** PATCH /api/admin/rate-card/{id}: any of the fields; `archived` archives or restores it. */
export const rateCardItemUpdateSchema = z
  .strictObject(
    {
      name: fields.name.optional(),
      unit: fields.unit.optional(),
      unitPriceCents: fields.unitPriceCents.optional(),
      description: fields.description.optional(),
      sortOrder: fields.sortOrder.optional(),
      archived: z.boolean({ error: rateCardMessages.archived }).optional(),
    },
    strict,
  )
  .refine((value) => Object.values(value).some((field) => field !== undefined), rateCardMessages.empty);

export type RateCardItemCreate = z.output<typeof rateCardItemCreateSchema>;
export type RateCardItemUpdate = z.output<typeof rateCardItemUpdateSchema>;

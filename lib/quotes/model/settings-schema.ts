import { z } from "@/lib/zod";
import { depositRefusal } from "./nsw-rules";
import { quoteDraftFields } from "./quote-schema";

/**
 * What a new quote starts with, as the owner sets it (the builder's settings screen and
 * GET/PATCH /api/admin/quote-settings): the default terms, exclusions, validity and deposit. The
 * fields are the quote draft's own, so a default can never be something a quote would refuse.
 */
export const quoteSettingsMessages = {
  unknownField: "Only terms, exclusions, validDays and depositPercent can be set.",
  empty: "Send at least one of terms, exclusions, validDays and depositPercent.",
} as const;

export const quoteSettingsUpdateSchema = z
  .strictObject(
    {
      // The draft's fields without their defaults: a field left out keeps its saved value.
      terms: quoteDraftFields.terms.unwrap().optional(),
      exclusions: quoteDraftFields.exclusions.unwrap().optional(),
      validDays: quoteDraftFields.validDays.unwrap().optional(),
      depositPercent: quoteDraftFields.depositPercent.unwrap().optional(),
    },
    { error: (issue) => (issue.code === "unrecognized_keys" ? quoteSettingsMessages.unknownField : quoteSettingsMessages.empty) },
  )
  .refine((value) => Object.values(value).some((field) => field !== undefined), quoteSettingsMessages.empty)
  .superRefine((value, context) => {
    // New quotes are residential by default: their default deposit must be one the Act allows.
    const refusal = value.depositPercent === undefined ? null : depositRefusal({ residential: true, depositPercent: value.depositPercent });
    if (refusal) context.addIssue({ code: "custom", path: ["depositPercent"], message: refusal });
  });

export type QuoteSettingsUpdate = z.output<typeof quoteSettingsUpdateSchema>;

export interface QuoteSettings {
  terms: string;
  exclusions: string;
  validDays: number;
  depositPercent: number;
}

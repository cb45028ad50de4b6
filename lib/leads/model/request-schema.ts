import { quoteServiceOptions } from "@/lib/business";
import { estimateFieldSchema } from "@/lib/estimate/schema";
import { isPlainTypedText } from "@/lib/security/typed-text";
import { z } from "@/lib/zod";
import { budgetRanges, MIN_FILL_MS, quoteFieldMaxLength as maxLength, leadFormMessages, timelines } from "./request-fields";
import { cleanReferrerHost, cleanSourceText, sourceMaxLength } from "./visit-source";

// The form's constants live apart from zod, so the page can show the form without loading it.
export { budgetRanges, emptyQuoteForm, MIN_FILL_MS, leadFormMessages, timelines, type QuoteFormValues } from "./request-fields";

/**
 * A quote request: one schema for the form
 * (react-hook-form) and POST /api/contact (which the form without JavaScript posts to as well).
 */
export const serviceValues = quoteServiceOptions.map((option) => option.value) as [string, ...string[]];

const optionalChoice = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(values, { error: message }).optional());

const sourceTag = () => z.unknown().optional().transform((value) => cleanSourceText(value, sourceMaxLength.utm));

export const leadRequestSchema = z.object({
  name: z
    .string({ error: leadFormMessages.name })
    .trim()
    .min(2, leadFormMessages.name)
    .max(maxLength.name, `Name must be at most ${maxLength.name} characters`)
    .refine(isPlainTypedText, leadFormMessages.nameText),
  email: z.string({ error: leadFormMessages.email }).trim().max(maxLength.email, `Email must be at most ${maxLength.email} characters`).pipe(z.email(leadFormMessages.email)),
  phone: z
    .string({ error: leadFormMessages.phone })
    .trim()
    .min(8, leadFormMessages.phone)
    .max(maxLength.phone, `Phone must be at most ${maxLength.phone} characters`)
    .regex(/^[0-9+()\-.\s]+$/, leadFormMessages.phone),
  service: optionalChoice(serviceValues, "Please choose a service from the list"),
  budgetRange: optionalChoice(budgetRanges, "Please choose a budget range from the list"),
  timeline: optionalChoice(timelines, "Please choose a timeline from the list"),
  message: z
    .string({ error: "Project details must be text" })
    .trim()
    .max(maxLength.message, `Project details must be at most ${maxLength.message.toLocaleString("en-AU")} characters`)
    .optional()
    .transform((value) => value || undefined),
  // Spam and duplicate protection, sent by the form; API clients may leave them out.
  /** The honeypot: hidden from people, filled in by bots. */
  website: z.string().max(200).optional(),
  /** How long the form was on screen before it was sent, measured in the browser. */
  fillMs: z.coerce.number().int().min(0).max(86_400_000).optional(),
  /** One key per submission attempt: a retry with the same key stores nothing new. */
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9-]{16,64}$/, "idempotencyKey must be 16-64 letters, digits or dashes")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Where the visit came from (lib/leads/model/visit-source.ts), sent by the form. Best effort: a value
  // that does not fit is cut to length or dropped, never a reason to refuse a customer's request.
  utmSource: sourceTag(),
  utmMedium: sourceTag(),
  utmCampaign: sourceTag(),
  referrer: z.unknown().optional().transform(cleanReferrerHost),
  /**
   * The instant estimate's inputs (lib/estimate/schema.ts, its one schema), as an object or as
   * its JSON text (a multipart or no-JavaScript form). Only the inputs: the server computes the
   * range itself. Anything the estimator would refuse refuses the request (400), storing nothing.
   */
  estimate: z.optional(estimateFieldSchema),
});

export type LeadRequestInput = z.input<typeof leadRequestSchema>;
export type LeadRequest = z.output<typeof leadRequestSchema>;

/**
 * Why a submission looks like a bot's, as the owner reads it in the Spam view; null for a person.
 * A spam request is stored apart and answered like any other, so a bot learns nothing.
 */
export function spamReason(request: Pick<LeadRequest, "website" | "fillMs">): string | null {
  if (request.website && request.website.trim() !== "") return "Filled in the hidden website field (honeypot)";
  if (request.fillMs !== undefined && request.fillMs < MIN_FILL_MS) {
    return `Sent ${(request.fillMs / 1000).toFixed(1)} s after the page opened (under ${MIN_FILL_MS / 1000} s)`;
  }
  return null;
}

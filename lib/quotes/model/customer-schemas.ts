import { z } from "@/lib/zod";
import { isPlainTypedText } from "@/lib/security/typed-text";
import { quoteLimits } from "./quote-schema";
import { customerLimits } from "./customer-limits";
import { customerQuoteMessages as messages } from "./customer-texts";

/**
 * The customer's three answers to a quote, one schema each for the JSON API and the page's plain
 * forms (customer-form.ts turns a form into the same object).
 */

const multiLine = (value: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value);
const strict = { error: () => messages.notObject };

/**
 * POST /api/quote/{token}/accept: `{ name, agree: true, options, guideReceived, reviewConsent }`;
 * options are optional line ids. `guideReceived: true` is required where the quote links the
 * Consumer Building Guide (lib/quotes/services/decide.ts checks it against the quote) and ignored elsewhere;
 * `reviewConsent` is the unticked-by-default "You may ask me for a review".
 */
export const acceptQuoteSchema = z.strictObject(
  {
    name: z
      .string({ error: messages.name })
      .trim()
      .min(2, messages.name)
      .max(customerLimits.maxName, messages.nameTooLong)
      .refine(isPlainTypedText, messages.nameText),
    agree: z.literal(true, { error: messages.agree }),
    options: z
      .array(z.number({ error: messages.options }).int(messages.options).positive(messages.options), { error: messages.options })
      .max(quoteLimits.maxLines, messages.options)
      .default([]),
    guideReceived: z.boolean({ error: messages.guideReceived }).default(false),
    reviewConsent: z.boolean({ error: messages.reviewConsent }).default(false),
  },
  strict,
);

/** POST /api/quote/{token}/decline: `{ reason }`, optional. */
export const declineQuoteSchema = z.strictObject(
  { reason: z.string({ error: messages.reason }).max(customerLimits.maxReason, messages.reason).refine(multiLine, messages.reason).transform((value) => value.trim()).default("") },
  strict,
);

/** POST /api/quote/{token}/question: `{ message }`. */
export const quoteQuestionSchema = z.strictObject(
  {
    message: z
      .string({ error: messages.questionEmpty })
      .max(customerLimits.maxQuestion, messages.questionTooLong)
      .refine(multiLine, messages.questionEmpty)
      .transform((value) => value.trim())
      .refine((value) => value.length > 0, messages.questionEmpty),
  },
  strict,
);

/** POST /api/quote/{token}/update-request: no fields (the expired quote is the request). */
export const updateRequestSchema = z.strictObject({}, strict);

/** The two ticks default to false, so a caller in code may leave them out as a JSON client may. */
export type AcceptQuoteInput = Omit<z.output<typeof acceptQuoteSchema>, "guideReceived" | "reviewConsent"> & { guideReceived?: boolean; reviewConsent?: boolean };
export type DeclineQuoteInput = z.output<typeof declineQuoteSchema>;
export type QuoteQuestionInput = z.output<typeof quoteQuestionSchema>;

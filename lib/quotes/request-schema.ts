import { quoteServiceOptions } from "@/lib/business";
import { z } from "@/lib/zod";

/**
 * A quote request (SPEC sections 3 and 5, DESIGN section 2): one schema for the form
 * (react-hook-form), the server action (no JavaScript) and POST /api/contact.
 */
export const quoteMessages = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  successTitle: "Success!",
  success: "Your quote request has been submitted. We'll contact you soon.",
  failureTitle: "Something went wrong.",
  failure: "Your request couldn't be submitted. Please try again.",
  submitting: "Submitting...",
} as const;

/** The optional budget and timeline selects (DESIGN section 2): stored as shown. */
export const budgetRanges = ["Under $2,000", "$2,000 - $5,000", "$5,000 - $10,000", "$10,000 - $20,000", "Over $20,000", "Not sure yet"] as const;
export const timelines = ["As soon as possible", "Within 2 weeks", "Within a month", "1-3 months", "Flexible"] as const;

export const serviceValues = quoteServiceOptions.map((option) => option.value) as [string, ...string[]];

/** Less than this between the form appearing and its submission is a bot, not a person. */
export const MIN_FILL_MS = 2_000;

const optionalChoice = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(values, { error: message }).optional());

/** Letters, marks, digits, punctuation and spaces: no control characters in one-line fields. */
const singleLine = (value: string) => !/[\u0000-\u001f\u007f]/.test(value);

export const quoteRequestSchema = z.object({
  name: z
    .string({ error: quoteMessages.name })
    .trim()
    .min(2, quoteMessages.name)
    .max(100, "Name must be at most 100 characters")
    .refine(singleLine, quoteMessages.name),
  email: z.string({ error: quoteMessages.email }).trim().max(100, "Email must be at most 100 characters").pipe(z.email(quoteMessages.email)),
  phone: z
    .string({ error: quoteMessages.phone })
    .trim()
    .min(8, quoteMessages.phone)
    .max(20, "Phone must be at most 20 characters")
    .regex(/^[0-9+()\-.\s]+$/, quoteMessages.phone),
  service: optionalChoice(serviceValues, "Please choose a service from the list"),
  budgetRange: optionalChoice(budgetRanges, "Please choose a budget range from the list"),
  timeline: optionalChoice(timelines, "Please choose a timeline from the list"),
  message: z
    .string({ error: "Project details must be text" })
    .trim()
    .max(5_000, "Project details must be at most 5,000 characters")
    .optional()
    .transform((value) => value || undefined),
  // Spam and duplicate protection (issue 4), sent by the form; API clients may leave them out.
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
});

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** What the form edits: every field as text, as the inputs hold them. */
export interface QuoteFormValues {
  name: string;
  email: string;
  phone: string;
  service: string;
  budgetRange: string;
  timeline: string;
  message: string;
}

export const emptyQuoteForm: QuoteFormValues = { name: "", email: "", phone: "", service: "", budgetRange: "", timeline: "", message: "" };

/** Whether a submission tripped the bot checks: it gets a normal success and is dropped. */
export function looksLikeABot(request: Pick<QuoteRequest, "website" | "fillMs">): boolean {
  if (request.website && request.website.trim() !== "") return true;
  return request.fillMs !== undefined && request.fillMs < MIN_FILL_MS;
}

import { z } from "@/lib/zod";
import { quoteServiceOptions } from "@/lib/business";

/**
 * The admin calls' inputs (lists, search, filter, export, changes, replies), one zod schema
 * each, shared by the route handlers and the browser. Nonsense gets a 400 with these messages.
 */
export const ADMIN_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
/** Deep enough for 100,000 requests at 10 a page, with room to grow; stops absurd offsets. */
export const MAX_PAGE = 1_000_000;

/** The longest search text and reply: the schemas refuse more, the inputs stop typing there. */
export const SEARCH_MAX_LENGTH = 100;
export const replyMaxLength = { subject: 200, message: 10_000 } as const;

export const serviceFilterValues = [...quoteServiceOptions.map((option) => option.value), "none"] as const;
export type ServiceFilter = (typeof serviceFilterValues)[number];

const integerParam = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name} must be a whole number.` })
    .regex(/^\d+$/, `${name} must be a whole number.`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be between ${min} and ${max}.`);

/** Filters shared by the list and the export: which quotes make up "the current view". */
export const quoteFilterSchema = z.object({
  archived: z.enum(["true", "false"], { error: "archived must be true or false." }).default("false").transform((value) => value === "true"),
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters.`)
    .optional()
    .transform((value) => value || undefined),
  service: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(serviceFilterValues, { error: `service must be one of ${serviceFilterValues.join(", ")}.` }).optional(),
  ),
});

export const quoteListQuerySchema = quoteFilterSchema.extend({
  page: integerParam("page", 1, MAX_PAGE).default(1),
  limit: integerParam("limit", 1, MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
});

export type QuoteFilter = z.output<typeof quoteFilterSchema>;
export type QuoteListQuery = z.output<typeof quoteListQuerySchema>;

/** PATCH /api/admin/quotes/{id}: only the two flags, at least one of them. */
export const quoteUpdateSchema = z
  .strictObject(
    {
      highlighted: z.boolean({ error: "highlighted must be true or false." }).optional(),
      archived: z.boolean({ error: "archived must be true or false." }).optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? "Only highlighted and archived can be changed." : "Send an object with highlighted and/or archived.",
    },
  )
  .refine((value) => value.highlighted !== undefined || value.archived !== undefined, "Send highlighted and/or archived.");

export type QuoteUpdate = z.output<typeof quoteUpdateSchema>;

const idSchema = (what: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `The ${what} id must be a whole number.`)
    .transform(Number)
    .refine((id) => id >= 1 && id <= 2_147_483_647, `The ${what} id must be a whole number.`);

/** A request in the Spam view (/api/admin/spam/{id}/not-spam). */
export const spamIdSchema = idSchema("spam request");
/** A failed alert (/api/admin/alerts/{id}/resend and /dismiss). */
export const alertIdSchema = idSchema("alert");

export const quoteIdSchema = z
  .string()
  .regex(/^\d{1,10}$/, "The quote id must be a whole number.")
  .transform(Number)
  .refine((id) => id >= 1 && id <= 2_147_483_647, "The quote id must be a whole number.");

export const replyMessages = {
  missingTitle: "Missing information",
  missing: "Please fill in all fields before sending.",
  sentTitle: "Reply sent successfully",
  sent: "Your response has been sent to the customer.",
  failed: "There was an error sending your reply.",
  wrongRecipient: "Replies go to the e-mail address of the quote request only.",
  notFound: "That quote request no longer exists.",
} as const;

/**
 * POST /api/admin/reply: email, subject and message, plus the quote's id. The server sends
 * to the quote's own address; `email`, when sent, must be that address.
 */
export const replySchema = z.object({
  quoteId: z.number({ error: "quoteId must be the id of a quote request." }).int().positive().max(2_147_483_647),
  email: z.string().trim().max(100).optional(),
  subject: z.string({ error: replyMessages.missing }).trim().min(1, replyMessages.missing).max(replyMaxLength.subject, `The subject must be at most ${replyMaxLength.subject} characters.`),
  message: z.string({ error: replyMessages.missing }).trim().min(1, replyMessages.missing).max(replyMaxLength.message, `The message must be at most ${replyMaxLength.message.toLocaleString("en-AU")} characters.`),
});

export type ReplyInput = z.output<typeof replySchema>;

export const quoteMessages = {
  updatedTitle: "Quote updated",
  updated: "Quote status has been updated successfully.",
  updateFailed: "Failed to update quote status.",
  notFound: "That quote request does not exist.",
} as const;

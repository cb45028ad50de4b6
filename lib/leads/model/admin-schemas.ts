// The admin calls' inputs (lists, search, filter, export, changes, replies), one zod schema each,
// used by the route handlers. Nonsense gets a 400 with these messages.
import { z } from "@/lib/zod";
import {
  ADMIN_PAGE_SIZE,
  leadUpdateMessages,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  NOTE_MAX_LENGTH,
  noteMessages,
  replyMaxLength,
  replyMessages,
  SEARCH_MAX_LENGTH,
  serviceFilterValues,
} from "./admin-input-rules";
import { lostReasons, leadSorts, leadStatuses, statusFilterValues } from "./status";

// The limits and messages live in ./admin-input-rules.ts (zod-free, for the browser); re-exported
// here for the server code that reads them beside the schemas.
export {
  ADMIN_PAGE_SIZE,
  leadMessages,
  leadUpdateMessages,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  NOTE_MAX_LENGTH,
  noteMessages,
  replyMaxLength,
  replyMessages,
  SEARCH_MAX_LENGTH,
  serviceFilterValues,
  type ServiceFilter,
} from "./admin-input-rules";

const integerParam = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name} must be a whole number.` })
    .regex(/^\d+$/, `${name} must be a whole number.`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be between ${min} and ${max}.`);

/** Filters shared by the list and the export: which quotes make up "the current view". */
export const leadFilterSchema = z.object({
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
  /** One status, or overdue (New for more than OVERDUE_AFTER_HOURS); statusCounts ignore it. */
  status: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(statusFilterValues, { error: `status must be one of ${statusFilterValues.join(", ")}.` }).optional(),
  ),
});

export const leadListQuerySchema = leadFilterSchema.extend({
  page: integerParam("page", 1, MAX_PAGE).default(1),
  limit: integerParam("limit", 1, MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  /** newest (the default), or oldest_unanswered: the New requests, oldest first. */
  sort: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(leadSorts, { error: `sort must be one of ${leadSorts.join(", ")}.` }).default("newest"),
  ),
});

export type LeadFilter = z.output<typeof leadFilterSchema>;
export type LeadListQuery = z.output<typeof leadListQuerySchema>;


/**
 * PATCH /api/admin/quotes/{id}: the two flags, the status and, with status lost only, why it was
 * lost; at least one of them. The flags keep their meaning: archiving is independent of status.
 */
export const leadUpdateSchema = z
  .strictObject(
    {
      highlighted: z.boolean({ error: "highlighted must be true or false." }).optional(),
      archived: z.boolean({ error: "archived must be true or false." }).optional(),
      status: z.enum(leadStatuses, { error: `status must be one of ${leadStatuses.join(", ")}.` }).optional(),
      lostReason: z.enum(lostReasons, { error: `lostReason must be one of ${lostReasons.join(", ")}.` }).optional(),
    },
    {
      error: (issue) => (issue.code === "unrecognized_keys" ? leadUpdateMessages.unknownField : leadUpdateMessages.notObject),
    },
  )
  .refine((value) => Object.values(value).some((field) => field !== undefined), leadUpdateMessages.empty)
  .refine((value) => value.status !== "lost" || value.lostReason !== undefined, { message: leadUpdateMessages.lostNeedsReason, path: ["lostReason"] })
  .refine((value) => value.lostReason === undefined || value.status === "lost", { message: leadUpdateMessages.reasonOnlyWhenLost, path: ["lostReason"] });

export type LeadUpdate = z.output<typeof leadUpdateSchema>;

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
/** A note on a request (/api/admin/quotes/{id}/notes/{noteId}). */
export const noteIdSchema = idSchema("note");


/** POST and PATCH /api/admin/quotes/{id}/notes[/{noteId}]: the note's text, trimmed. */
export const noteBodySchema = z.strictObject(
  {
    body: z.string({ error: noteMessages.empty }).trim().min(1, noteMessages.empty).max(NOTE_MAX_LENGTH, noteMessages.tooLong),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? noteMessages.notObject : issue.input === undefined ? noteMessages.empty : noteMessages.notObject) },
);
export type NoteBody = z.output<typeof noteBodySchema>;

export const leadIdSchema = z
  .string()
  .regex(/^\d{1,10}$/, "The quote id must be a whole number.")
  .transform(Number)
  .refine((id) => id >= 1 && id <= 2_147_483_647, "The quote id must be a whole number.");


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


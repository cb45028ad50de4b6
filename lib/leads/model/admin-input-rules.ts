import { quoteServiceOptions } from "@/lib/business";

/**
 * What the admin's inputs allow and the words their answers use, without zod: the schemas in
 * ./admin-schemas.ts (server) build on these, and the panel's forms (browser) read them here, so
 * the admin's first load carries no validation library.
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

export const leadUpdateMessages = {
  unknownField: "Only highlighted, archived, status and lostReason can be changed.",
  notObject: "Send an object with highlighted, archived, status and/or lostReason.",
  empty: "Send highlighted, archived, status and/or lostReason.",
  lostNeedsReason: "Choose why the request was lost.",
  reasonOnlyWhenLost: "A lost reason goes with the status lost only.",
} as const;

export const NOTE_MAX_LENGTH = 2000;
export const noteMessages = {
  empty: "Write something in the note.",
  // Formatted when read, not at load: the panel loads this module (lib/sydney-time.ts says why).
  get tooLong() {
    return `A note must be at most ${NOTE_MAX_LENGTH.toLocaleString("en-AU")} characters.`;
  },
  notObject: "Send the note as { body }.",
  notFound: "That note does not exist on this request.",
} as const;

export const replyMessages = {
  missingTitle: "Missing information",
  missing: "Please fill in all fields before sending.",
  sentTitle: "Reply sent successfully",
  sent: "Your response has been sent to the customer.",
  failed: "There was an error sending your reply.",
  wrongRecipient: "Replies go to the e-mail address of the quote request only.",
  notFound: "That quote request no longer exists.",
} as const;

export const leadMessages = {
  updatedTitle: "Quote updated",
  updated: "Quote status has been updated successfully.",
  updateFailed: "Failed to update quote status.",
  notFound: "That quote request does not exist.",
} as const;

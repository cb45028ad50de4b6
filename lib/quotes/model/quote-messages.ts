import { quoteDraftFields } from "./quote-schema";

/** What the admin API and the builder say when a quote operation is refused (the 4xx `error`). */
export const quoteFieldNames = Object.keys(quoteDraftFields) as (keyof typeof quoteDraftFields)[];

export const adminQuoteMessages = {
  notFound: "That quote does not exist on this lead.",
  leadNotFound: "That lead does not exist.",
  notObject: "Send the quote as a JSON object.",
  unknownField: (field: string) => `${field} is not a field of a quote. A quote takes ${quoteFieldNames.join(", ")}.`,
  emptyPatch: `Send at least one of ${quoteFieldNames.join(", ")}.`,
  unknownRateCardItem: (id: number) => `rateCardItemId ${id} is not an item of the rate card.`,
  locked: "This quote has been sent and is locked. Revise it to make a new version.",
  alreadySent: "This quote has already been sent.",
  draftNotRevised: "A draft is not revised: edit it and send it.",
  acceptedNotRevised: "An accepted quote cannot be revised.",
  replacedNotRevised: "This version has been replaced: revise the newest version.",
  revisionOpen: "A revision of this quote is already being prepared: finish it or discard it.",
  acceptedMeanwhile: "The customer accepted an earlier version of this quote, so this revision cannot be sent. Discard it, or start a new quote.",
  onlyDraftsDiscarded: "Only a draft can be discarded: a sent quote is kept.",
  draftHasNoLink: "A draft has no link: send it first.",
  // Issue 33: extending a quote, and the deposit's payment.
  validUntilDay: "validUntil must be a calendar day, YYYY-MM-DD.",
  validUntilNotLater: (current: string) => `validUntil must be later than the quote's current valid-until day, ${current}.`,
  validUntilPast: "validUntil must be today (Sydney) or later.",
  validUntilTooFar: "validUntil can be at most 365 days from today.",
  notExtendable: "Only a sent quote, open or expired, can be extended.",
  paidOnDay: "paidOn must be a calendar day, YYYY-MM-DD.",
  paidOnFuture: "paidOn cannot be after today (Sydney).",
  paidOnBeforeInvoice: (issued: string) => `paidOn cannot be before the invoice's date, ${issued}.`,
  noDepositInvoice: "This quote has no deposit invoice.",
  depositAlreadyPaid: (paidOn: string) => `This deposit was already marked paid on ${paidOn}.`,
  // Issue 46: the job done, and its balance invoiced.
  completedOnDay: "completedOn must be a calendar day, YYYY-MM-DD.",
  completedOnFuture: "completedOn cannot be after today (Sydney).",
  completedOnBeforeAcceptance: (accepted: string) => `completedOn cannot be before the day the quote was accepted, ${accepted}.`,
  notCompletable: "Only an accepted quote can be marked done.",
  noBalanceInvoice: "This quote has no balance invoice: mark the job done first.",
  balanceAlreadyPaid: (paidOn: string) => `This balance was already marked paid on ${paidOn}.`,
  alreadyCompleted: (completedOn: string) => `This job was already marked done on ${completedOn}; its balance invoice stands.`,
  bodyNotObject: "Send a JSON object.",
  signedBy: "signedBy must be the name of the person signing for the licence holder, 1 to 100 characters.",
} as const;

/** Path parameters: a whole number from 1 to 2,147,483,647 (a PostgreSQL integer). */
export const idMessage = (what: string) => `The ${what} id must be a whole number.`;

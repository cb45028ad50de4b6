import type { AlertKinds } from "@/lib/alerts/message";

/**
 * The kinds of lead_notifications rows about a written quote (their quoteId is set):
 * the quote e-mailed to the customer, the customer's confirmation of acceptance, and the owner's
 * e-mail and push for each decision and question. Delivered by lib/quotes/emails/alerts-deliver.ts.
 */
export const quoteAlertKinds = {
  quoteEmail: "quote_email",
  acceptedEmail: "quote_accepted",
  acceptedOwnerEmail: "accept_owner_email",
  acceptedPush: "accept_push",
  declinedOwnerEmail: "decline_owner_email",
  declinedPush: "decline_push",
  questionOwnerEmail: "question_owner_email",
  questionPush: "question_push",
  // Issue 33: the deposit's tax invoice, follow-ups, expiry and the deposit's reminder.
  depositInvoiceEmail: "deposit_invoice",
  ownerReminderEmail: "remind_owner_email",
  ownerReminderPush: "remind_push",
  followUpEmail: "follow_up_email",
  expiryNoteEmail: "expiry_note_email",
  updateRequestOwnerEmail: "update_owner_email",
  updateRequestPush: "update_push",
  depositReminderEmail: "deposit_owner_email",
  depositReminderPush: "deposit_push",
  // Issue 46: a card payment marked paid by Stripe's webhook (lib/payments/), or one that was not.
  cardReceiptEmail: "card_receipt",
  cardPaidOwnerEmail: "card_paid_owner",
  cardPaidPush: "card_paid_push",
  cardProblemOwnerEmail: "card_problem_owner",
  // Issue 45: a refund's adjustment note to the customer (lib/payments/refund.ts).
  adjustmentNoteEmail: "adjustment_note",
  // A card refund Stripe failed after the request, or confirmed when it could not be recorded (lib/payments/refunds.ts).
  refundFailedOwnerEmail: "refund_failed_owner",
  // The job done: the final tax invoice, for the balance (lib/quotes/services/balance.ts).
  balanceInvoiceEmail: "balance_invoice",
} as const;

export type QuoteAlertKind = (typeof quoteAlertKinds)[keyof typeof quoteAlertKinds];

/** How the panel's "Alert not delivered" banner names each. */
const quoteAlertLabels: Record<QuoteAlertKind, string> = {
  [quoteAlertKinds.quoteEmail]: "quote e-mail to the customer",
  [quoteAlertKinds.acceptedEmail]: "quote acceptance e-mail to the customer",
  [quoteAlertKinds.acceptedOwnerEmail]: "quote accepted e-mail",
  [quoteAlertKinds.acceptedPush]: "quote accepted push",
  [quoteAlertKinds.declinedOwnerEmail]: "quote declined e-mail",
  [quoteAlertKinds.declinedPush]: "quote declined push",
  [quoteAlertKinds.questionOwnerEmail]: "quote question e-mail",
  [quoteAlertKinds.questionPush]: "quote question push",
  [quoteAlertKinds.depositInvoiceEmail]: "deposit tax invoice to the customer",
  [quoteAlertKinds.ownerReminderEmail]: "unanswered quote reminder e-mail",
  [quoteAlertKinds.ownerReminderPush]: "unanswered quote reminder push",
  [quoteAlertKinds.followUpEmail]: "follow-up e-mail to the customer",
  [quoteAlertKinds.expiryNoteEmail]: "expiry note to the customer",
  [quoteAlertKinds.updateRequestOwnerEmail]: "updated quote request e-mail",
  [quoteAlertKinds.updateRequestPush]: "updated quote request push",
  [quoteAlertKinds.depositReminderEmail]: "unpaid deposit reminder e-mail",
  [quoteAlertKinds.depositReminderPush]: "unpaid deposit reminder push",
  [quoteAlertKinds.cardReceiptEmail]: "card payment receipt to the customer",
  [quoteAlertKinds.cardPaidOwnerEmail]: "card payment e-mail",
  [quoteAlertKinds.cardPaidPush]: "card payment push",
  [quoteAlertKinds.cardProblemOwnerEmail]: "card payment not matched e-mail",
  [quoteAlertKinds.adjustmentNoteEmail]: "refund adjustment note to the customer",
  [quoteAlertKinds.refundFailedOwnerEmail]: "card refund failed e-mail",
  [quoteAlertKinds.balanceInvoiceEmail]: "balance tax invoice to the customer",
};

/** The customer's e-mails that chase an answer: they stop at a decision, a revision, an expiry or an opt-out. */
export const customerFollowUpKinds: ReadonlySet<string> = new Set([quoteAlertKinds.followUpEmail, quoteAlertKinds.expiryNoteEmail]);

/** A written quote's alert kinds, as the alerts module registers them (lib/alerts/kinds.ts); the customer's follow-ups are courtesy mail. */
export const quoteAlerts: AlertKinds = { labels: quoteAlertLabels, courtesy: [...customerFollowUpKinds] };
/** The owner's reminder of an unanswered quote: it stops at a decision, a revision or an expiry. */
export const openQuoteOnlyKinds: ReadonlySet<string> = new Set([quoteAlertKinds.ownerReminderEmail, quoteAlertKinds.ownerReminderPush, ...customerFollowUpKinds]);

export const quotePushKinds: ReadonlySet<string> = new Set([
  quoteAlertKinds.acceptedPush,
  quoteAlertKinds.declinedPush,
  quoteAlertKinds.questionPush,
  quoteAlertKinds.ownerReminderPush,
  quoteAlertKinds.updateRequestPush,
  quoteAlertKinds.depositReminderPush,
  quoteAlertKinds.cardPaidPush,
]);

/**
 * The kinds of quote_notifications rows about a written quote (their writtenQuoteId is set):
 * the quote e-mailed to the customer, the customer's confirmation of acceptance, and the owner's
 * e-mail and push for each decision and question. Delivered by lib/quotes/alerts-deliver.ts.
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
} as const;

export type QuoteAlertKind = (typeof quoteAlertKinds)[keyof typeof quoteAlertKinds];

/** How the panel's "Alert not delivered" banner names each. */
export const quoteAlertLabels: Record<QuoteAlertKind, string> = {
  [quoteAlertKinds.quoteEmail]: "quote e-mail to the customer",
  [quoteAlertKinds.acceptedEmail]: "quote acceptance e-mail to the customer",
  [quoteAlertKinds.acceptedOwnerEmail]: "quote accepted e-mail",
  [quoteAlertKinds.acceptedPush]: "quote accepted push",
  [quoteAlertKinds.declinedOwnerEmail]: "quote declined e-mail",
  [quoteAlertKinds.declinedPush]: "quote declined push",
  [quoteAlertKinds.questionOwnerEmail]: "quote question e-mail",
  [quoteAlertKinds.questionPush]: "quote question push",
};

export const quotePushKinds: ReadonlySet<string> = new Set([quoteAlertKinds.acceptedPush, quoteAlertKinds.declinedPush, quoteAlertKinds.questionPush]);

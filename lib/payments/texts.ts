/** Every word about card payments the customer sees (the quote page, the routes' refusals). */
export const paymentMessages = {
  notAvailable: "Card payments are not available. Please pay by bank transfer or PayID.",
  nothingToPay: "There is nothing to pay by card on this quote yet.",
  alreadyPaid: "This deposit has already been paid. Thank you.",
  balanceAlreadyPaid: "This balance has already been paid. Thank you.",
  tooManyCheckouts: "The card payment page has been opened many times in the last hour. Please try again later, or pay by bank transfer or PayID.",
  unavailable: "The card payment page could not be opened just now. Please try again in a minute, or pay by bank transfer or PayID.",
} as const;

export type PaymentErrorCode = keyof typeof paymentMessages;

/** The `form` a card payment's refusal is sent back to the quote page under: "pay" (the deposit's) or "pay-balance". */
export const payFormOf = (kind: "deposit" | "balance"): string => (kind === "deposit" ? "pay" : `pay-${kind}`);

export const depositTexts = {
  heading: "Deposit",
  paidTitle: "Deposit paid",
  paid: (number: string, day: string) => `Thank you: tax invoice ${number} was paid on ${day}.`,
  confirming: "Thank you. Your card payment is being confirmed by Stripe; this page will say “Deposit paid” once it is.",
  intro: (number: string, amount: string) => `Tax invoice ${number}: ${amount} including GST. Pay by bank transfer or PayID (no fee), with the invoice number as the reference, or by card.`,
  introBankOnly: (number: string, amount: string) => `Tax invoice ${number}: ${amount} including GST. Pay by bank transfer or PayID, with the invoice number as the reference.`,
  payByCard: "Pay by card",
  cardNote: "Secure card payment through Stripe. No surcharge.",
} as const;

/** The final invoice's section of the quote page, once the job is done: the deposit's words for the balance. */
export const balanceTexts = {
  heading: "Balance",
  paidTitle: "Balance paid",
  paid: (number: string, day: string) => `Thank you: tax invoice ${number}, for the balance, was paid on ${day}.`,
  confirming: "Thank you. Your card payment is being confirmed by Stripe; this page will say “Balance paid” once it is.",
  intro: (number: string, amount: string) => `The work is done. Tax invoice ${number}: ${amount} including GST. Pay by bank transfer or PayID (no fee), with the invoice number as the reference, or by card.`,
  introBankOnly: (number: string, amount: string) => `The work is done. Tax invoice ${number}: ${amount} including GST. Pay by bank transfer or PayID, with the invoice number as the reference.`,
  payByCard: "Pay by card",
  cardNote: "Secure card payment through Stripe. No surcharge.",
} as const satisfies InvoiceSectionTexts;

/** The words of an invoice's section of the quote page (components/quote/deposit-section.tsx). */
export interface InvoiceSectionTexts {
  heading: string;
  paidTitle: string;
  paid: (number: string, day: string) => string;
  confirming: string;
  intro: (number: string, amount: string) => string;
  introBankOnly: (number: string, amount: string) => string;
  payByCard: string;
  cardNote: string;
}

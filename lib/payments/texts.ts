/** Every word about card payments the customer sees (the quote page, the routes' refusals). */
export const paymentMessages = {
  notAvailable: "Card payments are not available. Please pay by bank transfer or PayID.",
  nothingToPay: "There is nothing to pay by card on this quote yet.",
  alreadyPaid: "This deposit has already been paid. Thank you.",
  tooManyCheckouts: "The card payment page has been opened many times in the last hour. Please try again later, or pay by bank transfer or PayID.",
  unavailable: "The card payment page could not be opened just now. Please try again in a minute, or pay by bank transfer or PayID.",
} as const;

export type PaymentErrorCode = keyof typeof paymentMessages;

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

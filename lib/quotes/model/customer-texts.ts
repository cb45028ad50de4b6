import { business } from "@/lib/business";

/**
 * Every word the customer's quote page (/quote/{token}) and its routes say: the one place for
 * them. The page is components/quote/; the rules are lib/quotes/model/customer-*.ts and lib/quotes/services/decide.ts.
 */
const askUs = `call us on ${business.phone}, e-mail ${business.email}, or ask a question below`;

/** The `error` of the customer's routes (4xx), and the messages the page shows for a refusal. */
export const customerQuoteMessages = {
  notFound: "There is no quote at this address.",
  tooManyTries: "Too many tries from your connection. Please try again in a few minutes.",
  name: "Type your full name to accept the quote.",
  nameText: "Your name must be just your name: no web address, e-mail address or line break.",
  nameTooLong: "Your name must be at most 100 characters.",
  agree: "Tick “I have read and accept the terms” to accept the quote.",
  guideReceived: "Tick “I have received the Consumer Building Guide” to accept the quote.",
  reviewConsent: "reviewConsent must be true or false.",
  options: "Choose only the optional items listed on this quote.",
  reason: "The reason must be at most 1,000 characters.",
  questionEmpty: "Write your question.",
  questionTooLong: "A question must be at most 2,000 characters.",
  tooManyQuestions: `You have sent several questions in the last hour. To talk it through, call us on ${business.phone}.`,
  notObject: "Send an object with the fields of this form.",
  alreadyAccepted: "This quote has already been accepted.",
  declined: `This quote was declined. To go ahead after all, ask us for a fresh quote: ${askUs}.`,
  expired: (validUntilText: string) => `This quote expired at the end of ${validUntilText}. To ask for a fresh quote, ${askUs}.`,
  notExpired: "Only an expired quote asks for an updated one: this one can still be answered on its page.",
  replaced: `This quote has been replaced by a newer version, which is the one to accept. To ask for a fresh link to it, ${askUs}.`,
} as const;

export const quotePageTexts = {
  title: (number: string) => `Quote ${number}`,
  preparedFor: "Prepared for",
  updateTotals: "Update totals",
  include: "Include",
  downloadPdf: "Download PDF",
  acceptHeading: "Accept",
  acceptIntro: "To accept this quote, type your full name and tick the box. We will confirm by e-mail.",
  nameLabel: "Your full name",
  agreeLabel: "I have read and accept the terms",
  guideLabel: "I have received the Consumer Building Guide",
  reviewConsentLabel: "You may ask me for a review",
  acceptButton: "Accept",
  acceptTotal: (total: string) => `You are accepting a total of ${total} including GST.`,
  declineHeading: "Decline",
  declineIntro: "Not going ahead? Let us know, and why if you like.",
  declineLabel: "Reason (optional)",
  declineButton: "Decline",
  questionHeading: "Ask a question",
  questionIntro: "Ask anything about this quote: we will answer by e-mail or phone.",
  questionLabel: "Your question",
  questionButton: "Send question",
  questionSent: "Thank you: your question has been sent. We will answer by e-mail or phone.",
  acceptedTitle: "Accepted",
  accepted: (name: string, when: string) => `Accepted online by ${name} on ${when} (Sydney time). Thank you: we have e-mailed you a confirmation with this quote attached.`,
  acceptedOptions: (options: string) => `Options chosen: ${options}.`,
  noOptions: "Options chosen: none.",
  declinedTitle: "Declined",
  declined: (when: string) => `You declined this quote on ${when}. Thank you for letting us know.`,
  expiredTitle: "Expired",
  askUpdateButton: "Ask for an updated quote",
  askUpdateIntro: "Prices and availability change: press the button and we will prepare an updated quote for you.",
  updateAsked: "Thank you: we have been asked for an updated quote and will be in touch soon.",
  replacedTitle: "This quote has been replaced",
  newerVersion: (number: string) => `Open the newer version, ${number}`,
  preparing: "We are preparing the newer version and will e-mail it to you.",
  ownerPreview: "You are signed in as the owner: this visit is not recorded as the customer's view.",
} as const;

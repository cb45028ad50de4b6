/**
 * The quote form's fixed texts and choices, without zod: the landing page renders the form from
 * these and loads the schema only when needed. The schema itself is in ./request-schema.ts.
 */
/** The quote request form's messages (what a lead is checked against); a written quote's are quoteDraftMessages. */
export const leadFormMessages = {
  name: "Name must be at least 2 characters",
  nameText: "Name must be just your name: no web address, e-mail address or line break",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  successTitle: "Success!",
  success: "Your quote request has been submitted. We'll contact you soon.",
  failureTitle: "Something went wrong.",
  failure: "Your request couldn't be submitted. Please try again.",
  submitting: "Submitting...",
} as const;

/** The optional budget and timeline selects, so the owner can size a job: stored as shown. */
export const budgetRanges = ["Under $2,000", "$2,000 - $5,000", "$5,000 - $10,000", "$10,000 - $20,000", "Over $20,000", "Not sure yet"] as const;
export const timelines = ["As soon as possible", "Within 2 weeks", "Within a month", "1-3 months", "Flexible"] as const;

/** The longest each field may be: the schema refuses more, the inputs stop typing there (the columns are as wide). */
export const quoteFieldMaxLength = { name: 100, email: 100, phone: 20, message: 5_000 } as const;

/** Less than this between the form appearing and its submission is a bot, not a person. */
export const MIN_FILL_MS = 2_000;

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

/** Each field's label, as the form shows it (and the answer to a form sent without JavaScript names it). */
export const quoteFieldLabels: Record<keyof QuoteFormValues, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  service: "Service",
  budgetRange: "Budget Range",
  timeline: "Timeline",
  message: "Project Details",
};

export const emptyQuoteForm: QuoteFormValues = { name: "", email: "", phone: "", service: "", budgetRange: "", timeline: "", message: "" };

/** The form's fields in the order they appear (the first invalid one takes the focus). */
export const quoteFieldNames = Object.keys(emptyQuoteForm) as (keyof QuoteFormValues)[];

/** What a submitted (or still open) quote form holds: every field as text, missing ones empty. */
export function quoteFormValuesFrom(data: FormData): QuoteFormValues {
  const values = { ...emptyQuoteForm };
  for (const name of quoteFieldNames) {
    const value = data.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}


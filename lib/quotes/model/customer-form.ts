/**
 * The quote page's forms as the customer's JSON API objects, so a form is checked by the same
 * schema (./customer-schemas.ts): the tick box is `agree`, the option boxes `option`. What was
 * typed and ticked is kept as the form holds it, to show again after a refusal.
 */
export interface AcceptFormValues {
  name: string;
  agree: boolean;
  guide: boolean;
  review: boolean;
  /** The ticked optional lines' ids, as the boxes' values. */
  options: string[];
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export function acceptFormValues(form: FormData): AcceptFormValues {
  return {
    name: text(form.get("name")),
    agree: form.get("agree") === "on",
    guide: form.get("guide") === "on",
    review: form.get("review") === "on",
    options: form.getAll("option").filter((value): value is string => typeof value === "string"),
  };
}

/** POST /api/quote/{token}/accept's body from the form's values. */
export function acceptInput(values: AcceptFormValues): Record<string, unknown> {
  return {
    name: values.name,
    agree: values.agree,
    guideReceived: values.guide,
    reviewConsent: values.review,
    options: values.options.map((value) => (/^\d{1,10}$/.test(value) ? Number(value) : value)),
  };
}

export const declineFormValues = (form: FormData) => ({ reason: text(form.get("reason")) });
export const questionFormValues = (form: FormData) => ({ message: text(form.get("message")) });

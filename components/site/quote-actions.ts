"use server";

import { currentClientIp } from "@/lib/http/client-ip";
import { fieldErrorsOf } from "@/lib/http/parse";
import { HttpError } from "@/lib/http/responses";
import { isDatabaseUnavailable } from "@/lib/http/route";
import { createQuoteRequest } from "@/lib/quotes/create";
import { quoteFormValuesFrom } from "@/lib/quotes/request-fields";
import { quoteMessages, quoteRequestSchema, type QuoteFormValues } from "@/lib/quotes/request-schema";

export interface QuoteActionState {
  status: "idle" | "success" | "invalid" | "error";
  message?: string;
  fieldErrors?: Partial<Record<keyof QuoteFormValues, string>>;
  /** What the visitor typed, to show again after an error (nothing is lost). */
  values?: QuoteFormValues;
}

/**
 * The quote form without JavaScript: the same schema and the same `createQuoteRequest`
 * as POST /api/contact; the page re-renders with the errors, or with the success message.
 */
export async function submitQuoteRequestAction(_previous: QuoteActionState, formData: FormData): Promise<QuoteActionState> {
  const values = quoteFormValuesFrom(formData);
  const website = formData.get("website");
  const parsed = quoteRequestSchema.safeParse({ ...values, website: typeof website === "string" ? website : "" });
  if (!parsed.success) {
    // The schema is flat: each key is a field of the form.
    const fieldErrors: QuoteActionState["fieldErrors"] = fieldErrorsOf(parsed.error);
    return { status: "invalid", fieldErrors, values };
  }
  try {
    await createQuoteRequest(parsed.data, await currentClientIp());
    return { status: "success", message: quoteMessages.success };
  } catch (error) {
    if (error instanceof HttpError) return { status: "error", message: error.message, values };
    if (!isDatabaseUnavailable(error)) console.error("[quotes] the form's server action failed", error);
    return { status: "error", message: quoteMessages.failure, values };
  }
}

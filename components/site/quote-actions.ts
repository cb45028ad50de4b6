"use server";

import { redirect } from "next/navigation";
import { currentClientIp } from "@/lib/http/client-ip";
import { fieldErrorsOf } from "@/lib/http/parse";
import { HttpError } from "@/lib/http/responses";
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from "@/lib/http/route";
import { receiveLeadForm } from "@/lib/leads/http/receive";
import { quoteFormValuesFrom } from "@/lib/leads/model/request-fields";
import { leadRequestSchema, type QuoteFormValues } from "@/lib/leads/model/request-schema";
import { photoMessages } from "@/lib/photos/messages";
import { photoFiles } from "@/lib/photos/form-photos";

export type QuoteFieldErrors = Partial<Record<keyof QuoteFormValues | "photos", string>>;

export interface QuoteActionState {
  /** "sent": kept (spam, or a repeat from another connection) and answered like a success. */
  status: "idle" | "sent" | "invalid" | "error";
  /** An "error"'s problem (too many requests, the database away...). */
  message?: string;
  fieldErrors?: QuoteFieldErrors;
  /** What the visitor typed, shown again after a refusal (only the photos must be chosen again). */
  values?: QuoteFormValues;
  /** The estimate the form carried (the estimate page), kept with the values. */
  estimate?: string;
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/**
 * The quote form without JavaScript (and before its full version has loaded): the same schema
 * and the same service as POST /api/contact. A stored request goes on to its booking page, which
 * confirms it (a redirect, so a reload posts nothing twice); a refused one comes back with every
 * value and each field's problem. The form is multipart, so its photos come with it.
 */
export async function submitQuoteRequestAction(_previous: QuoteActionState, form: FormData): Promise<QuoteActionState> {
  const values = quoteFormValuesFrom(form);
  const estimate = text(form.get("estimate")) || undefined;
  const files = photoFiles(form);
  // A page cannot hand files back: a refusal with photos asks for them again.
  const withPhotosAgain = (fieldErrors: QuoteFieldErrors): QuoteFieldErrors =>
    files.length > 0 ? { ...fieldErrors, photos: fieldErrors.photos ? `${fieldErrors.photos} ${photoMessages.chooseAgain}` : photoMessages.chooseAgain } : fieldErrors;
  const refused = (state: Omit<QuoteActionState, "values" | "estimate">): QuoteActionState => ({ ...state, values, estimate });

  const parsed = leadRequestSchema.safeParse({ ...values, estimate, website: text(form.get("website")) });
  if (!parsed.success) return refused({ status: "invalid", fieldErrors: withPhotosAgain(fieldErrorsOf(parsed.error) as QuoteFieldErrors) });

  let bookingPath: string | undefined;
  try {
    const result = await receiveLeadForm(parsed.data, files, await currentClientIp());
    // Spam gets no booking link (there is no lead), nor does a repeated key from another client.
    if (result.outcome !== "stored" && result.outcome !== "duplicate") return { status: "sent" };
    bookingPath = result.bookingPath;
  } catch (error) {
    if (error instanceof HttpError) {
      const fieldErrors = error.details?.fieldErrors as QuoteFieldErrors | undefined;
      if (fieldErrors) return refused({ status: "invalid", fieldErrors: withPhotosAgain(fieldErrors) });
      return refused({ status: "error", message: error.message, fieldErrors: withPhotosAgain({}) });
    }
    if (isDatabaseUnavailable(error)) return refused({ status: "error", message: SERVICE_UNAVAILABLE, fieldErrors: withPhotosAgain({}) });
    console.error("[leads] the quote form's server action failed", error);
    return refused({ status: "error", fieldErrors: withPhotosAgain({}) });
  }
  redirect(`${bookingPath}?sent=1`);
}

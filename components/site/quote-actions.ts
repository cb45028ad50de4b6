"use server";

import { currentClientIp } from "@/lib/http/client-ip";
import { fieldErrorsOf } from "@/lib/http/parse";
import { HttpError } from "@/lib/http/responses";
import { isDatabaseUnavailable } from "@/lib/http/route";
import { photoMessages } from "@/lib/photos/messages";
import { cleanFormPhotos, photoFiles } from "@/lib/photos/upload";
import { createLead, refuseOverLeadLimit } from "@/lib/leads/create";
import { quoteFormValuesFrom } from "@/lib/leads/request-fields";
import { quoteMessages, leadRequestSchema, type QuoteFormValues } from "@/lib/leads/request-schema";

export interface QuoteActionState {
  status: "idle" | "success" | "invalid" | "error";
  message?: string;
  fieldErrors?: Partial<Record<keyof QuoteFormValues | "photos", string>>;
  /** What the visitor typed, to show again after an error (nothing is lost). */
  values?: QuoteFormValues;
  /** The estimate the form carried (the estimate page), kept with the values. */
  estimate?: string;
  /** After a stored request: its booking page, offered on the success screen. */
  bookingPath?: string;
}

/**
 * The quote form without JavaScript: the same schema, the same photo rules and the same
 * `createLead` as POST /api/contact; the page re-renders with the errors, or with the
 * success message. The form is multipart, so its photos come with it.
 */
export async function submitQuoteRequestAction(_previous: QuoteActionState, formData: FormData): Promise<QuoteActionState> {
  const values = quoteFormValuesFrom(formData);
  const sentEstimate = formData.get("estimate");
  const estimate = typeof sentEstimate === "string" && sentEstimate !== "" ? sentEstimate : undefined;
  const website = formData.get("website");
  const files = photoFiles(formData);
  // The visit's source comes only with JavaScript (sessionStorage); read it if a client sent it.
  const source = Object.fromEntries(["utmSource", "utmMedium", "utmCampaign", "referrer"].map((name) => [name, formData.get(name) ?? undefined]));
  const parsed = leadRequestSchema.safeParse({ ...values, ...source, estimate, website: typeof website === "string" ? website : "" });
  if (!parsed.success) {
    // The schema is flat: each key is a field of the form. A page cannot hand files back.
    const fieldErrors: QuoteActionState["fieldErrors"] = fieldErrorsOf(parsed.error);
    if (files.length > 0) fieldErrors.photos = photoMessages.chooseAgain;
    return { status: "invalid", fieldErrors, values, estimate };
  }
  try {
    const clientIp = await currentClientIp();
    if (files.length > 0) await refuseOverLeadLimit(clientIp);
    let photos;
    try {
      photos = await cleanFormPhotos(files);
    } catch (error) {
      // A photo the rules refuse: said under the photos field.
      if (error instanceof HttpError) return { status: "invalid", fieldErrors: { photos: `${error.message} ${photoMessages.chooseAgain}` }, values, estimate };
      throw error;
    }
    const result = await createLead(parsed.data, clientIp, photos);
    return { status: "success", message: quoteMessages.success, ...(result.outcome === "spam" ? {} : { bookingPath: result.bookingPath }) };
  } catch (error) {
    if (error instanceof HttpError) return { status: "error", message: error.message, values, estimate };
    if (!isDatabaseUnavailable(error)) console.error("[quotes] the form's server action failed", error);
    return { status: "error", message: quoteMessages.failure, values, estimate };
  }
}

"use server";

import { redirect } from "next/navigation";
import { currentClientIp } from "@/lib/http/client-ip";
import { fieldErrorsOf } from "@/lib/http/parse";
import { HttpError } from "@/lib/http/responses";
import { isDatabaseUnavailable } from "@/lib/http/route";
import { bookVisit, cancelVisit } from "@/lib/visits/services/booking";
import { bookingFormInput, bookingFormValues, bookingRequestSchema, type BookingFormValues } from "@/lib/visits/model/booking-schema";
import { bookingTexts } from "@/lib/visits/model/booking-texts";
import { bookingPath } from "@/lib/leads/services/booking-links";
import { slotDays, type SlotDay } from "@/lib/visits/model/slot-text";

export type BookingFieldName = keyof BookingFormValues;

export interface BookingFormState {
  status: "idle" | "invalid" | "taken" | "error";
  message?: string;
  fieldErrors?: Partial<Record<BookingFieldName, string>>;
  /** What the customer typed and chose, shown again (nothing is lost). */
  values?: BookingFormValues;
  /** After a 409: the slots free now, in place of the page's. */
  days?: SlotDay[];
}

// The schema's paths ("address.street") as the form's field names ("street").
const fieldOf = (path: string): BookingFieldName | undefined => {
  const name = path.split(".").at(-1);
  return name === "start" || name === "street" || name === "suburb" || name === "postcode" ? name : undefined;
};

/**
 * The booking page's form, with or without JavaScript: the same schema and service as
 * POST /api/booking/{token}. Booked or moved: to the page's confirmation (a redirect, so a reload
 * posts nothing twice). Refused: the form again with every value, the problem, and on a 409 the
 * slots free now.
 */
export async function bookVisitAction(_previous: BookingFormState, form: FormData): Promise<BookingFormState> {
  const token = String(form.get("token") ?? "");
  const values = bookingFormValues(form);
  const parsed = bookingRequestSchema.safeParse(bookingFormInput(form));
  if (!parsed.success) {
    const fieldErrors: BookingFormState["fieldErrors"] = {};
    for (const [path, message] of Object.entries(fieldErrorsOf(parsed.error))) {
      const field = fieldOf(path);
      if (field) fieldErrors[field] ??= message;
    }
    return { status: "invalid", fieldErrors, values };
  }
  let outcome: "booked" | "moved";
  try {
    outcome = (await bookVisit(token, parsed.data, await currentClientIp())).outcome;
  } catch (error) {
    return refusal(error, values);
  }
  redirect(`${bookingPath(token)}?done=${outcome}`);
}

/** "Yes, cancel the visit": cancels, then the page says so and offers the slots again. */
export async function cancelVisitAction(_previous: BookingFormState, form: FormData): Promise<BookingFormState> {
  const token = String(form.get("token") ?? "");
  try {
    await cancelVisit(token, await currentClientIp());
  } catch (error) {
    return refusal(error);
  }
  redirect(`${bookingPath(token)}?done=cancelled`);
}

function refusal(error: unknown, values?: BookingFormValues): BookingFormState {
  if (error instanceof HttpError) {
    const slots = (error.details?.slots as { start: string; end: string }[] | undefined)?.map((slot) => ({ start: new Date(slot.start), end: new Date(slot.end) }));
    if (error.status === 409 && slots) return { status: "taken", message: error.message, days: slotDays(slots), values: values && { ...values, start: "" } };
    const fieldErrors = error.details?.fieldErrors as BookingFormState["fieldErrors"] | undefined;
    if (error.status === 400 && fieldErrors) return { status: "invalid", fieldErrors, values };
    return { status: "error", message: error.message, values };
  }
  if (!isDatabaseUnavailable(error)) console.error("[visits] the booking form's server action failed", error);
  return { status: "error", message: bookingTexts.failure, values };
}

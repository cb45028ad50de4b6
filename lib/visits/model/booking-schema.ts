import { isPlainTypedText } from "@/lib/security/typed-text";
import { z } from "@/lib/zod";
import { addressMaxLength as MAX } from "./address-fields";
import { bookingFieldMessages as messages } from "./booking-texts";

/**
 * A booking: `POST /api/booking/{token}`'s JSON and the booking page's form (through
 * `bookingFormInput`), one schema for both. The start must also be one of the offered times,
 * which the service checks against the owner's week (lib/visits/services/booking.ts).
 */

export const addressSchema = z.strictObject(
  {
    street: z.string({ error: messages.street }).trim().min(3, messages.street).max(MAX.street, messages.streetLong).refine(isPlainTypedText, messages.streetText),
    suburb: z.string({ error: messages.suburb }).trim().min(2, messages.suburb).max(MAX.suburb, messages.suburbLong).refine(isPlainTypedText, messages.suburbText),
    postcode: z.string({ error: messages.postcode }).trim().regex(/^\d{4}$/, messages.postcode),
  },
  { error: messages.body },
);
export type VisitAddress = z.output<typeof addressSchema>;

export const bookingRequestSchema = z.strictObject(
  {
    // ISO 8601 with an offset, as the slots answer gives it; the instant is what counts.
    start: z
      .string({ error: messages.start })
      .max(40, messages.start)
      .pipe(z.iso.datetime({ offset: true, error: messages.start }))
      .transform((value) => new Date(value)),
    address: addressSchema,
  },
  { error: messages.body },
);
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** The booking form's fields in the JSON shape: the no-JavaScript page posts them flat. */
export function bookingFormInput(form: FormData): unknown {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return { start: text("start"), address: { street: text("street"), suburb: text("suburb"), postcode: text("postcode") } };
}

/** What the form shows again after a refusal: every field as typed. */
export type BookingFormValues = { start: string; street: string; suburb: string; postcode: string };

export function bookingFormValues(form: FormData): BookingFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { start: text("start"), street: text("street"), suburb: text("suburb"), postcode: text("postcode") };
}

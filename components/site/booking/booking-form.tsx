"use client";

import { cloneElement, useActionState, useState, type ReactElement } from "react";
import { addressMaxLength } from "@/lib/visits/model/address-fields";
import { bookingTexts } from "@/lib/visits/model/booking-texts";
import { isNswPostcode } from "@/lib/visits/model/postcode";
import type { SlotDay } from "@/lib/visits/model/slot-text";
import { bookVisitAction, type BookingFieldName, type BookingFormState } from "./booking-actions";

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

/** Days of slots shown open; the rest are one tap away. */
const OPEN_DAYS = 6;

export type BookingFormValuesInput = { street: string; suburb: string; postcode: string; start?: string };

/**
 * The booking form: the free times grouped by day as radio buttons, then the job's address. A
 * plain form posting to a server action, complete without JavaScript; with it the same action
 * answers without a page load and the outside-NSW note follows the postcode as it is typed.
 */
export function BookingForm({
  token,
  days,
  mode,
  initial,
  submitClassName,
}: {
  token: string;
  days: SlotDay[];
  /** "move": the customer already has a visit and picks a new time. */
  mode: "book" | "move";
  initial: BookingFormValuesInput;
  submitClassName: string;
}) {
  const [state, formAction, pending] = useActionState<BookingFormState, FormData>(bookVisitAction, { status: "idle" });
  const shownDays = state.days ?? days;
  const soon = shownDays.slice(0, OPEN_DAYS);
  const later = shownDays.slice(OPEN_DAYS);
  const values = { start: "", ...initial, ...state.values };
  const [postcode, setPostcode] = useState(values.postcode);
  const errorOf = (name: BookingFieldName) => state.fieldErrors?.[name];
  const firstInvalid = (["start", "street", "suburb", "postcode"] as const).find((name) => errorOf(name));
  const outsideNsw = /^\d{4}$/.test(postcode) && !isNswPostcode(postcode);

  return (
    <form action={formAction} aria-label={mode === "move" ? bookingTexts.changeTitle : bookingTexts.pageTitle} className="space-y-6">
      <input type="hidden" name="token" value={token} />
      {state.status === "taken" && (
        <div role="alert" tabIndex={-1} autoFocus className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">{state.message}</p>
          <p>{bookingTexts.takenHelp}</p>
        </div>
      )}
      {state.status === "error" && (
        <div role="alert" tabIndex={-1} autoFocus className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{state.message}</p>
        </div>
      )}

      <fieldset aria-describedby={errorOf("start") ? "booking-start-error" : undefined}>
        <legend className="text-lg font-semibold text-slate-900">{bookingTexts.timesLegend}</legend>
        <p className="mt-1 text-sm text-slate-600">{bookingTexts.sydneyTime}</p>
        {errorOf("start") && (
          <p id="booking-start-error" className="mt-2 text-sm text-red-700">
            {errorOf("start")}
          </p>
        )}
        <div className="mt-3 space-y-4">
          {soon.map((day, dayIndex) => (
            <DaySlots key={day.day} day={day} chosen={values.start} focusFirst={firstInvalid === "start" && dayIndex === 0} />
          ))}
        </div>
        {later.length > 0 && (
          // Later weeks folded (no script needed): a phone shows the next week and the address without a long scroll.
          <details open={later.some((day) => day.slots.some((slot) => slot.start === values.start)) || undefined} className="group mt-4">
            <summary className="flex min-h-11 cursor-pointer items-center rounded-md px-1 font-semibold text-brand-800 underline underline-offset-4">
              {bookingTexts.moreDays(later.length)}
            </summary>
            <div className="mt-3 space-y-4">
              {later.map((day) => (
                <DaySlots key={day.day} day={day} chosen={values.start} />
              ))}
            </div>
          </details>
        )}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{bookingTexts.addressLegend}</legend>
        <Field name="street" label={bookingTexts.street} error={errorOf("street")} focus={firstInvalid === "street"}>
          <input name="street" defaultValue={values.street} required maxLength={addressMaxLength.street} autoComplete="address-line1" className={fieldClass} />
        </Field>
        <div className="grid grid-cols-3 gap-3">
          <Field name="suburb" label={bookingTexts.suburb} error={errorOf("suburb")} focus={firstInvalid === "suburb"} className="col-span-2">
            <input name="suburb" defaultValue={values.suburb} required maxLength={addressMaxLength.suburb} autoComplete="address-level2" className={fieldClass} />
          </Field>
          <Field name="postcode" label={bookingTexts.postcode} error={errorOf("postcode")} focus={firstInvalid === "postcode"}>
            <input
              name="postcode"
              defaultValue={values.postcode}
              required
              inputMode="numeric"
              pattern="[0-9]{4}"
              maxLength={4}
              autoComplete="postal-code"
              onChange={(event) => setPostcode(event.currentTarget.value.trim())}
              className={fieldClass}
              aria-describedby={outsideNsw ? "booking-outside-nsw" : undefined}
            />
          </Field>
        </div>
        {outsideNsw && (
          <p id="booking-outside-nsw" role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
            {bookingTexts.outsideNsw}
          </p>
        )}
      </fieldset>

      <button type="submit" className={submitClassName} disabled={pending}>
        {pending ? bookingTexts.booking : mode === "move" ? bookingTexts.move : bookingTexts.book}
      </button>
    </form>
  );
}

function DaySlots({ day, chosen, focusFirst }: { day: SlotDay; chosen: string; focusFirst?: boolean }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{day.label}</legend>
      <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
        {day.slots.map((slot, index) => (
          <label key={slot.start} className="relative">
            <input
              type="radio"
              name="start"
              value={slot.start}
              required
              defaultChecked={chosen === slot.start}
              autoFocus={focusFirst && index === 0 ? true : undefined}
              aria-label={`${day.label}, ${slot.label}`}
              className="peer sr-only"
            />
            <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-slate-300 bg-white px-2 text-sm font-medium text-slate-900 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:border-brand-600">
              {slot.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Field({ name, label, error, focus, className, children }: { name: string; label: string; error?: string; focus?: boolean; className?: string; children: ReactElement<Record<string, unknown>> }) {
  const id = `booking-${name}`;
  const errorId = `${id}-error`;
  const describedBy = [children.props["aria-describedby"], error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {cloneElement(children, { id, autoFocus: focus || undefined, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

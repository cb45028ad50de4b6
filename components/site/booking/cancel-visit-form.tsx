"use client";

import { useActionState } from "react";
import { bookingTexts } from "@/lib/visits/model/booking-texts";
import { cancelVisitAction, type BookingFormState } from "./booking-actions";

/** "Yes, cancel the visit": a one-button form to the server action, with or without JavaScript. */
export function CancelVisitForm({ token, buttonClassName }: { token: string; buttonClassName: string }) {
  const [state, formAction, pending] = useActionState<BookingFormState, FormData>(cancelVisitAction, { status: "idle" });
  return (
    <form action={formAction} className="inline">
      <input type="hidden" name="token" value={token} />
      {state.status === "error" && (
        <p role="alert" className="mb-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {state.message}
        </p>
      )}
      <button type="submit" className={buttonClassName} disabled={pending}>
        {pending ? bookingTexts.cancelling : bookingTexts.cancelYes}
      </button>
    </form>
  );
}

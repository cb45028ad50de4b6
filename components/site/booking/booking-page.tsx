import { CalendarPlus, Clock, MapPin } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { business } from "@/lib/business";
import { leadFormMessages } from "@/lib/leads/model/request-fields";
import { offeredSlots, type BookingView } from "@/lib/visits/services/booking";
import { bookingTexts } from "@/lib/visits/model/booking-texts";
import { bookingPath } from "@/lib/leads/services/booking-links";
import { isNswPostcode } from "@/lib/visits/model/postcode";
import { slotDays } from "@/lib/visits/model/slot-text";
import { addressLine, visitTimeLabel, type VisitRow } from "@/lib/visits/model/visit-row";
import { BookingForm } from "./booking-form";
import { CancelVisitForm } from "./cancel-visit-form";
import { QuoteSuccess } from "../quote-form-view";

const primary = `${buttonVariants({ variant: "accent", size: "lg" })} w-full sm:w-auto`;
const secondary = `${buttonVariants({ variant: "outline", size: "lg" })} w-full sm:w-auto`;
const linkClass = "font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900";

/**
 * The booking page's body (server-rendered; the forms post to server actions): what is booked,
 * with its invite, "Change the time" and "Cancel the visit"; or the free times to choose from.
 * `step`: cancel asks first; change shows the times for a booked visit. `done`: the action just
 * booked, moved or cancelled (its redirect says so).
 */
export async function BookingPage({
  token,
  view,
  step,
  done,
  sent = false,
}: {
  token: string;
  view: BookingView;
  step: "view" | "change" | "cancel";
  done?: "booked" | "moved" | "cancelled";
  /** The request was just sent by the quote form without JavaScript: confirm it here. */
  sent?: boolean;
}) {
  const { visit, cancelled, settings, lead } = view;
  const page = bookingPath(token);
  const choosing = !visit || step === "change";
  return (
    <section aria-labelledby="booking-heading" className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 id="booking-heading" className="font-display text-3xl font-bold tracking-tight text-slate-900">
        {bookingTexts.pageTitle}
      </h1>
      <p className="mt-3 text-slate-700">
        {lead.firstName ? `Hi ${lead.firstName}. ` : ""}
        {visit && step === "view" ? bookingTexts.bookedIntro : bookingTexts.intro(settings.visitMinutes)}
      </p>

      {sent && !done && <QuoteSuccess message={leadFormMessages.success} />}
      {done && <DoneBanner done={done} visit={visit} />}

      {visit && step === "view" && (
        <div className="mt-6 space-y-5">
          <VisitSummary visit={visit} />
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a href={`/api/booking/${token}/visit.ics`} className={secondary}>
              <CalendarPlus aria-hidden="true" />
              {bookingTexts.addToCalendar}
            </a>
            <a href={`${page}?change=1`} className={secondary}>
              {bookingTexts.changeTime}
            </a>
            <a href={`${page}?cancel=1`} className={secondary}>
              {bookingTexts.cancel}
            </a>
          </div>
        </div>
      )}

      {visit && step === "cancel" && (
        <div className="mt-6 space-y-5">
          <h2 className="text-xl font-semibold text-slate-900">{bookingTexts.cancelQuestion(visitTimeLabel(visit))}</h2>
          <VisitSummary visit={visit} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <CancelVisitForm token={token} buttonClassName={primary} />
            <a href={page} className={secondary}>
              {bookingTexts.cancelKeep}
            </a>
          </div>
        </div>
      )}

      {choosing && (
        <div className="mt-8">
          {visit && (
            <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-xl font-semibold text-slate-900">{bookingTexts.changeTitle}</h2>
              <a href={page} className={linkClass}>
                {bookingTexts.keepTime}
              </a>
            </div>
          )}
          <SlotsForm token={token} view={view} previous={visit ?? cancelled} />
        </div>
      )}

      <p className="mt-10 text-sm text-slate-600">
        {bookingTexts.callUs}{" "}
        <a href={business.phoneHref} className={linkClass}>
          {business.phone}
        </a>
        .
      </p>
    </section>
  );
}

async function SlotsForm({ token, view, previous }: { token: string; view: BookingView; previous: VisitRow | null }) {
  const days = slotDays(await offeredSlots(view));
  if (days.length === 0) return <p className="rounded-md bg-slate-100 p-4 text-slate-800">{bookingTexts.noSlots(view.settings.bookingWindowDays)}</p>;
  return (
    <BookingForm
      token={token}
      days={days}
      mode={view.visit ? "move" : "book"}
      initial={{ street: previous?.street ?? "", suburb: previous?.suburb ?? "", postcode: previous?.postcode ?? "" }}
      submitClassName={primary}
    />
  );
}

function DoneBanner({ done, visit }: { done: "booked" | "moved" | "cancelled"; visit: VisitRow | null }) {
  // A stale ?done= (a bookmark, the back button) says nothing the page does not show.
  if ((done === "cancelled") === Boolean(visit)) return null;
  const title = done === "booked" ? bookingTexts.bookedTitle : done === "moved" ? bookingTexts.movedTitle : bookingTexts.cancelledTitle;
  const text = done === "cancelled" ? bookingTexts.cancelledText : bookingTexts.bookedEmailed;
  return (
    <div role="status" tabIndex={-1} autoFocus className="mt-6 rounded-md border border-green-700/30 bg-green-50 p-4 text-green-900">
      <p className="font-semibold">{title}</p>
      <p>{text}</p>
    </div>
  );
}

function VisitSummary({ visit }: { visit: VisitRow }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{bookingTexts.yourVisit}</h2>
      <dl className="mt-3 space-y-3 text-slate-900">
        <div className="flex gap-3">
          <dt>
            <Clock aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
            <span className="sr-only">When</span>
          </dt>
          <dd className="font-semibold">
            {visitTimeLabel(visit)} <span className="font-normal text-slate-600">(Sydney time)</span>
          </dd>
        </div>
        <div className="flex gap-3">
          <dt>
            <MapPin aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
            <span className="sr-only">Where</span>
          </dt>
          <dd>
            {addressLine(visit)}
            {!isNswPostcode(visit.postcode) && <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950">{bookingTexts.outsideNsw}</p>}
          </dd>
        </div>
      </dl>
    </div>
  );
}

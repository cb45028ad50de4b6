import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingPage } from "@/components/site/booking/booking-page";
import { currentClientIp } from "@/lib/http/client-ip";
import { HttpError } from "@/lib/http/responses";
import { privatePageReferrerPolicy } from "@/lib/security/policy";
import { openBooking } from "@/lib/visits/services/booking";
import { bookingTexts } from "@/lib/visits/model/booking-texts";

// Per request: the customer's own visit and the free times of the moment.
export const dynamic = "force-dynamic";

// A private page: never indexed, and its address (the link's token) never sent to another site
// as a referrer (lib/security/policy.ts says why same-origin and not no-referrer).
export const metadata: Metadata = { title: bookingTexts.pageTitle, robots: { index: false, follow: false }, referrer: privatePageReferrerPolicy };

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /book/{token}: book, see, move or cancel the free measure-up. An unknown link is the site's 404. */
export default async function Page({ params, searchParams }: Props) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  let view;
  try {
    view = await openBooking(token, await currentClientIp());
  } catch (error) {
    // Unknown, or too many unknown links from this address: the same 404 either way, no hint.
    if (error instanceof HttpError && (error.status === 404 || error.status === 429)) notFound();
    throw error;
  }
  const step = query.cancel === "1" ? "cancel" : query.change === "1" ? "change" : "view";
  const done = typeof query.done === "string" && ["booked", "moved", "cancelled"].includes(query.done) ? (query.done as "booked" | "moved" | "cancelled") : undefined;
  // ?sent=1: the quote form without JavaScript just stored the request (components/site/quote-actions.ts).
  return <BookingPage token={token} view={view} step={step} done={done} sent={query.sent === "1"} />;
}

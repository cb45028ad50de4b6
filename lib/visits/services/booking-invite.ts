import "server-only";
import { siteUrl } from "@/lib/site-url";
import { currentVisit, openBooking } from "./booking";
import { bookingPath } from "@/lib/leads/services/booking-links";
import { inviteOf } from "@/lib/visits/emails/visit-notify";

/**
 * The invite a link's "Add to your calendar" downloads: the visit as it is now, in the same
 * form as the e-mailed one (a request while booked, a cancellation once cancelled); null when
 * the lead has no visit. An unknown link is a 404 (lib/visits/services/booking.ts). Anyone holding the link
 * may download it, so it names no one: no attendee, no e-mail address, no surname.
 */
export async function currentVisitInvite(token: string, clientIp: string): Promise<string | null> {
  const view = await openBooking(token, clientIp);
  const visit = currentVisit(view);
  if (!visit) return null;
  const kind = visit.cancelledAt ? "cancelled" : "booked";
  return inviteOf(null, { kind, sequence: visit.sequence, startsAt: visit.startsAt, endsAt: visit.endsAt, visit }, `${siteUrl}${bookingPath(token)}`);
}

import { clientIpFrom } from "@/lib/http/client-ip";
import { otherMethods } from "@/lib/http/methods";
import { HttpError } from "@/lib/http/responses";
import { apiRoute } from "@/lib/http/route";
import { countBookingAttempt } from "@/lib/visits/services/booking-limit";
import { calendarFeedFor } from "@/lib/visits/services/calendar-feed";

export const dynamic = "force-dynamic";

/**
 * /calendar/{secret}.ics: the owner's visits as a calendar to subscribe to (text/calendar). Any
 * other address is a 404 without a hint, and counts against the caller's limit as a guess.
 */
export const GET = apiRoute(async (request: Request, context: { params: Promise<{ feed: string }> }) => {
  const feed = await calendarFeedFor((await context.params).feed);
  if (!feed) {
    await countBookingAttempt(clientIpFrom(request.headers));
    throw new HttpError(404, "There is no calendar at this address.");
  }
  return new Response(feed, { headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

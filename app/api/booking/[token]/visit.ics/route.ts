import { clientIpFrom } from "@/lib/http/client-ip";
import { otherMethods } from "@/lib/http/methods";
import { HttpError } from "@/lib/http/responses";
import { apiRoute } from "@/lib/http/route";
import { currentVisitInvite } from "@/lib/visits/services/booking-invite";

export const dynamic = "force-dynamic";

/**
 * The visit's calendar invite (`text/calendar`, as e-mailed): METHOD:REQUEST while it is booked,
 * METHOD:CANCEL once cancelled. 404 for an unknown link or a lead with no visit.
 */
export const GET = apiRoute(async (request: Request, context: { params: Promise<{ token: string }> }) => {
  const { token } = await context.params;
  const invite = await currentVisitInvite(token, clientIpFrom(request.headers));
  if (!invite) throw new HttpError(404, "There is no visit booked at this address.");
  return new Response(invite, {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'attachment; filename="visit.ics"', "Cache-Control": "private, no-store" },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

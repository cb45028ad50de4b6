import { clientIpFrom } from "@/lib/http/client-ip";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";
import { withServerTiming } from "@/lib/leads/http/timing";
import { sydneyTimeZone } from "@/lib/sydney-time";
import { offeredSlots, openBooking } from "@/lib/visits/services/booking";
import { countSlotsRequest } from "@/lib/visits/services/booking-limit";
import { slotForApi } from "@/lib/visits/model/slot-text";

export const dynamic = "force-dynamic";

/**
 * The free times: `{ timeZone: "Australia/Sydney", slots: [{ start, end }] }`, ISO 8601 with the
 * offset of each instant, in order. A customer with a booked visit sees their own time as free
 * (they may move to it). 404 for an unknown link; 429 with Retry-After past SLOTS_RATE_LIMIT. With a `Server-Timing` header (the bench reads it).
 */
export const GET = withServerTiming(
  apiRoute(async (request: Request, context: { params: Promise<{ token: string }> }) => {
    const { token } = await context.params;
    const clientIp = clientIpFrom(request.headers);
    await countSlotsRequest(clientIp);
    const view = await openBooking(token, clientIp);
    return Response.json({ timeZone: sydneyTimeZone, slots: (await offeredSlots(view)).map(slotForApi) });
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

import { readJsonBody } from "@/lib/http/body";
import { clientIpFrom } from "@/lib/http/client-ip";
import { otherMethods } from "@/lib/http/methods";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseOr400 } from "@/lib/http/parse";
import { apiRoute } from "@/lib/http/route";
import { bookVisit, cancelVisit } from "@/lib/visits/services/booking";
import { bookingRequestSchema } from "@/lib/visits/model/booking-schema";
import { visitJson } from "@/lib/visits/model/visit-row";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ token: string }> };

/**
 * `{ start, address: { street, suburb, postcode } }`: books the visit (201 with it) or moves the
 * lead's booked one (200 with it); 409 `{ error: "That time was just taken", slots }` when the
 * time or its day was taken meanwhile; 400 for bad input or a time never offered; 404 for an
 * unknown link; 429 past the address's limit.
 */
export const POST = apiRoute(async (request: Request, context: Context) => {
  assertSameOrigin(request);
  const { token } = await context.params;
  const input = parseOr400(bookingRequestSchema, await readJsonBody(request));
  const { outcome, visit } = await bookVisit(token, input, clientIpFrom(request.headers));
  return Response.json(visitJson(visit), { status: outcome === "booked" ? 201 : 200 });
});

/** Cancels the booked visit: 200 with it (status cancelled); 409 when nothing is booked; 404 for an unknown link. */
export const DELETE = apiRoute(async (request: Request, context: Context) => {
  assertSameOrigin(request);
  const { token } = await context.params;
  return Response.json(visitJson(await cancelVisit(token, clientIpFrom(request.headers))));
});

export const { GET, PUT, PATCH } = otherMethods("POST", "DELETE");

import { estimateResponse } from "@/lib/estimate/answer";
import { countEstimateRequest } from "@/lib/estimate/limit";
import { readJsonBody } from "@/lib/http/body";
import { clientIpFrom } from "@/lib/http/client-ip";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * The instant estimate for any client: the calculator's inputs (lib/estimate/schema.ts) in,
 * `{ lowCents, highCents, litres, lines, assumptions }` out, from the current rate card and
 * estimator settings. Stores nothing; wrong input is a 400 naming the first problem; past
 * ESTIMATE_RATE_LIMIT a minute from one client, 429 with Retry-After.
 */
export const POST = apiRoute(async (request: Request) => {
  await countEstimateRequest(clientIpFrom(request.headers));
  return Response.json(await estimateResponse(await readJsonBody(request)));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

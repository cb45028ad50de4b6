import { readTextBody } from "@/lib/http/body";
import { BODY_LIMIT_BYTES } from "@/lib/security/body-limits";
import { otherMethods } from "@/lib/http/methods";
import { errorResponse } from "@/lib/http/route";
import { handleStripeEvent, verifiedEvent } from "@/lib/payments/webhook";

export const dynamic = "force-dynamic";

/**
 * Stripe's webhook: the raw body verified against Stripe-Signature (400 when unsigned, forged or
 * older than 5 minutes; 413 over 1 MB, far above any event), then handled once per event id; 200 `{ received: true }` for every
 * verified event, unknown types included, so Stripe stops retrying. 404 without Stripe configured.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const event = verifiedEvent(await readTextBody(request, BODY_LIMIT_BYTES), request.headers.get("stripe-signature"));
    const outcome = await handleStripeEvent(event);
    return Response.json({ received: true, outcome }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

import { adminRoute } from "@/lib/auth/guard";
import { readJsonBody } from "@/lib/http/body";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { leadIdParam, quoteIdParam } from "@/lib/quotes/http/api";
import { refundSchema } from "@/lib/quotes/model/after-send-schemas";
import { refundInvoice } from "@/lib/payments/refund";

export const dynamic = "force-dynamic";

/**
 * Refunds some or all of a paid invoice `{ amountCents, reason, kind? }` (the deposit's unless
 * `kind` is "balance"). 201 `{ data: { status: "issued", … } }`: the adjustment note (ADJ-0001),
 * e-mailed to the customer. A card payment goes back through Stripe: 201 when Stripe confirms at
 * once, else 202 `{ data: { status: "pending", … } }` and the note follows Stripe's webhook; 502
 * when Stripe refuses or fails it. 409 when nothing is paid or the amount is more than was paid
 * and not yet refunded (or awaiting Stripe).
 */
export const POST = adminRoute(async (request, context: { params: Promise<{ leadId: string; quoteId: string }> }, session) => {
  const params = await context.params;
  const leadId = parseOr400(leadIdParam, params.leadId);
  const quoteId = parseOr400(quoteIdParam, params.quoteId);
  const input = parseOr400(refundSchema, await readJsonBody(request));
  const data = await refundInvoice(leadId, quoteId, input, session.username);
  return Response.json({ data }, { status: data.status === "issued" ? 201 : 202 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

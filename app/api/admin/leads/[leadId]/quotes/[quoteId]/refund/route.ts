import { adminRoute } from "@/lib/auth/guard";
import { readJsonBody } from "@/lib/http/body";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { leadIdParam, quoteIdParam } from "@/lib/quotes/api";
import { refundSchema } from "@/lib/quotes/after-send-schemas";
import { refundDeposit } from "@/lib/quotes/refund";

export const dynamic = "force-dynamic";

/**
 * Refunds some or all of a paid deposit `{ amountCents, reason }` → 201 `{ data }`, the adjustment
 * note (ADJ-0001) e-mailed to the customer; 409 when nothing is paid or the amount is more than
 * was paid and not yet refunded.
 */
export const POST = adminRoute(async (request, context: { params: Promise<{ leadId: string; quoteId: string }> }, session) => {
  const params = await context.params;
  const leadId = parseOr400(leadIdParam, params.leadId);
  const quoteId = parseOr400(quoteIdParam, params.quoteId);
  const input = parseOr400(refundSchema, await readJsonBody(request));
  return Response.json({ data: await refundDeposit(leadId, quoteId, input, session.username) }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

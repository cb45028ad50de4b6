import { adminRoute } from "@/lib/auth/guard";
import { readJsonBody } from "@/lib/http/body";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { depositPaidSchema } from "@/lib/quotes/model/after-send-schemas";
import { leadIdParam, quoteIdParam } from "@/lib/quotes/http/api";
import { markDepositPaid } from "@/lib/quotes/services/deposit";

export const dynamic = "force-dynamic";

/** `{ paidOn: "YYYY-MM-DD" }` → `{ data: invoice }` (recorded on the lead); 400 a future day or one before the invoice; 404 no invoice; 409 already paid. */
export const POST = adminRoute(async (request, context: { params: Promise<{ leadId: string; quoteId: string }> }) => {
  const params = await context.params;
  const leadId = parseOr400(leadIdParam, params.leadId);
  const quoteId = parseOr400(quoteIdParam, params.quoteId);
  const input = parseOr400(depositPaidSchema, await readJsonBody(request));
  return Response.json({ data: await markDepositPaid(leadId, quoteId, input) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

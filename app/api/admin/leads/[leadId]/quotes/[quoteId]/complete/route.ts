import { adminRoute } from "@/lib/auth/guard";
import { readJsonBody } from "@/lib/http/body";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { completeQuoteSchema } from "@/lib/quotes/model/after-send-schemas";
import { leadIdParam, quoteIdParam } from "@/lib/quotes/http/api";
import { completeQuote } from "@/lib/quotes/services/balance";

export const dynamic = "force-dynamic";

/**
 * The job done: `{ completedOn: "YYYY-MM-DD" }` → `{ data: quote }`, the balance's tax invoice
 * issued and e-mailed; 400 a future day or one before the acceptance; 404 unknown; 409 not
 * accepted, or already done (the first day and its invoice stand).
 */
export const POST = adminRoute(async (request, context: { params: Promise<{ leadId: string; quoteId: string }> }) => {
  const params = await context.params;
  const leadId = parseOr400(leadIdParam, params.leadId);
  const quoteId = parseOr400(quoteIdParam, params.quoteId);
  const input = parseOr400(completeQuoteSchema, await readJsonBody(request));
  return Response.json({ data: await completeQuote(leadId, quoteId, input) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

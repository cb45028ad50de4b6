import { adminRoute } from "@/lib/auth/guard";
import { readJsonBody } from "@/lib/http/body";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { extendQuoteSchema } from "@/lib/quotes/model/after-send-schemas";
import { leadIdParam, quoteIdParam } from "@/lib/quotes/http/api";
import { extendQuote } from "@/lib/quotes/services/extend";

export const dynamic = "force-dynamic";

/** `{ validUntil: "YYYY-MM-DD" }` → `{ data: quote }`, valid to the end of that Sydney day (recorded on the lead); 400 not later, past, or over a year ahead; 409 unless sent. */
export const POST = adminRoute(async (request, context: { params: Promise<{ leadId: string; quoteId: string }> }) => {
  const params = await context.params;
  const leadId = parseOr400(leadIdParam, params.leadId);
  const quoteId = parseOr400(quoteIdParam, params.quoteId);
  const input = parseOr400(extendQuoteSchema, await readJsonBody(request));
  return Response.json({ data: await extendQuote(leadId, quoteId, input) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

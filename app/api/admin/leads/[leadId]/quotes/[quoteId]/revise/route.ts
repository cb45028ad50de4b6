import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { leadIdParam, quoteIdParam } from "@/lib/quotes/http/api";
import { reviseQuote } from "@/lib/quotes/services/revise";

export const dynamic = "force-dynamic";

/** A new draft version of a sent or declined quote (Q-0001-B) → 201 `{ data }` the new version; 409 otherwise. */
export const POST = adminRoute(async (_request, context: { params: Promise<{ leadId: string; quoteId: string }> }) => {
  const params = await context.params;
  return Response.json({ data: await reviseQuote(parseOr400(leadIdParam, params.leadId), parseOr400(quoteIdParam, params.quoteId)) }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

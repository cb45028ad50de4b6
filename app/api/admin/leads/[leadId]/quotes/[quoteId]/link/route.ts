import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { leadIdParam, quoteIdParam } from "@/lib/quotes/http/api";
import { ownerQuoteLink } from "@/lib/quotes/services/links";

export const dynamic = "force-dynamic";

/** "Copy link": the sent quote's one live link to the customer's page → 201 `{ data: { url } }`; 409 for a draft. */
export const POST = adminRoute(async (_request, context: { params: Promise<{ leadId: string; quoteId: string }> }) => {
  const params = await context.params;
  return Response.json({ data: await ownerQuoteLink(parseOr400(leadIdParam, params.leadId), parseOr400(quoteIdParam, params.quoteId)) }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

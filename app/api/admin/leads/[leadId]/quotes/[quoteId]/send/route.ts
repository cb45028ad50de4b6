import { adminRoute } from "@/lib/auth/guard";
import { readOptionalJsonBody } from "@/lib/http/body";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { leadIdParam, quoteIdParam } from "@/lib/quotes/http/api";
import { sendQuoteSchema } from "@/lib/quotes/model/after-send-schemas";
import { sendQuote } from "@/lib/quotes/services/send";

export const dynamic = "force-dynamic";

/**
 * E-mails the quote to the customer once (409 if already sent) → `{ data }`; the lead becomes Quote
 * sent. Optional body `{ signedBy }` (none, or an empty one, reads as `{}`): over $5,000 for a
 * home, who signs for the licence holder.
 */
export const POST = adminRoute(async (request, context: { params: Promise<{ leadId: string; quoteId: string }> }, session) => {
  const params = await context.params;
  const leadId = parseOr400(leadIdParam, params.leadId);
  const quoteId = parseOr400(quoteIdParam, params.quoteId);
  const input = parseOr400(sendQuoteSchema, await readOptionalJsonBody(request));
  return Response.json({ data: await sendQuote(leadId, quoteId, new Date(), { ...input, signedInAs: session.username }) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

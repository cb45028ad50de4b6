import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { leadIdParam, quoteIdParam } from "@/lib/quotes/api";
import { sendQuote } from "@/lib/quotes/send";

export const dynamic = "force-dynamic";

/** E-mails the quote to the customer once (409 if already sent) → `{ data }`; the lead becomes Quote sent. */
export const POST = adminRoute(async (_request, context: { params: Promise<{ leadId: string; quoteId: string }> }) => {
  const params = await context.params;
  return Response.json({ data: await sendQuote(parseOr400(leadIdParam, params.leadId), parseOr400(quoteIdParam, params.quoteId)) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

import { adminRoute } from "@/lib/auth/guard";
import { readJsonBody } from "@/lib/http/body";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { leadIdParam, QUOTE_BODY_LIMIT, quoteIdParam } from "@/lib/quotes/http/api";
import { getQuote, updateQuote } from "@/lib/quotes/services/drafts";
import { discardDraft } from "@/lib/quotes/services/revise";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ leadId: string; quoteId: string }> };

const ids = async (context: Context) => {
  const params = await context.params;
  return [parseOr400(leadIdParam, params.leadId), parseOr400(quoteIdParam, params.quoteId)] as const;
};

/** `{ data }` the quote; 404 when it is not a quote of that lead. */
export const GET = adminRoute(async (_request, context: Context) => {
  const [leadId, quoteId] = await ids(context);
  return Response.json({ data: await getQuote(leadId, quoteId) });
});

/** Any of the quote's fields (lines replace all lines) → `{ data }`; 409 once sent. */
export const PATCH = adminRoute(async (request, context: Context) => {
  const [leadId, quoteId] = await ids(context);
  return Response.json({ data: await updateQuote(leadId, quoteId, await readJsonBody(request, QUOTE_BODY_LIMIT)) });
});

/** Discards a draft (a revision thought better of): 204; the version it revised stays as it was. 409 once sent. */
export const DELETE = adminRoute(async (_request, context: Context) => {
  const [leadId, quoteId] = await ids(context);
  await discardDraft(leadId, quoteId);
  return new Response(null, { status: 204 });
});

export const { POST, PUT } = otherMethods("GET", "PATCH", "DELETE");

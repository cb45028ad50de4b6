import { adminRoute } from "@/lib/auth/guard";
import { readJsonBody } from "@/lib/http/body";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { leadIdParam, QUOTE_BODY_LIMIT } from "@/lib/quotes/http/api";
import { createQuote, listQuotes } from "@/lib/quotes/services/drafts";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ leadId: string }> };

/** `{ data }`: the lead's quotes, newest first, each with its lines, acceptance and questions; 404 unknown lead. */
export const GET = adminRoute(async (_request, context: Context) => {
  const leadId = parseOr400(leadIdParam, (await context.params).leadId);
  return Response.json({ data: await listQuotes(leadId) });
});

/**
 * A new draft: `{ lines, depositPercent?, validDays?, notes?, exclusions?, terms?, residential? }`
 * (left out: the quote settings) → 201 `{ data }`; 400 invalid (a residential deposit over 10%).
 */
export const POST = adminRoute(async (request, context: Context) => {
  const leadId = parseOr400(leadIdParam, (await context.params).leadId);
  return Response.json({ data: await createQuote(leadId, await readJsonBody(request, QUOTE_BODY_LIMIT)) }, { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");

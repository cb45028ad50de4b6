import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { leadIdParam, quoteIdParam } from "@/lib/quotes/api";
import { findQuote } from "@/lib/quotes/drafts";
import { quotePdfResponse } from "@/lib/quotes/pdf-response";
import { quoteDocumentOf } from "@/lib/quotes/quote-row";

export const dynamic = "force-dynamic";

/** The quote's A4 PDF (a draft's as if sent today), as the customer gets it. */
export const GET = adminRoute(async (_request, context: { params: Promise<{ leadId: string; quoteId: string }> }) => {
  const params = await context.params;
  const row = await findQuote(parseOr400(leadIdParam, params.leadId), parseOr400(quoteIdParam, params.quoteId));
  return quotePdfResponse(quoteDocumentOf(row));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

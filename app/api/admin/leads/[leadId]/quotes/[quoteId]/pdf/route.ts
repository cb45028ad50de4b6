import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { leadIdParam, quoteIdParam } from "@/lib/quotes/http/api";
import { findQuote } from "@/lib/quotes/services/drafts";
import { quotePdfResponse } from "@/lib/quotes/http/pdf-response";
import { quotePdfOf } from "@/lib/quotes/pdf/store";
import { quoteDocumentOf } from "@/lib/quotes/services/quote-row";

export const dynamic = "force-dynamic";

/** The quote's A4 PDF (a draft's as if sent today; an accepted one's as kept when accepted), as the customer gets it. */
export const GET = adminRoute(async (_request, context: { params: Promise<{ leadId: string; quoteId: string }> }) => {
  const params = await context.params;
  const row = await findQuote(parseOr400(leadIdParam, params.leadId), parseOr400(quoteIdParam, params.quoteId));
  const document = quoteDocumentOf(row);
  // An accepted quote: the PDF kept as issued with its acceptance.
  return quotePdfResponse(document, row.acceptance ? await quotePdfOf(row, document) : undefined);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

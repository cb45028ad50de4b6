import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { HttpError } from "@/lib/http/responses";
import { leadIdParam, quoteIdParam } from "@/lib/quotes/api";
import { depositInvoiceIssued } from "@/lib/quotes/deposit";
import { findQuote } from "@/lib/quotes/drafts";
import { invoicePdfResponse } from "@/lib/quotes/pdf-response";
import { adminQuoteMessages } from "@/lib/quotes/quote-messages";

export const dynamic = "force-dynamic";

/** The deposit's tax invoice PDF, as issued and e-mailed (kept: issued.ts); 404 when the quote has none. */
export const GET = adminRoute(async (_request, context: { params: Promise<{ leadId: string; quoteId: string }> }) => {
  const params = await context.params;
  const row = await findQuote(parseOr400(leadIdParam, params.leadId), parseOr400(quoteIdParam, params.quoteId));
  if (!row.depositInvoice) throw new HttpError(404, adminQuoteMessages.noDepositInvoice);
  const { document, pdf } = await depositInvoiceIssued(row, row.depositInvoice);
  return invoicePdfResponse(document, pdf);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { HttpError } from "@/lib/http/responses";
import { leadIdParam, quoteIdParam } from "@/lib/quotes/http/api";
import { depositInvoiceIssued } from "@/lib/quotes/services/deposit";
import { findQuote } from "@/lib/quotes/services/drafts";
import { invoicePdfResponse } from "@/lib/quotes/http/pdf-response";
import { adminQuoteMessages } from "@/lib/quotes/model/quote-messages";

export const dynamic = "force-dynamic";

/** The deposit's tax invoice PDF (`?kind=balance`: the balance's), as issued and e-mailed (kept: issued.ts); 404 when the quote has none. */
export const GET = adminRoute(async (request, context: { params: Promise<{ leadId: string; quoteId: string }> }) => {
  const params = await context.params;
  const row = await findQuote(parseOr400(leadIdParam, params.leadId), parseOr400(quoteIdParam, params.quoteId));
  const balance = new URL(request.url).searchParams.get("kind") === "balance";
  const invoice = balance ? row.balanceInvoice : row.depositInvoice;
  if (!invoice) throw new HttpError(404, balance ? adminQuoteMessages.noBalanceInvoice : adminQuoteMessages.noDepositInvoice);
  const { document, pdf } = await depositInvoiceIssued(row, invoice);
  return invoicePdfResponse(document, pdf);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

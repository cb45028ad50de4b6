import { clientIpFrom } from "@/lib/http/client-ip";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";
import { customerQuoteRow } from "@/lib/quotes/customer-view";
import { quotePdfResponse } from "@/lib/quotes/pdf-response";
import { quoteDocumentOf } from "@/lib/quotes/quote-row";

export const dynamic = "force-dynamic";

/**
 * The quote's PDF for its customer, with the options ticked on the page (`?option=12&option=14`;
 * once accepted, the accepted ones and the acceptance record). 404 for an unknown link.
 */
export const GET = apiRoute(async (request: Request, context: { params: Promise<{ token: string }> }) => {
  const { token } = await context.params;
  const row = await customerQuoteRow(token, clientIpFrom(request.headers));
  const optional = new Set(row.lines.filter((line) => line.optional).map((line) => line.id));
  const ticks = new URL(request.url).searchParams.getAll("option").filter((value) => /^\d{1,10}$/.test(value)).map(Number).filter((id) => optional.has(id));
  return quotePdfResponse(quoteDocumentOf(row, { chosen: ticks }));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

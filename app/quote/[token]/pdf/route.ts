import { clientIpFrom } from "@/lib/http/client-ip";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";
import { HttpError } from "@/lib/http/responses";
import { customerQuoteMessages } from "@/lib/quotes/customer-texts";
import { customerQuoteRow, isLapsed } from "@/lib/quotes/customer-view";
import { storedQuotePdf } from "@/lib/quotes/pdf-store";
import { quotePdfResponse } from "@/lib/quotes/pdf-response";
import { quoteDocumentOf } from "@/lib/quotes/quote-row";

export const dynamic = "force-dynamic";

/**
 * The quote's PDF for its customer, with the options ticked on the page (`?option=12&option=14`;
 * once accepted, the accepted ones and the acceptance record), rendered once and stored
 * (lib/quotes/pdf-store.ts); 503 with Retry-After while too many are being rendered. 404 for an
 * unknown, revoked or lapsed link.
 */
export const GET = apiRoute(async (request: Request, context: { params: Promise<{ token: string }> }) => {
  const { token } = await context.params;
  const row = await customerQuoteRow(token, clientIpFrom(request.headers));
  const optional = new Set(row.lines.filter((line) => line.optional).map((line) => line.id));
  const ticks = new URL(request.url).searchParams.getAll("option").filter((value) => /^\d{1,10}$/.test(value)).map(Number).filter((id) => optional.has(id));
  // A lapsed link shows only "ask for an updated quote" (lib/quotes/customer-view.ts).
  if (isLapsed(row)) throw new HttpError(404, customerQuoteMessages.notFound);
  const document = quoteDocumentOf(row, { chosen: ticks });
  return quotePdfResponse(document, await storedQuotePdf(row.id, document));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

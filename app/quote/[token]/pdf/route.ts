import { clientIpFrom } from "@/lib/http/client-ip";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";
import { customerQuotePdf } from "@/lib/quotes/pdf/store";
import { quotePdfResponse } from "@/lib/quotes/http/pdf-response";

export const dynamic = "force-dynamic";

/**
 * The quote's PDF for its customer, with the options ticked on the page (`?option=12&option=14`;
 * once accepted, the accepted ones and the acceptance record), rendered once and stored
 * (lib/quotes/pdf/store.ts); 503 with Retry-After while too many are being rendered. 404 for an
 * unknown, revoked or lapsed link.
 */
export const GET = apiRoute(async (request: Request, context: { params: Promise<{ token: string }> }) => {
  const { token } = await context.params;
  const options = new URL(request.url).searchParams.getAll("option");
  const { document, pdf } = await customerQuotePdf(token, clientIpFrom(request.headers), options);
  return quotePdfResponse(document, pdf);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

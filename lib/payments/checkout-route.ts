import "server-only";
import { isFormPost, readFormBody } from "@/lib/http/form-body";
import { HttpError } from "@/lib/http/responses";
import { errorResponse, noStoreByDefault } from "@/lib/http/route";
import { assertFromOwnPage, customerClientOf } from "@/lib/quotes/http/customer-route";
import { quotePath } from "@/lib/quotes/services/links";
import type { CustomerClient } from "@/lib/quotes/services/decide";
import type { InvoiceKind } from "@/lib/quotes/model/deposit-invoice";
import { payFormOf, paymentMessages, type PaymentErrorCode } from "./texts";

const codeOf = (error: HttpError): PaymentErrorCode | null =>
  (Object.entries(paymentMessages).find(([, message]) => message === error.message)?.[0] as PaymentErrorCode | undefined) ?? null;

/**
 * A "Pay by card" route of the quote page (POST /api/quote/{token}/…/checkout): a plain form post
 * is answered 303 to Stripe's payment page, or back to the quote page with the refusal's code;
 * a JSON client gets `{ url }`. Writes from the quote's own page only, like the other customer routes.
 */
export function checkoutRoute(create: (token: string, client: CustomerClient) => Promise<{ url: string }>, kind: InvoiceKind = "deposit") {
  return async (request: Request, context: { params: Promise<{ token: string }> }): Promise<Response> => {
    const { token } = await context.params;
    const form = isFormPost(request);
    try {
      assertFromOwnPage(request);
      if (form) await readFormBody(request);
      const { url } = await create(token, customerClientOf(request));
      if (form) return new Response(null, { status: 303, headers: { Location: url, "Cache-Control": "no-store" } });
      return noStoreByDefault(Response.json({ url }));
    } catch (error) {
      const code = error instanceof HttpError && [409, 429, 503].includes(error.status) ? codeOf(error) : null;
      if (form && code) {
        const location = `${quotePath(token)}?${new URLSearchParams({ form: payFormOf(kind), error: code })}#${kind}`;
        return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
      }
      return errorResponse(error);
    }
  };
}

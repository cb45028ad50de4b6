import { otherMethods } from "@/lib/http/methods";
import { acceptQuoteSchema } from "@/lib/quotes/model/customer-schemas";
import { customerQuoteRoute } from "@/lib/quotes/http/customer-route";
import { acceptQuote } from "@/lib/quotes/services/decide";

export const dynamic = "force-dynamic";

/** `{ name, agree: true, options }` → 200 the accepted quote; 409 once decided, expired or replaced; 404 unknown link. */
export const POST = customerQuoteRoute("accept", acceptQuoteSchema, (token, input, client) => acceptQuote(token, input, client));

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

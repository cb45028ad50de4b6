import { otherMethods } from "@/lib/http/methods";
import { declineQuoteSchema } from "@/lib/quotes/model/customer-schemas";
import { customerQuoteRoute } from "@/lib/quotes/http/customer-route";
import { declineQuote } from "@/lib/quotes/services/decide";

export const dynamic = "force-dynamic";

/** `{ reason }` (optional) → 200 the declined quote; 409 once decided or replaced; 404 unknown link. */
export const POST = customerQuoteRoute("decline", declineQuoteSchema, (token, input, client) => declineQuote(token, input, client));

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

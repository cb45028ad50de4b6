import { otherMethods } from "@/lib/http/methods";
import { updateRequestSchema } from "@/lib/quotes/model/customer-schemas";
import { customerQuoteRoute } from "@/lib/quotes/http/customer-route";
import { requestUpdatedQuote } from "@/lib/quotes/services/update-request";

export const dynamic = "force-dynamic";

/** `{}` → 201 `{ data: { requestedAt } }`: an expired quote's customer asks for an updated one (the owner is alerted once); 409 unless expired. */
export const POST = customerQuoteRoute("update", updateRequestSchema, (token, _input, client) => requestUpdatedQuote(token, client), 201);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

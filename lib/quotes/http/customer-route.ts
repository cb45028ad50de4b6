import "server-only";
import type { z } from "zod";
import { readJsonBody } from "@/lib/http/body";
import { clientAddress, rateLimitSubject } from "@/lib/http/client-ip";
import { isFormPost } from "@/lib/http/form-body";
import { assertSameOrigin } from "@/lib/http/origin";
import { backToFormPage, isPageFormPost } from "@/lib/http/page-form-post";
import { parseOr400 } from "@/lib/http/parse";
import { HttpError } from "@/lib/http/responses";
import { errorResponse, noStoreByDefault } from "@/lib/http/route";
import { customerQuoteMessages } from "@/lib/quotes/model/customer-texts";
import type { CustomerClient } from "@/lib/quotes/services/decide";
import { quoteIdOfToken, quotePath } from "@/lib/quotes/services/links";

/**
 * The customer's routes (POST /api/quote/{token}/accept, decline, question, update-request) for
 * API clients: JSON in, JSON out. The quote page's forms post to server actions
 * (components/quote/quote-actions.ts) with the same schemas and services.
 */
export type CustomerAction = "accept" | "decline" | "question" | "update";

/** What a request or a server action knows of its caller: its headers. */
type WithHeaders = { headers: Headers };

/**
 * Writes come from the quote's own page only. That page sends no referrer, so a browser's form
 * post from it carries `Origin: null`; Sec-Fetch-Site still names where it came from. A browser
 * too old for that header is let through: the token in the path is the key, and another site
 * cannot know it.
 */
export function assertFromOwnPage({ headers }: WithHeaders): void {
  if (headers.get("origin") !== "null") return assertSameOrigin({ headers });
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin") throw new HttpError(403, "Cross-site requests are not allowed.");
}

/** Who is answering, from the request (lib/http/client-ip.ts decides the address). */
export function customerClientOf({ headers }: WithHeaders): CustomerClient {
  const address = clientAddress(headers);
  return { address, limitSubject: address === "unknown" ? address : rateLimitSubject(address), userAgent: headers.get("user-agent") ?? "" };
}

/**
 * A customer route: writes from the quote's page only; JSON in, 201/200 JSON out. A plain form
 * post (a page cached before its forms posted to server actions) is sent back to the page (303,
 * nothing read or done) when its token opens a quote, else a 404: an unknown token never reaches
 * a Location header.
 */
export function customerQuoteRoute<Schema extends z.ZodType, Result>(
  action: CustomerAction,
  schema: Schema,
  run: (token: string, input: z.output<Schema>, client: CustomerClient) => Promise<Result>,
  successStatus = 200,
) {
  return async (request: Request, context: { params: Promise<{ token: string }> }): Promise<Response> => {
    const { token } = await context.params;
    if (isFormPost(request) || isPageFormPost(request)) {
      // Only a live link's page is worth going back to: any other token is the page's 404, and a miss counts.
      try {
        if ((await quoteIdOfToken(token, customerClientOf(request).limitSubject)) === null) throw new HttpError(404, customerQuoteMessages.notFound);
      } catch (error) {
        return errorResponse(error);
      }
      return backToFormPage(`${quotePath(token)}#${action}`);
    }
    try {
      assertFromOwnPage(request);
      const input = parseOr400(schema, await readJsonBody(request));
      const result = await run(token, input, customerClientOf(request));
      return noStoreByDefault(Response.json({ data: result }, { status: successStatus }));
    } catch (error) {
      return errorResponse(error);
    }
  };
}

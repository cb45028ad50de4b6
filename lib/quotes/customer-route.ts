import "server-only";
import type { z } from "zod";
import { readJsonBody } from "@/lib/http/body";
import { clientAddress, rateLimitSubject } from "@/lib/http/client-ip";
import { isFormPost, readFormBody } from "@/lib/http/form-body";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseOr400 } from "@/lib/http/parse";
import { HttpError } from "@/lib/http/responses";
import { errorResponse, noStoreByDefault } from "@/lib/http/route";
import { isCustomerLinkToken } from "@/lib/security/customer-links";
import { customerQuoteMessages } from "./customer-texts";
import type { CustomerClient } from "./decide";
import { quoteIdOfToken, quotePath } from "./links";

/**
 * The customer's routes (POST /api/quote/{token}/accept, decline, question) answer two callers:
 * the API (JSON in, JSON out) and the quote page's plain forms, which work without JavaScript:
 * a form's POST is answered 303 back to the page, which then shows the outcome, or the refusal
 * with what was typed (nothing lost). Same schema, same service, either way.
 */
export type CustomerAction = "accept" | "decline" | "question" | "update";

/**
 * Writes come from the quote's own page only. That page sends no referrer, so a browser's form
 * post from it carries `Origin: null`; Sec-Fetch-Site still names where it came from. A browser
 * too old for that header is let through: the token in the path is the key, and another site
 * cannot know it.
 */
export function assertFromOwnPage(request: Request): void {
  if (request.headers.get("origin") !== "null") return assertSameOrigin(request);
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin") throw new HttpError(403, "Cross-site requests are not allowed.");
}

/** Who is answering, from the request (lib/http/client-ip.ts decides the address). */
export function customerClientOf(request: Request): CustomerClient {
  const address = clientAddress(request.headers);
  return { address, limitSubject: address === "unknown" ? address : rateLimitSubject(address), userAgent: request.headers.get("user-agent") ?? "" };
}

/** A form's fields as the JSON API's object: the tick box is `agree`, the option boxes `option`. */
function inputFromForm(action: CustomerAction, form: URLSearchParams): Record<string, unknown> {
  switch (action) {
    case "accept":
      return {
        name: form.get("name") ?? "",
        agree: form.get("agree") === "on",
        guideReceived: form.get("guide") === "on",
        reviewConsent: form.get("review") === "on",
        options: form.getAll("option").map((value) => (/^\d{1,10}$/.test(value) ? Number(value) : value)),
      };
    case "decline":
      return { reason: form.get("reason") ?? "" };
    case "question":
      return { message: form.get("message") ?? "" };
    case "update":
      return {};
  }
}

/** The page's own message keys (customerQuoteMessages), so the page never shows text from a URL. */
export type CustomerErrorCode = keyof typeof customerQuoteMessages;

function errorCodeOf(error: HttpError): CustomerErrorCode | "closed" {
  const entry = Object.entries(customerQuoteMessages).find(([, message]) => message === error.message);
  return entry && typeof entry[1] === "string" ? (entry[0] as CustomerErrorCode) : "closed";
}

/** The page again, with what the form carried: the refusal's code and the values typed. */
function backToPage(token: string, action: CustomerAction, form: URLSearchParams, outcome: { done: true } | { error: string }): Response {
  const query = new URLSearchParams("done" in outcome ? { done: action } : { error: outcome.error, form: action });
  if ("error" in outcome) {
    for (const name of ["name", "reason", "message", "agree", "guide", "review"]) {
      const value = form.get(name);
      if (value) query.set(name, value);
    }
    for (const option of form.getAll("option")) query.append("option", option);
  }
  let location = `${quotePath(token)}?${query}#${action}`;
  // A very long text cannot ride in the address: the refusal still shows, without it.
  if (location.length > 8_000) location = `${quotePath(token)}?${new URLSearchParams({ error: "error" in outcome ? outcome.error : "", form: action })}#${action}`;
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}

/** Whether the token opens a quote (a miss counts, as on the page); past the misses, no. */
async function opensAQuote(token: string, request: Request): Promise<boolean> {
  return (await quoteIdOfToken(token, customerClientOf(request).limitSubject).catch(() => null)) !== null;
}

/** A customer route: writes from the quote's page only; JSON or a form; 201/200 JSON, or 303 to the page. */
export function customerQuoteRoute<Schema extends z.ZodType, Result>(
  action: CustomerAction,
  schema: Schema,
  run: (token: string, input: z.output<Schema>, client: CustomerClient) => Promise<Result>,
  successStatus = 200,
) {
  return async (request: Request, context: { params: Promise<{ token: string }> }): Promise<Response> => {
    const { token } = await context.params;
    let form: URLSearchParams | null = null;
    try {
      assertFromOwnPage(request);
      form = isFormPost(request) ? await readFormBody(request) : null;
      const input = parseOr400(schema, form ? inputFromForm(action, form) : await readJsonBody(request));
      const result = await run(token, input, customerClientOf(request));
      if (form) return backToPage(token, action, form, { done: true });
      return noStoreByDefault(Response.json({ data: result }, { status: successStatus }));
    } catch (error) {
      // A form's refusal goes back to its page; an unknown token or a cross-site post does not, and
      // a token that no link can have never reaches a Location header (it may hold anything).
      if (form && isCustomerLinkToken(token) && error instanceof HttpError && [400, 409, 429].includes(error.status) && error.message !== customerQuoteMessages.tooManyTries) {
        // A 400 is decided before the token is looked up: only a page that exists is gone back to.
        if (error.status === 400 && !(await opensAQuote(token, request))) return errorResponse(new HttpError(404, customerQuoteMessages.notFound));
        return backToPage(token, action, form, { error: errorCodeOf(error) });
      }
      return errorResponse(error);
    }
  };
}

import "server-only";
import { business } from "@/lib/business";
import { HttpError } from "@/lib/http/responses";
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from "@/lib/http/route";
import { quoteFieldLabels, leadFormMessages, type QuoteFormValues } from "@/lib/leads/request-fields";
import { QUOTE_SENT_ANCHOR } from "./plain-form-anchor";
import { plainFormStyle } from "./plain-form-style";

/**
 * The answers to the quote form sent without JavaScript: the browser posts it to POST
 * /api/contact as a page would (multipart, straight from the form), and gets a page back. A
 * stored request goes on to its booking page, which confirms it; a refused one gets a short page
 * that says what was wrong, with the same status the JSON answer would have.
 */


/**
 * Whether the request is a page's own form submission (a navigation), not the full form's fetch
 * or an API client: browsers say so in Sec-Fetch-Dest; one too old to send it is known by asking
 * for HTML.
 */
export function isPlainFormPost(request: Request): boolean {
  const destination = request.headers.get("sec-fetch-dest");
  if (destination) return destination === "document";
  return /\btext\/html\b/.test(request.headers.get("accept") ?? "");
}

/**
 * See Other to the confirmation: the lead's booking page, which says the request was sent and
 * offers the free measure-up, or (spam, which has no lead) the landing page's. A path, not an
 * address: the browser resolves it against the page it posted from, so no Host header the server
 * was sent is repeated.
 */
export function plainFormSent(bookingPath?: string): Response {
  const location = bookingPath ? `${bookingPath}?sent=1` : `/#${QUOTE_SENT_ANCHOR}`;
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What went wrong, as the visitor reads it: each field's problem under its label, else the message. */
function problemsOf(error: HttpError): string[] {
  const fieldErrors = (error.details?.fieldErrors ?? {}) as Record<string, string>;
  const problems = Object.entries(fieldErrors).map(([field, message]) => {
    const label = field === "photos" ? "Photos" : quoteFieldLabels[field as keyof QuoteFormValues];
    return label ? `${label}: ${message}` : message;
  });
  return problems.length > 0 ? problems : [error.message];
}

/**
 * The page for a refused request: its status (400, 413, 429, 503...), what was wrong, and the
 * way back. The browser's Back button returns to the form with what was typed still in it; only
 * the photos must be chosen again (a page cannot hand files back).
 */
export function plainFormRefused(error: unknown): Response {
  let status = 500;
  let problems: string[] = [leadFormMessages.failure];
  if (error instanceof HttpError) {
    status = error.status;
    problems = problemsOf(error);
  } else if (isDatabaseUnavailable(error)) {
    status = 503;
    problems = [SERVICE_UNAVAILABLE];
  } else {
    console.error("[leads] the plain form's request failed", error);
  }
  const title = `${leadFormMessages.failureTitle} | ${business.name}`;
  const html = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${plainFormStyle}</style></head>
<body><main>
<p class="site">${escapeHtml(business.name)}</p>
<h1>${escapeHtml(leadFormMessages.failureTitle)}</h1>
<p>${escapeHtml(leadFormMessages.failure)}</p>
<ul>${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("")}</ul>
<p>${escapeHtml(plainFormTexts.goBack)}</p>
<p><a href="/#contact">${escapeHtml(plainFormTexts.backToForm)}</a>. ${escapeHtml(plainFormTexts.orCall)} <a href="${escapeHtml(business.phoneHref)}">${escapeHtml(business.phone)}</a>.</p>
</main></body></html>`;
  return new Response(html, {
    status,
    // Its Content-Security-Policy is every API answer's (next.config.ts), which allows this page's one style block by its hash.
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export const plainFormTexts = {
  goBack: "Use your browser's Back button to correct it: what you typed is still in the form (photos must be chosen again).",
  backToForm: "Back to the quote form",
  orCall: "Or call us on",
} as const;

import { MAX_UPLOAD_BYTES } from "../photos/rules";

/**
 * What a page's request body may weigh, decided by proxy.ts from its headers before the page or
 * its server action reads any of it. Photos travel through POST /api/contact (the form with
 * JavaScript, API clients), which streams them and enforces the photo limits itself
 * (lib/photos/upload.ts), and through the quote form's server action without JavaScript, posted
 * to the pages that show the form (LEAD_FORM_PAGES): at most the photos' limit. Every other page
 * and server action takes at most 1 MB; the JSON and form routes read at most their own limit
 * (lib/http/body.ts, form-body.ts). The proxy in front cuts slow bodies and caps how many large
 * ones an address sends at once (docs/operations.md).
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * The pages whose server action takes the quote form with its photos, posted by the browser
 * itself (no JavaScript: no Next-Action header). Next reads a server action's body whole, so
 * next.config.ts gives its server actions and proxy this larger figure.
 */
export const LEAD_FORM_PAGES: readonly string[] = ["/", "/estimate"];
export const LEAD_FORM_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES;

export const bodyLimitMessages = {
  tooLarge: "The request body is larger than 1 MB.",
  formTooLarge: "The request body is larger than 50 MB.",
  lengthRequired: "Send the request body with a Content-Length header.",
} as const;

type Refusal = { status: 411 | 413; error: string } | null;

/** A browser's own post of the quote form to its page: the one request over 1 MB a page takes. */
export function isLeadFormPost(method: string, pathname: string, headers: Headers): boolean {
  return method === "POST" && LEAD_FORM_PAGES.includes(pathname) && !headers.has("next-action");
}

/**
 * Whether a request to a page is refused by its headers alone: over 1 MB by its Content-Length
 * (413; 50 MB for the quote form's own post), or a body without one (411: a browser's form post
 * and a server action always send one).
 */
export function bodyRefusal(method: string, pathname: string, headers: Headers): Refusal {
  if (method === "GET" || method === "HEAD") return null;
  if (headers.has("transfer-encoding")) return { status: 411, error: bodyLimitMessages.lengthRequired };
  const declared = Number(headers.get("content-length") ?? 0);
  if (isLeadFormPost(method, pathname, headers)) {
    return Number.isFinite(declared) && declared > LEAD_FORM_BODY_LIMIT_BYTES ? { status: 413, error: bodyLimitMessages.formTooLarge } : null;
  }
  if (Number.isFinite(declared) && declared > BODY_LIMIT_BYTES) return { status: 413, error: bodyLimitMessages.tooLarge };
  return null;
}

// A relative import: next.config.ts loads this file, and the @/ alias does not resolve there.
import { MAX_UPLOAD_BYTES } from "../photos/rules";

/**
 * What a page's request body may weigh. Next buffers the body of every request proxy.ts sees
 * before its answer goes out (up to next.config.ts's proxyClientMaxBodySize, this 1 MB), so a
 * page takes at most 1 MB, refused from its headers (411/413). Photos travel through
 * POST /api/contact (the form with JavaScript, API clients), which streams them and enforces the
 * photo limits itself (lib/photos/upload.ts), and through the quote form's own post without
 * JavaScript (a browser's multipart post to a page showing the form, without Next-Action), which
 * proxy.ts's matcher lets past it to the server action (at most the photos' limit, next.config.ts).
 * The JSON and form routes read at most their own limit (lib/http/body.ts, form-body.ts). The
 * proxy in front cuts slow bodies and caps how many large ones an address sends at once
 * (docs/operations.md).
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** The pages whose plain quote form posts the request with its photos to their server action. */
export const LEAD_FORM_PAGES = ["/", "/estimate"] as const;
export const LEAD_FORM_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES;
/** A browser's form post (React makes a server-action form multipart), as the matchers' header pattern. */
export const FORM_POST_CONTENT_TYPE = "multipart/form-data.*";
/**
 * A Content-Length over LEAD_FORM_BODY_LIMIT_BYTES, as a header pattern (a matcher compares
 * text, not numbers): such a post goes through proxy.ts, refused (413) with at most 1 MB of it
 * kept, where Next's server action would hold 50 MB of it and then fail with a 500.
 */
export const LEAD_FORM_OVERSIZE_LENGTH = "0*(?:[1-9]\\d{8,}|[6-9]\\d{7}|5[3-9]\\d{6}|52[5-9]\\d{5}|5249[5-9]\\d{3}|52494[4-9]\\d{2}|524943[4-9]\\d{1}|5249433[7-9])";

export const bodyLimitMessages = {
  tooLarge: "The request body is larger than 1 MB.",
  formTooLarge: "The request body is larger than 50 MB.",
  lengthRequired: "Send the request body with a Content-Length header.",
} as const;

type Refusal = { status: 411 | 413; error: string } | null;

const matches = (pattern: string, value: string | null) => value !== null && new RegExp(`^${pattern}$`).test(value);

/** The plain quote form's post, told by its headers alone: a browser's multipart post to its page, without Next-Action. */
export function isLeadFormPost(pathname: string, headers: Headers): boolean {
  return (LEAD_FORM_PAGES as readonly string[]).includes(pathname) && matches(FORM_POST_CONTENT_TYPE, headers.get("content-type")) && !headers.has("next-action");
}

/**
 * What proxy.ts's matcher lets past it (`config.matcher` must be literal: the unit test holds the
 * two together): the plain form's post with a Content-Length within the photos' limit.
 */
export function skipsProxy(pathname: string, headers: Headers): boolean {
  return isLeadFormPost(pathname, headers) && headers.has("content-length") && !matches(LEAD_FORM_OVERSIZE_LENGTH, headers.get("content-length"));
}

/**
 * Whether a request to a page is refused by its headers alone: over 1 MB by its Content-Length
 * (413; the plain form's post comes here only when over its 50 MB), or a body without one (411:
 * a browser's form post and a server action always send one).
 */
export function bodyRefusal(method: string, pathname: string, headers: Headers): Refusal {
  if (method === "GET" || method === "HEAD") return null;
  if (headers.has("transfer-encoding")) return { status: 411, error: bodyLimitMessages.lengthRequired };
  const declared = Number(headers.get("content-length") ?? 0);
  if (!Number.isFinite(declared) || declared <= BODY_LIMIT_BYTES) return null;
  const formOver = isLeadFormPost(pathname, headers) && declared > LEAD_FORM_BODY_LIMIT_BYTES;
  return { status: 413, error: formOver ? bodyLimitMessages.formTooLarge : bodyLimitMessages.tooLarge };
}

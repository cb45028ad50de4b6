/**
 * What a request body may weigh. Photos travel only through POST /api/contact, which streams them
 * and enforces the photo limits itself (lib/photos/upload.ts); the JSON and form routes read at
 * most their own limit (lib/http/body.ts, form-body.ts). Pages and their server actions take at
 * most 1 MB: next.config.ts gives Next the same figure, and proxy.ts refuses a larger page body
 * by its headers before Next hands any of it on. The proxy in front cuts slow and huge bodies
 * first (docs/operations.md).
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export const bodyLimitMessages = {
  tooLarge: "The request body is larger than 1 MB.",
  lengthRequired: "Send the request body with a Content-Length header.",
} as const;

type Refusal = { status: 411 | 413; error: string } | null;

/**
 * Whether a request to a page is refused by its headers alone: over 1 MB by its Content-Length
 * (413), or a body without one (411: a browser's form post and a server action always send one).
 */
export function bodyRefusal(method: string, headers: Headers): Refusal {
  if (method === "GET" || method === "HEAD") return null;
  if (headers.has("transfer-encoding")) return { status: 411, error: bodyLimitMessages.lengthRequired };
  const declared = Number(headers.get("content-length") ?? 0);
  if (Number.isFinite(declared) && declared > BODY_LIMIT_BYTES) return { status: 413, error: bodyLimitMessages.tooLarge };
  return null;
}

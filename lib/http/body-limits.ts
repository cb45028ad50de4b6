import http from "node:http";
import https from "node:https";
import { MAX_UPLOAD_BYTES } from "../photos/rules";

/**
 * What a request body may weigh, decided before any of it is read. Photos travel through
 * POST /api/contact (the form with JavaScript, API clients), which streams them and enforces the
 * photo limits itself (lib/photos/upload.ts), and through the quote form's server action without
 * JavaScript, posted to the pages that show the form (LEAD_FORM_PAGES): at most the photos' limit.
 * Every other path, the other pages and their server actions, the proxy and the JSON API, takes at
 * most 1 MB.
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * The pages whose server action takes the quote form with its photos, posted by the browser
 * itself (no JavaScript: no Next-Action header; with JavaScript the full form sends photos to
 * POST /api/contact). Next reads a server action's body whole, so next.config.ts gives its server
 * actions and proxy this larger figure; the check below holds every other request to
 * BODY_LIMIT_BYTES, and lets at most MAX_LARGE_FORM_POSTS such bodies over it be read at once
 * (503 past them), so the memory they take stays bounded whoever sends them.
 */
export const LEAD_FORM_PAGES: readonly string[] = ["/", "/estimate"];
export const LEAD_FORM_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES;
export const MAX_LARGE_FORM_POSTS = 4;
/**
 * How long, and how much of, a refused body is still read (and dropped) after the answer, so the
 * client, still sending, gets to read the answer: a connection closed under its writes would lose
 * it (a reset). nginx's lingering close does the same. Past either, the connection is cut.
 */
export const LINGER_MS = 30_000;
export const LINGER_BYTES = 64 * 1024 * 1024;
/** The one route that takes large bodies, and reads them itself. */
export const UPLOAD_ROUTE = "/api/contact";

export const bodyLimitMessages = {
  tooLarge: "The request body is larger than 1 MB.",
  formTooLarge: "The request body is larger than 50 MB.",
  busy: "Too many uploads at once. Please try again in a few seconds.",
  lengthRequired: "Send the request body with a Content-Length header.",
} as const;

type Refusal = { status: 411 | 413 | 503; error: string } | null;

/** A browser's own post of the quote form to its page: the one request over 1 MB a page takes. */
export function isLeadFormPost(method: string | undefined, url: string | undefined, headers: http.IncomingHttpHeaders): boolean {
  const pathname = (url ?? "/").split("?")[0] ?? "/";
  return method === "POST" && LEAD_FORM_PAGES.includes(pathname) && headers["next-action"] === undefined;
}

/**
 * Whether a request is refused by its headers alone: over 1 MB by its Content-Length (413; 50 MB
 * for a POST to a page with the quote form), or a body without one (411: only a streamed upload
 * sends none, and only the upload route takes those). POST /api/contact is left to the route,
 * which counts its stream as it arrives.
 */
export function bodyRefusal(method: string | undefined, url: string | undefined, headers: http.IncomingHttpHeaders): Refusal {
  const pathname = (url ?? "/").split("?")[0] ?? "/";
  if (method === "POST" && pathname === UPLOAD_ROUTE) return null;
  if (headers["transfer-encoding"] !== undefined) return { status: 411, error: bodyLimitMessages.lengthRequired };
  const declared = Number(headers["content-length"] ?? 0);
  if (isLeadFormPost(method, url, headers)) {
    return Number.isFinite(declared) && declared > LEAD_FORM_BODY_LIMIT_BYTES ? { status: 413, error: bodyLimitMessages.formTooLarge } : null;
  }
  if (Number.isFinite(declared) && declared > BODY_LIMIT_BYTES) return { status: 413, error: bodyLimitMessages.tooLarge };
  return null;
}

/**
 * Installs the check on every HTTP(S) server of this process, in front of Next: the same under
 * `npm start` (`next start`) and the standalone build (instrumentation.ts runs in each). A refused
 * request is answered at once and its body is never handed on nor kept. Idempotent.
 */
export function installBodyLimits(): void {
  let largeFormPosts = 0;
  for (const Server of [http.Server, https.Server]) {
    const prototype = Server.prototype as { emit: (event: string | symbol, ...args: unknown[]) => boolean; __orbitBodyLimits?: true };
    if (prototype.__orbitBodyLimits) continue;
    const emit = prototype.emit;
    prototype.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event === "request") {
        const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
        let refusal = bodyRefusal(request.method, request.url, request.headers);
        const large = !refusal && isLeadFormPost(request.method, request.url, request.headers) && Number(request.headers["content-length"] ?? 0) > BODY_LIMIT_BYTES;
        if (large && largeFormPosts >= MAX_LARGE_FORM_POSTS) refusal = { status: 503, error: bodyLimitMessages.busy };
        if (refusal) return refuse(request, response, refusal), true;
        if (large) {
          largeFormPosts += 1;
          response.once("close", () => (largeFormPosts -= 1));
        }
      }
      return emit.call(this, event, ...args);
    };
    prototype.__orbitBodyLimits = true;
  }
}

/**
 * The whole answer is written at once (with its length, so the client has it all), but the
 * response ends only once the body was read and dropped (nothing is kept), within LINGER_MS and
 * LINGER_BYTES: ended earlier, Node would close the connection under the client's writes.
 */
function refuse(request: http.IncomingMessage, response: http.ServerResponse, refusal: NonNullable<Refusal>): void {
  const payload = JSON.stringify({ error: refusal.error });
  const retry = refusal.status === 503 ? { "Retry-After": "10" } : {};
  response.writeHead(refusal.status, { "Content-Type": "application/json", "Cache-Control": "no-store", "Content-Length": Buffer.byteLength(payload), Connection: "close", ...retry });
  response.write(payload);
  const finish = (cut: boolean) => {
    clearTimeout(linger);
    if (!response.writableEnded) response.end();
    if (cut) request.socket.destroy();
  };
  const linger = setTimeout(() => finish(true), LINGER_MS).unref();
  let dropped = 0;
  request.on("data", (chunk: Buffer) => {
    dropped += chunk.byteLength;
    if (dropped > LINGER_BYTES) finish(true);
  });
  request.once("end", () => finish(false));
}

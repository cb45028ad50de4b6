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
 * The pages whose server action takes the quote form with its photos. Next reads a server action's
 * body whole, so next.config.ts gives its server actions and proxy this larger figure; the check
 * below holds every other page to BODY_LIMIT_BYTES.
 */
export const LEAD_FORM_PAGES: readonly string[] = ["/", "/estimate"];
export const LEAD_FORM_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES;
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
  lengthRequired: "Send the request body with a Content-Length header.",
} as const;

type Refusal = { status: 411 | 413; error: string } | null;

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
  if (method === "POST" && LEAD_FORM_PAGES.includes(pathname)) {
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
  for (const Server of [http.Server, https.Server]) {
    const prototype = Server.prototype as { emit: (event: string | symbol, ...args: unknown[]) => boolean; __orbitBodyLimits?: true };
    if (prototype.__orbitBodyLimits) continue;
    const emit = prototype.emit;
    prototype.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event === "request") {
        const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
        const refusal = bodyRefusal(request.method, request.url, request.headers);
        if (refusal) {
          // The whole answer is written at once (with its length, so the client has it all), but
          // the response ends only once the body was read and dropped (nothing is kept), within
          // LINGER_MS and LINGER_BYTES: ended earlier, Node would close the connection under the
          // client's writes.
          const payload = JSON.stringify({ error: refusal.error });
          response.writeHead(refusal.status, { "Content-Type": "application/json", "Cache-Control": "no-store", "Content-Length": Buffer.byteLength(payload), Connection: "close" });
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
          return true;
        }
      }
      return emit.call(this, event, ...args);
    };
    prototype.__orbitBodyLimits = true;
  }
}

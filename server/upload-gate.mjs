// Lets only a few multipart uploads (quote requests with photos) into Next.js at a time, as a
// reverse proxy's connection limit would. Why: Next reads a request's whole body into memory as
// soon as it takes the request, whatever the route then reads, so twenty uploads of 50 MB at once
// would hold a gigabyte. A request waiting here is not read at all: its bytes stay with the
// client (TCP backpressure) until one of the uploads in Next has been answered. Beyond a queue of
// its own, an upload gets 503 with Retry-After instead of waiting without end.
import pLimit from "p-limit";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/**
 * @typedef {object} UploadGate
 * @property {(request: IncomingMessage, response: ServerResponse, pass: () => void) => boolean} handle
 *   true when the gate took the request (it calls `pass` once the request may go on to Next).
 * @property {() => { active: number, waiting: number }} load
 */

/** Uploads let into Next at once: each holds at most its body (50 MB) and one photo being cleaned. */
export const MAX_ACTIVE_UPLOADS = 4;
/** Uploads that may wait their turn; one more is answered 503. */
export const MAX_WAITING_UPLOADS = 32;

/** @param {IncomingMessage} request */
const isUpload = (request) => request.method === "POST" && /^multipart\/form-data\b/i.test(request.headers["content-type"] ?? "");

/**
 * @param {{ maxActive?: number, maxWaiting?: number }} [options]
 * @returns {UploadGate}
 */
export function createUploadGate({ maxActive = MAX_ACTIVE_UPLOADS, maxWaiting = MAX_WAITING_UPLOADS } = {}) {
  const limit = pLimit(maxActive);
  return {
    handle(request, response, pass) {
      if (!isUpload(request)) return false;
      if (limit.pendingCount >= maxWaiting) {
        response.writeHead(503, { "Content-Type": "application/json", "Cache-Control": "no-store", "Retry-After": "10", Connection: "close" });
        response.end(JSON.stringify({ error: "Too many uploads at once. Please try again in a few seconds." }));
        return true;
      }
      void limit(
        () =>
          new Promise((resolve) => {
            // A client that went away while it waited frees its turn at once.
            if (response.destroyed || response.writableEnded) return resolve(undefined);
            response.once("close", () => resolve(undefined));
            pass();
          }),
      );
      return true;
    },
    load: () => ({ active: limit.activeCount, waiting: limit.pendingCount }),
  };
}

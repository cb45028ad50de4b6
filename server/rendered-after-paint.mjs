// Pages rendered per request whose scripts also wait for the first paint (server/scripts-after-paint.mjs
// does it for prerendered pages, through the cache handler; these never pass a cache). Next streams
// such a page as it renders; here its answer is gathered whole, changed like a prerendered page, and
// sent compressed. Hand-written because no server or library changes a streamed page's script tags.
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { scriptsAfterFirstPaint } from "./scripts-after-paint.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */

/**
 * The customer's written quote and the measure-up booking page: each is read and used (its forms
 * post without JavaScript) before any script has run, like the landing page. And the owner's
 * panel: drawn with his list, read before its script runs (its controls are off until then).
 */
const renderedAfterPaint = [/^\/quote\/[^/]+$/, /^\/book\/[^/]+$/, /^\/admin-pwa$/];

/** What Next would have compressed: text, JSON and scripts. */
const compressible = /^(text\/|application\/(json|javascript))/;
/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Whether this request's page is one whose scripts wait for the first paint.
 * @param {IncomingMessage} request
 */
export function rendersAfterPaint(request) {
  if (request.method !== "GET" || !request.url) return false;
  // A page loaded by the browser, not Next's client asking for a route's data (an `RSC` request).
  if (request.headers.rsc !== undefined || !String(request.headers.accept ?? "").includes("text/html")) return false;
  const pathname = request.url.split("?", 1)[0] ?? "";
  return renderedAfterPaint.some((pattern) => pattern.test(pathname));
}

/**
 * The encoding to send to a client that sent this Accept-Encoding: brotli, else gzip, else none.
 * @param {string | undefined} acceptEncoding
 * @returns {"br" | "gzip" | undefined}
 */
export function chosenEncoding(acceptEncoding) {
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...parameters] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allowed = (/** @type {string} */ name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allowed("br")) return "br";
  if (allowed("gzip")) return "gzip";
  return undefined;
}

/**
 * @param {Buffer} body
 * @param {"br" | "gzip"} encoding
 */
function compress(body, encoding) {
  if (encoding === "gzip") return gzipSync(body);
  // Quality 5: within a few per cent of the best size, at a small part of its time, per request.
  return brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/**
 * Makes Next's answer to this request go out whole, its HTML with the scripts after the first
 * paint, compressed here (Next is asked for it uncompressed). Call before handing the request to Next.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function sendWithScriptsAfterPaint(request, response) {
  const encoding = chosenEncoding(/** @type {string | undefined} */ (request.headers["accept-encoding"]));
  delete request.headers["accept-encoding"];

  /** @type {Buffer[]} */
  const parts = [];
  const original = { end: response.end, write: response.write, writeHead: response.writeHead, flushHeaders: response.flushHeaders };
  /**
   * @param {unknown} chunk
   * @param {unknown} [encodingOrCallback]
   */
  const keep = (chunk, encodingOrCallback) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    const textEncoding = typeof encodingOrCallback === "string" ? /** @type {BufferEncoding} */ (encodingOrCallback) : "utf8";
    parts.push(typeof chunk === "string" ? Buffer.from(chunk, textEncoding) : Buffer.from(/** @type {Uint8Array} */ (chunk)));
  };

  /** Node's write and end take (chunk, encoding, callback) or (chunk, callback). */
  const callbackOf = (/** @type {unknown} */ encodingOrCallback, /** @type {unknown} */ callback) => (typeof encodingOrCallback === "function" ? encodingOrCallback : callback);

  // The headers wait with the body: their length and encoding are known only at the end.
  response.flushHeaders = () => {};
  response.writeHead = /** @type {ServerResponse["writeHead"]} */ (
    (/** @type {number} */ statusCode, /** @type {unknown[]} */ ...rest) => {
      response.statusCode = statusCode;
      if (typeof rest[0] === "string") response.statusMessage = rest[0];
      const headers = typeof rest[0] === "string" ? rest[1] : rest[0];
      if (headers && typeof headers === "object" && !Array.isArray(headers)) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, /** @type {string | string[] | number} */ (value));
      }
      return response;
    }
  );
  response.write = /** @type {ServerResponse["write"]} */ (
    (/** @type {unknown} */ chunk, /** @type {unknown} */ encodingOrCallback, /** @type {unknown} */ callback) => {
      keep(chunk, encodingOrCallback);
      const done = callbackOf(encodingOrCallback, callback);
      if (typeof done === "function") process.nextTick(done);
      return true;
    }
  );
  response.end = /** @type {ServerResponse["end"]} */ (
    (/** @type {unknown} */ chunk, /** @type {unknown} */ encodingOrCallback, /** @type {unknown} */ callback) => {
      keep(chunk, encodingOrCallback);
      let body = Buffer.concat(parts);
      const type = String(response.getHeader("content-type") ?? "");
      if (!response.hasHeader("content-encoding") && compressible.test(type)) {
        // A page, not an error: Next's not-found and error answers here are drawn by their scripts,
        // so no first paint would come to wait for.
        if (type.startsWith("text/html") && response.statusCode === 200) body = Buffer.from(scriptsAfterFirstPaint(body.toString("utf8"), { nonceRequired: true }), "utf8");
        if (encoding && body.length >= MIN_COMPRESSED_BYTES) {
          body = compress(body, encoding);
          response.setHeader("content-encoding", encoding);
        }
        const vary = String(response.getHeader("vary") ?? "");
        if (!/accept-encoding/i.test(vary)) response.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      }
      response.removeHeader("transfer-encoding");
      response.setHeader("content-length", body.length);
      // Node's own end() writes the headers through this.writeHead: every method is itself again.
      Object.assign(response, original);
      const done = callbackOf(encodingOrCallback, callback);
      return typeof done === "function" ? response.end(body, /** @type {() => void} */ (done)) : response.end(body);
    }
  );
}

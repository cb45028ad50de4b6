// A page's own response with every script removed, served beside the app: the limit of its LCP
// without JavaScript, which each visitor page's applied-throttling LCP is measured against.
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";

const COPY_PORT = Number(process.env.BENCH_COPY_PORT ?? 3292);

/**
 * Answers as the app's server does: gzipped when the browser accepts it and the type is text
 * (Next compresses every response but images and fonts). fetch() hands us the bodies already
 * decompressed, and the copy must not pay for bytes the app does not send.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {number} status
 * @param {Record<string, string>} headers
 * @param {Buffer} body
 */
function sendLikeTheApp(request, response, status, headers, body) {
  const compressible = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg)/.test(headers["content-type"] ?? "");
  if (compressible && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
    response.writeHead(status, { ...headers, "content-encoding": "gzip", vary: "Accept-Encoding" }).end(gzipSync(body));
    return;
  }
  response.writeHead(status, headers).end(body);
}

/**
 * The page's `Link` header without its script preloads and nonces. A page rendered per request
 * gets its font and stylesheet preloads there instead of in its HTML: without them the copy
 * would find its fonts only in the stylesheet, and paint in the fallback fonts before they came.
 * @param {string | null} header
 */
export function linkWithoutScripts(header) {
  return (header ?? "")
    .split(/,\s*(?=<)/)
    .filter((entry) => entry.trim() !== "" && !/;\s*as="?script\b/i.test(entry))
    .map((entry) => entry.replace(/;\s*nonce="[^"]*"/i, ""))
    .join(", ");
}

// What describes the connection or the body as sent, not the page: the copy sends its own.
const bodyHeaders = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "link"]);

/**
 * The page as the app answers it now, its scripts and script preloads removed; with the page's own
 * headers (its security headers decide how the browser sets the page up, COOP a process of its own)
 * and its Link header without script preloads.
 * @param {string} url
 */
async function scriptFreePage(url) {
  const page = await fetch(url);
  const html = await page.text();
  const stripped = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="(?:preload|modulepreload)"[^>]*as="script"[^>]*>/gi, "")
    .replace(/<link\b[^>]*as="script"[^>]*rel="(?:preload|modulepreload)"[^>]*>/gi, "");
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [name, value] of page.headers) if (!bodyHeaders.has(name)) headers[name] = value;
  const link = linkWithoutScripts(page.headers.get("link"));
  if (link) headers.link = link;
  return { html: stripped, headers, scripts: (html.match(/<script\b/gi) ?? []).length };
}

/**
 * A page's HTML without scripts, served at `/` on its own port with the page's own headers;
 * every other path is fetched from the app. The HTML is asked of the app for each load,
 * so that a page rendered per request costs the copy its server time too: the two then differ
 * only by their scripts.
 * @param {string} baseURL
 * @param {string} pagePath
 */
export async function startScriptFreeCopy(baseURL, pagePath) {
  const { scripts } = await scriptFreePage(`${baseURL}${pagePath}`);
  const server = createServer(async (request, response) => {
    if (request.url === "/" || request.url === "/index.html") {
      const { html, headers } = await scriptFreePage(`${baseURL}${pagePath}`);
      sendLikeTheApp(request, response, 200, headers, Buffer.from(html));
      return;
    }
    const upstream = await fetch(`${baseURL}${request.url}`, { headers: { accept: request.headers.accept ?? "*/*" } });
    /** @type {Record<string, string>} */
    const headers = {};
    for (const name of ["content-type", "cache-control"]) if (upstream.headers.get(name)) headers[name] = /** @type {string} */ (upstream.headers.get(name));
    sendLikeTheApp(request, response, upstream.status, headers, Buffer.from(await upstream.arrayBuffer()));
  });
  // A port taken (another bench on the machine) fails this part, not the whole run.
  await /** @type {Promise<void>} */ (new Promise((resolve, reject) => server.once("error", reject).listen(COPY_PORT, "127.0.0.1", resolve)));
  return { url: `http://localhost:${COPY_PORT}/`, stop: () => new Promise((resolve) => server.close(resolve)), scripts };
}

// A page's own HTML with every script removed, served as a static file: the limit of its LCP
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
 * A page's HTML without scripts, served at `/` on its
 * own port; every other path is fetched from the app.
 * @param {string} baseURL
 * @param {string} pagePath
 */
export async function startScriptFreeCopy(baseURL, pagePath) {
  const html = await (await fetch(`${baseURL}${pagePath}`)).text();
  const stripped = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="(?:preload|modulepreload)"[^>]*as="script"[^>]*>/gi, "")
    .replace(/<link\b[^>]*as="script"[^>]*rel="(?:preload|modulepreload)"[^>]*>/gi, "");
  const server = createServer(async (request, response) => {
    if (request.url === "/" || request.url === "/index.html") {
      sendLikeTheApp(request, response, 200, { "content-type": "text/html; charset=utf-8" }, Buffer.from(stripped));
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
  return { url: `http://localhost:${COPY_PORT}/`, stop: () => new Promise((resolve) => server.close(resolve)), scripts: (html.match(/<script\b/gi) ?? []).length };
}

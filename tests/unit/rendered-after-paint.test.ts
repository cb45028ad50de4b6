import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { chosenEncoding, rendersAfterPaint, sendWithScriptsAfterPaint } from "@/server/rendered-after-paint.mjs";

// A page as Next streams it when rendered per request: each chunk tag carries the request's nonce.
const head = [
  "<!DOCTYPE html><html><head>",
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js" nonce="n0nce+/="/>',
  '<script src="/_next/static/chunks/one.js" async="" nonce="n0nce+/="></script>',
  '<script src="/_next/static/chunks/main.js" async="" nonce="n0nce+/="></script>',
  "</head><body><h1>Quote Q-0042</h1>",
  // React's bootstrap script: the nonce before `async`.
  '<script src="/_next/static/chunks/boot.js" nonce="n0nce+/=" async=""></script>',
].join("");
const tail = `${'<script nonce="n0nce+/=">self.__next_f.push([1,"x"])</script>'.repeat(40)}</body></html>`;

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A server that answers as Next does (headers, a flush, two writes, end) behind the change. */
async function serve(answer: (response: ServerResponse) => void, onRequest?: (request: IncomingMessage) => void) {
  const server = createServer((request, response) => {
    sendWithScriptsAfterPaint(request, response);
    onRequest?.(request);
    answer(response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function nextLikeAnswer(response: ServerResponse) {
  response.statusCode = 200;
  response.setHeader("content-type", "text/html; charset=utf-8");
  response.setHeader("vary", "rsc");
  response.flushHeaders();
  response.write(new TextEncoder().encode(head));
  setTimeout(() => {
    response.write(tail);
    response.end();
  }, 5);
}

/** The raw answer: headers and the body as sent, without fetch's own decoding. */
async function rawGet(url: string, acceptEncoding: string) {
  const { request } = await import("node:http");
  return new Promise<{ headers: IncomingMessage["headers"]; body: Buffer; status: number }>((resolve, reject) => {
    request(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(parts), status: response.statusCode ?? 0 }));
    })
      .on("error", reject)
      .end();
  });
}

describe("pages rendered per request, scripts after the first paint", () => {
  it("applies to a quote's and a booking's page and the owner's panel, fetched with GET, and nothing else", () => {
    const navigation = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
    const request = (method: string, url: string, headers: Record<string, string> = navigation) => ({ method, url, headers }) as unknown as IncomingMessage;
    expect(rendersAfterPaint(request("GET", "/quote/abc_DEF-123"))).toBe(true);
    expect(rendersAfterPaint(request("GET", "/book/abc?sent=1"))).toBe(true);
    expect(rendersAfterPaint(request("POST", "/book/abc"))).toBe(false);
    expect(rendersAfterPaint(request("HEAD", "/quote/abc"))).toBe(false);
    expect(rendersAfterPaint(request("GET", "/quote/abc/pdf"))).toBe(false);
    expect(rendersAfterPaint(request("GET", "/quote-requests"))).toBe(false);
    expect(rendersAfterPaint(request("GET", "/admin-pwa"))).toBe(true);
    expect(rendersAfterPaint(request("GET", "/admin-pwa?shell"))).toBe(true);
    expect(rendersAfterPaint(request("GET", "/admin-pwa/rate-card"))).toBe(false);
    // Next's client asking for a route's data, and a script's fetch: not a page being loaded.
    expect(rendersAfterPaint(request("GET", "/book/abc", { ...navigation, rsc: "1" }))).toBe(false);
    expect(rendersAfterPaint(request("GET", "/book/abc", { accept: "*/*" }))).toBe(false);
  });

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["*", "br"],
    ["identity", undefined],
    ["", undefined],
  ])("Accept-Encoding %j is answered with %s", (header, expected) => {
    expect(chosenEncoding(header)).toBe(expected);
  });

  it("sends the page whole, its chunks loaded after the paint by a loader with the page's nonce, compressed", async () => {
    let seenEncoding: string | undefined = "unset";
    const url = await serve(nextLikeAnswer, (request) => (seenEncoding = request.headers["accept-encoding"]));
    const { headers, body, status } = await rawGet(`${url}/quote/abc`, "gzip, br");
    // Next is asked for the page uncompressed: the change is made to its text.
    expect(seenEncoding).toBeUndefined();
    expect(status).toBe(200);
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-length"]).toBe(String(body.length));
    expect(headers["transfer-encoding"]).toBeUndefined();
    expect(headers.vary).toBe("rsc, Accept-Encoding");
    const html = brotliDecompressSync(body).toString("utf8");
    expect(html).not.toMatch(/<script src="[^"]*" async=""/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain("<h1>Quote Q-0042</h1>");
    expect(html).toMatch(/<script data-after-paint="" nonce="n0nce\+\/=">.*\["\/_next\/static\/chunks\/one\.js","\/_next\/static\/chunks\/main\.js","\/_next\/static\/chunks\/boot\.js"\],\[\]\)<\/script><\/body><\/html>$/);
  });

  it("gzips for a client without brotli, and sends a small page as it is", async () => {
    const url = await serve(nextLikeAnswer);
    const gzipped = await rawGet(`${url}/quote/abc`, "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString("utf8")).toContain("data-after-paint");

    const small = await serve((response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end('<html><body><script src="/_next/static/chunks/a.js" async="" nonce="x"></script>Hello</body></html>');
    });
    const answer = await rawGet(`${small}/quote/abc`, "br");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString("utf8")).toContain('<script data-after-paint="" nonce="x">');
  });

  it("leaves an error page's scripts as Next wrote them: its content may need them to be drawn at all", async () => {
    const notFound = '<html><body><div hidden=""></div><script src="/_next/static/chunks/a.js" async="" nonce="x"></script></body></html>';
    const url = await serve((response) => {
      response.writeHead(404, { "content-type": "text/html; charset=utf-8" });
      response.end(notFound);
    });
    const answer = await rawGet(`${url}/quote/missing`, "br");
    expect(answer.status).toBe(404);
    expect(answer.body.toString("utf8")).toBe(notFound);
  });

  it("leaves a page whose scripts carry no nonce as it is (its CSP allows them by their hashes)", async () => {
    const hashed = '<html><body><script src="/_next/static/chunks/a.js" async=""></script>Hello</body></html>';
    const url = await serve((response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(hashed);
    });
    const answer = await rawGet(`${url}/quote/abc`, "identity");
    expect(answer.body.toString("utf8")).toBe(hashed);
  });

  it("passes an answer that is not HTML through unchanged, compressed where Next would have", async () => {
    const json = JSON.stringify({ text: `${head}${tail}` });
    const url = await serve((response) => {
      response.setHeader("content-type", "application/json");
      response.end(json);
    });
    const { headers, body } = await rawGet(`${url}/book/abc`, "gzip");
    expect(headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(body).toString("utf8")).toBe(json);

    const picture = Buffer.alloc(4096, 7);
    const binary = await serve((response) => {
      response.setHeader("content-type", "image/png");
      response.end(picture);
    });
    const answer = await rawGet(`${binary}/book/abc`, "br");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.equals(picture)).toBe(true);
  });
});

import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPageCache, pageCacheEnabled, sharedFreshnessSeconds, type PageCache } from "../../server/page-cache.mjs";

/**
 * The cache in front of a stand-in app, wired as server/server.mjs wires it in front of Next:
 * the app counts what reaches it, so every test can tell a stored answer from a fresh one.
 */
interface Answer {
  status?: number;
  headers: Record<string, string | string[]>;
  body?: (request: http.IncomingMessage) => string;
}

const shared = "s-maxage=60, stale-while-revalidate=600";
const routes: Record<string, Answer> = {
  "/page": {
    headers: { "cache-control": shared, vary: "rsc, Accept-Encoding", etag: '"page-1"', "content-type": "text/html", "x-twice": ["one", "two"], "content-security-policy": "default-src 'none'" },
    body: (request) => `page for ${request.headers["accept-encoding"] ?? "identity"}`,
  },
  "/file": { headers: { "cache-control": "public, max-age=31536000, immutable" }, body: () => "static file" },
  "/echo-cookie": { headers: { "cache-control": shared }, body: (request) => `cookie: ${request.headers.cookie ?? "none"}` },
  "/private": { headers: { "cache-control": "private, max-age=60" } },
  "/dynamic": { headers: { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" } },
  "/revalidate-always": { headers: { "cache-control": "public, max-age=0, must-revalidate" } },
  "/sets-cookie": { headers: { "cache-control": shared, "set-cookie": "session=abc" } },
  "/missing": { status: 404, headers: { "cache-control": shared } },
  "/vary-star": { headers: { "cache-control": shared, vary: "*" } },
  "/stale-at-next": { headers: { "cache-control": shared, "x-nextjs-cache": "STALE" } },
  "/big": { headers: { "cache-control": shared }, body: () => "x".repeat(5_000) },
  // A page Next prerendered: the same HTML whatever the query string.
  "/prerendered": { headers: { "cache-control": shared, "x-nextjs-prerender": ["1", "1"], vary: "rsc, Accept-Encoding" }, body: () => "prerendered page" },
  "/heavy-headers": { headers: { "cache-control": shared, "content-security-policy": "c".repeat(3_000) }, body: () => "small" },
};

let server: http.Server;
let cache: PageCache;
let clock: number;
let reached: Record<string, number>;
/** Answers the app started and finished: the cache has decided on each finished one (below). */
let answering: { started: number; finished: number };

beforeEach(async () => {
  clock = 1_000_000;
  reached = {};
  answering = { started: 0, finished: 0 };
  server = http.createServer((request, response) => {
    if (cache.handle(request, response)) return;
    // Registered after the cache's own "finish" listener, so it runs after the cache decided
    // whether to fetch a copy of this answer.
    answering.started += 1;
    response.once("finish", () => (answering.finished += 1));
    const path = new URL(request.url!, "http://x").pathname;
    reached[path] = (reached[path] ?? 0) + 1;
    const route = routes[path] ?? { status: 404, headers: {} };
    // Headers set one by one, as Next sets them (headers given to writeHead are not readable back).
    response.statusCode = route.status ?? 200;
    for (const [name, value] of Object.entries(route.headers)) response.setHeader(name, value);
    response.end(route.body?.(request) ?? "answer");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  cache = createPageCache({ upstream: () => ({ host: "127.0.0.1", port }), now: () => clock, maxAnswerBytes: 4_096, maxTotalBytes: 8_192 });
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Got {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: string;
}

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Got> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks).toString() }));
    });
    request.on("error", reject);
    request.end();
  });
}

/**
 * Waits until the cache has decided on every answer the app gave and no copy is being fetched:
 * from then on nothing more can be stored or asked of the app.
 */
async function settled() {
  await vi.waitFor(
    () => {
      expect(answering.finished).toBe(answering.started);
      expect(cache.size().filling).toBe(0);
    },
    { timeout: 10_000 },
  );
}

/** Asks twice (a URL is stored once it was asked for before) and waits for the copy. */
async function stored(path: string, headers: Record<string, string> = {}) {
  const before = cache.size().answers;
  await get(path, headers);
  await get(path, headers);
  await vi.waitFor(() => expect(cache.size().answers).toBe(before + 1));
}

const gzip = { "accept-encoding": "gzip, br" };

describe("page cache in front of the app", () => {
  it("forgets a path on request (a page rendered again on a change): the next visit reaches the app", async () => {
    await stored("/page", gzip);
    await stored("/file");
    const reachedBefore = reached["/page"] ?? 0;
    await get("/page", gzip);
    expect(reached["/page"]).toBe(reachedBefore);
    expect(cache.forget("/page")).toBe(1);
    expect(cache.size().answers).toBe(1);
    await get("/page", gzip);
    expect(reached["/page"]).toBe(reachedBefore + 1);
    await settled();
    // Other paths stay; a path never stored is nothing to forget.
    expect(cache.forget("/elsewhere")).toBe(0);
    const fileReached = reached["/file"] ?? 0;
    await get("/file");
    expect(reached["/file"]).toBe(fileReached);
  });

  it("serves a shared answer from memory, byte for byte and with every header, once its URL was asked for twice", async () => {
    const first = await get("/page", gzip);
    await get("/page", gzip);
    await vi.waitFor(() => expect(cache.size().answers).toBe(1));
    const reachedBefore = reached["/page"] ?? 0;

    clock += 5_000;
    const fromMemory = await get("/page", gzip);
    expect(reached["/page"]).toBe(reachedBefore);
    expect(fromMemory.status).toBe(200);
    expect(fromMemory.body).toBe(first.body);
    expect(fromMemory.headers.age).toBe("5");
    expect(fromMemory.headers["content-length"]).toBe(String(Buffer.byteLength(first.body)));
    for (const name of ["cache-control", "vary", "etag", "content-type", "content-security-policy"]) expect(fromMemory.headers[name]).toBe(first.headers[name]);
    // A header sent twice is sent twice again; the length once.
    const lines = (header: string) => fromMemory.rawHeaders.filter((name) => name.toLowerCase() === header);
    expect(lines("x-twice")).toHaveLength(2);
    expect(lines("content-length")).toHaveLength(1);
    expect(lines("date")).toHaveLength(1);
  });

  it("does not store a URL asked for once: one-off URLs cannot push the others out", async () => {
    for (let i = 0; i < 20; i++) await get(`/page?visit=${i}`, gzip);
    await settled();
    expect(cache.size().answers).toBe(0);
    expect(reached["/page"]).toBe(20);
  });

  it("keeps one copy per value of each header named in Vary", async () => {
    await stored("/page", gzip);
    const identity = await get("/page");
    expect(identity.body).toBe("page for identity");
    const rsc = await get("/page", { ...gzip, rsc: "1" });
    expect(rsc.headers.age).toBeUndefined();
    const again = await get("/page", gzip);
    expect(again.body).toBe("page for gzip, br");
    expect(again.headers.age).toBe("0");
  });

  it("keys by host as well as path", async () => {
    await stored("/page", { ...gzip, host: "orbitpainting.com.au" });
    expect((await get("/page", { ...gzip, host: "orbitpainting.com.au" })).headers.age).toBe("0");
    expect((await get("/page", { ...gzip, host: "elsewhere.example" })).headers.age).toBeUndefined();
  });

  it("stores static files whose Cache-Control is public with a max-age", async () => {
    await stored("/file");
    expect((await get("/file")).headers.age).toBe("0");
  });

  it.each(["/private", "/dynamic", "/revalidate-always", "/sets-cookie", "/missing", "/vary-star"])("never stores %s", async (path) => {
    for (let i = 0; i < 4; i++) await get(path);
    await settled();
    expect(cache.size().answers).toBe(0);
    expect(reached[path]).toBe(4);
  });

  it("does not keep a copy Next calls stale (it is regenerating the page), and asks again", async () => {
    for (let i = 0; i < 4; i++) await get("/stale-at-next");
    await settled();
    expect(cache.size().answers).toBe(0);
    expect(reached["/stale-at-next"]).toBeGreaterThan(4);
  });

  it("does not store an answer over its size cap, and does not fetch it again to find out", async () => {
    for (let i = 0; i < 6; i++) await get("/big");
    await settled();
    expect(cache.size().answers).toBe(0);
    expect(reached["/big"]).toBe(6 + 1);
  });

  it("fetches its copy without the visitor's cookie or credentials", async () => {
    await stored("/echo-cookie", { cookie: "session=visitor-secret", authorization: "Bearer visitor-token" });
    const next = await get("/echo-cookie");
    expect(next.headers.age).toBe("0");
    expect(next.body).toBe("cookie: none");
  });

  it("answers 304 from memory to a matching If-None-Match, without a body or content headers", async () => {
    await stored("/page", gzip);
    const reachedBefore = reached["/page"] ?? 0;
    const notModified = await get("/page", { ...gzip, "if-none-match": 'W/"other", "page-1"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe("");
    expect(notModified.headers.etag).toBe('"page-1"');
    expect(notModified.headers["content-type"]).toBeUndefined();
    expect(notModified.headers["cache-control"]).toBe(shared);
    expect(reached["/page"]).toBe(reachedBefore);
    expect((await get("/page", { ...gzip, "if-none-match": '"page-0"' })).status).toBe(200);
  });

  it("answers HEAD from a stored GET, and passes other methods, ranges and If-Modified-Since to the app", async () => {
    await stored("/page", gzip);
    const head = await get("/page", gzip, "HEAD");
    expect(head.headers.age).toBe("0");
    expect(head.body).toBe("");
    const reachedBefore = reached["/page"] ?? 0;
    await get("/page", gzip, "POST");
    await get("/page", { ...gzip, range: "bytes=0-3" });
    await get("/page", { ...gzip, "if-modified-since": new Date().toUTCString() });
    expect(reached["/page"]).toBe(reachedBefore + 3);
  });

  it("stops serving a copy once its s-maxage has passed, and fetches a new one", async () => {
    await stored("/page", gzip);
    clock += 61_000;
    const reachedBefore = reached["/page"] ?? 0;
    expect((await get("/page", gzip)).headers.age).toBeUndefined();
    expect(reached["/page"]).toBe(reachedBefore + 1);
    await vi.waitFor(async () => expect((await get("/page", gzip)).headers.age).toBe("0"));
  });

  it("holds at most its size limit, the least recently used URL going first", async () => {
    // 8 KB in all, 4 KB per answer: two 3 KB answers fit, a third pushes the older-used out.
    routes["/sized"] = { headers: { "cache-control": shared }, body: () => "y".repeat(3_000) };
    try {
      await stored("/sized?n=1");
      await stored("/sized?n=2");
      expect((await get("/sized?n=1")).headers.age).toBe("0"); // n=1 is now the most recently used
      await get("/sized?n=3");
      await get("/sized?n=3");
      await vi.waitFor(() => expect(cache.size().bytes).toBeLessThanOrEqual(8_192));
      await vi.waitFor(async () => expect((await get("/sized?n=3")).headers.age).toBe("0"));
      expect((await get("/sized?n=1")).headers.age).toBe("0");
      expect((await get("/sized?n=2")).headers.age).toBeUndefined();
      expect(cache.size().answers).toBe(2);
    } finally {
      delete routes["/sized"];
    }
  });
});

describe("page cache under abuse", () => {
  it("keeps one copy of a prerendered page whatever its query string: a crawler's random ones are answered from memory", async () => {
    await stored("/prerendered", gzip);
    const reachedBefore = reached["/prerendered"] ?? 0;
    for (let i = 0; i < 30; i++) {
      const busted = await get(`/prerendered?${"r".repeat(100)}${i}`, gzip);
      expect(busted.body).toBe("prerendered page");
      expect(busted.headers.age).toBe("0");
    }
    expect(reached["/prerendered"]).toBe(reachedBefore);
    expect(cache.size().answers).toBe(1);
  });

  it("fills a prerendered page from queried URLs too: each one counts as a visit to the page", async () => {
    await get("/prerendered?a", gzip);
    await get("/prerendered?b", gzip);
    await vi.waitFor(() => expect(cache.size().answers).toBe(1));
    expect((await get("/prerendered?c", gzip)).headers.age).toBe("0");
  });

  it("counts an answer's key, headers and Vary values in its bytes, not only its body", async () => {
    await stored("/heavy-headers");
    expect(cache.size().bytes).toBeGreaterThan(3_000);
  });

  it("holds at most its number of entries, however small they are", async () => {
    const { port } = server.address() as AddressInfo;
    cache = createPageCache({ upstream: () => ({ host: "127.0.0.1", port }), now: () => clock, maxAnswerBytes: 4_096, maxTotalBytes: 1_000_000, maxEntries: 3 });
    for (let n = 0; n < 6; n++) {
      await get(`/file?n=${n}`);
      await get(`/file?n=${n}`);
      await vi.waitFor(async () => expect((await get(`/file?n=${n}`)).headers.age).toBe("0"));
    }
    expect(cache.size().answers).toBe(3);
    expect((await get("/file?n=5")).headers.age).toBe("0");
    expect((await get("/file?n=0")).headers.age).toBeUndefined();
  });

  it("does not store a copy for Vary values too long to be a browser's", async () => {
    const huge = { ...gzip, rsc: "v".repeat(4_000) };
    for (let i = 0; i < 4; i++) await get("/page", huge);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.size().answers).toBe(0);
  });

  it("neither stores nor remembers a URL longer than any page's", async () => {
    const long = `/file?${"q".repeat(3_000)}`;
    for (let i = 0; i < 4; i++) await get(long);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.size().answers).toBe(0);
    expect(reached["/file"]).toBe(4);
  });
});

describe("sharedFreshnessSeconds", () => {
  it.each([
    ["s-maxage=86400, stale-while-revalidate=31449600", 86400],
    ["public, max-age=31536000, immutable", 31536000],
    ["public, max-age=60, s-maxage=5", 5],
    ["private, max-age=60", 0],
    ["no-store", 0],
    ["no-cache, s-maxage=60", 0],
    ["public, max-age=0, must-revalidate", 0],
    [undefined, 0],
    ["max-age=abc", 0],
  ])("%s gives %s", (header, seconds) => {
    expect(sharedFreshnessSeconds(header)).toBe(seconds);
  });
});

describe("when the server keeps the page cache", () => {
  it("in production by default, not with PAGE_CACHE=0, never in development", () => {
    expect(pageCacheEnabled({ dev: false, env: {} })).toBe(true);
    expect(pageCacheEnabled({ dev: false, env: { PAGE_CACHE: "" } })).toBe(true);
    expect(pageCacheEnabled({ dev: false, env: { PAGE_CACHE: "1" } })).toBe(true);
    expect(pageCacheEnabled({ dev: false, env: { PAGE_CACHE: "0" } })).toBe(false);
    expect(pageCacheEnabled({ dev: true, env: {} })).toBe(false);
  });
});

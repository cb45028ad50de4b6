// A small shared cache in front of Next.js, as a CDN or nginx's proxy_cache would be: answers that
// Next marks as the same for everyone (Cache-Control public or s-maxage, 200, no cookie) are kept
// in memory, already compressed, and served without passing Next again until they expire.
// Off with PAGE_CACHE=0, for when a CDN in front does this (docs/page-cache.md).
// Why: Next re-reads, re-hashes (ETag) and re-compresses the prerendered landing page on every
// request, which made it most of a busy server's work (docs/performance.md).
//
// Rules, after RFC 9111: GET and HEAD only; never a request with Range or If-Modified-Since
// (passed to Next); Vary is honoured (one stored variant per combination of the named request
// headers); freshness is s-maxage, else max-age; `private`, `no-store`, `no-cache`, Set-Cookie or
// `Vary: *` keep an answer out. A miss is answered by Next as before; when Next's answer was one to
// share and the URL was asked for before, the cache fetches its own copy over loopback (without
// the visitor's cookies or credentials), at most one per URL at a time. Memory is bounded: a size
// cap per answer and in all (counting each entry's key, headers and Vary values as well as its
// body), a cap on entries, oldest-used out first. A query string that cannot change the answer
// (a prerendered page, one of Next's hashed files) is not part of its key: a crawler that adds a
// random one to every URL is answered from the one stored copy. A URL or Vary values too long to
// be a page's are not stored at all.
//
// What this means for proxy.ts: a URL whose answer is stored is served without passing it again,
// so a rule there that depends on a cookie or on a header other than Host must make the answer
// private (or name the header in Vary). Today its only such rule (the admin host check) redirects,
// and redirects are not stored.
import { randomBytes } from "node:crypto";
import http from "node:http";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {Record<string, string | string[]>} StoredHeaders */
/**
 * One stored answer for one combination of the request headers its Vary names.
 * @typedef {object} Variant
 * @property {boolean} anyQuery served whatever the query string (a prerendered page, a hashed file)
 * @property {number} cost the bytes it holds: body, key, headers and Vary values
 * @property {string[]} vary the request headers it varies on, lower case
 * @property {string[]} values their values in the request that filled it
 * @property {StoredHeaders} headers
 * @property {Buffer} body
 * @property {string | undefined} etag
 * @property {number} storedAt
 * @property {number} expiresAt
 */
/**
 * @typedef {object} PageCache
 * @property {(request: IncomingMessage, response: ServerResponse) => boolean} handle
 * @property {() => { answers: number, bytes: number, filling: number }} size
 * @property {(path: string) => number} forget
 */

const MAX_ANSWER_BYTES = 1024 * 1024;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 500;
const MAX_VARIANTS_PER_URL = 8;
const MAX_REMEMBERED = 1000;
/** Longer than any page's URL: such a key is neither stored nor remembered. */
const MAX_KEY_BYTES = 2048;
/** The Vary values of one stored copy together; a request with more is answered by Next alone. */
const MAX_VARY_BYTES = 1024;
/** What a Map entry and its arrays cost beyond the bytes of their strings. */
const ENTRY_OVERHEAD_BYTES = 256;
const FILL_TIMEOUT_MS = 10_000;
const FILL_HEADER = "x-page-cache-fill";

/** Request headers a fill never carries: credentials, conditions, and hop-by-hop ones. */
const notForwarded = new Set(["cookie", "authorization", "if-none-match", "if-modified-since", "if-range", "range", "connection", "keep-alive", "transfer-encoding", "te", "upgrade", "content-length", FILL_HEADER]);
/** Response headers that belong to one connection or one moment, not to the stored answer. */
const notStored = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "date", "age", "proxy-connection", "trailer", "upgrade"]);

/**
 * Whether the server keeps the page cache: not in development, where pages change as they are
 * edited, nor with PAGE_CACHE=0 (a CDN or proxy in front does the same work).
 * @param {{ dev: boolean, env: Record<string, string | undefined> }} options
 * @returns {boolean}
 */
export function pageCacheEnabled({ dev, env }) {
  return !dev && env.PAGE_CACHE !== "0";
}

/**
 * Seconds an answer may be served from a shared cache, or 0 when it must not be stored.
 * @param {unknown} cacheControl
 * @returns {number}
 */
export function sharedFreshnessSeconds(cacheControl) {
  const directives = new Map();
  for (const part of String(cacheControl ?? "").toLowerCase().split(",")) {
    const [name, value] = /** @type {[string, string | undefined]} */ (part.trim().split("="));
    if (name) directives.set(name, value?.replace(/"/g, ""));
  }
  if (directives.has("private") || directives.has("no-store") || directives.has("no-cache")) return 0;
  const seconds = Number(directives.get("s-maxage") ?? directives.get("max-age"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** @param {unknown} vary */
function varyNames(vary) {
  return String(vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Header pairs from rawHeaders, keeping repeated names (two `x-nextjs-prerender` lines stay two).
 * @param {string[]} rawHeaders
 * @returns {StoredHeaders}
 */
function storedHeaders(rawHeaders) {
  /** @type {StoredHeaders} */
  const headers = {};
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = /** @type {string} */ (rawHeaders[i]);
    const value = /** @type {string} */ (rawHeaders[i + 1]);
    if (notStored.has(name.toLowerCase())) continue;
    const existing = headers[name];
    headers[name] = existing === undefined ? value : [existing, value].flat();
  }
  return headers;
}

/**
 * Seconds a shared cache may keep this answer (200, no cookie, not `Vary: *`), or 0 for never.
 * @param {number | undefined} status
 * @param {unknown} cacheControl
 * @param {unknown} setCookie
 * @param {unknown} vary
 */
function keepableFor(status, cacheControl, setCookie, vary) {
  if (status !== 200 || setCookie || varyNames(vary).includes("*")) return 0;
  return sharedFreshnessSeconds(cacheControl);
}

/**
 * Whether an answer is the same whatever the query string: a page Next prerendered (it reads no
 * search parameters, or it would not be prerendered) or one of its content-hashed files.
 * @param {string} pathname
 * @param {unknown} prerendered the answer's x-nextjs-prerender header
 */
function ignoresQuery(pathname, prerendered) {
  return pathname.startsWith("/_next/static/") || String(prerendered ?? "").split(",")[0]?.trim() === "1";
}

/** @param {StoredHeaders} headers */
function headerBytes(headers) {
  let bytes = 0;
  for (const [name, value] of Object.entries(headers)) bytes += name.length + [value].flat().reduce((sum, item) => sum + Buffer.byteLength(item), 0);
  return bytes;
}

/**
 * Adds to a set that forgets its oldest member past MAX_REMEMBERED.
 * @param {Set<string>} set
 * @param {string} key
 */
function remember(set, key) {
  set.add(key);
  if (set.size > MAX_REMEMBERED) set.delete(/** @type {string} */ (set.values().next().value));
}

/** @type {(ifNoneMatch: unknown, etag: string | undefined) => boolean} */
const etagMatches = (ifNoneMatch, etag) =>
  !!etag && String(ifNoneMatch).split(",").some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === etag.replace(/^W\//, ""));

/**
 * @param {{ upstream: () => { host: string, port: number } | undefined, now?: () => number, maxAnswerBytes?: number, maxTotalBytes?: number, maxEntries?: number }} options
 * `upstream` says where this same server listens, for fills.
 * @returns {PageCache}
 */
export function createPageCache({ upstream, now = Date.now, maxAnswerBytes = MAX_ANSWER_BYTES, maxTotalBytes = MAX_TOTAL_BYTES, maxEntries = MAX_ENTRIES }) {
  /** @type {Map<string, Variant[]>} "host path" -> its variants */
  const stored = new Map();
  /** @type {Set<string>} */
  const filling = new Set();
  /** @type {Set<string>} */
  const seenOnce = new Set();
  /** @type {Set<string>} Answers over the size cap: not fetched again for nothing. */
  const unstorable = new Set();
  const fillToken = randomBytes(16).toString("hex");
  let totalBytes = 0;
  let entries = 0;

  /** @type {(request: IncomingMessage, names: string[]) => string[]} */
  const valuesOf = (request, names) => names.map((name) => String(request.headers[name] ?? ""));
  // Keyed by host as well as path, as a CDN keys them: nothing stored for one name is served for
  // another. The path alone for answers that ignore the query, the whole URL for the others.
  /** @type {(request: IncomingMessage, withQuery: boolean) => string} */
  const keyOf = (request, withQuery) => `${request.headers.host ?? ""} ${withQuery ? request.url : (request.url ?? "").split("?")[0]}`;
  /** @param {IncomingMessage} request */
  const hasQuery = (request) => (request.url ?? "").includes("?");

  /**
   * @param {IncomingMessage} request
   * @param {string} key
   * @param {boolean} anyQueryOnly
   */
  function findAt(request, key, anyQueryOnly) {
    const variants = stored.get(key);
    if (!variants) return undefined;
    const at = now();
    for (const variant of variants) {
      if (variant.expiresAt <= at || (anyQueryOnly && !variant.anyQuery)) continue;
      const values = valuesOf(request, variant.vary);
      if (values.every((value, i) => value === variant.values[i])) {
        // Most recently used last: the oldest-used URL is the first to go.
        stored.delete(key);
        stored.set(key, variants);
        return variant;
      }
    }
    return undefined;
  }

  /** @param {IncomingMessage} request */
  function find(request) {
    if (!hasQuery(request)) return findAt(request, keyOf(request, false), false);
    return findAt(request, keyOf(request, false), true) ?? findAt(request, keyOf(request, true), false);
  }

  /** @param {Variant[]} variants */
  const forget = (variants) => {
    for (const old of variants) {
      totalBytes -= old.cost;
      entries -= 1;
    }
  };

  /**
   * @param {string} key
   * @param {Variant} variant
   */
  function store(key, variant) {
    const kept = (stored.get(key) ?? []).filter((old) => {
      const replaced = old.expiresAt <= variant.storedAt || old.values.join("\0") === variant.values.join("\0") || old.vary.join() !== variant.vary.join();
      if (replaced) forget([old]);
      return !replaced;
    });
    while (kept.length >= MAX_VARIANTS_PER_URL) forget([/** @type {Variant} */ (kept.shift())]);
    kept.push(variant);
    stored.delete(key);
    stored.set(key, kept);
    totalBytes += variant.cost;
    entries += 1;
    for (const [oldKey, variants] of stored) {
      if ((totalBytes <= maxTotalBytes && entries <= maxEntries) || oldKey === key) break;
      forget(variants);
      stored.delete(oldKey);
    }
  }

  /**
   * Whether this key missed once before (a bounded memory of keys seen once).
   * @param {string} key
   */
  function askedBefore(key) {
    if (seenOnce.delete(key)) return true;
    remember(seenOnce, key);
    return false;
  }

  /**
   * @param {IncomingMessage} request
   * @param {string} key where the copy is kept
   */
  function fill(request, key) {
    const target = upstream();
    if (!target || filling.has(key)) return;
    filling.add(key);
    /** @type {import("node:http").OutgoingHttpHeaders} */
    const headers = { [FILL_HEADER]: fillToken };
    for (const [name, value] of Object.entries(request.headers)) if (!notForwarded.has(name)) headers[name] = value;
    const done = () => filling.delete(key);
    const fillRequest = http.request({ ...target, method: "GET", path: request.url, headers, agent: false, timeout: FILL_TIMEOUT_MS }, (answer) => {
      // A copy Next itself calls stale (it is regenerating the page, e.g. the (site) pages once a
      // day) is not kept: the next miss fetches the regenerated one.
      const staleAtNext = answer.headers["x-nextjs-cache"] === "STALE";
      const freshFor = staleAtNext ? 0 : keepableFor(answer.statusCode, answer.headers["cache-control"], answer.headers["set-cookie"], answer.headers.vary);
      const vary = varyNames(answer.headers.vary);
      const values = valuesOf(request, vary);
      const varyBytes = values.reduce((sum, value) => sum + Buffer.byteLength(value), 0);
      if (!freshFor || varyBytes > MAX_VARY_BYTES) {
        answer.resume();
        answer.on("end", done);
        return;
      }
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      answer.on("data", (chunk) => {
        size += chunk.length;
        if (size <= maxAnswerBytes) chunks.push(chunk);
      });
      answer.on("end", () => {
        done();
        if (size > maxAnswerBytes) remember(unstorable, key);
        if (size > maxAnswerBytes || !answer.complete) return;
        const storedAt = now();
        const body = Buffer.concat(chunks);
        const responseHeaders = storedHeaders(answer.rawHeaders);
        const anyQuery = ignoresQuery((request.url ?? "").split("?")[0] ?? "", answer.headers["x-nextjs-prerender"]);
        const cost = body.length + Buffer.byteLength(key) + headerBytes(responseHeaders) + varyBytes + ENTRY_OVERHEAD_BYTES;
        store(key, { vary, values, headers: responseHeaders, body, etag: answer.headers.etag, storedAt, expiresAt: storedAt + freshFor * 1000, anyQuery, cost });
      });
      answer.on("error", done);
    });
    fillRequest.on("timeout", () => fillRequest.destroy());
    fillRequest.on("error", done);
    fillRequest.end();
  }

  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {Variant} variant
   */
  function send(request, response, variant) {
    const age = String(Math.floor((now() - variant.storedAt) / 1000));
    if (request.headers["if-none-match"] && etagMatches(request.headers["if-none-match"], variant.etag)) {
      const headers = { ...variant.headers };
      for (const name of Object.keys(headers)) if (/^content-(type|encoding)$/i.test(name)) delete headers[name];
      response.writeHead(304, { ...headers, Age: age });
      response.end();
      return;
    }
    response.writeHead(200, { ...variant.headers, "Content-Length": variant.body.length, Age: age });
    response.end(variant.body);
  }

  return {
    /**
     * Answers the request from the cache and returns true, or returns false for Next to answer
     * it (starting a fill when the answer may be one to keep).
     */
    handle(request, response) {
      if (request.headers[FILL_HEADER] === fillToken) return false;
      if (request.method !== "GET" && request.method !== "HEAD") return false;
      if (request.headers.range || request.headers["if-modified-since"] || request.headers["if-range"]) return false;
      const variant = find(request);
      if (variant) {
        send(request, response, variant);
        return true;
      }
      // Next answers the miss. Only if that answer was one to share, for a URL asked for before
      // (a stream of one-off URLs must not fill the cache and push the landing page out), does
      // the cache fetch its own copy; Next is never asked twice for a dynamic answer.
      if (request.method === "GET") {
        response.once("finish", () => {
          if (!keepableFor(response.statusCode, response.getHeader("cache-control"), response.getHeader("set-cookie"), response.getHeader("vary"))) return;
          const anyQuery = ignoresQuery((request.url ?? "").split("?")[0] ?? "", response.getHeader("x-nextjs-prerender"));
          const key = keyOf(request, !anyQuery);
          if (Buffer.byteLength(key) > MAX_KEY_BYTES) return;
          if (!unstorable.has(key) && askedBefore(key)) fill(request, key);
        });
      }
      return false;
    },
    /**
     * Drops every stored answer for a path (any host, any query), as a CDN purge would: for a
     * page the app renders again on a change (lib/estimate/refresh-page.ts). Next answers the
     * next visit with its stale copy, which is never stored (x-nextjs-cache STALE), while it
     * renders the page again; the visit after fills the cache with the new page. Answers how many were dropped.
     */
    forget(path) {
      let dropped = 0;
      for (const [key, variants] of stored) {
        const url = key.slice(key.indexOf(" ") + 1);
        if (url !== path && !url.startsWith(`${path}?`)) continue;
        forget(variants);
        dropped += variants.length;
        stored.delete(key);
      }
      return dropped;
    },
    /** How many answers are kept, their bytes, and the copies being fetched now (tests, diagnostics). */
    size() {
      return { answers: entries, bytes: totalBytes, filling: filling.size };
    },
  };
}

#!/usr/bin/env node
// The HTTP server for `npm run dev` and `npm start` (spawned by server/launch.mjs): Next.js
// behind a plain Node server that keeps the page cache in front of it. Who the client is gets
// decided inside the app (lib/http/client-ip.ts), the same as under `next start`.
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { createPageCache, pageCacheEnabled } from "./page-cache.mjs";
import { rendersAfterPaint, sendWithScriptsAfterPaint } from "./rendered-after-paint.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv[2] === "dev";
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";
// Shared answers (the prerendered pages, Next's static files) kept compressed in memory, as a
// CDN in front would keep them (server/page-cache.mjs, docs/page-cache.md).
const usePageCache = pageCacheEnabled({ dev, env: process.env });

// A client gets 20 s to send its headers and 5 minutes for the whole request (an upload's own
// pace rules are in lib/photos/upload.ts), checked every 5 s; Node's defaults are 60 s, 300 s and 30 s.
const httpServer = createServer({ headersTimeout: 20_000, requestTimeout: 300_000, connectionsCheckingInterval: 5_000 });
const app = next({ dev, dir: root, hostname, port, httpServer });
await app.prepare();
const handle = app.getRequestHandler();
const pageCache = usePageCache ? createPageCache({ upstream: () => loopbackAddress(httpServer.address()) }) : undefined;
// The app's way to purge a page it renders again on a change (lib/http/page-cache-purge.ts): same process, no import across the bundle.
/** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[Symbol.for("orbit.pageCache.forget")] = (/** @type {string} */ path) => pageCache?.forget(path) ?? 0;

/**
 * Where this server can reach itself: the address it listens on, or loopback for "any".
 * @param {ReturnType<import("node:net").Server["address"]>} address
 */
function loopbackAddress(address) {
  if (!address || typeof address === "string") return undefined;
  const any = address.address === "0.0.0.0" || address.address === "::";
  return { host: any ? (address.family === "IPv6" ? "::1" : "127.0.0.1") : address.address, port: address.port };
}

httpServer.on("request", (request, response) => {
  if (pageCache?.handle(request, response)) return;
  if (!dev && rendersAfterPaint(request)) sendWithScriptsAfterPaint(request, response);
  void handle(request, response);
});
httpServer.listen(port, hostname, () => {
  console.log(`▲ Orbit Painting${dev ? " (development)" : ""} ready on http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    httpServer.close(() => process.exit(0));
    // Keep-alive connections would hold close() open: give in-flight requests 5 s.
    setTimeout(() => process.exit(0), 5_000).unref();
    httpServer.closeIdleConnections?.();
  });
}

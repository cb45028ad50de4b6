// The two references the public pages' budgets are measured against, built and served in the
// bench run: the bare Next.js page (bench/bare, the framework's floor) and a page's own HTML with
// every script removed (the limit without JavaScript). The landing part and the booking page's
// part share them.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { gzipSync } from "node:zlib";
import path from "node:path";

const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3291);
const COPY_PORT = Number(process.env.BENCH_COPY_PORT ?? 3292);


/**
 * @param {string} url
 * @param {number} [timeoutMs]
 */
async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * bench/bare, built now (it takes seconds) and started with `next start`. Built in a folder of its
 * own outside the repository: inside it, Turbopack takes the repository's proxy.ts and
 * instrumentation.ts for the bare app's too. node_modules is hard-linked (instant, no space).
 * @param {string} root
 */
export async function startBarePage(root) {
  const dir = mkdtempSync(path.join(tmpdir(), "orbit-bench-bare-"));
  for (const entry of ["app", "next.config.mjs", "tsconfig.json"]) cpSync(path.join(root, "bench", "bare", entry), path.join(dir, entry), { recursive: true });
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "orbit-bench-bare", private: true }));
  const link = spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
  if (link.status !== 0) cpSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), { recursive: true, verbatimSymlinks: true });
  const next = path.join(dir, "node_modules", ".bin", "next");
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  const build = spawnSync(next, ["build"], { cwd: dir, stdio: "pipe", env });
  if (build.status !== 0) throw new Error(`next build of bench/bare failed:\n${build.stdout}\n${build.stderr}`);
  const server = spawn(next, ["start", "-p", String(BARE_PORT)], { cwd: dir, stdio: "ignore", env: { ...env, NODE_ENV: "production" }, detached: true });
  await waitFor(`http://localhost:${BARE_PORT}/`);
  return {
    url: `http://localhost:${BARE_PORT}/`,
    stop: () => {
      try {
        process.kill(-(/** @type {number} */ (server.pid)), "SIGTERM");
      } catch {
        // already gone
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

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
 * A page's HTML (the landing's, `/`, or another) without scripts, on its own port at `/`; every
 * other path is fetched from the app.
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
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(COPY_PORT, "127.0.0.1", resolve)));
  return { url: `http://localhost:${COPY_PORT}/`, stop: () => new Promise((resolve) => server.close(resolve)), scripts: (html.match(/<script\b/gi) ?? []).length };
}

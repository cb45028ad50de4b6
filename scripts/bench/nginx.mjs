// Bench part: `GET /` through nginx in front (docs/operations.md's configuration: it keeps the
// prerendered page and compresses it) and directly from Next's server, each with autocannon
// (20 connections, 10 s, gzip accepted as a browser does). nginx runs from a folder of its own
// as this user, on BENCH_NGINX_PORT; without nginx installed (`apt-get install nginx`) the part
// says so in its row and measures only the direct figure.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { waitFor } from "./support/reference-runs.mjs";

const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3293);

/** The nginx binary, or undefined when it is not installed. */
function findNginx() {
  for (const candidate of ["/usr/sbin/nginx", "nginx"]) {
    if (spawnSync(candidate, ["-v"], { stdio: "ignore" }).status === 0) return candidate;
  }
  return undefined;
}

/**
 * The operations guide's caching and compression, without TLS, in a folder of its own.
 * @param {string} dir
 * @param {URL} upstream
 */
export function nginxConfig(dir, upstream) {
  return `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=orbit:10m max_size=256m inactive=1d use_temp_path=off;
  upstream orbit_app { server ${upstream.hostname === "localhost" ? "127.0.0.1" : upstream.hostname}:${upstream.port}; keepalive 16; }
  server {
    listen 127.0.0.1:${NGINX_PORT};
    gzip on; gzip_comp_level 5; gzip_min_length 1024; gzip_vary on; gzip_proxied any;
    gzip_types text/css application/javascript application/json image/svg+xml application/manifest+json text/plain;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_cache orbit;
    proxy_cache_key $scheme$host$request_uri;
    proxy_cache_bypass $http_cookie $http_authorization;
    proxy_no_cache $http_cookie $http_authorization;
    proxy_cache_lock on;
    proxy_cache_use_stale error timeout updating http_500 http_502 http_503;
    add_header X-Cache $upstream_cache_status always;
    location / { proxy_pass http://orbit_app; }
  }
}
`;
}

/** @param {string} url */
async function measure(url) {
  const result = await autocannon({ url, connections: 20, duration: 10, headers: { "accept-encoding": "gzip, br", accept: "text/html" } });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, bad: result.errors + result.non2xx };
}

/** @param {import("../bench.mjs").BenchContext} context */
export default async function nginx({ baseURL }) {
  const direct = await measure(`${baseURL}/`);
  /** @type {import("../bench.mjs").BenchRow[]} */
  const rows = [
    { name: "GET / directly from Next: throughput / p99", value: `${direct.rps} req/s / ${direct.p99} ms`, budget: "(info)", ok: true },
    { name: "GET / directly: errors and non-2xx answers", value: direct.bad, budget: "0", ok: direct.bad === 0 },
  ];
  const binary = findNginx();
  if (!binary) {
    rows.push({ name: "GET / through nginx: skipped, nginx is not installed (apt-get install nginx)", value: "-", budget: "(info)", ok: true });
    return rows;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "orbit-bench-nginx-"));
  // Started as root, nginx's workers run as nobody: they must reach its temporary and cache folders.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, new URL(baseURL)));
  const server = spawn(binary, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  /** @type {string[]} */
  const errors = [];
  server.stderr?.on("data", (chunk) => errors.push(String(chunk)));
  try {
    await waitFor(`http://127.0.0.1:${NGINX_PORT}/`).catch((error) => {
      let log = "";
      try {
        log = readFileSync(path.join(dir, "error.log"), "utf8");
      } catch {
        // no log written
      }
      throw new Error(`nginx did not start: ${errors.join("")}${log}${error.message}`);
    });
    // The same Accept-Encoding both times: nginx keeps one copy per value (Next's answer varies on it).
    const first = await fetch(`http://127.0.0.1:${NGINX_PORT}/`, { headers: { "accept-encoding": "gzip" } });
    await first.arrayBuffer();
    const second = await fetch(`http://127.0.0.1:${NGINX_PORT}/`, { headers: { "accept-encoding": "gzip" } });
    await second.arrayBuffer();
    const proxied = await measure(`http://127.0.0.1:${NGINX_PORT}/`);
    rows.push(
      { name: "GET / through nginx: a repeat is served from its cache, compressed", value: `${second.headers.get("x-cache")}, ${second.headers.get("content-encoding")}`, budget: "HIT, gzip", ok: second.headers.get("x-cache") === "HIT" && second.headers.get("content-encoding") === "gzip" },
      { name: "GET / through nginx: throughput / p99", value: `${proxied.rps} req/s / ${proxied.p99} ms`, budget: "(info)", ok: true },
      { name: "GET / through nginx: errors and non-2xx answers", value: proxied.bad, budget: "0", ok: proxied.bad === 0 },
    );
    return rows;
  } finally {
    server.kill("SIGTERM");
    await /** @type {Promise<void>} */ (new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once("exit", () => resolve()))));
    rmSync(dir, { recursive: true, force: true });
  }
}

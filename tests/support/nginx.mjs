// nginx in front of a server, as docs/operations.md configures it (without TLS), from a folder
// of its own: the bench's `nginx` part measures through it and the client-address test sends
// spoofed headers through it. Debian's nginx or nginx-light; undefined when it is not installed.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The nginx binary, or undefined when it is not installed. */
export function findNginx() {
  for (const candidate of ["/usr/sbin/nginx", "nginx"]) {
    if (spawnSync(candidate, ["-v"], { stdio: "ignore" }).status === 0) return candidate;
  }
  return undefined;
}

/**
 * The operations guide's proxying, caching and compression.
 * @param {string} dir
 * @param {URL} upstream
 * @param {number} port
 */
export function nginxConfig(dir, upstream, port) {
  return `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=orbit:10m max_size=256m inactive=1d use_temp_path=off;
  map $request_method $orbit_form_post { POST $binary_remote_addr; default ""; }
  limit_conn_zone $orbit_form_post zone=orbit_form_posts:1m;
  upstream orbit_app { server ${upstream.hostname === "localhost" ? "127.0.0.1" : upstream.hostname}:${upstream.port}; keepalive 16; }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 51m;
    gzip on; gzip_comp_level 5; gzip_min_length 1024; gzip_vary on; gzip_proxied any;
    gzip_types text/css application/javascript application/json image/svg+xml application/manifest+json text/plain;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_cache orbit;
    proxy_cache_key $scheme$host$request_uri;
    proxy_cache_bypass $http_cookie $http_authorization $http_content_type;
    proxy_no_cache $http_cookie $http_authorization $http_content_type;
    proxy_cache_lock on;
    proxy_cache_use_stale error timeout updating http_500 http_502 http_503;
    add_header X-Cache $upstream_cache_status always;
    location / { proxy_pass http://orbit_app; }
    location ~ ^/(estimate)?$ { limit_conn orbit_form_posts 2; proxy_pass http://orbit_app; }
  }
}
`;
}

/**
 * Starts nginx on 127.0.0.1:`port` in front of `upstream`; resolves once it answers.
 * @param {string} binary
 * @param {string} upstream
 * @param {number} port
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startNginx(binary, upstream, port) {
  const dir = mkdtempSync(path.join(tmpdir(), "orbit-nginx-"));
  // Started as root, nginx's workers run as nobody: they must reach its temporary and cache folders.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, new URL(upstream), port));
  const server = spawn(binary, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  /** @type {string[]} */
  const errors = [];
  server.stderr?.on("data", (chunk) => errors.push(String(chunk)));
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await /** @type {Promise<void>} */ (new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once("exit", () => resolve()))));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await (await fetch(`${url}/api/health`)).arrayBuffer();
      return { url, stop };
    } catch (error) {
      if (server.exitCode !== null || attempt > 100) {
        let log = "";
        try {
          log = readFileSync(path.join(dir, "error.log"), "utf8");
        } catch {
          // no log written
        }
        await stop();
        throw new Error(`nginx did not start: ${errors.join("")}${log}${/** @type {Error} */ (error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

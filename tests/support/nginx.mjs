// nginx in front of a server, as docs/operations.md configures it, from a folder of its own: the
// bench's `nginx` part measures through it, the bench's visitor pages are loaded through it over
// TLS and HTTP/2 as in production, and the client-address test sends spoofed headers through it.
// Debian's nginx or nginx-light; undefined when it is not installed.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:https";
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
 * The operations guide's proxying, caching and compression; with `tls`, over TLS and HTTP/2 as
 * the guide's server block (with a certificate of the caller's).
 * @param {string} dir
 * @param {URL} upstream
 * @param {number} port
 * @param {{ certificate: string, key: string }} [tls]
 */
export function nginxConfig(dir, upstream, port, tls) {
  // `listen … ssl http2` as the guide writes it for Debian 12's nginx 1.22 (newer ones warn and accept it).
  const listen = tls ? `listen 127.0.0.1:${port} ssl http2;\n    ssl_certificate ${tls.certificate}; ssl_certificate_key ${tls.key};` : `listen 127.0.0.1:${port};`;
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
    ${listen}
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
 * Starts nginx on 127.0.0.1:`port` in front of `upstream`; resolves once it answers. With `tls`,
 * it answers https://localhost:`port` over HTTP/2 with a self-signed certificate made now
 * (Debian's openssl): a browser loading it needs --ignore-certificate-errors.
 * @param {string} binary
 * @param {string} upstream
 * @param {number} port
 * @param {{ tls?: boolean }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startNginx(binary, upstream, port, options = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "orbit-nginx-"));
  // Started as root, nginx's workers run as nobody: they must reach its temporary and cache folders.
  chmodSync(dir, 0o755);
  const tls = options.tls ? selfSignedCertificate(dir) : undefined;
  writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, new URL(upstream), port, tls));
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
  const url = tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await (tls ? insecureGet(`${url}/api/health`) : fetch(`${url}/api/health`).then((answer) => answer.arrayBuffer()));
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

/**
 * A throwaway certificate for localhost, in `dir`.
 * @param {string} dir
 */
function selfSignedCertificate(dir) {
  const certificate = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const made = spawnSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate, "-days", "1", "-subj", "/CN=localhost"], { stdio: "pipe" });
  if (made.status !== 0) throw new Error(`openssl could not make a certificate (apt-get install openssl): ${made.stderr ?? made.error}`);
  return { certificate, key };
}

/**
 * GET over https, the self-signed certificate accepted; resolves with the status once the body is read.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<number>}
 */
export function insecureGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    get(url, { rejectUnauthorized: false, headers }, (answer) => {
      answer.resume();
      answer.on("end", () => resolve(answer.statusCode ?? 0));
    }).on("error", reject);
  });
}

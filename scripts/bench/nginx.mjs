// Bench part: `GET /` through nginx in front (docs/operations.md's configuration: it keeps the
// prerendered page and compresses it) and directly from Next's server, each with autocannon
// (20 connections, 10 s, gzip accepted as a browser does). nginx runs from a folder of its own
// as this user, on BENCH_NGINX_PORT; without nginx installed (`apt-get install nginx`) the part
// says so in its row and measures only the direct figure.
import autocannon from "autocannon";
import { findNginx, startNginx } from "../../tests/support/nginx.mjs";

const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3293);

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
  const proxy = await startNginx(binary, baseURL, NGINX_PORT);
  try {
    // The same Accept-Encoding both times: nginx keeps one copy per value (Next's answer varies on it).
    const first = await fetch(`${proxy.url}/`, { headers: { "accept-encoding": "gzip" } });
    await first.arrayBuffer();
    const second = await fetch(`${proxy.url}/`, { headers: { "accept-encoding": "gzip" } });
    await second.arrayBuffer();
    const proxied = await measure(`${proxy.url}/`);
    rows.push(
      { name: "GET / through nginx: a repeat is served from its cache, compressed", value: `${second.headers.get("x-cache")}, ${second.headers.get("content-encoding")}`, budget: "HIT, gzip", ok: second.headers.get("x-cache") === "HIT" && second.headers.get("content-encoding") === "gzip" },
      { name: "GET / through nginx: throughput / p99", value: `${proxied.rps} req/s / ${proxied.p99} ms`, budget: "(info)", ok: true },
      { name: "GET / through nginx: errors and non-2xx answers", value: proxied.bad, budget: "0", ok: proxied.bad === 0 },
    );
    return rows;
  } finally {
    await proxy.stop();
  }
}

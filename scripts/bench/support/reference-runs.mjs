// How a page a visitor opens is measured (the landing, the estimate, the privacy page, the quote
// and booking pages): its median Lighthouse run through the front against the visitor's budgets
// (./budgets.mjs), its JavaScript against the bare Next.js page's (bench/bare: the framework's
// floor, measured once per bench run and shared), and its LCP under applied throttling against
// its own script-free copy's.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { kb, limits, medianRun as medianOf, publicJsRow, RUNS, throttledLcpRow, visitorRows } from "./budgets.mjs";
import { lighthouseRun } from "./lighthouse.mjs";
import { startScriptFreeCopy } from "./script-free-copy.mjs";
import { findNginx, insecureGet, startNginx } from "../../../tests/support/nginx.mjs";

const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3291);
const FRONT_PORT = Number(process.env.BENCH_FRONT_PORT ?? 3294);

/**
 * @typedef {import("./lighthouse.mjs").LighthouseRun & { all: number[], allLcp: number[] }} MedianRun
 */

/**
 * @param {string} url
 * @param {number} [timeoutMs]
 */
export async function waitFor(url, timeoutMs = 60_000) {
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
 * RUNS Lighthouse runs of a page, after one request that warms it (first-request compilation,
 * image optimisation caches); the median by performance score (ties: by LCP).
 * @param {string} url
 * @param {string} chromePath
 * @param {import("./lighthouse.mjs").LighthouseOptions} [options] audits left out of the scores (a noindex page's is-crawlable)
 * @param {number} [runCount]
 * @param {Record<string, string>} [headers] sent with every request of the page (a session cookie)
 * @returns {Promise<MedianRun>}
 */
export async function medianRun(url, chromePath, options = {}, runCount = RUNS, headers = undefined) {
  await (options.selfSigned ? insecureGet(url, headers) : fetch(url, { headers }));
  /** @type {import("./lighthouse.mjs").LighthouseRun[]} */
  const runs = [];
  for (let run = 0; run < runCount; run += 1) runs.push(await lighthouseRun(url, chromePath, headers, options));
  return medianOf(runs);
}

/** Applied-throttling runs per page and per copy: each takes the seconds a slow phone takes. */
const THROTTLED_RUNS = 3;
/** A private page (a link, the panel) is noindex on purpose: Lighthouse's "is-crawlable" audit is
 * left out of its SEO. */
export const privatePage = { skipAudits: ["is-crawlable"] };

/**
 * A visitor's page against every budget: the rows, and its median direct run (the bytes it loads
 * are read there: the front's certificate is self-signed).
 * @param {{ label: string, baseURL: string, path: string, root: string, chromePath: string, private?: boolean, jsAboveBareKb?: number }} page
 * @returns {Promise<{ run: MedianRun, rows: import("./budgets.mjs").Row[] }>}
 */
export async function visitorPage({ label, baseURL, path: pagePath, root, chromePath, private: isPrivate = false, jsAboveBareKb = limits.publicJsAboveBareKb }) {
  const options = isPrivate ? privatePage : {};
  const run = await medianRun(`${baseURL}${pagePath}`, chromePath, options);
  const front = await throughFrontRun({ baseURL, path: pagePath, chromePath, options });
  const bare = await barePageRun({ root, chromePath });
  const throttled = { ...options, throttlingMethod: /** @type {const} */ ("devtools") };
  const page = await medianRun(`${baseURL}${pagePath}`, chromePath, throttled, THROTTLED_RUNS);
  const copy = await startScriptFreeCopy(baseURL, pagePath);
  let scriptFree;
  try {
    scriptFree = await medianRun(copy.url, chromePath, throttled, THROTTLED_RUNS);
  } finally {
    await copy.stop();
  }
  /** @type {import("./budgets.mjs").Row[]} */
  const rows = [
    ...visitorRows(label, front),
    directRow(label, run),
    publicJsRow(label, run, bare.jsBytes, jsAboveBareKb),
    throttledLcpRow(label, page.lcp, scriptFree.lcp),
    { name: `${label}: HTML / CSS, gzipped`, value: `${kb(run.htmlBytes)} / ${kb(run.cssBytes)}`, unit: "KB", budget: "(info)", ok: true },
  ];
  const failing = front.failing.filter((id) => !(isPrivate && id === "is-crawlable"));
  if (failing.length) rows.push({ name: `${label}: Lighthouse audits not passed`, value: failing.join(", "), budget: "(info)", ok: true });
  return { run, rows };
}

/**
 * The page's RUNS default Lighthouse runs through docs/operations.md's nginx over TLS and HTTP/2,
 * the one way a visitor or PageSpeed Insights reaches a deployment (production refuses to start
 * without TRUST_PROXY): the run the visitor's budgets are held on. Without nginx or openssl the
 * budgets cannot be measured, and the part fails saying which to install.
 * @param {{ baseURL: string, path: string, chromePath: string, options?: import("./lighthouse.mjs").LighthouseOptions, headers?: Record<string, string> }} page
 * @returns {Promise<MedianRun>}
 */
export async function throughFrontRun({ baseURL, path: pagePath, chromePath, options = {}, headers }) {
  const binary = findNginx();
  if (!binary) throw new Error("the visitor's budgets are measured through nginx, which is not installed (apt-get install nginx-light)");
  if (spawnSync("openssl", ["version"], { stdio: "ignore" }).status !== 0) throw new Error("the visitor's budgets are measured over TLS, and openssl is not installed (apt-get install openssl)");
  const front = await startNginx(binary, baseURL, FRONT_PORT, { tls: true });
  try {
    return await medianRun(`${front.url}${pagePath}`, chromePath, { ...options, selfSigned: true }, RUNS, headers);
  } finally {
    await front.stop();
  }
}

/**
 * The same runs straight from `next start` over plain HTTP/1.1, for information: no visitor gets
 * the page this way, and Lighthouse's simulation starts each of six connections in TCP slow start,
 * so the LCP moves in 150 ms steps with which connection each file happened to take.
 * @param {string} label
 * @param {MedianRun} run
 * @returns {import("./budgets.mjs").Row}
 */
export function directRow(label, run) {
  return {
    name: `${label}: straight from next start over HTTP/1.1, performance / LCP / TBT (runs ${run.all.join(", ")}; LCP ${run.allLcp.join(", ")})`,
    value: `${run.performance} / ${Math.round(run.lcp)} ms / ${Math.round(run.tbt)} ms`,
    budget: "(info)",
    ok: true,
  };
}

/**
 * bench/bare, built now (it takes seconds) and started with `next start`. Built in a folder of its
 * own outside the repository: inside it, Turbopack takes the repository's proxy.ts and
 * instrumentation.ts for the bare app's too. node_modules is hard-linked (instant, no space).
 * @param {string} root
 */
async function startBarePage(root) {
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

/** @type {Map<string, Promise<MedianRun>>} */
const measured = new Map();

/**
 * @param {string} key
 * @param {() => Promise<MedianRun>} measure
 */
function once(key, measure) {
  const known = measured.get(key);
  if (known) return known;
  const run = measure();
  measured.set(key, run);
  return run;
}

/** The bare Next.js page's median run if a part measured it in this bench run (bench.mjs's host note). */
export async function measuredBareRun() {
  return measured.get("bare")?.catch(() => undefined);
}

/**
 * The bare Next.js page's median run, built, served and measured once per bench run (a row of its
 * own in the landing's part).
 * @param {Pick<import("../../bench.mjs").BenchContext, "root" | "chromePath">} context
 */
export function barePageRun({ root, chromePath }) {
  return once("bare", async () => {
    const bare = await startBarePage(root);
    try {
      return await medianRun(bare.url, chromePath);
    } finally {
      bare.stop();
    }
  });
}

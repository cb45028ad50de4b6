// The pages the landing-style parts (landing.mjs, estimate.mjs) measure themselves against,
// measured once per bench run and shared: the bare Next.js page (bench/bare: the framework's
// floor) and the landing page itself. Whichever part asks first measures; the other reuses it.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { medianRun as medianOf, RUNS } from "./landing-budget.mjs";
import { lighthouseRun } from "./lighthouse.mjs";

const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3291);

/**
 * @typedef {import("./lighthouse.mjs").LighthouseRun & { all: number[] }} MedianRun
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
 * @param {{ skipAudits?: string[] }} [options] audits left out of the scores (a noindex page's is-crawlable)
 * @returns {Promise<MedianRun>}
 */
export async function medianRun(url, chromePath, options = {}) {
  await fetch(url);
  /** @type {import("./lighthouse.mjs").LighthouseRun[]} */
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(url, chromePath, undefined, options));
  return medianOf(runs);
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

/**
 * The bare Next.js page's median run, built, served and measured once per bench run.
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

/**
 * The landing page's median run, measured once per bench run.
 * @param {Pick<import("../../bench.mjs").BenchContext, "baseURL" | "chromePath">} context
 */
export function landingRun({ baseURL, chromePath }) {
  return once("landing", () => medianRun(`${baseURL}/`, chromePath));
}

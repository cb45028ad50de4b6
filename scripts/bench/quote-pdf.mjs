// Bench part: the A4 PDF of a 40-line quote (issue budget: p95 under 300 ms, warm).
//
// Renders the sample 40-line residential quote (tests/support/quote-samples.ts: over $20,000,
// optional lines, the NSW statements, the default terms) with the app's own renderQuotePdf, in
// this process as the server would: the first (cold) render, then 10 warm-ups and 100 timed
// renders one after another. It runs in a child process with NODE_ENV=production, as the server
// does (React's development build is several times slower), loading the TypeScript through
// Vite's module runner with the vitest config's aliases: no build and no server needed.
// Runs alone too: node scripts/bench/quote-pdf.mjs
// `node scripts/bench/quote-pdf.mjs --samples DIR` writes the sample PDFs there to look at
// (the 40-line quote, the same accepted, a small commercial quote, the deposit tax invoice).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { runnerImport } from "vite";

const WARM_UPS = 10;
const RUNS = 100;
const BUDGET_MS = 300;

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

/** @param {string} root */
async function load(root) {
  const alias = { "@/": `${root}/`, "server-only": path.join(root, "tests/support/empty-module.ts") };
  /** @param {string} file */
  const load = async (file) => (await runnerImport(path.join(root, file), { configFile: false, root, logLevel: "error", resolve: { alias } })).module;
  /** @type {typeof import("../../tests/support/quote-samples.ts")} */
  const samples = await load("tests/support/quote-samples.ts");
  // The renderers themselves: render.ts only loads this module on a process's first PDF, by a
  // dynamic import that Vite's runner, closed once runnerImport returns, could not serve.
  /** @type {typeof import("../../lib/quotes/pdf/documents.tsx")} */
  const pdf = await load("lib/quotes/pdf/documents.tsx");
  /** @type {typeof import("../../lib/quotes/model/quote-document")} */
  const quoteDocument = await load("lib/quotes/model/quote-document.ts");
  return { samples, pdf, quoteDocument };
}

/** @param {string} root @returns {Promise<import("../bench.mjs").BenchRow[]>} */
async function measure(root) {
  const { samples, pdf, quoteDocument } = await load(root);
  const document = quoteDocument.buildQuoteDocument(samples.residentialSource);
  const lines = document.sections.reduce((sum, section) => sum + section.lines.length, 0);
  if (lines !== 40) throw new Error(`the sample quote has ${lines} lines, not 40`);

  let started = performance.now();
  const first = await pdf.renderQuotePdf(document);
  const coldMs = performance.now() - started;
  for (let n = 0; n < WARM_UPS; n++) await pdf.renderQuotePdf(document);
  const times = [];
  const cpuTimes = [];
  for (let n = 0; n < RUNS; n++) {
    started = performance.now();
    const cpu = process.cpuUsage();
    await pdf.renderQuotePdf(document);
    const used = process.cpuUsage(cpu);
    times.push(performance.now() - started);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const round = (/** @type {number} */ ms) => Math.round(ms * 10) / 10;
  return [
    { name: `quote PDF, 40 lines: warm render p95 (${RUNS} runs)`, value: round(p95), unit: "ms", budget: `< ${BUDGET_MS}`, ok: p95 < BUDGET_MS },
    { name: "quote PDF, 40 lines: warm median / p99", value: `${round(percentile(times, 50))} / ${round(percentile(times, 99))}`, unit: "ms", budget: "(info)", ok: true },
    // CPU time barely moves with what else the machine runs: the figure to compare between runs.
    { name: "quote PDF, 40 lines: CPU time per render, median / p95", value: `${round(percentile(cpuTimes, 50))} / ${round(percentile(cpuTimes, 95))}`, unit: "ms", budget: "(info)", ok: true },
    { name: "quote PDF, 40 lines: first render (cold)", value: round(coldMs), unit: "ms", budget: "(info)", ok: true },
    { name: "quote PDF, 40 lines: size", value: Math.round(first.length / 1024), unit: "KB", budget: "(info)", ok: true },
  ];
}

/** @param {Pick<import("../bench.mjs").BenchContext, "root">} context @returns {Promise<import("../bench.mjs").BenchRow[]>} */
export default async function quotePdfBench({ root }) {
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "--rows"], { cwd: root, env: { ...process.env, NODE_ENV: "production" }, encoding: "utf8", maxBuffer: 1 << 20 });
  if (child.status !== 0) throw new Error(`quote PDF bench failed (${child.status}): ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split("\n").at(-1) ?? "[]");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const samplesDir = process.argv.includes("--samples") ? process.argv[process.argv.indexOf("--samples") + 1] : undefined;
  if (process.argv.includes("--rows")) {
    console.log(JSON.stringify(await measure(root)));
  } else if (samplesDir) {
    const { samples, pdf, quoteDocument } = await load(root);
    mkdirSync(samplesDir, { recursive: true });
    const files = {
      "quote-residential.pdf": await pdf.renderQuotePdf(quoteDocument.buildQuoteDocument(samples.residentialSource)),
      "quote-residential-accepted.pdf": await pdf.renderQuotePdf(samples.acceptedResidential()),
      "quote-commercial.pdf": await pdf.renderQuotePdf(quoteDocument.buildQuoteDocument(samples.commercialSource)),
      "deposit-invoice.pdf": await pdf.renderInvoicePdf(samples.depositInvoice()),
    };
    for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(samplesDir, name), bytes);
    console.log(`wrote ${Object.keys(files).join(", ")} to ${samplesDir}`);
  } else {
    for (const row of await quotePdfBench({ root })) console.log(`${row.ok ? "ok  " : "FAIL"} ${row.name}: ${row.value} ${row.unit ?? ""} (budget ${row.budget})`);
  }
}

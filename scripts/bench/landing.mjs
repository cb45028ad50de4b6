// Bench part: the landing page against its budgets, measured in one run beside two references:
//   - the bare Next.js page (bench/bare, `next build bench/bare`): the framework's floor, measured
//     once per run with the landing itself (./support/reference-runs.mjs, shared with estimate.mjs);
//   - the landing page's own HTML with every script removed, served as a static file (its
//     stylesheets, fonts and images still come from the server): the limit without JavaScript.
// Each page gets Lighthouse 13's default mobile run (simulated throttling), five times; the
// median run by performance score is reported. JavaScript and HTML bytes are the bodies of every
// script and document that run loaded, gzipped. `GET /` throughput comes from autocannon.
//
// Budgets: accessibility, best practices and SEO 100; performance at least the bare page's minus
// 2 (./support/landing-budget.mjs: one run's noise must not decide it); LCP
// at most 1.25 times the script-free copy's; CLS at most 0.02; JavaScript at most 25 KB gzipped
// above the bare page's; HTML at most 20 KB gzipped.
import autocannon from "autocannon";
import { performanceBudget } from "./support/landing-budget.mjs";
import { barePageRun, landingRun, medianRun } from "./support/reference-runs.mjs";
import { startScriptFreeCopy } from "./support/script-free-copy.mjs";

const KB = 1024;

/** @param {number} bytes */
const kb = (bytes) => Math.round((bytes / KB) * 10) / 10;
/** @type {(name: string, value: string | number, unit?: string) => import("../bench.mjs").BenchRow} */
const info = (name, value, unit = "") => ({ name, value, unit, budget: "(info)", ok: true });

/** @param {import("../bench.mjs").BenchContext} context */
export default async function landing({ baseURL, root, chromePath }) {
  // Shared with the estimate's part: whichever runs first measures them.
  const page = await landingRun({ baseURL, chromePath });
  const barePage = await barePageRun({ root, chromePath });
  const copy = await startScriptFreeCopy(baseURL, "/");
  try {
    const scriptFree = await medianRun(copy.url, chromePath);

    const throughput = await autocannon({ url: `${baseURL}/`, connections: 20, duration: 15 });
    /** @type {import("../bench.mjs").BenchRow[]} */
    const rows = [
      { name: "landing: Lighthouse accessibility", value: page.accessibility, unit: "", budget: "100", ok: page.accessibility === 100 },
      { name: "landing: Lighthouse best practices", value: page.bestPractices, unit: "", budget: "100", ok: page.bestPractices === 100 },
      { name: "landing: Lighthouse SEO", value: page.seo, unit: "", budget: "100", ok: page.seo === 100 },
      {
        name: `landing: Lighthouse performance (runs ${page.all.join(", ")})`,
        value: page.performance,
        unit: "",
        ...performanceBudget(page.performance, barePage.performance),
      },
      {
        name: "landing: LCP",
        value: Math.round(page.lcp),
        unit: "ms",
        budget: `<= 1.25 x script-free ${Math.round(scriptFree.lcp)} = ${Math.round(scriptFree.lcp * 1.25)}`,
        ok: page.lcp <= scriptFree.lcp * 1.25,
      },
      { name: "landing: CLS", value: Math.round(page.cls * 1000) / 1000, unit: "", budget: "<= 0.02", ok: page.cls <= 0.02 },
      info("landing: TBT", Math.round(page.tbt), "ms"),
      {
        name: `landing: JavaScript, gzipped (${page.scripts} files)`,
        value: kb(page.jsBytes),
        unit: "KB",
        budget: `<= bare ${kb(barePage.jsBytes)} + 25 = ${kb(barePage.jsBytes + 25 * KB)}`,
        ok: page.jsBytes <= barePage.jsBytes + 25 * KB,
      },
      { name: "landing: HTML, gzipped", value: kb(page.htmlBytes), unit: "KB", budget: "<= 20", ok: page.htmlBytes <= 20 * KB },
      // Render-blocking: the admin's styles live in a stylesheet of their own (app/admin.css).
      info("landing: CSS, gzipped", kb(page.cssBytes), "KB"),
      info(`bare Next.js page: performance (runs ${barePage.all.join(", ")}) / LCP / TBT`, `${barePage.performance} / ${Math.round(barePage.lcp)} ms / ${Math.round(barePage.tbt)} ms`),
      info(`bare Next.js page: JavaScript (${barePage.scripts} files) / HTML, gzipped`, `${kb(barePage.jsBytes)} / ${kb(barePage.htmlBytes)} KB`),
      info(`script-free copy: performance (runs ${scriptFree.all.join(", ")}) / LCP`, `${scriptFree.performance} / ${Math.round(scriptFree.lcp)} ms`),
      info("GET /: throughput (20 connections, 15 s)", Math.round(throughput.requests.average), "req/s"),
      info("GET /: p99 latency", throughput.latency.p99, "ms"),
      { name: "GET /: errors and non-2xx answers", value: throughput.errors + throughput.non2xx, unit: "", budget: "0", ok: throughput.errors + throughput.non2xx === 0 },
    ];
    if (page.failing.length) rows.push(info("landing: Lighthouse audits not passed", page.failing.join(", ")));
    return rows;
  } finally {
    await copy.stop();
  }
}

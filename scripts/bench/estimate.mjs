// Bench part: the instant estimate (/estimate) against the landing's budgets. Lighthouse 13's
// default mobile run, five times, the median run reported, as for the landing page; the bare
// Next.js page and the landing are measured once per bench run (./support/reference-runs.mjs),
// here or by the landing's part, whichever runs first.
//
// Budgets: accessibility, best practices and SEO 100; performance at least the bare page's minus
// 2; CLS at most 0.02; JavaScript at most 30 KB gzipped above the landing page's (the calculator
// is an island: its form, the estimate module and its zod/mini schema); HTML at most 20 KB gzipped.
import { performanceBudget } from "./support/landing-budget.mjs";
import { barePageRun, landingRun, medianRun } from "./support/reference-runs.mjs";

const KB = 1024;
/** What the estimate page's JavaScript may weigh above the landing's, gzipped. */
const ABOVE_LANDING_KB = 30;

/** @param {number} bytes */
const kb = (bytes) => Math.round((bytes / KB) * 10) / 10;

/** @param {import("../bench.mjs").BenchContext} context */
export default async function estimate({ baseURL, root, chromePath }) {
  const page = await medianRun(`${baseURL}/estimate`, chromePath);
  const landing = await landingRun({ baseURL, chromePath });
  const bare = await barePageRun({ root, chromePath });
  /** @type {import("../bench.mjs").BenchRow[]} */
  const rows = [
    { name: "estimate: Lighthouse accessibility", value: page.accessibility, unit: "", budget: "100", ok: page.accessibility === 100 },
    { name: "estimate: Lighthouse best practices", value: page.bestPractices, unit: "", budget: "100", ok: page.bestPractices === 100 },
    { name: "estimate: Lighthouse SEO", value: page.seo, unit: "", budget: "100", ok: page.seo === 100 },
    { name: `estimate: Lighthouse performance (runs ${page.all.join(", ")})`, value: page.performance, unit: "", ...performanceBudget(page.performance, bare.performance) },
    { name: "estimate: CLS", value: Math.round(page.cls * 1000) / 1000, unit: "", budget: "<= 0.02", ok: page.cls <= 0.02 },
    { name: "estimate: LCP / TBT", value: `${Math.round(page.lcp)} / ${Math.round(page.tbt)}`, unit: "ms", budget: "(info)", ok: true },
    {
      name: `estimate: JavaScript, gzipped (${page.scripts} files)`,
      value: kb(page.jsBytes),
      unit: "KB",
      budget: `<= landing ${kb(landing.jsBytes)} + ${ABOVE_LANDING_KB} = ${kb(landing.jsBytes + ABOVE_LANDING_KB * KB)}`,
      ok: page.jsBytes <= landing.jsBytes + ABOVE_LANDING_KB * KB,
    },
    { name: "estimate: HTML, gzipped", value: kb(page.htmlBytes), unit: "KB", budget: "<= 20", ok: page.htmlBytes <= 20 * KB },
    // The same run's landing, for comparison: on a busy machine every score moves together.
    { name: `landing, same run: performance (runs ${landing.all.join(", ")}) / TBT`, value: `${landing.performance} / ${Math.round(landing.tbt)} ms`, unit: "", budget: "(info)", ok: true },
  ];
  if (page.failing.length) rows.push({ name: "estimate: Lighthouse audits not passed", value: page.failing.join(", "), unit: "", budget: "(info)", ok: true });
  return rows;
}

// Bench part: the landing page (/) against the visitor's budgets (./support/budgets.mjs):
// Lighthouse 13's default mobile run, five times, the median run reported; its JavaScript against
// the bare Next.js page's (bench/bare, built and measured once per run) plus 25 KB gzipped; its
// LCP under applied throttling at most 1.1 times that of its own script-free copy; HTML at most
// 20 KB gzipped. The bare page's own figures are reported beside them.
import { KB, kb } from "./support/budgets.mjs";
import { barePageRun, visitorPage } from "./support/reference-runs.mjs";

/** @param {import("../bench.mjs").BenchContext} context */
export default async function landing({ baseURL, root, chromePath }) {
  const { run, rows } = await visitorPage({ label: "landing", baseURL, path: "/", root, chromePath });
  const bare = await barePageRun({ root, chromePath });
  return [
    ...rows,
    { name: "landing: HTML, gzipped", value: kb(run.htmlBytes), unit: "KB", budget: "<= 20", ok: run.htmlBytes <= 20 * KB },
    { name: `bare Next.js page: performance (runs ${bare.all.join(", ")}) / LCP / TBT`, value: `${bare.performance} / ${Math.round(bare.lcp)} ms / ${Math.round(bare.tbt)} ms`, budget: "(info)", ok: true },
    { name: `bare Next.js page: JavaScript (${bare.scripts} files) / HTML, gzipped`, value: `${kb(bare.jsBytes)} / ${kb(bare.htmlBytes)} KB`, budget: "(info)", ok: true },
  ];
}

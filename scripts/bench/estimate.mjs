// Bench part: the instant estimate (/estimate) against the visitor's budgets
// (./support/budgets.mjs), as the landing page: its JavaScript may carry the calculator's island
// (its form, the estimate module and its zod/mini schema): the bare page's plus 55 KB gzipped.
import { KB, kb, limits } from "./support/budgets.mjs";
import { visitorPage } from "./support/reference-runs.mjs";

/** @param {import("../bench.mjs").BenchContext} context */
export default async function estimate({ baseURL, root, chromePath }) {
  const { run, rows } = await visitorPage({ label: "estimate", baseURL, path: "/estimate", root, chromePath, jsAboveBareKb: limits.estimateJsAboveBareKb });
  return [...rows, { name: "estimate: HTML, gzipped", value: kb(run.htmlBytes), unit: "KB", budget: "<= 20", ok: run.htmlBytes <= 20 * KB }];
}

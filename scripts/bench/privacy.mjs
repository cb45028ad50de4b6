// Bench part: the privacy page (/privacy) against the visitor's budgets (./support/budgets.mjs).
import { visitorPage } from "./support/reference-runs.mjs";

/** @param {import("../bench.mjs").BenchContext} context */
export default async function privacy({ baseURL, root, chromePath }) {
  return (await visitorPage({ label: "privacy", baseURL, path: "/privacy", root, chromePath })).rows;
}

// The visitor's budgets (README, docs/performance.md), one place for every bench part that runs
// Lighthouse: its default mobile run (as PageSpeed Insights) through the front, the median of five
// runs, against fixed limits, never against another tuned page. Pure: the unit tests check each rule.

/** Lighthouse runs per page. */
export const RUNS = 5;
export const KB = 1024;

/** The limits every page a customer or the owner opens must meet. */
export const limits = {
  performance: 90,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.02,
  /** A public page's JavaScript above the bare Next.js page's, gzipped; the estimate's island more. */
  publicJsAboveBareKb: 25,
  estimateJsAboveBareKb: 55,
  /** The owner's panel, at phone and desktop widths. */
  panelJsKb: 200,
  /** LCP under Lighthouse's applied ("devtools") throttling, against the page's own script-free copy. */
  throttledLcpRatio: 1.1,
};

/**
 * The median run by performance score (ties: the slower LCP counts as lower), with every run's
 * score and LCP.
 * @template {{ performance: number, lcp: number }} Run
 * @param {Run[]} runs
 * @returns {Run & { all: number[], allLcp: number[] }}
 */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error("no Lighthouse runs to take the median of");
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp);
  const median = /** @type {Run} */ (sorted[Math.floor(sorted.length / 2)]);
  return { ...median, all: runs.map((run) => run.performance), allLcp: runs.map((run) => Math.round(run.lcp)) };
}

/** @param {number} bytes */
export const kb = (bytes) => Math.round((bytes / KB) * 10) / 10;

/**
 * @typedef {{ name: string, value: string | number, unit?: string, budget: string, ok: boolean }} Row
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number, lcp: number, tbt: number, cls: number, all?: number[] }} ScoredRun
 */

/**
 * The rows every page gets from its median run through the front (nginx over TLS and HTTP/2, as
 * PageSpeed Insights reaches a deployment): performance, LCP, TBT, CLS, and the three other
 * categories at 100 (a private page's SEO is scored without "is-crawlable": the bench skips that
 * audit for it, since noindex is the point).
 * @param {string} page the row's label
 * @param {ScoredRun} run
 * @returns {Row[]}
 */
export function visitorRows(page, run) {
  const runs = run.all ? ` (runs ${run.all.join(", ")})` : "";
  return [
    { name: `${page}: Lighthouse performance through the front${runs}`, value: run.performance, budget: `>= ${limits.performance} (median of ${RUNS})`, ok: run.performance >= limits.performance },
    { name: `${page}: LCP`, value: Math.round(run.lcp), unit: "ms", budget: `<= ${limits.lcpMs}`, ok: run.lcp <= limits.lcpMs },
    { name: `${page}: TBT`, value: Math.round(run.tbt), unit: "ms", budget: `<= ${limits.tbtMs}`, ok: run.tbt <= limits.tbtMs },
    { name: `${page}: CLS`, value: Math.round(run.cls * 1000) / 1000, budget: `<= ${limits.cls}`, ok: run.cls <= limits.cls },
    { name: `${page}: Lighthouse accessibility`, value: run.accessibility, budget: "100", ok: run.accessibility === 100 },
    { name: `${page}: Lighthouse best practices`, value: run.bestPractices, budget: "100", ok: run.bestPractices === 100 },
    { name: `${page}: Lighthouse SEO`, value: run.seo, budget: "100", ok: run.seo === 100 },
  ];
}

/**
 * The machine's floor. The bare Next.js page has no code of ours: when it misses the blocking-time
 * or performance limit itself, this machine runs Chromium slower than Lighthouse's 4x CPU slowdown
 * assumes, and the pages' rows measure it as much as them. Said beside the verdict, never in it.
 * @param {{ performance: number, tbt: number } | undefined} bare the bare page's median run, if measured
 * @returns {string | null}
 */
export function hostNote(bare) {
  if (!bare || (bare.tbt <= limits.tbtMs && bare.performance >= limits.performance)) return null;
  return (
    `bench: the bare Next.js page itself measured TBT ${Math.round(bare.tbt)} ms and performance ${bare.performance} on this machine ` +
    `(limits ${limits.tbtMs} ms and ${limits.performance}): it runs Chromium slower than Lighthouse's 4x CPU slowdown assumes, ` +
    "so the pages' TBT and performance rows say as much about the machine as about the pages."
  );
}

/**
 * A public page's JavaScript (gzipped bytes) against the bare Next.js page's plus its allowance.
 * @param {string} page
 * @param {{ jsBytes: number, scripts: number }} run
 * @param {number} bareJsBytes
 * @param {number} [aboveBareKb]
 * @returns {Row}
 */
export function publicJsRow(page, run, bareJsBytes, aboveBareKb = limits.publicJsAboveBareKb) {
  const limit = bareJsBytes + aboveBareKb * KB;
  return { name: `${page}: JavaScript, gzipped (${run.scripts} files)`, value: kb(run.jsBytes), unit: "KB", budget: `<= bare ${kb(bareJsBytes)} + ${aboveBareKb} = ${kb(limit)}`, ok: run.jsBytes <= limit };
}

/**
 * The owner's panel's JavaScript at one width, gzipped.
 * @param {string} label
 * @param {number} jsBytes
 * @returns {Row}
 */
export function panelJsRow(label, jsBytes) {
  return { name: `${label}: JavaScript, gzipped`, value: kb(jsBytes), unit: "KB", budget: `<= ${limits.panelJsKb}`, ok: jsBytes <= limits.panelJsKb * KB };
}

/**
 * The limit, measured under applied throttling: a page's LCP against its own script-free copy's.
 * @param {string} page
 * @param {number} lcp
 * @param {number} copyLcp
 * @returns {Row}
 */
export function throttledLcpRow(page, lcp, copyLcp) {
  const limit = copyLcp * limits.throttledLcpRatio;
  return { name: `${page}: LCP, applied throttling`, value: Math.round(lcp), unit: "ms", budget: `<= ${limits.throttledLcpRatio} x script-free copy's ${Math.round(copyLcp)} = ${Math.round(limit)}`, ok: lcp <= limit };
}

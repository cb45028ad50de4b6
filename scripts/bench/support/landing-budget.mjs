// The landing's performance budget as a regression guard: Lighthouse scores move by a point or two
// from run to run on a busy machine, so the median of five runs is compared with a tolerance.

/** Lighthouse runs per page. */
export const RUNS = 5;
/** Points the landing's performance may fall below the bare page's before the budget is missed. */
export const PERFORMANCE_TOLERANCE = 2;

/**
 * The median run by performance score (ties: the slower LCP counts as lower), with every score.
 * @template {{ performance: number, lcp: number }} Run
 * @param {Run[]} runs
 * @returns {Run & { all: number[] }}
 */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error("no Lighthouse runs to take the median of");
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp);
  const median = /** @type {Run} */ (sorted[Math.floor(sorted.length / 2)]);
  return { ...median, all: runs.map((run) => run.performance) };
}

/**
 * The performance row's budget: at least the bare page's median minus the tolerance.
 * @param {number} landing median performance of the landing page
 * @param {number} bare median performance of the bare Next.js page
 */
export function performanceBudget(landing, bare) {
  const floor = bare - PERFORMANCE_TOLERANCE;
  return { budget: `>= bare page's ${bare} - ${PERFORMANCE_TOLERANCE} = ${floor} (medians of ${RUNS})`, ok: landing >= floor };
}

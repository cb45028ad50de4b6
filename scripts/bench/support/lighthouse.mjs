// One Lighthouse 13 run, default mobile settings (simulated throttling, as PageSpeed Insights),
// or with applied throttling ("devtools": a really throttled network and CPU), in a Chrome of its own.
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/**
 * What one recorded Lighthouse run measured.
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number, lcp: number, tbt: number, cls: number, jsBytes: number, htmlBytes: number, cssBytes: number, scripts: number, failing: string[] }} LighthouseRun
 */

/**
 * Audits left out, the throttling method, and whether the page is served with a self-signed
 * certificate (the bench's nginx over TLS): the browser accepts it, and the bytes are not counted.
 * @typedef {{ skipAudits?: string[], throttlingMethod?: "simulate" | "devtools", selfSigned?: boolean }} LighthouseOptions
 */

/**
 * One Lighthouse run that recorded the load. Now and then Chrome's trace here comes back without
 * its navigation start (Lighthouse's NO_NAVSTART; docs/performance.md): such a run
 * measured nothing (performance 0, no metrics), so it is run again, at most twice.
 * @param {string} url
 * @param {string} chromePath
 * @param {Record<string, string>} [extraHeaders] sent with every request of the page (a session cookie)
 * @param {LighthouseOptions} [options] audits left out of the scores (a noindex page's is-crawlable); the throttling method
 * @returns {Promise<LighthouseRun>}
 */
export async function lighthouseRun(url, chromePath, extraHeaders, options = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouseAttempt(url, chromePath, extraHeaders, options);
    if (!run.runtimeError) return /** @type {LighthouseRun} */ (run);
    if (attempt === 3) throw new Error(`Lighthouse could not record ${url} three times: ${run.runtimeError}`);
    console.warn(`bench: Lighthouse run of ${url} not recorded (${run.runtimeError}); running it again`);
  }
}

/**
 * @param {string} url
 * @param {string} chromePath
 * @param {Record<string, string>} [extraHeaders]
 * @param {LighthouseOptions} [options]
 * @returns {Promise<(LighthouseRun & { runtimeError?: undefined }) | { runtimeError: string }>}
 */
async function lighthouseAttempt(url, chromePath, extraHeaders, options = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", ...(options.selfSigned ? ["--ignore-certificate-errors"] : [])],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      ...(extraHeaders ? { extraHeaders } : {}),
      ...(options.skipAudits ? { skipAudits: options.skipAudits } : {}),
      ...(options.throttlingMethod ? { throttlingMethod: options.throttlingMethod } : {}),
    });
    const lhr = /** @type {import("lighthouse").RunnerResult} */ (result).lhr;
    if (lhr.runtimeError) return { runtimeError: lhr.runtimeError.code };
    /** @param {string} id */
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    /** @param {string} id */
    const numeric = (id) => /** @type {number} */ (/** @type {NonNullable<(typeof lhr.audits)[string]>} */ (lhr.audits[id]).numericValue);
    const details = /** @type {{ items?: { url: string, resourceType?: string }[] } | undefined} */ (lhr.audits["network-requests"]?.details);
    const requests = details?.items ?? [];
    // What the page loaded, each body gzipped as the budget says (a response's headers, here a
    // long CSP, are not the page's weight).
    /** @param {string} type */
    const gzippedBodies = async (type) => {
      let total = 0;
      if (options.selfSigned) return total;
      for (const item of requests.filter((request) => request.resourceType === type && request.url.startsWith("http"))) {
        total += gzipSync(Buffer.from(await (await fetch(item.url, { headers: extraHeaders })).arrayBuffer())).length;
      }
      return total;
    };
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: numeric("largest-contentful-paint"),
      tbt: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      jsBytes: await gzippedBodies("Script"),
      htmlBytes: await gzippedBodies("Document"),
      cssBytes: await gzippedBodies("Stylesheet"),
      scripts: requests.filter((request) => request.resourceType === "Script").length,
      failing: Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id),
    };
  } finally {
    await chrome.kill();
  }
}


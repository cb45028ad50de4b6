import autocannon, { type Request } from "autocannon";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { quoteRequestBody, quoteRequestHeaders } from "./quote-api";
import { rssMegabytes, startOwnServer, type OwnServer } from "./own-server";

/**
 * Issue 9, load: 200 concurrent visitors on the landing page and 50 concurrent quote submitters
 * for 30 s against one production server on PostgreSQL. A visitor loads the page once a second
 * (200 pages/s, far above what a contractor's site sees); a submitter sends a request every
 * 500 ms (100 requests/s). The rates are fixed (open loop) so that latency measures the server,
 * not a queue the test builds itself: 50 clients that resend the instant they are answered keep
 * 50 requests queued and measure only Little's law. No error, DESIGN section 6's API budget held
 * (POST /api/contact p99 under 150 ms; its throughput budget, 300/s, is for the endpoint alone
 * and is measured by `npm run bench`), every accepted request stored exactly once, and the
 * server's memory stable: after a 10 s warm-up of the same mix (the heap grows to its working
 * size), RSS at the start and the end of the 30 s are reported and may differ by at most 100 MB.
 */
test.describe.configure({ timeout: 300_000 });

const DURATION_S = 30;
const WARM_UP_S = 10;
const MARKER = "load-test.invalid";

interface Traffic {
  url: string;
  clients: number;
  /** Requests per second of each client. */
  rate: number;
  requests?: Request[];
}

interface Outcome {
  ok: number;
  failed: number;
  latenciesMs: number[];
}

/**
 * Open-loop traffic: the clients are split into ten groups started evenly across one interval,
 * so that arrivals spread over the second as real visitors' do (autocannon starts every
 * connection's timer at once, which would send all 200 pages in the same millisecond). Latency
 * is each response's own time: autocannon's coordinated-omission correction assumes an interval
 * of 1/rate ms (not 1000/rate) and would add hundreds of invented samples per slow answer.
 */
async function openLoop(traffic: Traffic, durationS: number): Promise<Outcome> {
  const groups = 10;
  const latenciesMs: number[] = [];
  const intervalMs = 1000 / traffic.rate;
  const runs = Array.from({ length: groups }, async (_, group) => {
    await new Promise((resolve) => setTimeout(resolve, (group * intervalMs) / groups));
    return autocannon({
      url: traffic.url,
      connections: traffic.clients / groups,
      connectionRate: traffic.rate,
      ignoreCoordinatedOmission: true,
      duration: durationS,
      timeout: 10,
      requests: traffic.requests,
      setupClient: (client) => client.on("response", (_status, _bytes, durationMs) => latenciesMs.push(durationMs)),
    });
  });
  const results = await Promise.all(runs);
  return {
    ok: results.reduce((sum, result) => sum + result["2xx"], 0),
    failed: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
    latenciesMs,
  };
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

test("200 visitors and 50 quote submitters for 30 s: no error, budgets held, memory stable", async ({}, testInfo) => {
  const serverUrl = process.env.E2E_DATABASE_URL;
  test.skip(!serverUrl, "the load budgets are for PostgreSQL: run with DATABASE_URL set (CI does)");
  // A database of its own on the same server: thousands of requests from one address must not
  // use up the rate limit the other tests' server counts in its database.
  const databaseUrl = await createScratchDatabase(serverUrl!);
  let server: OwnServer | undefined;
  try {
    server = await startOwnServer({ DATABASE_URL: databaseUrl, QUOTE_RATE_LIMIT: "1000000000" });
    const pid = server.serverPid()!;
    let sent = 0;
    const visitors: Traffic = { url: `${server.baseURL}/`, clients: 200, rate: 1 };
    const submitters: Traffic = {
      url: `${server.baseURL}/api/contact`,
      clients: 50,
      rate: 2,
      requests: [
        {
          method: "POST",
          setupRequest: (request) => {
            sent += 1;
            return { ...request, headers: quoteRequestHeaders, body: quoteRequestBody(`${process.pid}-${sent}`, MARKER) };
          },
        },
      ],
    };
    const mix = (durationS: number) => Promise.all([openLoop(visitors, durationS), openLoop(submitters, durationS)]);

    const [warmPages, warmQuotes] = await mix(WARM_UP_S);
    const rssStart = rssMegabytes(pid);
    const [pages, quotes] = await mix(DURATION_S);
    const rssEnd = rssMegabytes(pid);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(`SELECT count(*)::int AS stored, count(DISTINCT "email")::int AS distinct_emails FROM "contact_submissions" WHERE "email" LIKE $1`, [`%@${MARKER}`]);
    await client.end();

    const report = {
      landing: { perSecond: Math.round(pages.ok / DURATION_S), p50Ms: percentile(pages.latenciesMs, 0.5), p99Ms: percentile(pages.latenciesMs, 0.99), failed: pages.failed },
      contact: { perSecond: Math.round(quotes.ok / DURATION_S), p50Ms: percentile(quotes.latenciesMs, 0.5), p99Ms: percentile(quotes.latenciesMs, 0.99), failed: quotes.failed, accepted: quotes.ok },
      stored: rows[0],
      rssMb: { start: rssStart, end: rssEnd },
    };
    console.log(`load: ${JSON.stringify(report)}`);
    testInfo.annotations.push({ type: "load", description: JSON.stringify(report) });

    expect(warmPages.failed + warmQuotes.failed, "errors during the warm-up").toBe(0);
    expect(pages.failed, "landing errors").toBe(0);
    expect(quotes.failed, "quote submission errors").toBe(0);
    // Each client kept its rate: nothing fell behind.
    expect(pages.ok).toBeGreaterThanOrEqual(visitors.clients * visitors.rate * DURATION_S * 0.95);
    expect(quotes.ok).toBeGreaterThanOrEqual(submitters.clients * submitters.rate * DURATION_S * 0.95);
    expect(report.contact.p99Ms, "POST /api/contact p99 (ms)").toBeLessThan(150);
    // Accepted = answered 201 (warm-up included); requests in flight when the clock stopped may
    // be stored without their answer being counted, so stored rows lie between the two.
    const accepted = warmQuotes.ok + quotes.ok;
    expect(rows[0].stored).toBeGreaterThanOrEqual(accepted);
    expect(rows[0].stored).toBeLessThanOrEqual(sent);
    expect(rows[0].distinct_emails).toBe(rows[0].stored);
    expect(Math.abs(rssEnd - rssStart), `RSS went from ${rssStart} MB to ${rssEnd} MB`).toBeLessThan(100);
  } finally {
    await server?.stop();
    await dropScratchDatabase(serverUrl!, databaseUrl);
  }
});

function adminUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = "/postgres";
  return url.toString();
}

async function createScratchDatabase(serverUrl: string): Promise<string> {
  const name = `orbit_load_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropScratchDatabase(serverUrl: string, databaseUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`);
  await admin.end();
}

// Bench part (scripts/bench.mjs runs every scripts/bench/*.mjs in name order): POST /api/contact,
// budget "at least 300 requests/s with p99 under 150 ms against PostgreSQL,
// every accepted request stored exactly once".
//
// How it measures: autocannon keeps 20 connections busy with 7,000 realistic quote requests
// (about 20 s), each with its own e-mail and idempotency key (as the form sends them), after a
// short warm-up. A fixed number rather than a fixed time, so that every request is answered and
// counted: then the database must hold exactly one row per 201 answer, and nothing else from the
// run. Then it waits until the job queue has delivered the run's alerts (two e-mails a request,
// one at a time), so that the parts after it measure an idle server, and says how long that took.
// The run's rows are removed at the end.
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";

const CONNECTIONS = 20;
const AMOUNT = 7_000;
const MARKER_DOMAIN = "bench-contact.invalid";
const DRAIN_LIMIT_MS = 300_000;

/** @param {number} n */
function body(n) {
  return JSON.stringify({
    name: `Bench Customer ${n}`,
    email: `customer${n}@${MARKER_DOMAIN}`,
    phone: "0412 345 678",
    service: ["interior", "exterior", "commercial", "repair", "consultation", "other"][n % 6],
    budgetRange: "$2,000 - $5,000",
    timeline: "Within a month",
    message: "Three bedrooms, the hallway and the ceilings. Some patching needed around the windows.",
    website: "",
    fillMs: 20_000,
    idempotencyKey: randomUUID(),
  });
}

/** @param {import("../bench.mjs").BenchContext} context */
export default async function contactBench({ baseURL, databaseUrl }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let sent = 0;
  const request = () => ({ method: "POST", headers: { "content-type": "application/json" }, body: body(sent++) });
  try {
    // Warm-up: route compiled, pools open, plans cached.
    const warmUp = await autocannon({ url: `${baseURL}/api/contact`, connections: 5, amount: 200, requests: [{ setupRequest: (r) => ({ ...r, ...request() }) }] });
    // Timed from the first request to the last answer: autocannon itself stops on a whole second.
    let firstSentAt = 0;
    let lastAnsweredAt = 0;
    const result = await autocannon({
      url: `${baseURL}/api/contact`,
      connections: CONNECTIONS,
      amount: AMOUNT,
      requests: [
        {
          setupRequest: (r) => {
            firstSentAt ||= performance.now();
            return { ...r, ...request() };
          },
        },
      ],
      setupClient: (client) => client.on("response", () => (lastAnsweredAt = performance.now())),
    });
    const { rows } = await client.query(
      `SELECT count(*)::int AS stored, count(DISTINCT "email")::int AS distinct_emails FROM "leads" WHERE "email" LIKE $1`,
      [`%@${MARKER_DOMAIN}`],
    );
    // Every request was answered (warm-up included): accepted is exact.
    const accepted = warmUp["2xx"] + result["2xx"];
    const seconds = (lastAnsweredAt - firstSentAt) / 1000;
    const perSecond = Math.round(result["2xx"] / seconds);
    const failed = result.errors + result.timeouts + result.non2xx + warmUp.errors + warmUp.timeouts + warmUp.non2xx;
    const drainStarted = performance.now();
    const alerts = async () =>
      (
        await client.query(
          `SELECT count(*)::int AS total, count(*) FILTER (WHERE n."status" = 'pending')::int AS pending,
             count(*) FILTER (WHERE n."status" = 'sent')::int AS delivered
           FROM "lead_notifications" n JOIN "leads" l ON l."id" = n."leadId" WHERE l."email" LIKE $1`,
          [`%@${MARKER_DOMAIN}`],
        )
      ).rows[0];
    let { total, pending, delivered } = await alerts();
    while (pending > 0 && performance.now() - drainStarted < DRAIN_LIMIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      ({ total, pending, delivered } = await alerts());
    }
    const drainSeconds = (performance.now() - drainStarted) / 1000;
    return [
      { name: `POST /api/contact: throughput (${CONNECTIONS} connections, ${AMOUNT} requests in ${seconds.toFixed(1)} s)`, value: perSecond, unit: "req/s", budget: ">= 300", ok: perSecond >= 300 },
      { name: "POST /api/contact: p99 latency", value: result.latency.p99, unit: "ms", budget: "< 150", ok: result.latency.p99 < 150 },
      { name: "POST /api/contact: errors and non-2xx answers", value: failed, unit: "", budget: "0", ok: failed === 0 },
      {
        name: `POST /api/contact: rows stored (${accepted} answered 201 of ${sent} sent)`,
        value: rows[0].stored,
        unit: "rows",
        budget: "exactly the accepted, each once",
        ok: rows[0].stored === accepted && rows[0].distinct_emails === rows[0].stored,
      },
      {
        name: `POST /api/contact: the run's ${total} alerts, delivered after its last answer (the queue takes one at a time)`,
        value: `${delivered} in ${drainSeconds.toFixed(0)}`,
        unit: "s",
        budget: "(info)",
        ok: true,
      },
    ];
  } finally {
    await client.query(`DELETE FROM "leads" WHERE "email" LIKE $1`, [`%@${MARKER_DOMAIN}`]).catch(() => {});
    await client.end();
  }
}

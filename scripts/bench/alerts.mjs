// Bench part: how soon the owner hears of a new request. From a request stored by
// POST /api/contact (its createdAt) to the moment the local Resend stand-in accepted the owner's
// alert e-mail, delivered by the job queue's worker inside the server (woken by the queue's
// NOTIFY, else its 2 s poll). 100 requests, 10 a second, as a busy day never sends them.
import { randomUUID } from "node:crypto";
import pg from "pg";

const REQUESTS = 100;
const EVERY_MS = 100;
const MARKER_DOMAIN = "bench-alerts.invalid";

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** @param {import("../bench.mjs").BenchContext} context @returns {Promise<import("../bench.mjs").BenchRow[]>} */
export default async function alertsBench({ baseURL, databaseUrl, resend }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = [];
    for (let n = 0; n < REQUESTS; n++) {
      const started = performance.now();
      const response = await fetch(`${baseURL}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: `Alert Bench ${n}`, email: `alert${n}@${MARKER_DOMAIN}`, phone: "0412 345 678", service: "interior", website: "", fillMs: 20_000, idempotencyKey: randomUUID() }),
      });
      if (response.status !== 201) throw new Error(`POST /api/contact answered ${response.status}`);
      ids.push((await response.json()).id);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, EVERY_MS - (performance.now() - started))));
    }
    const { rows } = await client.query(
      `SELECT n."id" AS "notification", extract(epoch FROM l."createdAt") * 1000 AS "storedAt"
       FROM "lead_notifications" n JOIN "leads" l ON l."id" = n."leadId"
       WHERE n."kind" = 'owner_email' AND l."id" = ANY($1::int[])`,
      [ids],
    );
    const deadline = Date.now() + 60_000;
    const accepted = () => rows.filter((row) => resend.acceptedAt.has(`quote-notification-${row.notification}`)).length;
    while (accepted() < rows.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const delays = rows
      .flatMap((row) => {
        const acceptedAt = resend.acceptedAt.get(`quote-notification-${row.notification}`);
        return acceptedAt === undefined ? [] : [acceptedAt - Number(row.storedAt)];
      })
      .sort((a, b) => a - b);
    const p95 = Math.round(percentile(delays, 95) ?? Number.NaN);
    return [
      { name: `Owner's alert: stored request to e-mail accepted by Resend, p95 (${delays.length} of ${REQUESTS} requests, 10/s)`, value: p95, unit: "ms", budget: "(info)", ok: delays.length === REQUESTS },
      { name: "Owner's alert: median", value: Math.round(percentile(delays, 50) ?? Number.NaN), unit: "ms", budget: "(info)", ok: true },
    ];
  } finally {
    await client.query(`DELETE FROM "leads" WHERE "email" LIKE $1`, [`%@${MARKER_DOMAIN}`]).catch(() => {});
    await client.end();
  }
}

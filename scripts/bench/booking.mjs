// Bench part: booking the free measure-up.
//
// 1. The slots answer (GET /api/booking/{token}/slots) with 2,000 visits booked: budget p95 under
//    50 ms server time (its Server-Timing `app` duration: the link's lookup, the owner's settings,
//    the visits in the window and the slot rules). The visits are seeded as a busy owner leaves
//    them: three on every weekday (8:00, 10:30, 13:00 Sydney) back from the end of the booking
//    window, the newest 2,000, so the window itself holds three a day against a cap of four.
// 2. The booking page (/book/{token}) against the visitor's budgets (./support/budgets.mjs; SEO
//    without "is-crawlable": the page is noindex on purpose), and HTML at most 20 KB gzipped.
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { KB, kb } from "./support/budgets.mjs";
import { visitorPage } from "./support/reference-runs.mjs";

const VISITS = 2_000;
const CALLS = 300;
const BUDGET_MS = 50;
const MARKER_DOMAIN = "bench-booking.invalid";

/**
 * @param {number[]} values
 * @returns {number}
 */
function p95(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]);
}

/**
 * 2,000 leads, each with one visit; and one more lead with a booking link, whose token is answered.
 * @param {pg.Client} client
 */
async function seed(client) {
  await client.query(
    `WITH "times" AS (
       SELECT (d::date + t) AT TIME ZONE 'Australia/Sydney' AS "startsAt"
       FROM generate_series((now() AT TIME ZONE 'Australia/Sydney')::date - 1000, (now() AT TIME ZONE 'Australia/Sydney')::date + 21, interval '1 day') d,
            (VALUES (time '08:00'), (time '10:30'), (time '13:00')) v(t)
       WHERE extract(isodow FROM d) < 6
       ORDER BY 1 DESC LIMIT $1
     ),
     "numbered" AS (SELECT "startsAt", row_number() OVER (ORDER BY "startsAt") AS n FROM "times"),
     "leads" AS (
       INSERT INTO "leads" ("name", "email", "phone", "status", "createdAt")
       SELECT 'Bench Visit ' || n, 'visit' || n || '@${MARKER_DOMAIN}', '0400 000 000', 'visit_booked', "startsAt" - interval '3 days' FROM "numbered"
       RETURNING "id", "email"
     )
     INSERT INTO "visits" ("leadId", "startsAt", "endsAt", "busyUntil", "street", "suburb", "postcode")
     SELECT l."id", x."startsAt", x."startsAt" + interval '45 minutes', x."startsAt" + interval '75 minutes', n || ' Bench Street', 'Parramatta', '2150'
     FROM "numbered" x JOIN "leads" l ON l."email" = 'visit' || x.n || '@${MARKER_DOMAIN}'`,
    [VISITS],
  );
  const token = randomBytes(32).toString("base64url");
  const { rows } = await client.query(`INSERT INTO "leads" ("name", "email", "phone") VALUES ('Bench Booker', 'booker@${MARKER_DOMAIN}', '0400 000 000') RETURNING "id"`);
  await client.query(`INSERT INTO "booking_links" ("tokenHash", "leadId") VALUES ($1, $2)`, [createHash("sha256").update(token).digest("hex"), rows[0].id]);
  for (const table of ["leads", "visits", "booking_links"]) await client.query(`VACUUM ANALYZE "${table}"`);
  return token;
}

/**
 * @param {http.Agent} agent
 * @param {string} url
 * @returns {Promise<{ status: number | undefined, body: string, server: number }>}
 */
function get(agent, url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { accept: "application/json" } }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const timing = /app;dur=([\d.]+)/.exec(String(response.headers["server-timing"] ?? ""));
        resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString("utf8"), server: timing ? Number(timing[1]) : NaN });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** @type {(name: string, value: string | number, unit?: string) => import("../bench.mjs").BenchRow} */
const info = (name, value, unit = "") => ({ name, value, unit, budget: "(info)", ok: true });

/** @param {import("../bench.mjs").BenchContext} context */
export default async function booking({ baseURL, databaseUrl, root, chromePath }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    console.log(`booking: seeding ${VISITS.toLocaleString("en-AU")} visits…`);
    const token = await seed(client);
    const stored = Number((await client.query(`SELECT count(*) FROM "visits" WHERE "cancelledAt" IS NULL`)).rows[0].count);
    const slotsUrl = `${baseURL}/api/booking/${token}/slots`;
    for (let i = 0; i < 30; i++) await get(agent, slotsUrl); // warm-up: JIT, pool, plan cache
    const server = [];
    let offered = 0;
    for (let i = 0; i < CALLS; i++) {
      const answer = await get(agent, slotsUrl);
      if (answer.status !== 200) throw new Error(`booking bench: GET slots answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      offered = JSON.parse(answer.body).slots.length;
      server.push(answer.server);
    }
    const slotsP95 = p95(server);

    const { run, rows } = await visitorPage({ label: "booking page", baseURL, path: `/book/${token}`, root, chromePath, private: true });
    return [
      { name: `booking: visits stored (slots offered: ${offered})`, value: stored, unit: "visits", budget: `>= ${VISITS}`, ok: stored >= VISITS },
      { name: `booking: GET slots p95, server time (${CALLS} calls)`, value: Number(slotsP95.toFixed(1)), unit: "ms", budget: `< ${BUDGET_MS}`, ok: slotsP95 < BUDGET_MS },
      info("booking: GET slots median, server time", Number(/** @type {number} */ ([...server].sort((a, b) => a - b)[Math.floor(server.length / 2)]).toFixed(1)), "ms"),
      ...rows,
      { name: "booking page: HTML, gzipped", value: kb(run.htmlBytes), unit: "KB", budget: "<= 20", ok: run.htmlBytes <= 20 * KB },
    ];
  } finally {
    agent.destroy();
    await client.query(`DELETE FROM "leads" WHERE "email" LIKE $1`, [`%@${MARKER_DOMAIN}`]).catch(() => {});
    await client.end();
  }
}

import path from "node:path";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { createScratchDatabase } from "../../scripts/scratch-database.mjs";
import { seedLeads } from "../support/seed-leads";
import { percentile } from "./support/fixed-rate";
import { signInByApi } from "./support/api-signin";
import { startOwnServer, type OwnServer } from "./support/own-server";

/**
 * Heavy work cannot make the server slow for everyone: 60 parallel requests for one quote's PDF
 * (rendered once when its e-mail was sent, stored, at most two renders at once:
 * lib/quotes/pdf-store.ts) and 200 instant estimates in a burst, while /api/health is asked every
 * 20 ms: its p95 stays under HEALTH_P95_MS. Measured on the code before the PDF store: 1.1 s on this 2-core machine (every
 * PDF request rendered the document again on the main thread).
 */
test.describe.configure({ timeout: 300_000 });

const HEALTH_P95_MS = 300;
const PDFS = 60;
const ESTIMATES = 200;

test(`${PDFS} parallel PDF requests and ${ESTIMATES} estimates in a burst: /api/health p95 under ${HEALTH_P95_MS} ms`, async ({}, testInfo) => {
  const serverUrl = process.env.E2E_DATABASE_URL;
  test.skip(!serverUrl, "measured on PostgreSQL: run with DATABASE_URL set (CI does)");
  const database = await createScratchDatabase(serverUrl!, "orbit_heavy");
  let server: OwnServer | undefined;
  try {
    server = await startOwnServer({ DATABASE_URL: database.url, ESTIMATE_RATE_LIMIT: "1000000", SLOTS_RATE_LIMIT: "1000000" });
    const base = server.baseURL;
    // A sent quote, made and sent as the owner does, and its customer link.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const [leadId] = await seedLeads(async (sql, params) => (await client.query(sql, params)).rows, [{ name: "Hugh Heavy", email: "heavy@example.com" }]);
    await client.end();
    const cookie = await signInByApi(base, path.join(server.dataDir, "outbox"));
    const admin = async (url: string, body?: unknown) => {
      const response = await fetch(`${base}${url}`, { method: "POST", headers: { "Content-Type": "application/json", Origin: base, Cookie: cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
      expect(response.status, url).toBeLessThan(300);
      return (await response.json()) as { data: { id: number; url: string } };
    };
    const lines = Array.from({ length: 40 }, (_, i) => ({ section: `Room ${Math.floor(i / 5) + 1}`, description: `Walls and trims, two coats, item ${i + 1}`, quantity: 10 + i, unit: "m2", unitPriceCents: 2_400 }));
    const quote = (await admin(`/api/admin/leads/${leadId}/quotes`, { lines })).data;
    await admin(`/api/admin/leads/${leadId}/quotes/${quote.id}/send`);
    const pdfUrl = `${(await admin(`/api/admin/leads/${leadId}/quotes/${quote.id}/link`)).data.url.replace(/^https?:\/\/[^/]+/, base)}/pdf`;
    // The customer opens the link from the quote's e-mail, whose job rendered and stored the PDF.
    const stored = new pg.Client({ connectionString: database.url });
    await stored.connect();
    await expect.poll(async () => (await stored.query(`SELECT count(*)::int AS n FROM "quote_pdfs" WHERE "quoteId" = $1`, [quote.id])).rows[0].n, { timeout: 60_000 }).toBeGreaterThan(0);
    await stored.end();
    // Warm: every route compiled and loaded once.
    await fetch(`${base}/api/health`);
    await fetch(`${base}/api/estimate`, { method: "POST", headers: { "Content-Type": "application/json", Origin: base }, body: JSON.stringify({ exterior: { fences: { metres: 20 } } }) });

    const health: number[] = [];
    let loading = true;
    const prober = (async () => {
      while (loading) {
        const started = performance.now();
        const response = await fetch(`${base}/api/health`);
        await response.arrayBuffer();
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const statuses = new Map<number, number>();
    const tally = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    await Promise.all([
      ...Array.from({ length: PDFS }, async () => tally((await fetch(pdfUrl).then(async (response) => (await response.arrayBuffer(), response))).status)),
      ...Array.from({ length: ESTIMATES }, async () =>
        tally(
          (
            await fetch(`${base}/api/estimate`, { method: "POST", headers: { "Content-Type": "application/json", Origin: base }, body: JSON.stringify({ exterior: { fences: { metres: 20 } } }) }).then(
              async (response) => (await response.arrayBuffer(), response),
            )
          ).status,
        ),
      ),
    ]);
    loading = false;
    await prober;
    const p95 = percentile(health, 0.95);
    testInfo.annotations.push({ type: "measured", description: `/api/health p95 ${p95.toFixed(0)} ms over ${health.length} probes; answers ${JSON.stringify(Object.fromEntries(statuses))}` });
    console.log(`[heavy-work] /api/health p95 ${p95.toFixed(0)} ms (${health.length} probes); answers ${JSON.stringify(Object.fromEntries(statuses))}`);
    // Every answer is a success or the gate's 503: never an error.
    expect([...statuses.keys()].every((status) => status === 200 || status === 503)).toBe(true);
    expect(health.length).toBeGreaterThan(5);
    expect(p95).toBeLessThan(HEALTH_P95_MS);
  } finally {
    await server?.stop();
    await database.drop();
  }
});

import path from "node:path";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { createScratchDatabase } from "../../scripts/scratch-database.mjs";
import { seedLeads } from "../support/seed-leads";
import { answerOf, percentile, type Answer } from "./support/fixed-rate";
import { signInByApi } from "./support/api-signin";
import { startOwnServer, type OwnServer } from "./support/own-server";

/**
 * Heavy work cannot make the server slow for everyone: 60 parallel requests for one quote's PDF
 * (rendered once, stored, at most two renders at once: lib/quotes/pdf-store.ts) and 200 instant
 * estimates in a burst, while /api/health is asked every 20 ms: its p95 stays under
 * HEALTH_P95_MS (the health check has a connection of its own: lib/db.ts).
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
    // The quote's e-mail carries its PDF, rendered once and stored: customers open it after.
    await expect.poll(async () => Number((await client.query(`SELECT count(*) AS n FROM "quote_pdfs" WHERE "quoteId" = $1`, [quote.id])).rows[0].n), { timeout: 60_000 }).toBe(1);
    await client.end();
    // Warm: every route compiled and loaded once (the PDF's from storage: no render).
    await fetch(`${base}/api/health`);
    await fetch(`${base}/api/estimate`, { method: "POST", headers: { "Content-Type": "application/json", Origin: base }, body: JSON.stringify({ exterior: { fences: { metres: 20 } } }) });
    expect((await fetch(pdfUrl)).status).toBe(200);

    // The test's clients speak node:http, as the load test's do: fetch's own CPU on the same two
    // cores would show up as the server's latency (tests/e2e/support/fixed-rate.ts). They accept
    // gzip as browsers do.
    const accept = { "accept-encoding": "gzip, br" };
    const health: number[] = [];
    let loading = true;
    const prober = (async () => {
      while (loading) {
        const started = performance.now();
        expect((await answerOf(`${base}/api/health`)).status).toBe(200);
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    // Every answer is a success or the gate's refusal with Retry-After: never an error.
    const answers = new Map<string, number>();
    const wrong: string[] = [];
    const tally = (what: string, answer: Answer, ok: boolean) => {
      answers.set(`${what} ${answer.status}`, (answers.get(`${what} ${answer.status}`) ?? 0) + 1);
      if (!ok) wrong.push(`${what} ${answer.status} ${answer.headers["retry-after"]} ${answer.body.subarray(0, 80).toString("latin1")}`);
    };
    const retryAfter = (answer: Answer) => Number(answer.headers["retry-after"]) > 0;
    const pdf = async () => {
      const answer = await answerOf(pdfUrl, { headers: accept });
      tally("pdf", answer, answer.status === 200 ? answer.body.subarray(0, 5).toString("latin1") === "%PDF-" : answer.status === 503 && retryAfter(answer));
    };
    const estimate = async () => {
      const answer = await answerOf(`${base}/api/estimate`, { method: "POST", headers: { ...accept, "content-type": "application/json", origin: base }, body: JSON.stringify({ exterior: { fences: { metres: 20 } } }) });
      tally("estimate", answer, answer.status === 200 ? answer.headers["content-type"]?.startsWith("application/json") === true : answer.status === 429 && retryAfter(answer));
    };
    await Promise.all([...Array.from({ length: PDFS }, pdf), ...Array.from({ length: ESTIMATES }, estimate)]);
    loading = false;
    await prober;
    const p95 = percentile(health, 0.95);
    const measured = `/api/health p95 ${p95.toFixed(0)} ms, max ${Math.max(...health).toFixed(0)} ms over ${health.length} probes; answers ${JSON.stringify(Object.fromEntries(answers))}`;
    testInfo.annotations.push({ type: "measured", description: measured });
    console.log(`[heavy-work] ${measured}`);
    expect(wrong).toEqual([]);
    expect(answers.get("pdf 200")).toBeGreaterThan(0);
    expect(answers.get("estimate 200")).toBeGreaterThan(0);
    expect(health.length).toBeGreaterThan(5);
    expect(p95).toBeLessThan(HEALTH_P95_MS);
  } finally {
    await server?.stop();
    await database.drop();
  }
});

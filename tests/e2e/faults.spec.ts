import { createHash, randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { ownDatabase, startOwnServer, type OwnServer } from "./support/own-server";
import { leadRequestBody, leadRequestHeaders } from "./support/quote-api";
import { startScratchPostgres, type ScratchPostgres } from "./support/scratch-postgres";
import { startResendStandIn } from "../support/resend-stand-in.mjs";

/**
 * Faults: PostgreSQL stops and starts again while visitors submit quote requests and
 * the owner reads the inbox. Meanwhile the app answers 503; afterwards it recovers by itself (the
 * same server process, no restart), and every request it accepted is stored exactly once.
 * One viewport is enough: this is about the server.
 */
test.describe.configure({ mode: "serial", timeout: 240_000 });

async function adminCookie(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT "id", "username" FROM "users" ORDER BY "id" LIMIT 1`);
    const token = randomBytes(32).toString("base64url");
    const sid = createHash("sha256").update(token).digest("hex");
    const sess = { userId: rows[0].id, username: rows[0].username, createdAt: new Date().toISOString(), userAgent: "faults-test" };
    await client.query(`INSERT INTO "sessions" ("sid", "sess", "expire") VALUES ($1, $2, now() + interval '1 hour')`, [sid, sess]);
    return `__Host-orbit.session=${token}; orbit.session=${token}`;
  } finally {
    await client.end();
  }
}

const MARKER = "faults-test.invalid";

async function query<Row>(databaseUrl: string, sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/**
 * A visitor who keeps trying until the request is accepted, with the same idempotency key each
 * time (what the form does on a failed try). Returns the key once answered 201.
 */
async function submitUntilAccepted(baseURL: string, id: string, statuses: Map<number, number>, deadline: number): Promise<string> {
  const key = randomUUID();
  const body = leadRequestBody(id, MARKER, key);
  for (;;) {
    let status = 0;
    try {
      const response = await fetch(`${baseURL}/api/contact`, { method: "POST", headers: leadRequestHeaders, body });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = -1; // connection error: the server itself must stay up, so this counts against it
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status === 201) return key;
    if (Date.now() > deadline) throw new Error(`request ${id} was never accepted (last status ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test("PostgreSQL stopped and started mid-run: 503 meanwhile, recovery without a restart, every accepted request stored once", async ({}, testInfo) => {
  let database: ScratchPostgres | undefined;
  let server: OwnServer | undefined;
  try {
    database = await startScratchPostgres();
    server = await startOwnServer({ DATABASE_URL: database.url, LEAD_RATE_LIMIT: "1000000" });
    const pid = server.serverPid();
    const cookie = await adminCookie(database.url);
    const statuses = { reads: new Map<number, number>(), health: new Map<number, number>(), submissions: new Map<number, number>() };
    const count = (map: Map<number, number>, status: number) => map.set(status, (map.get(status) ?? 0) + 1);
    let running = true;

    const reader = async () => {
      while (running) {
        const response = await fetch(`${server!.baseURL}/api/admin/quotes?page=1&limit=10`, { headers: { cookie } });
        count(statuses.reads, response.status);
        await response.arrayBuffer();
        const health = await fetch(`${server!.baseURL}/api/health`);
        count(statuses.health, health.status);
        await health.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const readers = [reader(), reader()];
    const acceptedKeys: string[] = [];
    let submitted = 0;
    const submitter = async (worker: number) => {
      while (running) {
        const id = `${worker}-${submitted++}`;
        acceptedKeys.push(await submitUntilAccepted(server!.baseURL, id, statuses.submissions, Date.now() + 60_000));
      }
    };
    const submitters = Array.from({ length: 6 }, (_, worker) => submitter(worker));

    await new Promise((resolve) => setTimeout(resolve, 3_000));
    database.stop();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    database.start();
    // Recovery: the same process answers 200 again within a few seconds.
    await expect
      .poll(async () => (await fetch(`${server!.baseURL}/api/admin/quotes?page=1&limit=10`, { headers: { cookie } })).status, { timeout: 30_000 })
      .toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    running = false;
    await Promise.all([...readers, ...submitters]);

    expect(server.serverPid()).toBe(pid);
    expect([...statuses.reads.keys()].sort()).toEqual([200, 503]);
    expect([...statuses.health.keys()].sort()).toEqual([200, 503]);
    // Submissions: accepted or "try again" (503), never an error or a dropped connection.
    expect([...statuses.submissions.keys()].sort()).toEqual([201, 503]);
    const stored = await query<{ key: string; copies: number }>(
      database.url,
      `SELECT "idempotency_key" AS key, count(*)::int AS copies FROM "leads" WHERE "email" LIKE $1 GROUP BY 1`,
      [`%@${MARKER}`],
    );
    expect(stored.filter((row) => row.copies !== 1)).toEqual([]);
    expect(stored.map((row) => row.key).sort()).toEqual([...acceptedKeys].sort());
    expect(acceptedKeys.length).toBeGreaterThan(20);
    testInfo.annotations.push({
      type: "statuses",
      description: JSON.stringify({ reads: [...statuses.reads], health: [...statuses.health], submissions: [...statuses.submissions], accepted: acceptedKeys.length }),
    });
  } finally {
    if (server) await testInfo.attach("server-log", { body: server.log(), contentType: "text/plain" });
    await server?.stop();
    database?.destroy();
  }
});

test("the embedded database survives a killed server process without losing an accepted request", async () => {
  // DATABASE_URL empty: the launcher starts the embedded PGlite in the server's data folder.
  let server = await startOwnServer({ DATABASE_URL: "", LEAD_RATE_LIMIT: "1000000" });
  const dataDir = server.dataDir;
  const accepted: number[] = [];
  try {
    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from({ length: 4 }, async (_, worker) => {
        for (let i = 0; i < 10; i++) {
          const response = await fetch(`${server.baseURL}/api/contact`, { method: "POST", headers: leadRequestHeaders, body: leadRequestBody(`kill-${worker}-${i}`, MARKER) });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status === 201) accepted.push(((await response.json()) as { id: number }).id);
        }
      }),
    );
    expect([...statuses.keys()]).toEqual([201]);
    // kill -9 of the launcher (which owns PGlite) and the Next server, right after the answers.
    await server.kill();
    server = await startOwnServer({ DATABASE_URL: "", LEAD_RATE_LIMIT: "1000000" }, dataDir);
    const url = readFileSync(path.join(dataDir, "pglite.url"), "utf8").trim();
    const rows = await query<{ id: number }>(url, `SELECT "id" FROM "leads" WHERE "email" LIKE $1 ORDER BY "id"`, [`%@${MARKER}`]);
    expect(rows.map((row) => row.id)).toEqual([...accepted].sort((a, b) => a - b));
    expect(accepted).toHaveLength(40);
  } finally {
    await server.stop();
  }
});

test("alerts of a request answered 201 survive the server being killed before they were sent, and each e-mail goes once", async ({}, testInfo) => {
  const resend = await startResendStandIn();
  const database = await ownDatabase();
  const mailEnv = { ...database.env, MAIL_TRANSPORT: "resend", RESEND_API_KEY: "re_e2e_stand_in", RESEND_BASE_URL: resend.url };
  // Resend is failing (a 500, then a 429): the first tries of both e-mails are refused.
  resend.failures.push(500, 429);
  try {
    let server = await startOwnServer(mailEnv);
    const dataDir = server.dataDir;
    try {
      const response = await fetch(`${server.baseURL}/api/contact`, { method: "POST", headers: leadRequestHeaders, body: leadRequestBody("restart", MARKER) });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: number };
      await expect.poll(() => resend.requests.length, { timeout: 10_000 }).toBe(2);
      // Killed (kill -9) between the refused first tries (recorded by now) and the retries, due
      // 2.7 s after them. (A kill in the middle of a try would leave its job locked for 4 hours.)
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await server.kill();
      expect(resend.delivered).toEqual([]);

      server = await startOwnServer(mailEnv, dataDir);
      await expect.poll(() => resend.delivered.length, { timeout: 30_000 }).toBe(2);
      expect(resend.delivered.map((message) => message.to).sort()).toEqual(["owner@example.com.au", `customer-restart@${MARKER}`].sort());
      expect(resend.delivered.find((message) => message.to === "owner@example.com.au")?.text).toContain(`Request #: ${id}`);
      // Nothing more arrives: each e-mail went once.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(resend.delivered).toHaveLength(2);
      expect(new Set(resend.delivered.map((message) => message.key)).size).toBe(2);
    } finally {
      await testInfo.attach("server-log", { body: server.log(), contentType: "text/plain" });
      await server.stop();
    }
  } finally {
    // Outside the server's try: a server that fails to start still drops its database.
    await resend.close();
    await database.drop();
  }
});

test("an alert cut off mid-send by a killed server is sent again within 2 minutes of the restart, and once", async ({}, testInfo) => {
  const resend = await startResendStandIn();
  const database = await ownDatabase();
  const mailEnv = { ...database.env, MAIL_TRANSPORT: "resend", RESEND_API_KEY: "re_e2e_stand_in", RESEND_BASE_URL: resend.url };
  // Resend takes the first message and never answers: the worker is in the middle of sending it.
  resend.failures.push("hang");
  try {
    let server = await startOwnServer(mailEnv);
    const dataDir = server.dataDir;
    try {
      const response = await fetch(`${server.baseURL}/api/contact`, { method: "POST", headers: leadRequestHeaders, body: leadRequestBody("mid-send", MARKER) });
      expect(response.status).toBe(201);
      await expect.poll(() => resend.requests.filter((request) => request.status === "hung").length, { timeout: 10_000 }).toBe(1);
      const cutOff = resend.requests.find((request) => request.status === "hung")!;
      // kill -9 while its job is locked and its call to Resend unanswered.
      await server.kill();
      const killedAt = performance.timeOrigin + performance.now();

      server = await startOwnServer(mailEnv, dataDir);
      await expect.poll(() => resend.requests.filter((request) => request.key === cutOff.key && request.status === 200).length, { timeout: 150_000, intervals: [1_000] }).toBe(1);
      const retriedAt = resend.requests.find((request) => request.key === cutOff.key && request.status === 200)!.at;
      testInfo.annotations.push({ type: "recovery", description: `the cut-off alert was sent again ${((retriedAt - killedAt) / 1000).toFixed(1)} s after the kill` });
      expect(retriedAt - killedAt).toBeLessThan(120_000);
      // Both alerts of the request arrive, each once: the retry carried the same idempotency key.
      await expect.poll(() => resend.delivered.length, { timeout: 30_000 }).toBe(2);
      expect(new Set(resend.delivered.map((message) => message.key)).size).toBe(2);
      expect(resend.delivered.map((message) => message.to).sort()).toEqual(["owner@example.com.au", `customer-mid-send@${MARKER}`].sort());
    } finally {
      await testInfo.attach("server-log", { body: server.log(), contentType: "text/plain" });
      await server.stop();
    }
  } finally {
    // Outside the server's try: a server that fails to start still drops its database.
    await resend.close();
    await database.drop();
  }
});

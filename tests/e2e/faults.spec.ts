import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { startOwnServer, type OwnServer } from "./own-server";
import { startScratchPostgres, type ScratchPostgres } from "./scratch-postgres";

/**
 * Issue 9, faults: PostgreSQL stops and starts again while visitors submit quote requests and
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

test("PostgreSQL stopped and started mid-run: 503 meanwhile, recovery without a restart", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "server behaviour: one viewport is enough");
  let database: ScratchPostgres | undefined;
  let server: OwnServer | undefined;
  try {
    database = await startScratchPostgres();
    server = await startOwnServer({ DATABASE_URL: database.url, QUOTE_RATE_LIMIT: "1000000" });
    const pid = server.serverPid();
    const cookie = await adminCookie(database.url);
    const statuses = { reads: new Map<number, number>(), health: new Map<number, number>() };
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
    await Promise.all(readers);

    expect(server.serverPid()).toBe(pid);
    expect([...statuses.reads.keys()].sort()).toEqual([200, 503]);
    expect([...statuses.health.keys()].sort()).toEqual([200, 503]);
    testInfo.annotations.push({ type: "statuses", description: JSON.stringify({ reads: [...statuses.reads], health: [...statuses.health] }) });
  } finally {
    await server?.stop();
    database?.destroy();
  }
});

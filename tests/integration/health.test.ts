import { createServer } from "node:net";
import pg from "pg";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { Browser } from "./auth-helpers";

// The route reads DATABASE_URL through the cached config and the process-wide client: each case
// starts from fresh modules and no client.
async function loadRoute(databaseUrl: string) {
  vi.resetModules();
  delete (globalThis as { orbitDb?: unknown }).orbitDb;
  delete (globalThis as { orbitHealthDb?: unknown }).orbitHealthDb;
  process.env.DATABASE_URL = databaseUrl;
  return import("@/app/api/health/route");
}

const liveUrl = process.env.DATABASE_URL!;
afterEach(async () => {
  const clients = globalThis as { orbitDb?: { $disconnect(): Promise<void> }; orbitHealthDb?: { $disconnect(): Promise<void> } };
  await clients.orbitDb?.$disconnect();
  await clients.orbitHealthDb?.$disconnect();
  delete clients.orbitDb;
  delete clients.orbitHealthDb;
  process.env.DATABASE_URL = liveUrl;
});

/** A port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("GET /api/health", () => {
  it("answers 200 with db up when the database answers, and no counts to the public", async () => {
    const { GET } = await loadRoute(liveUrl);
    const response = await GET(new Browser().request("/api/health"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true, db: "up" });
  });

  it("tells a signed-in admin how many alerts failed", async () => {
    const { GET } = await loadRoute(liveUrl);
    const { createSession } = await import("@/lib/auth/session");
    const { ensureAdminAccount } = await import("@/lib/auth/admin-account");
    const { getDb } = await import("@/lib/db");
    await ensureAdminAccount();
    const user = await getDb().user.findFirstOrThrow({ select: { id: true, username: true } });
    const { token } = await createSession(user);
    const admin = new Browser();
    admin.cookies.set("orbit.session", token);
    expect(await (await GET(admin.request("/api/health"))).json()).toEqual({ ok: true, db: "up", alerts: { failed: expect.any(Number) } });
  });

  // PostgreSQL only: the embedded PGlite runs one statement at a time, whichever connection sent it.
  it.runIf(Boolean(inject("serverUrl")))("answers at once while every connection of the app's pool is busy: its own connection", async () => {
    const { GET } = await loadRoute(liveUrl);
    const { getDb } = await import("@/lib/db");
    const { getConfig } = await import("@/lib/config");
    const busy = Promise.all(Array.from({ length: getConfig().database.poolSize }, () => getDb().$queryRaw`SELECT 1 AS slept FROM pg_sleep(2)`));
    // Every connection of the app's pool is taken.
    const watcher = new pg.Client({ connectionString: liveUrl });
    await watcher.connect();
    const sleeping = async () => Number((await watcher.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE query LIKE '%FROM pg_sleep(2)%' AND state = 'active' AND pid <> pg_backend_pid()`)).rows[0].n);
    await vi.waitFor(async () => expect(await sleeping()).toBe(getConfig().database.poolSize), { timeout: 5_000 });
    await watcher.end();
    const started = Date.now();
    const response = await GET(new Browser().request("/api/health"));
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_500);
    await busy;
  });

  it("answers 503 with db down when the database cannot be reached", async () => {
    const { GET } = await loadRoute(`postgresql://postgres@127.0.0.1:${await closedPort()}/postgres`);
    const started = Date.now();
    const response = await GET(new Browser().request("/api/health"));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, db: "down" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

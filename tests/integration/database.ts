// Fresh databases for integration tests: a new database on the PostgreSQL server named by
// DATABASE_URL when it is set (CI), else a new in-memory PGlite behind pglite-socket.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startEmbeddedPostgres } from "@/lib/db/embedded.mjs";

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function createScratchDatabase(serverUrl: string | undefined, prefix = "orbit_test"): Promise<ScratchDatabase> {
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres();
    return { url: embedded.url, drop: () => embedded.stop() };
  }
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

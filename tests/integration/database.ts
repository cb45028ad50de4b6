// Fresh databases for integration tests: a new database on the PostgreSQL server named by
// DATABASE_URL when it is set (CI), else a new in-memory PGlite behind pglite-socket.
import { startEmbeddedPostgres } from "@/lib/db/embedded.mjs";
import { createScratchDatabase as createScratchDatabaseOn } from "../../scripts/scratch-database.mjs";

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(serverUrl: string | undefined, prefix = "orbit_test"): Promise<ScratchDatabase> {
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres();
    return { url: embedded.url, drop: () => embedded.stop() };
  }
  return createScratchDatabaseOn(serverUrl, prefix);
}

import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { getConfig } from "@/lib/config";

/**
 * One Prisma client per process, through the pg driver adapter (the same for PostgreSQL and
 * the embedded PGlite). Kept on globalThis so that Next's dev-mode module reloads do not open
 * a new pool on every edit.
 */
const globalForDb = globalThis as unknown as { orbitDb?: PrismaClient };

function createClient(): PrismaClient {
  const { database } = getConfig();
  if (!database.url) {
    throw new Error("DATABASE_URL is not set: start the app with `npm run dev` or `npm start`, which provide one.");
  }
  const adapter = new PrismaPg({
    connectionString: database.url,
    max: database.poolSize,
    // Fail fast when the database is unreachable, so callers can answer 503 promptly.
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
  });
  return new PrismaClient({ adapter });
}

export function getDb(): PrismaClient {
  globalForDb.orbitDb ??= createClient();
  return globalForDb.orbitDb;
}

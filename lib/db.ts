import "server-only";
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { getConfig } from "@/lib/config";
import { sharesOneSession } from "@/lib/db/embedded-url.mjs";

/*
 * How this project talks to the database, the one rule:
 * - Every database call lives in lib/, behind a function named for its operation.
 * - Single-table reads and writes use Prisma's query API (findMany, update, createMany, ...).
 * - Statements Prisma cannot write (several tables in one atomic statement, plan-sensitive reads)
 *   use tagged templates, `$queryRaw`/`$executeRaw` and `Prisma.sql` fragments, so every value is
 *   a bound parameter. Never `*RawUnsafe` with hand-numbered `$n` placeholders; the one exception
 *   is lib/rate-limit.ts, which runs rate-limiter-flexible's own parameterised SQL.
 */

/**
 * One Prisma client per process, through the pg driver adapter (the same for PostgreSQL and
 * the embedded PGlite). Kept on globalThis so that Next's dev-mode module reloads do not open
 * a new pool on every edit.
 */
const globalForDb = globalThis as unknown as { orbitDb?: PrismaClient; orbitHealthDb?: PrismaClient };

/**
 * Each statement is prepared once per connection and named after its text: PostgreSQL then
 * parses and plans the quote insert once, not on every request (docs/performance.md).
 */
const statementName = (query: { sql: string }) => `s_${createHash("sha1").update(query.sql).digest("base64url")}`;

function createClient(poolSize: number): PrismaClient {
  const { database } = getConfig();
  if (!database.url) {
    throw new Error("DATABASE_URL is not set: start the app with `npm run dev` or `npm start`, which provide one.");
  }
  const adapter = new PrismaPg(
    {
      connectionString: database.url,
      max: poolSize,
      // Fail fast when the database is unreachable, so callers can answer 503 promptly.
      connectionTimeoutMillis: 3_000,
      idleTimeoutMillis: 30_000,
      // A connection is replaced after this many queries, which bounds the prepared statements
      // it keeps (queries with lists of varying length each have a text of their own).
      maxUses: 10_000,
    },
    // The embedded PGlite has one session for every connection: named statements would collide.
    sharesOneSession(database.url) ? undefined : { statementNameGenerator: statementName },
  );
  return new PrismaClient({ adapter });
}

export function getDb(): PrismaClient {
  globalForDb.orbitDb ??= createClient(getConfig().database.poolSize);
  return globalForDb.orbitDb;
}

/**
 * The health check's own client, of one connection: it asks only whether the database answers,
 * and must not wait behind a burst of work queued for the app's pool (docs/performance.md).
 */
export function getHealthDb(): PrismaClient {
  globalForDb.orbitHealthDb ??= createClient(1);
  return globalForDb.orbitHealthDb;
}

// Applies the committed migrations in prisma/migrations, in order, recording them in
// `_prisma_migrations` exactly as `prisma migrate deploy` does, so a machine with the Prisma CLI
// sees the same history. Plain ESM JavaScript so that scripts, tests and the Next server share it.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Logger, runMigrations as migrateJobQueue } from "graphile-worker";
import pg from "pg";

// The advisory lock id Prisma Migrate itself takes: our runner and the CLI exclude each other.
const MIGRATION_LOCK_ID = 72707369;

const CREATE_HISTORY_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export class MigrationError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "MigrationError";
  }
}

/** @typedef {{ name: string, sql: string, checksum: string }} MigrationFile */

/**
 * The migration folders on disk, oldest first, each with its SQL and Prisma's checksum.
 * @param {string} migrationsDir
 * @returns {MigrationFile[]}
 */
export function readMigrations(migrationsDir) {
  if (!existsSync(migrationsDir)) return [];
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(migrationsDir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(migrationsDir, name, "migration.sql"));
      return { name, sql: sql.toString("utf8"), checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/**
 * Brings the database at `connectionString` up to date: our migrations, then the job queue's own
 * schema (graphile_worker, migrated by the library itself). Returns our migration names applied
 * now. Refuses (MigrationError) when an applied migration was edited or a previous one failed.
 * @param {{ connectionString: string, migrationsDir: string, log?: (message: string) => void }} options
 * @returns {Promise<string[]>}
 */
export async function migrate({ connectionString, migrationsDir, log = () => {} }) {
  const applied = await migrateAppSchema({ connectionString, migrationsDir, log });
  // Its notices ("migrating...") stay quiet; errors throw.
  await migrateJobQueue({ connectionString, logger: new Logger(() => () => {}) });
  return applied;
}

/**
 * @param {{ connectionString: string, migrationsDir: string, log: (message: string) => void }} options
 * @returns {Promise<string[]>}
 */
async function migrateAppSchema({ connectionString, migrationsDir, log }) {
  const migrations = readMigrations(migrationsDir);
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await client.query(CREATE_HISTORY_TABLE);
      const { rows } = await client.query(
        `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at`,
      );
      /** @type {Map<string, string>} */
      const applied = new Map();
      for (const row of rows) {
        if (row.rolled_back_at) continue;
        if (!row.finished_at) {
          throw new MigrationError(
            `Migration ${row.migration_name} started but never finished. Repair the database, then mark it ` +
              `rolled back (prisma migrate resolve --rolled-back ${row.migration_name}).`,
          );
        }
        applied.set(row.migration_name, row.checksum);
      }

      for (const { name, checksum } of migrations) {
        const recorded = applied.get(name);
        if (recorded && recorded !== checksum) {
          throw new MigrationError(
            `Migration ${name} was edited after it was applied (checksum ${recorded} in the database, ` +
              `${checksum} on disk). Never edit an applied migration: restore it and add a new one.`,
          );
        }
      }
      for (const name of applied.keys()) {
        if (!migrations.some((migration) => migration.name === name)) {
          log(`warning: migration ${name} is recorded in the database but missing from ${migrationsDir}`);
        }
      }

      const pending = migrations.filter((migration) => !applied.has(migration.name));
      for (const migration of pending) {
        // One transaction per migration: a failure leaves neither schema changes nor a history row.
        await client.query("BEGIN");
        try {
          const id = randomUUID();
          await client.query(
            `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
             VALUES ($1, $2, $3, now(), 0)`,
            [id, migration.checksum, migration.name],
          );
          await client.query(migration.sql);
          await client.query(
            `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
            [id],
          );
          await client.query("COMMIT");
          log(`applied migration ${migration.name}`);
        } catch (error) {
          await client.query("ROLLBACK").catch(() => {});
          throw new MigrationError(`Migration ${migration.name} failed: ${/** @type {Error} */ (error).message}`);
        }
      }
      return pending.map((migration) => migration.name);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

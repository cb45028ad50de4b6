import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { MigrationError, migrate, readMigrations } from "@/lib/db/migrator.mjs";
import { createScratchDatabase, type ScratchDatabase } from "./database";

const migrationsDir = path.resolve("prisma/migrations");
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function scratch(): Promise<ScratchDatabase> {
  const database = await createScratchDatabase(inject("serverUrl") || undefined, "orbit_migrator");
  cleanups.push(() => database.drop());
  return database;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("migration runner", () => {
  it("builds a fresh database and records each migration as Prisma does", async () => {
    const { url } = await scratch();
    const files = readMigrations(migrationsDir);
    expect(files.length).toBeGreaterThan(0);

    expect(await migrate({ connectionString: url, migrationsDir })).toEqual(files.map((file) => file.name));

    const tables = await query<{ table_name: string }>(
      url,
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual([
      "_prisma_migrations",
      "adjustment_notes",
      "admin_verification_codes",
      "booking_links",
      "calendar_feed",
      "confirmation_sends",
      "deposit_invoices",
      "document_counters",
      "email_opt_outs",
      "estimator_settings",
      "lead_day_counts",
      "lead_events",
      "lead_notes",
      "lead_notifications",
      "lead_photos",
      "lead_progress_counts",
      "leads",
      "pending_signins",
      "push_subscriptions",
      "quote_acceptances",
      "quote_lines",
      "quote_links",
      "quote_pdfs",
      "quote_questions",
      "quote_settings",
      "quotes",
      "rate_card_items",
      "rate_limits",
      "sessions",
      "spam_requests",
      "stripe_events",
      "stripe_refunds",
      "unsubscribe_links",
      "users",
      "visit_availability",
      "visit_changes",
      "visits",
      "volume_alerts",
      "worker_heartbeats",
    ]);
    // The job queue's own schema comes with ours.
    expect(await query(url, `SELECT count(*)::int AS "n" FROM information_schema.routines WHERE routine_schema = 'graphile_worker' AND routine_name = 'add_jobs'`)).toEqual([{ n: 1 }]);
    const history = await query<{
      id: string;
      checksum: string;
      migration_name: string;
      finished_at: Date | null;
      applied_steps_count: number;
      rolled_back_at: Date | null;
    }>(url, `SELECT * FROM "_prisma_migrations" ORDER BY started_at`);
    expect(history.map((row) => row.migration_name)).toEqual(files.map((file) => file.name));
    for (const [index, row] of history.entries()) {
      const sql = readFileSync(path.join(migrationsDir, row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(sql).digest("hex"));
      expect(row.checksum).toBe(files[index]?.checksum);
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it("is a no-op when run again", async () => {
    const { url } = await scratch();
    await migrate({ connectionString: url, migrationsDir });
    const before = await query(url, `SELECT id, finished_at FROM "_prisma_migrations" ORDER BY id`);
    expect(await migrate({ connectionString: url, migrationsDir })).toEqual([]);
    expect(await query(url, `SELECT id, finished_at FROM "_prisma_migrations" ORDER BY id`)).toEqual(before);
  });

  it("refuses a migration edited after it was applied", async () => {
    const { url } = await scratch();
    const copy = mkdtempSync(path.join(tmpdir(), "orbit-migrations-"));
    cleanups.push(() => rmSync(copy, { recursive: true, force: true }));
    cpSync(migrationsDir, copy, { recursive: true });
    await migrate({ connectionString: url, migrationsDir: copy });

    const first = readMigrations(copy)[0]!;
    appendFileSync(path.join(copy, first.name, "migration.sql"), "\n-- an innocent-looking edit\n");
    const attempt = migrate({ connectionString: url, migrationsDir: copy });
    await expect(attempt).rejects.toBeInstanceOf(MigrationError);
    await expect(migrate({ connectionString: url, migrationsDir: copy })).rejects.toThrow(/was edited after it was applied/);
  });

  it("applies only the new migration, and rolls back a failing one completely", async () => {
    const { url } = await scratch();
    const copy = mkdtempSync(path.join(tmpdir(), "orbit-migrations-"));
    cleanups.push(() => rmSync(copy, { recursive: true, force: true }));
    cpSync(migrationsDir, copy, { recursive: true });
    await migrate({ connectionString: url, migrationsDir: copy });

    // A later migration whose second statement fails: its first statement must not survive.
    const broken = path.join(copy, "29991231000000_broken");
    cpSync(path.join(copy, readMigrations(copy)[0]!.name), broken, { recursive: true });
    writeFileSync(
      path.join(broken, "migration.sql"),
      `CREATE TABLE "half_done" (id INT);\nALTER TABLE "no_such_table" ADD COLUMN x INT;\n`,
    );
    await expect(migrate({ connectionString: url, migrationsDir: copy })).rejects.toThrow(/29991231000000_broken failed/);
    const leftovers = await query(url, `SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`);
    expect(leftovers).toEqual([]);
    expect(await query(url, `SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '29991231000000_broken'`)).toEqual([]);

    writeFileSync(path.join(broken, "migration.sql"), `CREATE TABLE "later" (id INT);\n`);
    expect(await migrate({ connectionString: url, migrationsDir: copy })).toEqual(["29991231000000_broken"]);
  });
});

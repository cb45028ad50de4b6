import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { migrate, readMigrations } from "@/lib/db/migrator.mjs";
import { createScratchDatabase, type ScratchDatabase } from "./database";

// Migration lead_names (issue 44) renames the lead's tables and columns. This builds a database
// of the schema before it, fills every table it renames, applies it, and reads every row back
// under the new names: on the PostgreSQL server when DATABASE_URL names one, and on PGlite.

const migrationsDir = path.resolve("prisma/migrations");
const RENAMING = "lead_names";

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * The migrations folder as it stood before lead_names, or (`through`) up to lead_names itself:
 * later migrations add columns of their own, which are not the renaming's business.
 */
function previousMigrations(through = false): string {
  const all = readMigrations(migrationsDir).map((migration) => migration.name);
  const index = all.findIndex((name) => name.endsWith(`_${RENAMING}`));
  expect(index, `a migration named *_${RENAMING}`).toBeGreaterThan(0);
  const copy = mkdtempSync(path.join(tmpdir(), "orbit-lead-names-"));
  cleanups.push(() => rmSync(copy, { recursive: true, force: true }));
  cpSync(path.join(migrationsDir, "migration_lock.toml"), path.join(copy, "migration_lock.toml"));
  for (const name of all.slice(0, through ? index + 1 : index)) cpSync(path.join(migrationsDir, name), path.join(copy, name), { recursive: true });
  return copy;
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  cleanups.push(() => client.end());
  return client;
}

type Row = Record<string, unknown>;

/** Every row of a table, in a stable order, as JSON values (bytes as hex, times as text). */
async function rowsOf(client: pg.Client, table: string, orderBy: string): Promise<Row[]> {
  const { rows } = await client.query<{ row: Row }>(`SELECT to_jsonb(t) AS "row" FROM "${table}" t ORDER BY ${orderBy}`);
  return rows.map((r) => r.row);
}

/** A row read before the renaming, with its columns under their new names. */
function renamed(row: Row, columns: Record<string, string>): Row {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [columns[key] ?? key, value]));
}

/** Fills every table the migration renames (and what they point at) in the previous schema. */
async function populate(client: pg.Client) {
  await client.query(`
    INSERT INTO "contact_submissions" ("name", "email", "phone", "service", "message", "budget_range", "timeline", "archived", "createdAt", "idempotency_key", "status", "lost_reason", "utmSource", "estimate")
    VALUES ('Ann Lee', 'ann@example.com', '0400 000 001', 'interior', 'Two rooms', '5k-10k', 'asap', false, '2026-11-20T01:00:00Z', 'key-ann', 'new', NULL, 'google', '{"low": 100}'),
           ('Ben Ng', 'ben@example.com', '0400 000 002', NULL, NULL, NULL, NULL, false, '2026-11-21T02:00:00Z', NULL, 'contacted', NULL, NULL, NULL),
           ('Cat Roe', 'cat@example.com', '0400 000 003', 'exterior', 'Fence', NULL, NULL, true, '2026-11-21T03:00:00Z', 'key-cat', 'lost', 'price', NULL, NULL)`);
  const { rows: leads } = await client.query<{ id: number }>(`SELECT "id" FROM "contact_submissions" ORDER BY "id"`);
  const [ann, ben] = leads.map((lead) => lead.id);
  await client.query(`INSERT INTO "quote_notes" ("quoteId", "body", "createdAt") VALUES ($1, 'Gate code 1234', '2026-11-22T00:00:00Z'), ($2, 'Call after 4 pm', '2026-11-22T01:00:00Z')`, [ann, ben]);
  const { rows: spam } = await client.query<{ id: number }>(
    `INSERT INTO "spam_requests" ("name", "email", "phone", "reason") VALUES ('Bot', 'bot@example.com', '0400 999 999', 'honeypot') RETURNING "id"`,
  );
  await client.query(
    `INSERT INTO "quote_photos" ("quoteId", "spamId", "n", "contentType", "width", "height", "bytes", "thumbnail")
     VALUES ($1, NULL, 1, 'image/jpeg', 640, 480, '\\x0102'::bytea, '\\x03'::bytea),
            ($1, NULL, 2, 'image/webp', 320, 240, '\\x0405'::bytea, '\\x06'::bytea),
            (NULL, $2, 1, 'image/jpeg', 10, 10, '\\x07'::bytea, '\\x08'::bytea)`,
    [ann, spam[0]!.id],
  );
  const { rows: quotes } = await client.query<{ id: number }>(
    `INSERT INTO "quotes" ("leadId", "number", "depositHundredths", "validDays", "subtotalCents", "gstCents", "totalCents")
     VALUES ($1, 1, 1000, 30, 10000, 1000, 11000) RETURNING "id"`,
    [ann],
  );
  const { rows: visits } = await client.query<{ id: number }>(
    `INSERT INTO "visits" ("leadId", "startsAt", "endsAt", "busyUntil", "street", "suburb", "postcode")
     VALUES ($1, '2026-12-01T00:00:00Z', '2026-12-01T01:00:00Z', '2026-12-01T01:30:00Z', '1 Main St', 'Ryde', '2112') RETURNING "id"`,
    [ben],
  );
  const { rows: changes } = await client.query<{ id: number }>(
    `INSERT INTO "visit_changes" ("visitId", "kind", "sequence", "startsAt", "endsAt") VALUES ($1, 'booked', 0, '2026-12-01T00:00:00Z', '2026-12-01T01:00:00Z') RETURNING "id"`,
    [visits[0]!.id],
  );
  await client.query(
    `INSERT INTO "quote_notifications" ("quoteId", "kind", "status", "attempts", "lastError", "writtenQuoteId", "visitChangeId", "failedAt")
     VALUES ($1, 'owner_email', 'sent', 1, NULL, NULL, NULL, NULL),
            ($1, 'owner_email', 'failed', 14, 'Resend answered 500', NULL, NULL, '2026-11-22T05:00:00Z'),
            ($1, 'quote_email', 'pending', 0, NULL, $2, NULL, NULL),
            ($3, 'visit_booked_owner', 'pending', 0, NULL, NULL, $4, NULL)`,
    [ann, quotes[0]!.id, ben, changes[0]!.id],
  );
  await client.query(
    `INSERT INTO "rate_limits" ("key", "points", "expire")
     VALUES ('quote:203.0.113.7', 3, 4102444800000), ('quote48:2001:db8:1::/48', 2, 4102444800000), ('quote-link:203.0.113.7', 1, 4102444800000)`,
  );
  return { ann, ben };
}

async function migratesEveryRow(database: ScratchDatabase) {
  await migrate({ connectionString: database.url, migrationsDir: previousMigrations() });
  const client = await connect(database.url);
  const { ann } = await populate(client);

  const before = {
    leads: await rowsOf(client, "contact_submissions", `"id"`),
    notes: await rowsOf(client, "quote_notes", `"id"`),
    photos: await rowsOf(client, "quote_photos", `"id"`),
    notifications: await rowsOf(client, "quote_notifications", `"id"`),
    dayCounts: await rowsOf(client, "quote_day_counts", `"archived", "day"`),
    progressCounts: await rowsOf(client, "quote_progress_counts", `"archived", "status"`),
  };
  // The triggers filled the counters: the comparison below covers real rows.
  expect(before.dayCounts.length).toBeGreaterThan(0);
  expect(before.progressCounts.length).toBeGreaterThan(0);

  const applied = await migrate({ connectionString: database.url, migrationsDir: previousMigrations(true) });
  expect(applied.map((name) => name.replace(/^\d+_/, ""))).toContain(RENAMING);

  const lead = { quoteId: "leadId" };
  expect(await rowsOf(client, "leads", `"id"`)).toEqual(before.leads);
  expect(await rowsOf(client, "lead_notes", `"id"`)).toEqual(before.notes.map((row) => renamed(row, lead)));
  expect(await rowsOf(client, "lead_photos", `"id"`)).toEqual(before.photos.map((row) => renamed(row, lead)));
  expect(await rowsOf(client, "lead_notifications", `"id"`)).toEqual(
    before.notifications.map((row) => renamed(row, { quoteId: "leadId", writtenQuoteId: "quoteId" })),
  );
  expect(await rowsOf(client, "lead_day_counts", `"archived", "day"`)).toEqual(before.dayCounts);
  expect(await rowsOf(client, "lead_progress_counts", `"archived", "status"`)).toEqual(before.progressCounts);
  expect((await client.query(`SELECT "key", "points" FROM "rate_limits" ORDER BY "key"`)).rows).toEqual([
    { key: "lead48:2001:db8:1::/48", points: 2 },
    { key: "lead:203.0.113.7", points: 3 },
    { key: "quote-link:203.0.113.7", points: 1 },
  ]);

  // The migrations after it apply to the renamed, filled database, and name no lead "quote" either.
  await migrate({ connectionString: database.url, migrationsDir });

  // Nothing in the schema still names a lead "quote".
  const oldName = `contact_submissions|quote_(notes|photos|notifications|day_counts|progress_counts)`;
  const leftovers = await client.query<{ what: string; name: string }>(
    `SELECT 'relation' AS "what", c.relname AS "name" FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relname ~ $1
     UNION ALL SELECT 'constraint', conname FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'public' AND conname ~ $1
     UNION ALL SELECT 'trigger', tgname FROM pg_trigger WHERE NOT tgisinternal AND tgname ~ $1
     UNION ALL SELECT 'function', proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public' AND (proname ~ $1 OR prosrc ~ $1)
     UNION ALL SELECT 'column', a.attrelid::regclass::text || '.' || a.attname FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
       WHERE c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
         AND ((c.relname IN ('lead_notes', 'lead_photos') AND a.attname = 'quoteId') OR a.attname = 'writtenQuoteId')`,
    [oldName],
  );
  expect(leftovers.rows).toEqual([]);

  // The counters' triggers and the ids' sequences carry on under the new names.
  const { rows: added } = await client.query<{ id: number }>(
    `INSERT INTO "leads" ("name", "email", "phone", "createdAt") VALUES ('Dan Oh', 'dan@example.com', '0400 000 004', '2026-11-20T05:00:00Z') RETURNING "id"`,
  );
  expect(added[0]!.id).toBeGreaterThan(Math.max(...before.leads.map((row) => Number(row.id))));
  await client.query(`UPDATE "leads" SET "status" = 'contacted' WHERE "id" = $1`, [ann]);
  expect((await client.query(`SELECT "total" FROM "lead_day_counts" WHERE NOT "archived" AND "day" = '2026-11-20'`)).rows).toEqual([{ total: 2 }]);
  expect((await client.query(`SELECT "total" FROM "lead_progress_counts" WHERE NOT "archived" AND "status" = 'contacted'`)).rows).toEqual([{ total: 2 }]);
  const { rows: note } = await client.query<{ id: number }>(`INSERT INTO "lead_notes" ("leadId", "body") VALUES ($1, 'After') RETURNING "id"`, [ann]);
  expect(note[0]!.id).toBeGreaterThan(Math.max(...before.notes.map((row) => Number(row.id))));
  // Deleting a lead still takes its notes, photos and alerts with it.
  await client.query(`DELETE FROM "leads" WHERE "id" = $1`, [ann]);
  for (const table of ["lead_notes", "lead_photos", "lead_notifications"]) {
    expect((await client.query(`SELECT count(*)::int AS "n" FROM "${table}" WHERE "leadId" = $1`, [ann])).rows, table).toEqual([{ n: 0 }]);
  }
}

describe("migration lead_names: the lead's tables renamed with every row", () => {
  it.runIf(Boolean(inject("serverUrl")))("on PostgreSQL", async () => {
    const database = await createScratchDatabase(inject("serverUrl"), "orbit_lead_names");
    cleanups.push(() => database.drop());
    await migratesEveryRow(database);
  }, 120_000);

  it("on PGlite", async () => {
    const database = await createScratchDatabase(undefined);
    cleanups.push(() => database.drop());
    await migratesEveryRow(database);
  }, 300_000);
});

// The committed migrations must build exactly the database prisma/schema.prisma describes:
// otherwise production (which only ever runs the migrations) differs from what the Prisma
// client was generated for. Each diff replays the migrations in PGlite: a few seconds each.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { diffMigrationsToSchema } from "../../scripts/schema-diff.mjs";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const TIMEOUT = 60_000;

const tempRoots: string[] = [];
afterEach(() => {
  for (const dir of tempRoots.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway root holding a copy of prisma/ (schema and migrations), to edit freely. */
function copyPrismaFolder(): string {
  const root = mkdtempSync(path.join(tmpdir(), "schema-drift-"));
  tempRoots.push(root);
  cpSync(path.join(repoRoot, "prisma"), path.join(root, "prisma"), { recursive: true });
  return root;
}

describe("schema drift", () => {
  it(
    "the committed migrations match prisma/schema.prisma",
    async () => {
      const { drift, sql } = await diffMigrationsToSchema({ root: repoRoot });
      // On failure, the message is the SQL `npm run db:migration -- <name>` would write.
      expect(sql).toBe("");
      expect(drift).toBe(false);
    },
    TIMEOUT,
  );

  it(
    "reports a column added to the schema without a migration, and the SQL it reports settles it",
    async () => {
      const root = copyPrismaFolder();
      const schemaPath = path.join(root, "prisma/schema.prisma");
      const schema = readFileSync(schemaPath, "utf8");
      const anchor = /^(\s*timeline\s+String\?.*)$/m; // a field of Lead
      expect(schema).toMatch(anchor);
      writeFileSync(schemaPath, schema.replace(anchor, "$1\n  followUpAt  DateTime? @db.Timestamptz(3)"));

      const { drift, sql } = await diffMigrationsToSchema({ root });
      expect(drift).toBe(true);
      expect(sql).toMatch(/ALTER TABLE "leads" ADD COLUMN\s+"followUpAt" TIMESTAMPTZ\(3\)/);
      expect(sql).not.toMatch(/CREATE TABLE/);

      // Committing that SQL as the next migration, as new-migration.mjs does, ends the drift.
      const folder = path.join(root, "prisma/migrations/99991231235959_add_follow_up_at");
      mkdirSync(folder);
      writeFileSync(path.join(folder, "migration.sql"), sql);
      expect(await diffMigrationsToSchema({ root })).toEqual({ drift: false, sql: "" });
    },
    2 * TIMEOUT,
  );

  it(
    "without migrations, the SQL creates every table of the schema",
    async () => {
      const root = copyPrismaFolder();
      rmSync(path.join(root, "prisma/migrations"), { recursive: true, force: true });
      const schema = readFileSync(path.join(root, "prisma/schema.prisma"), "utf8");
      const models = schema.match(/^model \w+/gm) ?? [];
      const tables = [...schema.matchAll(/@@map\("(\w+)"\)/g)].map((match) => match[1]);
      expect(models.length).toBeGreaterThan(0);

      const { drift, sql } = await diffMigrationsToSchema({ root });
      expect(drift).toBe(true);
      expect(sql.match(/^CREATE TABLE /gm)).toHaveLength(models.length);
      for (const table of tables) expect(sql).toContain(`CREATE TABLE "${table}" (`);
    },
    TIMEOUT,
  );
});

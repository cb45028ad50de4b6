#!/usr/bin/env node
// `npm run db:migration -- <name>`: writes the migration that brings prisma/migrations up to
// prisma/schema.prisma, like `prisma migrate dev --create-only`, but offline (see schema-diff.mjs).
// `npm run db:drift` (--check): fails when schema.prisma has changes no migration carries yet.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { diffMigrationsToSchema, MIGRATION_LOCK } from "./schema-diff.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const migrationsDir = path.join(root, "prisma/migrations");

const USAGE = `Usage:
  npm run db:migration -- <name>   write prisma/migrations/<timestamp>_<name>/migration.sql
                                   (<name>: lowercase letters, digits and underscores, e.g. add_quote_status)
  npm run db:drift                 check that prisma/migrations matches prisma/schema.prisma`;

/**
 * @param {string} message
 * @returns {never}
 */
function usageError(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

/** Prisma's folder timestamp: YYYYMMDDHHMMSS in UTC. */
function timestamp(date = new Date()) {
  return date.toISOString().replace(/\D/g, "").slice(0, 14);
}

async function check() {
  const { drift, sql } = await diffMigrationsToSchema({ root });
  if (!drift) {
    console.log("Schema and migrations agree.");
    return 0;
  }
  console.error(
    "prisma/schema.prisma has changes that no migration in prisma/migrations carries.\n" +
      "Run `npm run db:migration -- <name>` to write the migration, review it and commit it.\n" +
      "The missing SQL:\n\n" +
      sql,
  );
  return 1;
}

/** @param {string} name */
async function create(name) {
  const { drift, sql } = await diffMigrationsToSchema({ root });
  if (!drift) {
    console.log("No schema changes: nothing to write.");
    return 0;
  }
  const folder = path.join(migrationsDir, `${timestamp()}_${name}`);
  // mkdir without `recursive` below would also refuse; this says why.
  if (existsSync(folder)) throw new Error(`${path.relative(root, folder)} already exists. Wait a second and retry.`);
  mkdirSync(migrationsDir, { recursive: true });
  mkdirSync(folder);
  writeFileSync(path.join(folder, "migration.sql"), sql);
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  if (!existsSync(lockPath)) writeFileSync(lockPath, MIGRATION_LOCK);
  console.log(`Wrote ${path.relative(root, path.join(folder, "migration.sql"))}. Review it, then commit it.`);
  return 0;
}

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === "--help" || args[0] === "-h")) {
  console.log(USAGE);
  process.exit(0);
}
if (args.length !== 1) usageError(args.length ? `Expected one argument, got ${args.length}.` : "Missing migration name.");
const arg = /** @type {string} */ (args[0]);
if (arg.startsWith("-") && arg !== "--check") usageError(`Unknown option ${arg}.`);
if (arg !== "--check" && !/^[a-z0-9_]+$/.test(arg)) {
  usageError(`Invalid migration name "${arg}": use lowercase letters, digits and underscores only.`);
}

try {
  process.exitCode = arg === "--check" ? await check() : await create(arg);
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exitCode = 1;
}

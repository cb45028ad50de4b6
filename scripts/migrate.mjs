#!/usr/bin/env node
// `npm run db:migrate`: applies prisma/migrations to DATABASE_URL (the server also does this at start).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate } from "../lib/db/migrator.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const connectionString = process.env.DATABASE_URL;
if (!connectionString) {
  console.error("DATABASE_URL is not set. Point it at the PostgreSQL database to migrate.");
  process.exit(2);
}
try {
  const applied = await migrate({ connectionString, migrationsDir: path.join(root, "prisma/migrations"), log: console.log });
  console.log(applied.length ? `Applied ${applied.length} migration(s).` : "Database is up to date.");
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}

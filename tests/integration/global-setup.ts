import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrate } from "@/lib/db/migrator.mjs";
import { createScratchDatabase, type ScratchDatabase } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    /** The PostgreSQL server to create more scratch databases on; empty for embedded PGlite. */
    serverUrl: string;
  }
}

let database: ScratchDatabase | undefined;

/** One migrated scratch database for the whole integration run, dropped at the end. */
export async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL ?? "";
  database = await createScratchDatabase(serverUrl || undefined);
  await migrate({ connectionString: database.url, migrationsDir: path.resolve("prisma/migrations") });
  project.provide("databaseUrl", database.url);
  project.provide("serverUrl", serverUrl);
  console.log(`integration database: ${serverUrl ? "PostgreSQL server from DATABASE_URL" : "embedded PGlite"}`);
}

export async function teardown() {
  await database?.drop();
}

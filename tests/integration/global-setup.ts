import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrate } from "@/lib/db/migrator.mjs";
import { createScratchDatabase, type ScratchDatabase } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    /** One migrated scratch database per worker: files run two at a time, each alone on its database. */
    databaseUrls: string[];
    /** The PostgreSQL server to create more scratch databases on; empty for embedded PGlite. */
    serverUrl: string;
  }
}

let databases: ScratchDatabase[] = [];

/** A migrated scratch database for each worker of the integration run, dropped at the end. */
export async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL ?? "";
  // As many as the project's workers (vitest.config.ts), so no two files ever share one.
  const workers = Math.max(1, project.config.maxWorkers);
  databases = await Promise.all(Array.from({ length: workers }, () => createScratchDatabase(serverUrl || undefined)));
  await Promise.all(databases.map((database) => migrate({ connectionString: database.url, migrationsDir: path.resolve("prisma/migrations") })));
  project.provide("databaseUrls", databases.map((database) => database.url));
  project.provide("serverUrl", serverUrl);
  console.log(`integration database: ${serverUrl ? "PostgreSQL server from DATABASE_URL" : "embedded PGlite"}`);
}

export async function teardown() {
  await Promise.all(databases.map((database) => database.drop()));
}

#!/usr/bin/env node
// `npm run admin:unlock`: clears the sign-in locks (lib/auth/unlock.mjs), on the database the
// server uses: DATABASE_URL (from the environment or .env), else the embedded PGlite, through the
// running server's socket when it runs, or opened here when it does not.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import nextEnv from "@next/env";
import pg from "pg";
import { unlockSignIns } from "../lib/auth/unlock.mjs";
import { startEmbeddedPostgres } from "../lib/db/embedded.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
nextEnv.loadEnvConfig(root, false);

const dataDir = path.resolve(root, process.env.DATA_DIR || ".data", "pglite");
/** @type {Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined} */
let embedded;
let url = process.env.DATABASE_URL;
if (!url && existsSync(`${dataDir}.url`)) url = readFileSync(`${dataDir}.url`, "utf8").trim();
if (!url) {
  embedded = await startEmbeddedPostgres({ dataDir });
  url = embedded.url;
}

const client = new pg.Client({ connectionString: url });
try {
  await client.connect();
  const { limits } = await unlockSignIns(client);
  console.log(`Sign-in unlocked: ${limits} limit ${limits === 1 ? "entry" : "entries"} cleared.`);
  console.log("One address's own block, kept in a running server's memory, still ends on its own within 15 minutes (or at a restart).");
} catch (error) {
  console.error(`Could not clear the sign-in locks: ${/** @type {Error} */ (error).message}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
  await embedded?.stop();
}

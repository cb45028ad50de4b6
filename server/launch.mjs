#!/usr/bin/env node
// `npm run dev` / `npm start`: runs Next.js's own server (`next dev` / `next start`, through its
// CLI), first starting the embedded PGlite database when no DATABASE_URL is configured. This
// process owns the database directory for as long as Next runs; migrations are applied by the
// server itself at start (instrumentation.ts).
// It lives in server/, not scripts/: `npm start` runs it in production, where it owns the database.
import { spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import nextEnv from "@next/env";
import { DataDirInUseError, startEmbeddedPostgres } from "../lib/db/embedded.mjs";
import { embeddedDatabaseAllowed, embeddedInProductionMessage } from "../lib/db/embedded-url.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [mode, ...nextArgs] = process.argv.slice(2);
if (mode !== "dev" && mode !== "start") {
  console.error("usage: node server/launch.mjs dev|start [-p port] [-H host]");
  process.exit(2);
}

// Read .env files the way Next will, so DATABASE_URL there counts too.
nextEnv.loadEnvConfig(root, mode === "dev");
const env = { ...process.env };
// No usage data leaves the machine unless the owner opts in.
env.NEXT_TELEMETRY_DISABLED ??= "1";

/** @type {import("../lib/db/embedded.mjs").EmbeddedPostgres | undefined} */
let embedded;
/** @type {string | undefined} */
let urlFile;
if (!env.DATABASE_URL && !embeddedDatabaseAllowed({ production: mode === "start", flag: env.EMBEDDED_DATABASE })) {
  console.error(embeddedInProductionMessage);
  process.exit(1);
}
if (!env.DATABASE_URL) {
  const dataDir = path.resolve(root, env.DATA_DIR || ".data", "pglite");
  try {
    embedded = await startEmbeddedPostgres({ dataDir });
  } catch (error) {
    console.error(error instanceof DataDirInUseError ? error.message : `Could not start the embedded database: ${/** @type {Error} */ (error).stack}`);
    process.exit(1);
  }
  env.DATABASE_URL = embedded.url;
  // Where this run's embedded database listens, for tools that share it while it runs (the
  // end-to-end tests seed quote requests through it). Removed at shutdown.
  urlFile = `${dataDir}.url`;
  writeFileSync(urlFile, embedded.url, { mode: 0o600 });
  // pglite-socket serialises every connection onto one PGlite: a small pool is plenty.
  env.DATABASE_POOL_SIZE ??= "4";
  console.log(`Embedded PostgreSQL (PGlite) on ${dataDir}: no DATABASE_URL was set.`);
}

if (mode === "start") env.NODE_ENV = "production";

// Next's CLI, as `npx next` finds it: its arguments (`-p PORT`, `-H HOST`, ...) pass through.
const nextCli = path.join(root, "node_modules", ".bin", "next");
const child = spawn(process.execPath, [nextCli, mode, ...nextArgs], { stdio: "inherit", env, cwd: root });

let exiting = false;
/** @param {number} code */
async function shutdown(code) {
  if (exiting) return;
  exiting = true;
  await embedded?.stop();
  if (urlFile) rmSync(urlFile, { force: true });
  process.exit(code);
}

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
  process.on(signal, () => {
    // Let Next finish its in-flight requests first; the database closes when it has exited.
    if (child.exitCode === null) child.kill(signal);
    else void shutdown(0);
  });
}
child.on("exit", (code, signal) => void shutdown(code ?? (signal ? 0 : 1)));

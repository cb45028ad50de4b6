#!/usr/bin/env node
// `npm run bench`: builds, starts the production server on a fresh database,
// runs every part in scripts/bench/*.mjs in name order and prints one table with the budget
// beside each figure. Exits non-zero when a budget is missed or a part fails.
//
// A part default-exports `async ({ baseURL, databaseUrl, root, chromePath, serverPid, resend }) => rows`,
// each row `{ name, value, unit, budget, ok }` (`ok: true` with budget "(info)" for figures that
// have no budget).
//
//   npm run bench                      build, then every part
//   npm run bench -- --skip-build      reuse the bench's own last build (not a plain `npm run build`: other business facts)
//   npm run bench -- landing contact   only the parts whose file names contain these words
//
// With DATABASE_URL set, a new database is created on that server for the run and dropped after;
// without it the server runs on a fresh embedded PGlite (the API budgets are stated for PostgreSQL).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import webpush from "web-push";
import { findChromium, missingChromiumHelp } from "../tests/support/browser.mjs";
import { e2eBusinessFacts, throwawayProductionEnv } from "../tests/support/e2e-env.mjs";
import { startResendStandIn } from "../tests/support/resend-stand-in.mjs";
import { createScratchDatabase } from "./scratch-database.mjs";
import { hostNote } from "./bench/support/budgets.mjs";
import { measuredBareRun } from "./bench/support/reference-runs.mjs";

/**
 * What every part in scripts/bench/ is given, and the rows of the table it answers.
 * @typedef {{ baseURL: string, databaseUrl: string, root: string, chromePath: string, serverPid: number | undefined, resend: Awaited<ReturnType<typeof import("../tests/support/resend-stand-in.mjs").startResendStandIn>> }} BenchContext
 * @typedef {{ name: string, value: string | number, unit?: string, budget: string, ok: boolean }} BenchRow
 * @typedef {(context: BenchContext) => Promise<BenchRow[]>} BenchPart
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const skipBuild = args.includes("--skip-build");
const only = args.filter((arg) => !arg.startsWith("--"));
const port = Number(process.env.BENCH_PORT ?? 3290);
const baseURL = `http://localhost:${port}`;

const chromePath = findChromium();
if (!chromePath) {
  console.error(missingChromiumHelp);
  process.exit(1);
}

const partsDir = path.join(root, "scripts", "bench");
const parts = readdirSync(partsDir)
  .filter((file) => file.endsWith(".mjs"))
  .filter((file) => only.length === 0 || only.some((word) => file.includes(word)))
  .sort();
if (parts.length === 0) {
  console.error(`No bench part matches ${only.join(", ")} in scripts/bench/.`);
  process.exit(2);
}

/**
 * A fresh database for this run: on DATABASE_URL's server, else an embedded PGlite folder.
 * @returns {Promise<{ env: Record<string, string>, dataDir: string, drop: () => Promise<void> }>}
 */
async function benchDatabase() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "orbit-bench-"));
  if (!process.env.DATABASE_URL) {
    return { env: { DATA_DIR: dataDir, DATABASE_URL: "" }, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const database = await createScratchDatabase(process.env.DATABASE_URL, "orbit_bench");
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    dataDir,
    drop: async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * @param {import("node:child_process").ChildProcess} server
 * @param {number} [timeoutMs]
 */
async function waitForHealth(server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseURL}/api/health did not answer 200 within ${timeoutMs / 1000} s`);
}

/** @param {BenchRow[]} rows */
function printTable(rows) {
  const lines = [
    "| measure | value | budget | |",
    "|---|---:|---|---|",
    ...rows.map((row) => `| ${row.name} | ${row.value}${row.unit ? ` ${row.unit}` : ""} | ${row.budget} | ${row.ok ? "ok" : "MISSED"} |`),
  ];
  console.log(`\n${lines.join("\n")}\n`);
  return lines.join("\n");
}

if (!skipBuild) {
  console.log("bench: building (npm run build)…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, ...e2eBusinessFacts, NEXT_TELEMETRY_DISABLED: "1" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const database = await benchDatabase();
// The server's e-mail goes through Resend's client to a local stand-in of its API (`resend` for
// the parts), delivered by the job queue's worker in the server, as in production.
const resend = await startResendStandIn();
const vapid = webpush.generateVAPIDKeys();
// Throwaway secrets for this run only; the limits are raised because the load comes from one address.
/** @type {NodeJS.ProcessEnv} */
const serverEnv = {
  ...process.env,
  ...throwawayProductionEnv({ adminUsername: "bench-admin", dataDir: database.dataDir, vapid }),
  ...database.env,
  MAIL_TRANSPORT: "resend",
  RESEND_API_KEY: "re_bench_stand_in",
  RESEND_BASE_URL: resend.url,
  LEAD_RATE_LIMIT: "1000000000",
  BOOKING_RATE_LIMIT: "1000000000",
  SLOTS_RATE_LIMIT: "1000000000",
  ESTIMATE_RATE_LIMIT: "1000000000",
  SIGNIN_RATE_LIMIT: "1000000000",
  // The bench measures the lead path, not the ceilings' spam path.
  LEAD_HOURLY_CAP: "1000000000",
  PHOTO_DAILY_MB: "1000000",
  CONFIRMATION_HOURLY_CAP: "1000000000",
  // The photo part's uploads all come from this one address (its warm-up sends four at once).
  UPLOADS_PER_ADDRESS: "1000",
};
console.log(`bench: starting the production server on ${baseURL} (${process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite"})…`);
const server = spawn(process.execPath, [path.join(root, "server/launch.mjs"), "start", "-p", String(port)], {
  cwd: root,
  env: serverEnv,
  stdio: ["ignore", "ignore", "inherit"],
});

/** @type {BenchRow[]} */
const rows = [];
let failed = false;
try {
  await waitForHealth(server);
  // Embedded: the launcher writes where its PGlite listens beside the data folder.
  const databaseUrl = database.env.DATABASE_URL || readFileSync(`${path.join(database.dataDir, "pglite")}.url`, "utf8");
  for (const file of parts) {
    console.log(`bench: ${file}…`);
    try {
      /** @type {BenchPart} */
      const part = (await import(pathToFileURL(path.join(partsDir, file)).href)).default;
      rows.push(...(await part({ baseURL, databaseUrl, root, chromePath, serverPid: server.pid, resend })));
    } catch (error) {
      console.error(error);
      rows.push({ name: `${file}: failed`, value: String(/** @type {Error | undefined} */ (error)?.message ?? error).slice(0, 120), unit: "", budget: "runs", ok: false });
    }
  }
} catch (error) {
  console.error(`bench: ${/** @type {Error} */ (error).message}`);
  failed = true;
} finally {
  server.kill("SIGTERM");
  await /** @type {Promise<void>} */ (new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once("exit", () => resolve()))));
  await database.drop().catch((error) => console.error(`bench: could not drop the bench database: ${error.message}`));
  await resend.close();
}

const table = printTable(rows);
const note = hostNote(await measuredBareRun());
if (note) console.error(note);
writeFileSync(path.join(root, ".bench-results.md"), `${table}\n${note ? `\n${note}\n` : ""}`);
const missed = rows.filter((row) => !row.ok);
if (failed || missed.length > 0) {
  console.error(`bench: ${missed.length} budget(s) missed${failed ? " and the run failed" : ""}.`);
  process.exit(1);
}
console.log(`bench: every budget met (${rows.length} figures). Table also in .bench-results.md.`);

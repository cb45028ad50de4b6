#!/usr/bin/env node
// `npm test`: type check and lint (side by side), unit, integration, production build and
// end-to-end, in that order, then one summary line "N passed, N failed". Each step runs even when
// an earlier one failed (except end-to-end, which needs the build), so one run shows every problem.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findTestChromium, missingChromiumHelp } from "../tests/support/browser.mjs";
import { e2eBusinessFacts, e2eSecrets } from "../tests/support/e2e-env.mjs";
import { createScratchDatabase } from "./scratch-database.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = path.join(root, ".test-results");
/** @param {string} name */
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", FORCE_COLOR: process.env.FORCE_COLOR ?? "1" };

/** @typedef {{ passed?: number, failed?: number, skipped?: number }} Counts */
/** @type {({ name: string, ok: boolean, seconds: number } & Required<Counts>)[]} */
const steps = [];

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, counts?: () => Counts }} [options]
 */
function run(name, command, args, options = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...options.env } });
  return recordStep(name, result.status === 0, (Date.now() - started) / 1000, options.counts);
}

/**
 * Adds a finished step to the summary and answers whether it passed.
 * @param {string} name
 * @param {boolean} ok
 * @param {number} seconds
 * @param {() => Counts} [counts]
 */
function recordStep(name, ok, seconds, counts) {
  const step = { name, ok, seconds, passed: 0, failed: 0, skipped: 0 };
  if (counts) Object.assign(step, counts());
  // A step that fails without a failed test (a crash, a type error) still counts as one failure.
  if (!ok && step.failed === 0) step.failed = 1;
  if (ok && !counts) step.passed = 1;
  steps.push(step);
  return ok;
}

/**
 * Lanes of steps, side by side on a machine with two cores: the steps of a lane run one after
 * another. Each step's output is printed whole once every lane has ended, under its own heading,
 * so that two never interleave.
 * @typedef {{ name: string, command: string, args: string[], counts?: () => Counts }} Step
 * @param {Step[][]} lanes
 * @returns {Promise<Map<string, boolean>>} whether each step passed, by name
 */
async function runSideBySide(lanes) {
  /** @param {Step} step @returns {Promise<{ step: Step, ok: boolean, seconds: number, output: Buffer }>} */
  const runOne = (step) =>
    new Promise((resolve) => {
      const started = Date.now();
      /** @type {Buffer[]} */
      const output = [];
      const child = spawn(step.command, step.args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
      child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
      child.on("close", (code) => resolve({ step, ok: code === 0, seconds: (Date.now() - started) / 1000, output: Buffer.concat(output) }));
    });
  const finished = await Promise.all(
    lanes.map(async (lane) => {
      const results = [];
      for (const step of lane) results.push(await runOne(step));
      return results;
    }),
  );
  /** @type {Map<string, boolean>} */
  const passed = new Map();
  for (const { step, ok, seconds, output } of finished.flat()) {
    console.log(`\n━━ ${step.name} ━━`);
    process.stdout.write(output);
    passed.set(step.name, recordStep(step.name, ok, seconds, step.counts));
  }
  return passed;
}

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(path.join(resultsDir, file), "utf8"));
  } catch {
    return undefined;
  }
}

/** @type {(file: string) => () => Counts} */
const vitestCounts = (file) => () => {
  const report = readJson(file);
  return report
    ? { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
    : {};
};

const playwrightCounts = () => {
  const stats = readJson("e2e.json")?.stats;
  return stats ? { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped } : {};
};

/**
 * The end-to-end server's own database: a new one on DATABASE_URL's server, else a fresh PGlite folder.
 * @returns {Promise<{ env: Record<string, string>, drop: () => Promise<void> }>}
 */
async function e2eDatabase() {
  if (!process.env.DATABASE_URL) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "orbit-e2e-"));
    return { env: { E2E_DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const database = await createScratchDatabase(process.env.DATABASE_URL, "orbit_e2e");
  const dataDir = mkdtempSync(path.join(tmpdir(), "orbit-e2e-"));
  return {
    env: { E2E_DATABASE_URL: database.url, E2E_DATA_DIR: dataDir },
    drop: async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

rmSync(resultsDir, { recursive: true, force: true });
const chromium = findTestChromium();

// Route types first (next typegen), so tsc checks the pages' and routes' exports as the build would.
// The unit tests follow the type check, the shorter of the two, while lint still runs.
const sideBySide = await runSideBySide([
  [
    { name: "type check", command: "npm", args: ["run", "--silent", "typecheck"] },
    {
      name: "unit tests",
      command: bin("vitest"),
      args: ["run", "--project", "unit", "--reporter=default", "--reporter=json", "--outputFile.json=.test-results/unit.json"],
      counts: vitestCounts("unit.json"),
    },
  ],
  [{ name: "lint", command: "npm", args: ["run", "--silent", "lint"] }],
]);
const typesChecked = sideBySide.get("type check") === true;
run(
  "integration tests",
  bin("vitest"),
  ["run", "--project", "integration", "--reporter=default", "--reporter=json", "--outputFile.json=.test-results/integration.json"],
  { counts: vitestCounts("integration.json") },
);
// Built with the end-to-end secrets in the environment, so tests/e2e/no-secrets.spec.ts can prove
// that none of them reaches a client chunk.
// After a clean type check the build skips its own (next.config.ts); after a failed one it checks again.
// NEXT_OUTPUT=standalone adds the container server beside the output `npm start` serves (same
// build time), so tests/e2e/standalone.spec.ts compares the two on every run.
const built = run("production build", "npm", ["run", "--silent", "build"], {
  env: { ...e2eSecrets, ...e2eBusinessFacts, NODE_ENV: "production", NEXT_OUTPUT: "standalone", ...(typesChecked ? { ORBIT_TYPES_CHECKED: "1" } : {}) },
});
if (!chromium) {
  console.error(`\n${missingChromiumHelp}`);
  recordStep("end-to-end tests", false, 0);
} else if (!built) {
  console.error("\nEnd-to-end tests skipped: the build failed.");
  recordStep("end-to-end tests", false, 0);
} else {
  const database = await e2eDatabase();
  try {
    run("end-to-end tests", bin("playwright"), ["test"], { env: database.env, counts: playwrightCounts });
  } finally {
    await database.drop();
  }
}

console.log("\n━━ summary ━━");
for (const step of steps) {
  const counts = step.passed + step.failed > 1 || step.skipped ? ` (${step.passed} passed, ${step.failed} failed, ${step.skipped} skipped)` : "";
  console.log(`${step.ok ? "ok  " : "FAIL"}  ${step.name.padEnd(20)} ${step.seconds.toFixed(1).padStart(6)} s${counts}`);
}
const passed = steps.reduce((sum, step) => sum + step.passed, 0);
const failed = steps.reduce((sum, step) => sum + step.failed, 0);
const skipped = steps.reduce((sum, step) => sum + step.skipped, 0);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 && steps.every((step) => step.ok) ? 0 : 1);

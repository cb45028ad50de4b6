// Bench part: the server under load and under a sign-in flood, each on a production server of its
// own (tests/e2e/load.spec.ts, flood.spec.ts, run as Playwright's "budgets" project).
//
// Why here and not in `npm test`: their assertions are latency and throughput budgets, which a busy
// machine misses though nothing is wrong; the suite keeps only rules that hold at any speed.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { createScratchDatabase } from "../scratch-database.mjs";

/** @param {import("../bench.mjs").BenchContext} context */
export default async function underLoadBench({ root, databaseUrl }) {
  if (!databaseUrl) {
    return [{ name: "load and flood (tests/e2e/load.spec.ts, flood.spec.ts)", value: "skipped", budget: "PostgreSQL: set DATABASE_URL", ok: true }];
  }
  // The Playwright run's own default server needs a database too; the specs make theirs beside it.
  const database = await createScratchDatabase(databaseUrl, "orbit_budgets");
  try {
    const run = spawnSync(path.join(root, "node_modules", ".bin", "playwright"), ["test", "--project=budgets", "--reporter=json"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, E2E_BUDGETS: "1", E2E_DATABASE_URL: database.url, E2E_PORT: String(Number(process.env.BENCH_PORT ?? 3290) + 40) },
    });
    /** @type {{ suites?: any[] }} */
    let report = {};
    try {
      report = JSON.parse(run.stdout);
    } catch {
      console.error(run.stdout.slice(-4000), run.stderr.slice(-4000));
    }
    /** @type {import("../bench.mjs").BenchRow[]} */
    const rows = [];
    /** @param {any} suite */
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        const result = spec.tests?.[0]?.results?.at(-1);
        const figures = (result?.annotations ?? []).map((/** @type {{ description?: string }} */ note) => note.description ?? "").join(" ");
        const error = result?.error?.message?.split("\n").find((/** @type {string} */ line) => line.trim()) ?? "";
        rows.push({ name: `${spec.file}: ${spec.title}`, value: spec.ok ? "held" : `missed: ${error}`, budget: figures.slice(0, 400) || "see the spec", ok: Boolean(spec.ok) });
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
    if (rows.length === 0) rows.push({ name: "load and flood", value: `no report (exit ${run.status})`, budget: "both specs pass", ok: false });
    return rows;
  } finally {
    await database.drop();
  }
}

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "@/lib/db/embedded.mjs";

const temp: string[] = [];
afterEach(() => {
  for (const dir of temp.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function run(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("embedded PGlite database", () => {
  it("keeps its data across a restart", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "orbit-embedded-")), "pglite");
    temp.push(path.dirname(dataDir));

    const first = await startEmbeddedPostgres({ dataDir });
    await run(first.url, `CREATE TABLE kept (note TEXT); INSERT INTO kept VALUES ('still here')`);
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await run(second.url, `SELECT note FROM kept`)).toEqual([{ note: "still here" }]);
    } finally {
      await second.stop();
    }
  });

  it("refuses a second process on the same directory, which writes nothing", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "orbit-embedded-")), "pglite");
    temp.push(path.dirname(dataDir));
    const owner = await startEmbeddedPostgres({ dataDir });
    try {
      await run(owner.url, `CREATE TABLE only_owner (n INT)`);
      const intruder = spawnSync(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          `import { startEmbeddedPostgres } from ${JSON.stringify(path.resolve("lib/db/embedded.mjs"))};
           await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)} });
           console.log("opened");`,
        ],
        { encoding: "utf8", timeout: 20_000 },
      );
      expect(intruder.status).not.toBe(0);
      expect(intruder.stdout).not.toContain("opened");
      expect(intruder.stderr).toContain(`is already in use by process ${process.pid}`);
      // The owner's database is untouched and still answers.
      expect(await run(owner.url, `SELECT count(*)::int AS n FROM only_owner`)).toEqual([{ n: 0 }]);
    } finally {
      await owner.stop();
    }
  });
});

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@/lib/db/embedded.mjs";

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

  it("asks for the password generated into the data folder: without it nobody on the machine gets in", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "orbit-embedded-")), "pglite");
    temp.push(path.dirname(dataDir));
    const first = await startEmbeddedPostgres({ dataDir });
    const password = readFileSync(`${dataDir}.password`, "utf8");
    try {
      expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(statSync(`${dataDir}.password`).mode & 0o777).toBe(0o600);
      expect(decodeURIComponent(new URL(first.url).password)).toBe(password);
      expect(await run(first.url, `SELECT 1 AS one`)).toEqual([{ one: 1 }]);
      for (const wrong of ["postgres", "", `${password}x`]) {
        const url = new URL(first.url);
        url.password = wrong;
        await expect(run(url.toString(), `SELECT 1`), wrong || "(none)").rejects.toThrow(/password authentication failed|password/);
      }
      // The server still serves the right one after the refusals.
      expect(await run(first.url, `SELECT 2 AS two`)).toEqual([{ two: 2 }]);
    } finally {
      await first.stop();
    }
    // The same password at the next start.
    const second = await startEmbeddedPostgres({ dataDir });
    try {
      expect(decodeURIComponent(new URL(second.url).password)).toBe(password);
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

// Every connection to the embedded database shares PGlite's one session. Statements sent with
// parameters go as Parse, Bind, Execute, Sync: if another connection's Parse came in between,
// the first would bind to the wrong statement. A large parameter (a photo) arrives in several
// TCP reads, which is when another connection's statement can come between.
describe("the embedded database with several connections at once", () => {
  let embedded: EmbeddedPostgres;
  beforeAll(async () => {
    embedded = await startEmbeddedPostgres();
  }, 60_000);
  afterAll(() => embedded?.stop());

  it("answers each connection's parameterised statements with its own results", async () => {
    const clients = Array.from({ length: 4 }, () => new pg.Client({ connectionString: embedded.url }));
    await Promise.all(clients.map((client) => client.connect()));
    try {
      // Statements of different shapes, so a crossed Bind fails loudly instead of passing by chance.
      const work = clients.map(async (client, c) => {
        for (let i = 0; i < 50; i++) {
          const values = Array.from({ length: c + 1 }, (_, k) => `${c}-${i}-${k}`.padEnd(c === 0 ? 256 * 1024 : 0, "x"));
          const casts = values.map((_, k) => `$${k + 1}::text AS v${k}`).join(", ");
          const { rows } = await client.query(`SELECT ${casts}`, values);
          expect(Object.values(rows[0] as object)).toEqual(values);
        }
      });
      await Promise.all(work);
      // A transaction still keeps its connection's statements together.
      await Promise.all(
        clients.map(async (client, c) => {
          await client.query("BEGIN");
          const { rows } = await client.query("SELECT $1::int + 1 AS n", [c]);
          await client.query("COMMIT");
          expect(rows[0]).toEqual({ n: c + 1 });
        }),
      );
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  }, 60_000);

  it("gives the session back when a connection dies inside a transaction, rolling it back", async () => {
    const dying = new pg.Client({ connectionString: embedded.url });
    const other = new pg.Client({ connectionString: embedded.url });
    await Promise.all([dying.connect(), other.connect()]);
    try {
      dying.on("error", () => {});
      await dying.query("BEGIN");
      await dying.query("CREATE TABLE left_behind (n int)");
      // The socket closes without a Terminate, as when its process is killed.
      (dying as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      const { rows } = await other.query("SELECT to_regclass($1) AS found", ["left_behind"]);
      expect(rows).toEqual([{ found: null }]);
    } finally {
      await other.end();
    }
  }, 20_000);
});

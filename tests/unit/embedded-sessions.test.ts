import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@/lib/db/embedded.mjs";

// Every connection to the embedded database shares PGlite's one session. Statements sent with
// parameters go as Parse, Bind, Execute, Sync: if another connection's Parse came in between,
// the first would bind to the wrong statement. A large parameter (a photo) arrives in several
// TCP reads, which is when another connection's statement can come between.
let embedded: EmbeddedPostgres;
beforeAll(async () => {
  embedded = await startEmbeddedPostgres();
}, 60_000);
afterAll(() => embedded?.stop());

describe("the embedded database with several connections at once", () => {
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

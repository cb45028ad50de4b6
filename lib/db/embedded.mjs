// The embedded default database: PGlite on disk behind pglite-socket, so the
// app talks to it over the PostgreSQL protocol through the same pg adapter as in production.
// PGlite has no lock of its own and two writers on one directory lose rows silently, so the
// directory is guarded by a lock file holding the owner's pid.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export class DataDirInUseError extends Error {
  constructor(dataDir, pid) {
    super(
      `The embedded database in ${dataDir} is already in use by process ${pid}. ` +
        `Only one process may own it: stop that process (or \`npm run dev\`/\`npm start\` running elsewhere), ` +
        `or set DATABASE_URL to a PostgreSQL server, or DATA_DIR to another folder.`,
    );
    this.name = "DataDirInUseError";
    this.pid = pid;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** Takes the directory's lock or throws DataDirInUseError. Returns a release function. */
export function lockDataDir(dataDir) {
  const lockFile = `${path.resolve(dataDir)}.lock`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
      if (Number.isInteger(owner) && isAlive(owner)) {
        throw new DataDirInUseError(dataDir, owner);
      }
      // The previous owner died without cleaning up: the lock is stale.
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/**
 * Starts PGlite (on disk at `dataDir`, or in memory when it is omitted) and a socket server on
 * 127.0.0.1. Returns the connection URL and a stop function that closes everything.
 */
export async function startEmbeddedPostgres({ dataDir, port = 0, maxConnections = 20 } = {}) {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  let db;
  let server;
  try {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    // pg_trgm backs the quote search index; PostgreSQL ships it, PGlite loads it here.
    db = await PGlite.create(dataDir ? path.resolve(dataDir) : undefined, { extensions: { pg_trgm } });
    server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections });
    await server.start();
  } catch (error) {
    await db?.close().catch(() => {});
    release();
    throw error;
  }
  const address = server.server?.address?.() ?? server.getServerConn?.();
  const actualPort = typeof address === "object" && address ? address.port : Number(String(address).split(":").pop());
  const url = `postgresql://postgres:postgres@127.0.0.1:${actualPort}/postgres?sslmode=disable`;
  let stopped = false;
  return {
    url,
    port: actualPort,
    db,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop().catch(() => {});
      await db.close().catch(() => {});
      release();
    },
  };
}

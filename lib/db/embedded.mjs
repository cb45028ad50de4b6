// The embedded default database: PGlite on disk behind pglite-socket, so the
// app talks to it over the PostgreSQL protocol through the same pg adapter as in production.
// PGlite has no lock of its own and two writers on one directory lose rows silently, so the
// directory is guarded by a lock file holding the owner's pid.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { embeddedDatabaseUrl } from "./embedded-url.mjs";
import { SessionQueue } from "./session-queue.mjs";
import { PasswordCheck } from "./socket-password.mjs";

export class DataDirInUseError extends Error {
  /**
   * @param {string} dataDir
   * @param {number} pid the process that holds it
   */
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

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/**
 * Takes the directory's lock or throws DataDirInUseError. Returns a release function.
 * @param {string} dataDir
 * @returns {() => void}
 */
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
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
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
 * The password the embedded database's socket asks for (./socket-password.mjs): generated once
 * into the data folder beside the database (`pglite.password`, readable by its owner only), so
 * every start and `npm run admin:unlock` find the same one; a fresh one for an in-memory database.
 * @param {string | undefined} dataDir
 */
export function embeddedPassword(dataDir) {
  if (!dataDir) return randomBytes(24).toString("base64url");
  const file = `${path.resolve(dataDir)}.password`;
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const password = randomBytes(24).toString("base64url");
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/**
 * @typedef {object} EmbeddedPostgres
 * @property {string} url
 * @property {number} port
 * @property {PGlite} db
 * @property {() => Promise<void>} stop
 */

/**
 * Starts PGlite (on disk at `dataDir`, or in memory when it is omitted) and a socket server on
 * 127.0.0.1. Returns the connection URL and a stop function that closes everything.
 * @param {{ dataDir?: string, port?: number, maxConnections?: number }} [options]
 * @returns {Promise<EmbeddedPostgres>}
 */
export async function startEmbeddedPostgres({ dataDir, port = 0, maxConnections = 20 } = {}) {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  const password = embeddedPassword(dataDir);
  /** @type {PGlite | undefined} */
  let db;
  /** @type {PGLiteSocketServer} */
  let server;
  try {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    // pg_trgm backs the quote search index; PostgreSQL ships it, PGlite loads it here.
    db = await PGlite.create(dataDir ? path.resolve(dataDir) : undefined, { extensions: { pg_trgm } });
    server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections });
    // Each connection's handler takes the server's queue (a private field): ours keeps a statement's
    // messages together, where pglite-socket's own lets another connection's come between.
    /** @type {{ queryQueue: unknown }} */ (/** @type {unknown} */ (server)).queryQueue = new PasswordCheck(new SessionQueue(db), password);
    await server.start();
  } catch (error) {
    await db?.close().catch(() => {});
    release();
    throw error;
  }
  // The listening socket (private in pglite-socket's types) knows the port chosen for port 0.
  const listening = /** @type {{ server?: import("node:net").Server }} */ (/** @type {unknown} */ (server)).server;
  const address = listening?.address?.() ?? server.getServerConn?.();
  const actualPort = typeof address === "object" && address ? address.port : Number(String(address).split(":").pop());
  const url = embeddedDatabaseUrl(actualPort, password);
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

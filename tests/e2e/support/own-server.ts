import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../../../lib/db/embedded.mjs";
import { createScratchDatabase } from "../../../scripts/scratch-database.mjs";
import { e2eServerEnv } from "../../support/e2e-env.mjs";

/**
 * A production server of its own for the hardening tests (faults, load, a killed process): the
 * same build and launcher as `npm start`, with the environment a test needs, on a free port.
 */
export interface OwnServer {
  baseURL: string;
  dataDir: string;
  /** The Next.js server process (the launcher's child): whose memory we report. */
  serverPid(): number | undefined;
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Kills the launcher and the server at once, as a crash or `kill -9` would. */
  kill(): Promise<void>;
  log(): string;
}

/**
 * A database for one test's own server, apart from the suite's (its jobs, limits and rows its
 * own): a scratch database on the run's PostgreSQL when there is one, else the embedded PGlite in
 * the server's data folder. The suite's kind of database, without PGlite's start (seconds of CPU
 * taken from the page tests beside it) where PostgreSQL is there; the embedded database's own
 * tests ask for PGlite by name (DATABASE_URL: "").
 */
export async function ownDatabase(): Promise<{ env: { DATABASE_URL: string }; drop(): Promise<void> }> {
  const serverUrl = process.env.E2E_DATABASE_URL;
  if (!serverUrl) return { env: { DATABASE_URL: "" }, drop: async () => {} };
  const database = await createScratchDatabase(serverUrl, "orbit_e2e_own");
  return { env: { DATABASE_URL: database.url }, drop: database.drop };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export async function startOwnServer(env: Record<string, string>, dataDir = mkdtempSync(path.join(tmpdir(), "orbit-own-"))): Promise<OwnServer> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const output: string[] = [];
  const launcher: ChildProcess = spawn(process.execPath, ["server/launch.mjs", "start", "-p", String(port)], {
    cwd: process.cwd(),
    env: { ...process.env, ...e2eServerEnv(), DATA_DIR: dataDir, MAIL_OUTBOX_DIR: path.join(dataDir, "outbox"), ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  launcher.stdout!.on("data", (chunk) => output.push(String(chunk)));
  launcher.stderr!.on("data", (chunk) => output.push(String(chunk)));
  const exited = new Promise<void>((resolve) => launcher.once("exit", () => resolve()));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (launcher.exitCode !== null) throw new Error(`the server exited early:\n${output.join("")}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  const serverPid = () => {
    const children = spawnSync("ps", ["-o", "pid=", "--ppid", String(launcher.pid)], { encoding: "utf8" }).stdout.trim().split(/\s+/);
    const pid = Number(children[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  };
  return {
    baseURL,
    dataDir,
    serverPid,
    log: () => output.join(""),
    async stop(signal = "SIGTERM") {
      if (launcher.exitCode === null) launcher.kill(signal);
      await exited;
    },
    async kill() {
      // The whole process group: the launcher (which owns the embedded database) and Next.
      try {
        process.kill(-launcher.pid!, "SIGKILL");
      } catch {
        // already gone
      }
      await exited;
    },
  };
}

/** Resident memory of a process in MB, from /proc. */
export function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Math.round(kilobytes / 1024);
}

export interface Running {
  baseURL: string;
  stop(): Promise<void>;
  log(): string;
}

/** `next start` or the standalone server.js, on an in-memory PGlite of its own, with `extraEnv`. */
export async function startPlainNext(kind: "next start" | "standalone", extraEnv: Record<string, string> = {}): Promise<Running> {
  const database = await startEmbeddedPostgres();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "orbit-plain-next-"));
  const env = {
    ...process.env,
    ...e2eServerEnv(),
    DATA_DIR: dataDir,
    MAIL_OUTBOX_DIR: path.join(dataDir, "outbox"),
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: "4",
    ...extraEnv,
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
  };
  const [command, args] =
    kind === "next start"
      ? [process.execPath, ["node_modules/.bin/next", "start", "-p", String(port), "-H", "127.0.0.1"]]
      : [process.execPath, [".next/standalone/server.js"]];
  const output: string[] = [];
  const child: ChildProcess = spawn(command, args, { cwd: process.cwd(), env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (chunk) => output.push(String(chunk)));
  child.stderr!.on("data", (chunk) => output.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    await database.stop();
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${kind} exited early:\n${output.join("")}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${kind} did not start:\n${output.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { baseURL, stop, log: () => output.join("") };
}

import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "./own-server";

/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder, its own port), which the
 * fault test may stop and start without disturbing the shared server other tests use. Uses the
 * machine's PostgreSQL binaries (Debian: /usr/lib/postgresql/<version>/bin, or PG_BIN); as root
 * they run as the `postgres` user, since PostgreSQL refuses to run as root.
 */
export interface ScratchPostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, "pg_ctl"))) return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => path.join(base, version, "bin")).find((dir) => existsSync(path.join(dir, "pg_ctl")));
}

export async function startScratchPostgres(): Promise<ScratchPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("No PostgreSQL binaries found (set PG_BIN to the folder holding pg_ctl and initdb).");
  const asRoot = userInfo().uid === 0;
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]] : [path.join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: "utf8", cwd: tmpdir() });
    if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };

  const dir = mkdtempSync(path.join(tmpdir(), "orbit-scratch-pg-"));
  chmodSync(dir, 0o700);
  if (asRoot) {
    const ids = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    chownSync(dir, Number(ids.stdout), Number(gid.stdout));
  }
  const data = path.join(dir, "data");
  const port = await freePort();
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "60", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"]);
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

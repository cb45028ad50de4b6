import { readdirSync, readFileSync } from "node:fs";

/**
 * Where the machine's CPU went during a measurement, read from /proc: the load test reports it
 * so that a slow run shows whether the server was slow or something else used the cores.
 * Linux only; elsewhere every figure is null.
 */
export interface CpuShare {
  /** Seconds all cores were busy (user, nice, system, irq, softirq, steal). */
  machineBusyS: number | null;
  /** Seconds of the server process and of this test's own process (the load generator). */
  serverS: number | null;
  generatorS: number;
  /** The other processes that used more than 0.5 s, busiest first. */
  others: { pid: number; command: string; seconds: number }[];
}

// USER_HZ: /proc reports CPU time in clock ticks of 1/100 s on every Linux architecture we run.
const TICKS_PER_SECOND = 100;

interface Snapshot {
  machineTicks: number | null;
  processTicks: Map<number, { command: string; ticks: number }>;
  generatorMicros: number;
}

function machineBusyTicks(): number | null {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).map(Number);
    return user! + nice! + system! + irq! + softirq! + (steal ?? 0);
  } catch {
    return null;
  }
}

function processTicks(): Map<number, { command: string; ticks: number }> {
  const result = new Map<number, { command: string; ticks: number }>();
  let pids: string[] = [];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return result;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // The command sits in parentheses and may hold spaces; the fields after it are fixed.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim().slice(0, 80) || stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      result.set(Number(pid), { command, ticks });
    } catch {
      // the process ended meanwhile
    }
  }
  return result;
}

export function cpuSnapshot(): Snapshot {
  const own = process.cpuUsage();
  return { machineTicks: machineBusyTicks(), processTicks: processTicks(), generatorMicros: own.user + own.system };
}

export function cpuShareSince(start: Snapshot, serverPid: number): CpuShare {
  const end = cpuSnapshot();
  const seconds = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND) * 10) / 10;
  const used = (pid: number) => {
    const after = end.processTicks.get(pid);
    return after ? after.ticks - (start.processTicks.get(pid)?.ticks ?? 0) : null;
  };
  const serverTicks = used(serverPid);
  const others = [...end.processTicks.keys()]
    .filter((pid) => pid !== serverPid && pid !== process.pid)
    .map((pid) => ({ pid, command: end.processTicks.get(pid)!.command, seconds: seconds(used(pid) ?? 0) }))
    .filter((other) => other.seconds > 0.5)
    .sort((a, b) => b.seconds - a.seconds);
  return {
    machineBusyS: start.machineTicks === null || end.machineTicks === null ? null : seconds(end.machineTicks - start.machineTicks),
    serverS: serverTicks === null ? null : seconds(serverTicks),
    generatorS: Math.round((end.generatorMicros - start.generatorMicros) / 1e5) / 10,
    others,
  };
}

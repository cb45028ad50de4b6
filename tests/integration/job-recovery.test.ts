import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { beat, DEAD_AFTER_MS, recoverJobsOfDeadWorkers } from "@/lib/jobs/recovery";

/**
 * Jobs held by a worker that died go back to the queue (issue "The site holds when someone
 * abuses it", point 7); the end-to-end proof with a killed server is in tests/e2e/faults.spec.ts.
 */
const TASK = "recovery-test";

async function lockedJob(workerId: string, lockedSecondsAgo: number): Promise<string> {
  const [job] = await getDb().$queryRaw<{ id: string }[]>`SELECT id::text AS id FROM graphile_worker.add_job(${TASK}, '{}'::json)`;
  await getDb().$executeRaw`UPDATE graphile_worker._private_jobs SET locked_by = ${workerId}, locked_at = now() - make_interval(secs => ${lockedSecondsAgo}) WHERE id = ${BigInt(job!.id)}`;
  return job!.id;
}

const lockOf = async (id: string) =>
  (await getDb().$queryRaw<{ locked_by: string | null }[]>`SELECT locked_by FROM graphile_worker._private_jobs WHERE id = ${BigInt(id)}`)[0]?.locked_by;

async function clear() {
  await getDb().$executeRaw`DELETE FROM graphile_worker._private_jobs WHERE task_id IN (SELECT id FROM graphile_worker._private_tasks WHERE identifier = ${TASK})`;
  await getDb().workerHeartbeat.deleteMany();
}

beforeEach(clear);
afterAll(async () => {
  await clear();
  await getDb().$disconnect();
});

describe("recoverJobsOfDeadWorkers", () => {
  it("gives back the jobs of a worker silent for a minute, and only those", async () => {
    const now = new Date();
    const longAgo = new Date(now.getTime() - 2 * DEAD_AFTER_MS);
    // Dead: its last beat two minutes ago, its job locked as long.
    await beat(["worker-dead"], longAgo);
    const orphan = await lockedJob("worker-dead", 120);
    // Never beat at all (a crash before its first beat), locked two minutes ago: dead too.
    const silent = await lockedJob("worker-silent", 120);
    // Alive: beat just now, working on a long job.
    await beat(["worker-alive"], now);
    const running = await lockedJob("worker-alive", 120);
    // Locked ten seconds ago by a worker that does not beat (runDueJobs): left alone.
    const fresh = await lockedJob("worker-once", 10);

    expect((await recoverJobsOfDeadWorkers(now)).sort()).toEqual(["worker-dead", "worker-silent"]);
    expect(await lockOf(orphan)).toBeNull();
    expect(await lockOf(silent)).toBeNull();
    expect(await lockOf(running)).toBe("worker-alive");
    expect(await lockOf(fresh)).toBe("worker-once");
    // The dead are forgotten; the living keep their beat.
    expect((await getDb().workerHeartbeat.findMany()).map((row) => row.workerId)).toEqual(["worker-alive"]);
    expect(await recoverJobsOfDeadWorkers(now)).toEqual([]);
  });
});

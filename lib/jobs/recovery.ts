import "server-only";
import { getDb } from "@/lib/db";

/**
 * Jobs held by a worker that died. graphile-worker 0.16 locks a job while a worker runs it and
 * frees a lock only after 4 hours (its job_expiry); it offers force_unlock_workers() for the
 * locks of workers known to be gone, and leaves knowing that to the application (heartbeats are
 * in its paid Pro plugin). So every worker says it is alive every HEARTBEAT_MS in
 * worker_heartbeats, and each server, at the same beat, gives back to the queue the jobs of any
 * worker silent for DEAD_AFTER_MS: a server killed mid-send has its alert retried by another
 * server, or by itself once restarted, within about 80 seconds, still under the same Resend
 * idempotency key (lib/alerts/deliver.ts), so it is sent once.
 */
export const HEARTBEAT_MS = 15_000;
export const DEAD_AFTER_MS = 60_000;

/** Says that these workers (this server's) are alive now. */
export async function beat(workerIds: readonly string[], now = new Date()): Promise<void> {
  for (const workerId of workerIds) await getDb().workerHeartbeat.upsert({ where: { workerId }, create: { workerId, seenAt: now }, update: { seenAt: now } });
}

/** Forgets these workers (stopped on purpose: they hold nothing). */
export async function forgetWorkers(workerIds: readonly string[]): Promise<void> {
  if (workerIds.length > 0) await getDb().workerHeartbeat.deleteMany({ where: { workerId: { in: [...workerIds] } } });
}

/**
 * Gives back to the queue every job (and job queue) locked by a worker silent for DEAD_AFTER_MS,
 * and forgets those workers; returns their ids. A lock younger than that is left alone whether or
 * not its worker ever beat: a worker that runs jobs without beating (runDueJobs in tests and
 * scripts) is never cut off mid-job. One statement: the queue's own function, then the cleanup.
 */
export async function recoverJobsOfDeadWorkers(now = new Date()): Promise<string[]> {
  const deadline = new Date(now.getTime() - DEAD_AFTER_MS);
  const rows = await getDb().$queryRaw<{ workerId: string }[]>`
    WITH "dead" AS (
      SELECT DISTINCT j."locked_by" AS "workerId"
      FROM "graphile_worker"."_private_jobs" j
      LEFT JOIN "worker_heartbeats" h ON h."worker_id" = j."locked_by"
      WHERE j."locked_by" IS NOT NULL AND j."locked_at" < ${deadline}
        AND (h."seen_at" IS NULL OR h."seen_at" < ${deadline})
    ), "unlocked" AS (
      SELECT graphile_worker.force_unlock_workers(array_agg("workerId")) FROM "dead" HAVING count(*) > 0
    ), "forgotten" AS (
      DELETE FROM "worker_heartbeats" WHERE "worker_id" IN (SELECT "workerId" FROM "dead")
    )
    SELECT "workerId" FROM "dead", (SELECT count(*) FROM "unlocked") u`;
  return rows.map((row) => row.workerId);
}

import "server-only";
import { EventEmitter } from "node:events";
import { Logger, parseCronItems, run, runOnce, type Runner, type TaskList, type WorkerEvents } from "graphile-worker";
import { getDb } from "@/lib/db";
import { sharesOneSession } from "@/lib/db/embedded-url.mjs";
import { deliverNotification } from "@/lib/alerts/deliver";
import { queueOverdueReminders } from "@/lib/leads/services/reminder";
import { purgeOldSpam } from "@/lib/leads/services/spam";
import { deliverVolumeAlert } from "@/lib/leads/services/volume-alert";
import { deliverPaymentAlert } from "@/lib/payments/payment-alert";
import { purgeKeptRecords } from "@/lib/quotes/services/erase";
import { queueQuoteFollowUps } from "@/lib/quotes/services/follow-ups";
import { DELIVER_NOTIFICATION, PURGE_KEPT_RECORDS, PURGE_OLD_SPAM, QUOTE_FOLLOW_UPS, REMIND_OVERDUE, SEND_PAYMENT_ALERT, SEND_VOLUME_ALERT } from "@/lib/jobs/queue";
import { beat, forgetWorkers, HEARTBEAT_MS, recoverJobsOfDeadWorkers } from "@/lib/jobs/recovery";

const taskList: TaskList = {
  [DELIVER_NOTIFICATION]: async (payload, helpers) => {
    const { id } = payload as { id: number };
    const { attempts, max_attempts } = helpers.job;
    await deliverNotification(id, { number: attempts, last: attempts >= max_attempts });
  },
  [SEND_VOLUME_ALERT]: async (payload) => {
    await deliverVolumeAlert((payload as { id: number }).id);
  },
  [SEND_PAYMENT_ALERT]: async (payload) => {
    await deliverPaymentAlert((payload as { id: string }).id);
  },
  [PURGE_OLD_SPAM]: async () => {
    await purgeOldSpam();
  },
  [PURGE_KEPT_RECORDS]: async () => {
    await purgeKeptRecords();
  },
  [REMIND_OVERDUE]: async () => {
    await queueOverdueReminders();
  },
  [QUOTE_FOLLOW_UPS]: async () => {
    await queueQuoteFollowUps();
  },
};

// The purge hourly, at a minute no other hourly job of the machine is likely to share. The
// reminder every 5 minutes: a request is reminded 20 hours to 20 hours 5 minutes after it arrived,
// and a server that was down catches up at its next run (the query takes every one past due).
const cronItems = parseCronItems([
  { task: PURGE_OLD_SPAM, match: "17 * * * *", identifier: PURGE_OLD_SPAM },
  { task: REMIND_OVERDUE, match: "*/5 * * * *", identifier: REMIND_OVERDUE },
  // Kept records (tax invoices, acceptances) of erased leads, once past their five years: daily.
  { task: PURGE_KEPT_RECORDS, match: "43 3 * * *", identifier: PURGE_KEPT_RECORDS },
  // Quote follow-ups likewise: each goes within 5 minutes of falling due (lib/quotes/services/follow-ups.ts).
  { task: QUOTE_FOLLOW_UPS, match: "*/5 * * * *", identifier: QUOTE_FOLLOW_UPS },
]);

// The queue's own notices stay quiet; warnings and errors (a task's failure, a lost connection)
// go to the log. Task errors carry no customer data (lib/alerts/deliver.ts).
const logger = new Logger(() => (level, message) => {
  if (level === "error" || level === "warning") console.error(`[jobs] ${message}`);
});

const options = (connectionString: string) => ({
  connectionString,
  taskList,
  logger,
  // PGlite behind pglite-socket has one session for all connections: named prepared statements
  // of several connections would collide there. On PostgreSQL they spare planning every job fetch.
  preset: { worker: { preparedStatements: !sharesOneSession(connectionString) } },
  maxPoolSize: 4,
});

const globalForWorker = globalThis as unknown as { orbitWorker?: Promise<Runner> };

/**
 * Starts this server's worker: one job at a time, woken by the queue's NOTIFY and polling every
 * 2 s as well. One, because a job's work (rendering an e-mail) shares the event loop with the
 * pages and the form: four at once doubled POST /api/contact's p99 under load (docs/alerts.md). Every app server runs one; each job goes to one of them (SKIP LOCKED), and
 * the cron item runs once an hour across all of them.
 */
export function startWorker(connectionString: string): Promise<Runner> {
  globalForWorker.orbitWorker ??= startRunner(connectionString);
  return globalForWorker.orbitWorker;
}

/**
 * The runner, with its heartbeat (lib/jobs/recovery.ts): its workers say they are alive every
 * 15 s, and at the same beat the jobs of any worker silent for a minute (a server killed
 * mid-send) go back to the queue.
 */
async function startRunner(connectionString: string): Promise<Runner> {
  const events: WorkerEvents = new EventEmitter();
  const workerIds = new Set<string>();
  events.on("worker:create", ({ worker }) => void workerIds.add(worker.workerId));
  events.on("worker:stop", ({ worker }) => {
    workerIds.delete(worker.workerId);
    void forgetWorkers([worker.workerId]).catch(() => {});
  });
  const runner = await run({
    ...options(connectionString),
    events,
    concurrency: 1,
    pollInterval: 2_000,
    parsedCronItems: cronItems,
    // Next.js owns the process's signals.
    noHandleSignals: true,
  });
  const heartbeat = async () => {
    try {
      await beat([...workerIds]);
      const recovered = await recoverJobsOfDeadWorkers();
      if (recovered.length > 0) console.error(`[jobs] gave back the jobs of ${recovered.length} worker(s) that stopped answering`);
    } catch (error) {
      // The database is away: the next beat tries again.
      console.error(`[jobs] heartbeat failed (${(error as Error).message})`);
    }
  };
  void heartbeat();
  const timer = setInterval(() => void heartbeat(), HEARTBEAT_MS);
  timer.unref();
  void runner.promise.finally(() => clearInterval(timer)).catch(() => {});
  return runner;
}

/** Runs every job that is due now, then returns (tests and scripts, without a running worker). */
export async function runDueJobs(connectionString: string): Promise<void> {
  await runOnce(options(connectionString));
  // On the embedded PGlite every connection shares one session, so the queue's LISTEN outlives
  // the connection that made it, and every later NOTIFY (one per stored request) pays for it: a
  // burst of 500 requests went from 2 s to past the pool's 3 s wait. On PostgreSQL: a no-op.
  await getDb().$executeRaw`UNLISTEN "jobs:insert"`;
}

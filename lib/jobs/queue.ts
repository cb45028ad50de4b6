import { Prisma } from "@/lib/generated/prisma/client";

/**
 * The job queue: graphile-worker, in the app's own database (schema graphile_worker, migrated
 * with ours in lib/db/migrator.mjs). Jobs are rows, so a job added in a request's transaction
 * exists exactly when the request does; workers in every app server take them with SKIP LOCKED.
 */

/** Delivers one row of lead_notifications (payload `{ id }`). */
export const DELIVER_NOTIFICATION = "deliver-notification";
/** Sends the owner's "unusual volume" e-mail of one volume_alerts row (payload `{ id }`). */
export const SEND_VOLUME_ALERT = "send-volume-alert";
/** Tells the owner of a card payment whose invoice no longer exists (payload `{ id }`: its stripe_events row; lib/payments/payment-alert.ts). */
export const SEND_PAYMENT_ALERT = "send-payment-alert";
/** Deletes spam older than SPAM_RETENTION_DAYS, hourly (a cron item). */
export const PURGE_OLD_SPAM = "purge-old-spam";
/** Deletes erased leads whose kept records are past their five years, daily (a cron item; lib/quotes/services/erase.ts). */
export const PURGE_KEPT_RECORDS = "purge-kept-records";
/** Queues the 20-hour reminders of requests still New (a cron item, every 5 minutes). */
export const REMIND_OVERDUE = "remind-overdue";
/** Queues the follow-ups of unanswered quotes and unpaid deposits (a cron item, every 5 minutes; lib/quotes/services/follow-ups.ts). */
export const QUOTE_FOLLOW_UPS = "quote-follow-ups";

/**
 * graphile-worker waits exp(min(n, 10)) seconds after the n-th failure: 14 attempts put the last
 * one about 28 hours after the first (the delays add up to 100,900 s), past a day-long outage.
 */
export const NOTIFICATION_MAX_ATTEMPTS = 14;

/**
 * SQL: adds one delivery job per row of the CTE `cte` (a column "id"), through the queue's own
 * add_jobs function, so it runs in the caller's statement and transaction. No rows, no call.
 * `scheduled`: the CTE also has a column "runAt" (a timestamptz; null is now), when each job is due.
 * `prioritised`: the CTE also has a column "priority" (an int; lower runs first, null is 0).
 */
export function addDeliveryJobsSql(
  cte: Prisma.Sql,
  options: { scheduled?: boolean; prioritised?: boolean; task?: typeof DELIVER_NOTIFICATION | typeof SEND_VOLUME_ALERT | typeof SEND_PAYMENT_ALERT } = {},
): Prisma.Sql {
  // The task name and attempts are this module's constants, written into the text, not bound:
  // PostgreSQL cannot type a parameter inside ROW(...)::job_spec.
  const task = Prisma.raw(`'${options.task ?? DELIVER_NOTIFICATION}'`);
  const attempts = Prisma.raw(String(NOTIFICATION_MAX_ATTEMPTS));
  const runAt = Prisma.raw(options.scheduled ? `"runAt"` : "NULL");
  const priority = Prisma.raw(options.prioritised ? `"priority"` : "NULL");
  return Prisma.sql`SELECT j."id" FROM (
      SELECT array_agg(ROW(${task}, json_build_object('id', "id"), NULL, ${runAt}, ${attempts}, NULL, ${priority}, NULL)::graphile_worker.job_spec) AS "specs"
      FROM ${cte} HAVING count(*) > 0
    ) s, LATERAL graphile_worker.add_jobs(s."specs") j`;
}

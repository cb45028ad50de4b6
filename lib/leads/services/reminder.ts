import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { addDeliveryJobsSql } from "@/lib/jobs/queue";
import { deliverableSubscriptionIds } from "@/lib/push/send";
import { alertKinds } from "./alerts-record";
import { OVERDUE_AFTER_HOURS } from "@/lib/leads/model/status";

/**
 * The 20-hour reminder (a cron item of the job queue, every 5 minutes): one statement claims the
 * requests still New more than OVERDUE_AFTER_HOURS after they arrived, active and not reminded
 * yet (setting overdueReminderAt, so each is claimed once even by two runs at once: the second
 * UPDATE re-checks the row after the first commits), and records for each the owner's e-mail and a
 * push to every device, with their delivery jobs: the same durable path as a new request's alerts
 * (lib/leads/services/alerts-record.ts). Its cost is one indexed range read per run, none per request.
 * Archived requests are left alone: the owner has already dealt with them. Answers how many.
 */
export async function queueOverdueReminders(now = new Date()): Promise<number> {
  const devices = await deliverableSubscriptionIds();
  const before = new Date(now.getTime() - OVERDUE_AFTER_HOURS * 3_600_000);
  const rows = await getDb().$queryRaw<{ reminded: number; jobs: number }[]>`WITH "due" AS (
       UPDATE "leads" SET "overdueReminderAt" = ${now}
       WHERE "archived" = false AND "status" = 'new' AND "createdAt" < ${before} AND "overdueReminderAt" IS NULL
       RETURNING "id"
     ),
     "alert_rows" AS (
       INSERT INTO "lead_notifications" ("leadId", "kind", "pushSubscriptionId")
       SELECT d."id", k."kind", k."sub" FROM "due" d, (
         SELECT ${alertKinds.reminderEmail}::text AS "kind", NULL::int AS "sub"
         UNION ALL SELECT ${alertKinds.reminderPush}::text, s FROM unnest(${devices}::int[]) s
       ) k
       RETURNING "id"
     ),
     "alert_jobs" AS (${addDeliveryJobsSql(Prisma.sql`"alert_rows"`)})
     SELECT (SELECT count(*)::int FROM "due") AS "reminded", (SELECT count(*)::int FROM "alert_jobs") AS "jobs"`;
  return rows[0]?.reminded ?? 0;
}

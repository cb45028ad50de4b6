import { Prisma } from "@/lib/generated/prisma/client";
import { addDeliveryJobsSql } from "@/lib/jobs/queue";

/**
 * The kinds of quote_notifications.kind: a new request's three, the 20-hour reminder's two
 * (lib/leads/reminder.ts) and the review request (lib/leads/review-request.ts).
 */
export const alertKinds = {
  owner: "owner_email",
  confirmation: "confirmation",
  push: "push",
  reminderEmail: "reminder_email",
  reminderPush: "reminder_push",
  reviewRequest: "review_request",
} as const;
export type AlertKind = (typeof alertKinds)[keyof typeof alertKinds];

/**
 * SQL (common table expressions) that records a stored request's alerts in the statement that
 * stores it: the owner's e-mail, the customer's confirmation when the address may have one, a
 * push to each device in `subscriptionIds`, and one delivery job each.
 * `leadCte` names a CTE with the request's "id" and "email" (none when nothing was stored).
 * The caller's final SELECT must read "alert_jobs": PostgreSQL skips an unread SELECT CTE.
 *
 * The confirmation limit (one an hour, three a day per address) is an upsert on
 * confirmation_sends whose WHERE sees the newest row even under concurrent requests (ON CONFLICT
 * DO UPDATE waits for, then reads, a row another transaction is writing): no race sends two.
 */
export function recordAlertsSql(leadCte: Prisma.Sql, subscriptionIds: number[]): Prisma.Sql {
  return Prisma.sql`
  "confirmation_sent" AS (
    INSERT INTO "confirmation_sends" AS c ("emailKey", "sentAt")
    SELECT md5(lower("email")), ARRAY[now()]::timestamptz(3)[] FROM ${leadCte}
    ON CONFLICT ("emailKey") DO UPDATE
    SET "sentAt" = array(SELECT t FROM unnest(c."sentAt") t WHERE t > now() - interval '1 day' ORDER BY t) || now()::timestamptz(3)
    WHERE NOT EXISTS (SELECT 1 FROM unnest(c."sentAt") t WHERE t > now() - interval '1 hour')
      AND (SELECT count(*) FROM unnest(c."sentAt") t WHERE t > now() - interval '1 day') < 3
    RETURNING 1
  ),
  "alert_rows" AS (
    INSERT INTO "quote_notifications" ("quoteId", "kind", "pushSubscriptionId")
    SELECT q."id", k."kind", k."sub" FROM ${leadCte} q, (
      SELECT ${alertKinds.owner}::text AS "kind", NULL::int AS "sub"
      UNION ALL SELECT ${alertKinds.confirmation}::text, NULL FROM "confirmation_sent"
      UNION ALL SELECT ${alertKinds.push}::text, s FROM unnest(${subscriptionIds}::int[]) s
    ) k
    RETURNING "id"
  ),
  "alert_jobs" AS (${addDeliveryJobsSql(Prisma.sql`"alert_rows"`)})`;
}

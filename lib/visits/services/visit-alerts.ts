import type { AlertKinds } from "@/lib/alerts/message";
import { Prisma } from "@/lib/generated/prisma/client";
import { addDeliveryJobsSql } from "@/lib/jobs/queue";

/**
 * A visit's alerts take the same durable path as a lead's (docs/alerts.md): rows of
 * lead_notifications, written in the statement that books, moves or cancels the visit, each
 * with its delivery job. Each row names the visit_changes row it tells of, so it says what that
 * change was even when the visit has changed again before it is sent.
 */
export const visitAlertKinds = {
  /** The owner's e-mail about the change. */
  ownerEmail: "visit_owner_email",
  /** A push to one of the owner's devices. */
  ownerPush: "visit_owner_push",
  /** The customer's e-mail with the calendar invite (or its cancellation). */
  customer: "visit_customer",
  /** The customer's reminder, due 24 hours before the visit. */
  reminder: "visit_reminder",
} as const;

/** A visit's alert kinds, as the alerts module registers them (lib/alerts/kinds.ts); the reminder is courtesy mail. */
export const visitAlerts: AlertKinds = {
  labels: {
    [visitAlertKinds.ownerEmail]: "visit e-mail to you",
    [visitAlertKinds.ownerPush]: "visit push",
    [visitAlertKinds.customer]: "visit e-mail to the customer",
    [visitAlertKinds.reminder]: "visit reminder e-mail",
  },
  courtesy: [visitAlertKinds.reminder],
};

export const visitPushKinds = new Set<string>([visitAlertKinds.ownerPush]);

/** The customer's reminder: this long before the visit. */
export const REMINDER_BEFORE_MS = 24 * 3_600_000;

/**
 * When the reminder is due: 24 hours before the visit, or none when that has passed already (a
 * visit booked within a day has just had its confirmation).
 */
export function reminderDueAt(start: Date, now: Date): Date | null {
  const due = new Date(start.getTime() - REMINDER_BEFORE_MS);
  return due.getTime() > now.getTime() ? due : null;
}

/**
 * SQL (common table expressions) that records a visit change's alerts: the owner's e-mail, a
 * push to each device in `subscriptionIds`, the customer's e-mail and, when `reminderAt` is
 * given, the customer's reminder as a job due then. `changeCte` names a CTE with the change's
 * "id" and its lead's "leadId". The caller's final SELECT must read "visit_alert_jobs".
 */
export function recordVisitAlertsSql(changeCte: Prisma.Sql, subscriptionIds: number[], reminderAt: Date | null): Prisma.Sql {
  return Prisma.sql`
  "visit_alert_rows" AS (
    INSERT INTO "lead_notifications" ("leadId", "kind", "pushSubscriptionId", "visitChangeId")
    SELECT c."leadId", k."kind", k."sub", c."id" FROM ${changeCte} c, (
      SELECT ${visitAlertKinds.ownerEmail}::text AS "kind", NULL::int AS "sub"
      UNION ALL SELECT ${visitAlertKinds.ownerPush}::text, s FROM unnest(${subscriptionIds}::int[]) s
      UNION ALL SELECT ${visitAlertKinds.customer}::text, NULL
      UNION ALL SELECT ${visitAlertKinds.reminder}::text, NULL WHERE ${reminderAt}::timestamptz IS NOT NULL
    ) k
    RETURNING "id", CASE WHEN "kind" = ${visitAlertKinds.reminder}::text THEN ${reminderAt}::timestamptz END AS "runAt"
  ),
  "visit_alert_jobs" AS (${addDeliveryJobsSql(Prisma.sql`"visit_alert_rows"`, { scheduled: true })})`;
}

import { Prisma } from "@/lib/generated/prisma/client";
import { addDeliveryJobsSql } from "@/lib/jobs/queue";
import type { QuoteAlertKind } from "@/lib/quotes/model/alert-kinds";

/**
 * SQL (common table expressions "alert_rows" and "alert_jobs") that records a quote's alerts in the
 * statement that makes them due, with one delivery job each: the durable path of every e-mail
 * and push (docs/alerts.md). `quoteCte` names a CTE with the quote's "id" and "leadId" (no row,
 * no alerts). `emails`: one row each; `push`: one row per device in `devices`; `stripeEventId`: the
 * card payment's event they tell of. The caller's final
 * SELECT must read "alert_jobs": PostgreSQL skips an unread SELECT CTE.
 */
export function recordQuoteAlertsSql(quoteCte: Prisma.Sql, alerts: { emails: QuoteAlertKind[]; push?: QuoteAlertKind; devices?: number[]; stripeEventId?: string }): Prisma.Sql {
  const devices = alerts.push ? (alerts.devices ?? []) : [];
  return Prisma.sql`
  "alert_rows" AS (
    INSERT INTO "lead_notifications" ("leadId", "kind", "pushSubscriptionId", "quoteId", "stripeEventId")
    SELECT q."leadId", k."kind", k."sub", q."id", ${alerts.stripeEventId ?? null}::text FROM ${quoteCte} q, (
      SELECT e AS "kind", NULL::int AS "sub" FROM unnest(${alerts.emails}::text[]) e
      UNION ALL SELECT ${alerts.push ?? null}::text, s FROM unnest(${devices}::int[]) s
    ) k
    RETURNING "id"
  ),
  "alert_jobs" AS (${addDeliveryJobsSql(Prisma.sql`"alert_rows"`)})`;
}

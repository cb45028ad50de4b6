import { getConfig } from "@/lib/config";
import { Prisma } from "@/lib/generated/prisma/client";
import { addDeliveryJobsSql } from "@/lib/jobs/queue";

/**
 * The kinds of lead_notifications.kind: a new request's three, the 20-hour reminder's two
 * (lib/leads/services/reminder.ts) and the review request (lib/leads/services/review-request.ts).
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

/** Gmail ignores dots in the local part, and googlemail.com is the same mailbox. */
const GMAIL_DOMAINS = ["gmail.com", "googlemail.com"];

/**
 * The address a confirmation limit counts: lower-cased, without a +tag, and for Gmail without
 * dots, so `victim+1@…`, `+2`… and `v.i.c.t.i.m@gmail.com` are one address, not fresh ones.
 * (confirmationKeySql is the same rule in SQL, for the storing statement; a test holds them equal.)
 */
export function confirmationAddress(email: string): string {
  const lower = email.toLowerCase();
  const at = lower.lastIndexOf("@");
  const domain = lower.slice(at + 1);
  const local = lower.slice(0, at).split("+")[0]!;
  return GMAIL_DOMAINS.includes(domain) ? `${local.replaceAll(".", "")}@gmail.com` : `${local}@${domain}`;
}

/** The key of confirmation_sends for an e-mail expression: md5 of its confirmationAddress. */
export function confirmationKeySql(email: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`md5((SELECT CASE WHEN a."domain" IN (${Prisma.join(GMAIL_DOMAINS)}) THEN replace(a."local", '.', '') || '@gmail.com' ELSE a."local" || '@' || a."domain" END
    FROM (SELECT split_part(substring(e FROM '^(.*)@[^@]*$'), '+', 1) AS "local", substring(e FROM '@([^@]*)$') AS "domain" FROM lower(${email}) e) a))`;
}

/** The queue runs the owner's alerts and pushes before confirmations (lower first): a flood of customers' mail never delays his. */
const CONFIRMATION_PRIORITY = 10;

/** rate_limits' row counting all confirmations of the hour (rate-limiter-flexible's shape: points, expire in ms). */
const CONFIRMATIONS_HOUR_KEY = "confirmations:hour";

/**
 * SQL (common table expressions) that records a stored request's alerts in the statement that
 * stores it: the owner's e-mail, the customer's confirmation when the address may have one, a
 * push to each device in `subscriptionIds`, and one delivery job each.
 * `leadCte` names a CTE with the request's "id" and "email" (none when nothing was stored).
 * The caller's final SELECT must read "alert_jobs": PostgreSQL skips an unread SELECT CTE.
 *
 * The confirmation limits: one a day per normalised address (confirmationAddress), and
 * CONFIRMATION_HOURLY_CAP an hour to all addresses together. Each is an upsert whose WHERE sees
 * the newest row even under concurrent requests (ON CONFLICT DO UPDATE waits for, then reads, a
 * row another transaction is writing): no race sends two, nor one past the ceiling. An address
 * is counted only while the hour has room (read first), and the hour only for an address that
 * may have one; an address counted in the instant the hour filled gets none that day.
 */
export function recordAlertsSql(leadCte: Prisma.Sql, subscriptionIds: number[]): Prisma.Sql {
  const cap = getConfig().ceilings.confirmationsPerHour;
  const nowMs = Prisma.sql`(extract(epoch FROM now()) * 1000)::bigint`;
  return Prisma.sql`
  "confirmation_address" AS (
    INSERT INTO "confirmation_sends" AS c ("emailKey", "sentAt")
    SELECT ${confirmationKeySql(Prisma.sql`"email"`)}, ARRAY[now()]::timestamptz(3)[] FROM ${leadCte}
    WHERE NOT EXISTS (SELECT 1 FROM "rate_limits" r WHERE r."key" = ${CONFIRMATIONS_HOUR_KEY} AND r."expire" > ${nowMs} AND r."points" >= ${cap})
    ON CONFLICT ("emailKey") DO UPDATE
    SET "sentAt" = ARRAY[now()]::timestamptz(3)[]
    WHERE NOT EXISTS (SELECT 1 FROM unnest(c."sentAt") t WHERE t > now() - interval '1 day')
    RETURNING 1
  ),
  "confirmation_sent" AS (
    INSERT INTO "rate_limits" AS r ("key", "points", "expire")
    SELECT ${CONFIRMATIONS_HOUR_KEY}, 1, ${nowMs} + 3600000 FROM "confirmation_address"
    ON CONFLICT ("key") DO UPDATE
    SET "points" = CASE WHEN r."expire" IS NULL OR r."expire" <= ${nowMs} THEN 1 ELSE r."points" + 1 END,
        "expire" = CASE WHEN r."expire" IS NULL OR r."expire" <= ${nowMs} THEN excluded."expire" ELSE r."expire" END
    WHERE r."expire" IS NULL OR r."expire" <= ${nowMs} OR r."points" < ${cap}
    RETURNING 1
  ),
  "alert_rows" AS (
    INSERT INTO "lead_notifications" ("leadId", "kind", "pushSubscriptionId")
    SELECT q."id", k."kind", k."sub" FROM ${leadCte} q, (
      SELECT ${alertKinds.owner}::text AS "kind", NULL::int AS "sub"
      UNION ALL SELECT ${alertKinds.confirmation}::text, NULL FROM "confirmation_sent"
      UNION ALL SELECT ${alertKinds.push}::text, s FROM unnest(${subscriptionIds}::int[]) s
    ) k
    RETURNING "id", CASE WHEN "kind" = ${alertKinds.confirmation} THEN ${CONFIRMATION_PRIORITY}::int ELSE 0 END AS "priority"
  ),
  "alert_jobs" AS (${addDeliveryJobsSql(Prisma.sql`"alert_rows"`, { prioritised: true })})`;
}

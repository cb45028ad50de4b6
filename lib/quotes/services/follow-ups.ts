import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { deliverableSubscriptionIds } from "@/lib/push/send";
import { quoteAlertKinds } from "@/lib/quotes/model/alert-kinds";
import { recordQuoteAlertsSql } from "./alerts-record";
import { addDays, sydneyDay } from "@/lib/quotes/model/validity";

/**
 * The follow-ups of a sent quote nobody has answered, and of an unpaid deposit (issue 33), queued
 * by the cron item `quote-follow-ups` (every 5 minutes, once across all servers). Each kind is one
 * statement that claims the quotes now due by setting its column (so two runs, or two servers,
 * claim each once: the second UPDATE re-checks the row after the first commits) and records the
 * alerts with their delivery jobs, the durable path of every e-mail and push (docs/alerts.md).
 * A server that was down catches up at its next run. Each delivery checks again that the quote
 * is still open (lib/quotes/emails/alerts-deliver.ts): nothing goes after a decision, a revision or an expiry.
 *
 * - the owner, by e-mail and push, 3 days after sending;
 * - the customer, one short e-mail 4 days after sending, when the quote's "follow up with the
 *   customer" is on and the address has not opted out; not when the expiry note is due as well
 *   (a quote valid for 5 days or less gets the note alone);
 * - the customer, "this quote expires on {date}", 2 days before it expires (from the start of the
 *   day before its valid-until day, Sydney), same conditions, and not in the first 2 days after
 *   sending (a short validity needs no reminder of what just arrived);
 * - the owner, by e-mail and push, when a deposit invoice is 7 days old and not marked paid.
 */
export const followUpTiming = { ownerAfterDays: 3, customerAfterDays: 4, expiryNoteDaysBefore: 2, depositUnpaidDays: 7 } as const;

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Answers how many of each were queued. */
export async function queueQuoteFollowUps(now = new Date()): Promise<{ ownerReminders: number; customerFollowUps: number; expiryNotes: number; depositReminders: number }> {
  const db = getDb();
  const devices = await deliverableSubscriptionIds();
  const today = sydneyDay(now);
  // Still valid: its valid-until day is today or later (Sydney).
  // A quote whose revision is being prepared stays acceptable but is not chased meanwhile.
  const open = Prisma.sql`q."status" = 'sent' AND q."validUntil" >= ${today}::date
    AND NOT EXISTS (SELECT 1 FROM "quotes" r WHERE r."number" = q."number" AND r."status" = 'draft')`;
  const customerMayHear = Prisma.sql`q."followUp" AND NOT EXISTS (
      SELECT 1 FROM "email_opt_outs" o JOIN "leads" l ON o."email" = lower(l."email") WHERE l."id" = q."leadId"
    )`;
  // The expiry note is due from the start of the day before the valid-until day: 48 hours before its end.
  const noteDue = Prisma.sql`q."validUntil" <= ${addDays(today, followUpTiming.expiryNoteDaysBefore - 1)}::date`;

  // `claim`: CTEs ending with "due" ("id", "leadId" of each quote claimed): PostgreSQL allows an
  // UPDATE in a WITH only at the top level.
  const count = async (claim: Prisma.Sql, alerts: Parameters<typeof recordQuoteAlertsSql>[1]) => {
    const rows = await db.$queryRaw<{ claimed: number; jobs: number }[]>`WITH ${claim},
      ${recordQuoteAlertsSql(Prisma.sql`"due"`, alerts)}
      SELECT (SELECT count(*)::int FROM "due") AS "claimed", (SELECT count(*)::int FROM "alert_jobs") AS "jobs"`;
    return rows[0]?.claimed ?? 0;
  };

  const ownerReminders = await count(
    Prisma.sql`"due" AS (UPDATE "quotes" q SET "ownerRemindedAt" = ${now}
      WHERE ${open} AND q."ownerRemindedAt" IS NULL AND q."sentAt" <= ${daysBefore(now, followUpTiming.ownerAfterDays)}
      RETURNING q."id", q."leadId")`,
    { emails: [quoteAlertKinds.ownerReminderEmail], push: quoteAlertKinds.ownerReminderPush, devices },
  );
  const expiryNotes = await count(
    Prisma.sql`"due" AS (UPDATE "quotes" q SET "expiryNotedAt" = ${now}
      WHERE ${open} AND q."expiryNotedAt" IS NULL AND ${noteDue} AND q."sentAt" <= ${daysBefore(now, followUpTiming.expiryNoteDaysBefore)} AND ${customerMayHear}
      RETURNING q."id", q."leadId")`,
    { emails: [quoteAlertKinds.expiryNoteEmail] },
  );
  const customerFollowUps = await count(
    Prisma.sql`"due" AS (UPDATE "quotes" q SET "followedUpAt" = ${now}
      WHERE ${open} AND q."followedUpAt" IS NULL AND q."sentAt" <= ${daysBefore(now, followUpTiming.customerAfterDays)}
        AND NOT (${noteDue}) AND q."expiryNotedAt" IS NULL AND ${customerMayHear}
      RETURNING q."id", q."leadId")`,
    { emails: [quoteAlertKinds.followUpEmail] },
  );
  const depositReminders = await count(
    Prisma.sql`"unpaid" AS (
        UPDATE "deposit_invoices" SET "remindedAt" = ${now}
        WHERE "kind" = 'deposit' AND "paidOn" IS NULL AND "remindedAt" IS NULL AND "issuedAt" <= ${daysBefore(now, followUpTiming.depositUnpaidDays)}
        RETURNING "quoteId"
      ),
      "due" AS (SELECT q."id", q."leadId" FROM "quotes" q JOIN "unpaid" u ON u."quoteId" = q."id")`,
    { emails: [quoteAlertKinds.depositReminderEmail], push: quoteAlertKinds.depositReminderPush, devices },
  );
  return { ownerReminders, customerFollowUps, expiryNotes, depositReminders };
}

import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { movePhotosFromSpamSql } from "@/lib/photos/storage";
import { deliverableSubscriptionIds } from "@/lib/push/send";
import { recordAlertsSql } from "./alerts-record";
import { SPAM_RETENTION_DAYS } from "@/lib/leads/model/spam-retention";

export { SPAM_RETENTION_DAYS };

/** The Spam view shows the newest this many (30 days of a busy bot are still only a screenful or two). */
export const SPAM_LIST_LIMIT = 100;

export const spamMessages = {
  notFound: "That request is no longer in Spam.",
} as const;

/** A request in the Spam view (JSON: dates as ISO strings). */
export interface SpamItem {
  id: number;
  name: string;
  email: string;
  phone: string;
  service: string | null;
  message: string | null;
  reason: string;
  createdAt: string;
  /** Photos kept with it: they move into the inbox with it. */
  photoCount: number;
}

export async function listSpam(): Promise<{ data: SpamItem[]; total: number }> {
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.spamRequest.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: SPAM_LIST_LIMIT,
      select: { id: true, name: true, email: true, phone: true, service: true, message: true, reason: true, createdAt: true, _count: { select: { photos: true } } },
    }),
    db.spamRequest.count(),
  ]);
  return { data: rows.map(({ _count, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString(), photoCount: _count.photos })), total };
}

/**
 * "Not spam": moves the request into the inbox (keeping when it arrived and where it came from) with its photos, and
 * records its alerts with their jobs, in one statement; they go out now, as for a new request. 404 when it is no
 * longer in Spam (moved by another tab, or deleted after 30 days). Returns the inbox id.
 */
export async function markNotSpam(spamId: number): Promise<{ id: number }> {
  const devices = await deliverableSubscriptionIds();
  const leadCte = Prisma.sql`"lead"`;
  const rows = await getDb().$queryRaw<{ id: number; alertJobs: number }[]>`WITH "moved" AS (
       DELETE FROM "spam_requests" WHERE "id" = ${spamId}
       RETURNING "name", "email", "phone", "service", "budget_range", "timeline", "message", "createdAt", "utmSource", "utmMedium", "utmCampaign", "referrer", "estimate"
     ),
     "lead" AS (
       INSERT INTO "leads" ("name", "email", "phone", "service", "budget_range", "timeline", "message", "createdAt", "utmSource", "utmMedium", "utmCampaign", "referrer", "estimate")
       SELECT "name", "email", "phone", "service", "budget_range", "timeline", "message", "createdAt", "utmSource", "utmMedium", "utmCampaign", "referrer", "estimate" FROM "moved"
       RETURNING "id", "email"
     ), ${movePhotosFromSpamSql(leadCte, spamId)},${recordAlertsSql(leadCte, devices)}
     SELECT "lead"."id", (SELECT count(*)::int FROM "alert_jobs") AS "alertJobs" FROM "lead"`;
  if (!rows[0]) throw new HttpError(404, spamMessages.notFound);
  return { id: rows[0].id };
}

/** Deletes spam past its 30 days, the "unusual volume" records of the same age, and confirmation limits no longer in force. */
export async function purgeOldSpam(now = new Date()): Promise<number> {
  const db = getDb();
  const cutoff = new Date(now.getTime() - SPAM_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const { count } = await db.spamRequest.deleteMany({ where: { createdAt: { lt: cutoff } } });
  await db.volumeAlert.deleteMany({ where: { hour: { lt: cutoff } } });
  await db.$executeRaw`DELETE FROM "confirmation_sends" WHERE NOT EXISTS (SELECT 1 FROM unnest("sentAt") t WHERE t > now() - interval '1 day')`;
  return count;
}

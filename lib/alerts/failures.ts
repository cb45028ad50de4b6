import "server-only";
import { addDeliveryJobsSql } from "@/lib/jobs/queue";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { alertLabel } from "./kinds";

/** An alert that failed after its retries, as the panel's banner lists it. */
export interface AlertFailure {
  id: number;
  quoteId: number;
  name: string;
  /** "owner e-mail", "customer confirmation" or "push". */
  what: string;
  lastError: string | null;
  failedAt: string | null;
}

export const alertFailureMessages = {
  notFound: "That alert is no longer waiting: it was resent or dismissed already.",
} as const;

/** Failed alerts the owner has not resent or dismissed yet. */
const unresolved = { status: "failed", dismissedAt: null };

/** Failed alerts the owner has not resent or dismissed, newest first (the banner). */
export async function listAlertFailures(limit = 20): Promise<{ data: AlertFailure[]; total: number }> {
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.leadNotification.findMany({
      where: unresolved,
      orderBy: [{ failedAt: "desc" }, { id: "desc" }],
      take: limit,
      select: { id: true, leadId: true, kind: true, lastError: true, failedAt: true, lead: { select: { name: true } } },
    }),
    db.leadNotification.count({ where: unresolved }),
  ]);
  const data = rows.map((row) => ({
    id: row.id,
    quoteId: row.leadId,
    name: row.lead.name,
    what: alertLabel(row.kind),
    lastError: row.lastError,
    failedAt: row.failedAt?.toISOString() ?? null,
  }));
  return { data, total };
}

/** For GET /api/health: failed alerts nobody has resent or dismissed yet. */
export async function countFailedAlerts(): Promise<number> {
  return getDb().leadNotification.count({ where: unresolved });
}

/** Sends a failed alert again: back to pending, with a new job (full retries), in one statement. */
export async function resendAlert(id: number): Promise<void> {
  const rows = await getDb().$queryRaw<{ jobs: number }[]>`WITH "again" AS (
       UPDATE "lead_notifications"
       SET "status" = 'pending', "attempts" = 0, "failedAt" = NULL, "dismissedAt" = NULL
       WHERE "id" = ${id} AND "status" = 'failed'
       RETURNING "id"
     ),
     "jobs" AS (${addDeliveryJobsSql(Prisma.sql`"again"`)})
     SELECT (SELECT count(*)::int FROM "jobs") AS "jobs" FROM "again"`;
  if (!rows[0]) throw new HttpError(404, alertFailureMessages.notFound);
}

/** Closes the banner's entry; the request keeps its "Alert not delivered" mark. */
export async function dismissAlertFailure(id: number): Promise<void> {
  const { count } = await getDb().leadNotification.updateMany({ where: { id, status: "failed", dismissedAt: null }, data: { dismissedAt: new Date() } });
  if (count === 0) throw new HttpError(404, alertFailureMessages.notFound);
}

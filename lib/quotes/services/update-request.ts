import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { deliverableSubscriptionIds } from "@/lib/push/send";
import { quoteAlertKinds } from "@/lib/quotes/model/alert-kinds";
import { recordQuoteAlertsSql } from "./alerts-record";
import { customerQuoteMessages } from "@/lib/quotes/model/customer-texts";
import { customerQuoteRow, customerStateOf } from "./customer-view";
import type { CustomerClient } from "./decide";
import { recordEventSql } from "./events";

/**
 * "Ask for an updated quote", from the page of an expired quote: the request is recorded on the
 * quote (once: a second press alerts nobody again) with its event on the lead, and the owner is
 * told by e-mail and push, in one statement. Only an expired quote asks (409 otherwise: an open
 * one can be accepted, a decided or replaced one has its own way forward).
 */
export async function requestUpdatedQuote(token: string, client: CustomerClient, now = new Date()): Promise<{ requestedAt: string }> {
  const row = await customerQuoteRow(token, client.limitSubject);
  if (customerStateOf(row, now) !== "expired") throw new HttpError(409, customerQuoteMessages.notExpired);
  if (row.updateRequestedAt) return { requestedAt: row.updateRequestedAt.toISOString() };
  const devices = await deliverableSubscriptionIds();
  const rows = await getDb().$queryRaw<{ requestedAt: Date; jobs: number }[]>`WITH "asked" AS (
       UPDATE "quotes" SET "updateRequestedAt" = ${now}
       WHERE "id" = ${row.id} AND "status" = 'sent' AND "updateRequestedAt" IS NULL
       RETURNING "id", "leadId", "updateRequestedAt"
     ),
     "event" AS (${recordEventSql(Prisma.sql`"asked"`, "update_requested", { at: now })}),
     ${recordQuoteAlertsSql(Prisma.sql`"asked"`, { emails: [quoteAlertKinds.updateRequestOwnerEmail], push: quoteAlertKinds.updateRequestPush, devices })}
     SELECT "updateRequestedAt" AS "requestedAt", (SELECT count(*)::int FROM "alert_jobs") AS "jobs" FROM "asked"`;
  // A second press at the same moment: the first one's request stands.
  return { requestedAt: (rows[0]?.requestedAt ?? now).toISOString() };
}

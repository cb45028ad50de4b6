import "server-only";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { addDeliveryJobsSql } from "@/lib/jobs/queue";
import { leadMessages } from "@/lib/leads/model/admin-schemas";
import { alertKinds } from "./alerts-record";

export const reviewRequestMessages = {
  notConfigured: "Review requests are not set up: GOOGLE_REVIEW_URL is not configured.",
  notWon: "Only a Won request can be asked for a review.",
  alreadyAsked: "This customer has already been asked for a review.",
  noConsent: "This customer did not tick “You may ask me for a review”, so they cannot be asked.",
  optedOut: "This customer stopped our e-mails, so they cannot be asked for a review.",
} as const;

/** GOOGLE_REVIEW_URL is set: Won requests may be asked for a review (the panel shows the button). */
export function reviewRequestsEnabled(): boolean {
  return Boolean(getConfig().reviews.reviewUrl);
}

/**
 * "Ask for a review" (Spam Act 2003 s16, s18: consent, and an unsubscribe that holds): only a
 * customer who ticked "You may ask me for a review" and has not stopped our e-mails. One
 * conditional UPDATE claims the request (Won, consented, not opted out, not asked yet) and records
 * the customer's e-mail with its delivery job in the same statement, so a double click or two
 * tabs send one e-mail. 404 when GOOGLE_REVIEW_URL is unset or the request does not exist; 409
 * when it is not Won or was asked already (the route answers the row as the list shows it).
 */
export async function requestReview(id: number): Promise<void> {
  if (!reviewRequestsEnabled()) throw new HttpError(404, reviewRequestMessages.notConfigured);
  const rows = await getDb().$queryRaw<{ jobs: number }[]>`WITH "asked" AS (
       UPDATE "leads" SET "reviewRequestedAt" = now()
       WHERE "id" = ${id} AND "status" = 'won' AND "reviewRequestedAt" IS NULL AND "reviewConsentAt" IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM "email_opt_outs" o WHERE o."email" = lower(btrim("leads"."email")))
       RETURNING "id"
     ),
     "alert_rows" AS (
       INSERT INTO "lead_notifications" ("leadId", "kind") SELECT "id", ${alertKinds.reviewRequest}::text FROM "asked"
       RETURNING "id"
     ),
     "alert_jobs" AS (${addDeliveryJobsSql(Prisma.sql`"alert_rows"`)})
     SELECT (SELECT count(*)::int FROM "alert_jobs") AS "jobs" FROM "asked"`;
  if (rows[0]) return;
  const lead = await getDb().lead.findUnique({ where: { id }, select: { status: true, reviewRequestedAt: true, reviewConsentAt: true } });
  if (!lead) throw new HttpError(404, leadMessages.notFound);
  if (lead.status !== "won") throw new HttpError(409, reviewRequestMessages.notWon);
  if (lead.reviewRequestedAt) throw new HttpError(409, reviewRequestMessages.alreadyAsked);
  if (!lead.reviewConsentAt) throw new HttpError(409, reviewRequestMessages.noConsent);
  throw new HttpError(409, reviewRequestMessages.optedOut);
}

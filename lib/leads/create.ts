import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { leadEstimateFor, type LeadEstimate } from "@/lib/estimate/lead-estimate";
import { HttpError } from "@/lib/http/responses";
import { leadLimiter } from "@/lib/leads/limit";
import type { CleanPhoto } from "@/lib/photos/process";
import { insertPhotosSql } from "@/lib/photos/storage";
import { countAttempt, fullFor, refundAttempt } from "@/lib/rate-limit";
import { deliverableSubscriptionIds } from "@/lib/push/send";
import { bookingPath, createBookingLink, insertBookingLinkSql, newBookingToken } from "@/lib/visits/links";
import { recordAlertsSql } from "./alerts-record";
import { spamReason, type LeadRequest } from "./request-schema";
import { leadColumnsSql, leadSelect, type LeadRow } from "./row";

export const tooManyLeadsMessage = "Too many quote requests from your connection. Please call us, or try again in a few minutes.";

export type CreateResult =
  /** `bookingPath`: a new link (on this site) to book the free measure-up, for the success screen. */
  | { outcome: "stored"; lead: LeadRow; bookingPath: string }
  /** The same idempotency key came again (double click, retry): the first row stands, with a new link. */
  | { outcome: "duplicate"; lead: LeadRow; bookingPath: string }
  /** Tripped a spam rule: stored apart for the owner to review, no alert; answered like a success. */
  | { outcome: "spam" };

/**
 * Refuses a client already at its limit before its upload is read (429): photos are decoded
 * before a request is stored and counted, and a client past its limit must not make the server
 * decode five more. Counts nothing; createLead counts. (A retry of a stored request from
 * such a client gets the 429 too: its key is in the body, not read yet.)
 */
export async function refuseOverLeadLimit(clientIp: string): Promise<void> {
  const retryAfterSeconds = await fullFor(leadLimiter(), clientIp);
  if (retryAfterSeconds) throw new HttpError(429, tooManyLeadsMessage, { retryAfterSeconds });
}

const withKey = (idempotencyKey: string) => getDb().lead.findUnique({ where: { idempotencyKey }, select: leadSelect });

/** The values of COLUMNS, in its order. */
const values = (request: LeadRequest, key: string | null, estimate: LeadEstimate | null) =>
  Prisma.join([
  request.name,
  request.email,
  request.phone,
  request.service ?? null,
  request.budgetRange ?? null,
  request.timeline ?? null,
  request.message ?? null,
  key,
  request.utmSource ?? null,
  request.utmMedium ?? null,
  request.utmCampaign ?? null,
  request.referrer ?? null,
  estimate === null ? null : Prisma.sql`${JSON.stringify(estimate)}::jsonb`,
  ]);
const COLUMNS = Prisma.raw(`"name", "email", "phone", "service", "budget_range", "timeline", "message", "idempotency_key", "utmSource", "utmMedium", "utmCampaign", "referrer", "estimate"`);

/**
 * The one way a quote request is stored (the API and the server action both call it). One
 * statement stores the request with its alerts and their delivery jobs (lib/leads/alerts-record.ts):
 * it commits all of them or none, so a stored request always has its alerts on their way, even
 * if the server stops right after answering. A repeated idempotency key returns the stored row
 * instead of adding one, and is not counted against the client's limit. A request that trips a
 * spam rule is stored as spam with its reason, and nothing is sent.
 *
 * Two statements for a new request (count it, store it): the insert itself finds a repeated
 * key (ON CONFLICT), so no lookup runs before it. The lookup and the refund are for repeats only.
 *
 * `photos` (already cleaned) are stored in the same statement, with the request or with its spam
 * row; a repeat stores none. Without photos the statements are exactly those of a plain request.
 */
export async function createLead(request: LeadRequest, clientIp: string, photos: CleanPhoto[] = []): Promise<CreateResult> {
  const key = request.idempotencyKey ?? null;
  const repeated = async (lead: LeadRow): Promise<CreateResult> => {
    const [, path] = await Promise.all([refundAttempt(leadLimiter(), clientIp), createBookingLink(lead.id)]);
    return { outcome: "duplicate", lead, bookingPath: path };
  };

  // Spam counts against the limit too: a bot cannot fill the spam table faster than a person could.
  const [limit, devices] = await Promise.all([countAttempt(leadLimiter(), clientIp), deliverableSubscriptionIds()]);
  if (!limit.ok) {
    // A retry of a request stored before the client reached its limit still gets its answer.
    const earlier = key ? await withKey(key) : null;
    if (earlier) return repeated(earlier);
    throw new HttpError(429, tooManyLeadsMessage, { retryAfterSeconds: limit.retryAfterSeconds });
  }

  // The estimate is computed here, from the inputs alone: never a number the browser sent.
  const estimate = request.estimate ? await leadEstimateFor(request.estimate) : null;
  const reason = spamReason(request);
  if (reason && photos.length > 0) {
    // Kept with its photos, so "Not spam" can bring both into the inbox.
    await getDb().$executeRaw`WITH "spam" AS (
         INSERT INTO "spam_requests" (${COLUMNS}, "reason")
         VALUES (${values(request, key, estimate)}, ${reason})
         ON CONFLICT ("idempotency_key") WHERE "idempotency_key" IS NOT NULL DO NOTHING
         RETURNING "id"
       ), ${insertPhotosSql(Prisma.sql`"spam"`, "spam", photos)}
       SELECT 1`;
    return { outcome: "spam" };
  }
  if (reason) {
    // skipDuplicates (ON CONFLICT DO NOTHING): a repeated key keeps its first row.
    await getDb().spamRequest.createMany({
      data: {
        name: request.name,
        email: request.email,
        phone: request.phone,
        service: request.service ?? null,
        budgetRange: request.budgetRange ?? null,
        timeline: request.timeline ?? null,
        message: request.message ?? null,
        idempotencyKey: key,
        utmSource: request.utmSource ?? null,
        utmMedium: request.utmMedium ?? null,
        utmCampaign: request.utmCampaign ?? null,
        referrer: request.referrer ?? null,
        estimate: estimate === null ? Prisma.DbNull : (estimate as unknown as Prisma.InputJsonObject),
        reason,
      },
      skipDuplicates: true,
    });
    return { outcome: "spam" };
  }

  // Raw SQL: Prisma cannot write the insert, its alert rows and their jobs as one statement.
  // ON CONFLICT: a key stored before, or sent twice at the same moment, keeps its first row
  // (and its alerts: a repeat records none). The success screen's booking link is stored in
  // the same statement (its token is made here and never stored).
  const leadCte = Prisma.sql`"lead"`;
  const link = newBookingToken();
  const storedPhotos = photos.length > 0 ? Prisma.sql` ${insertPhotosSql(leadCte, "lead", photos)},` : Prisma.empty;
  const inserted = await getDb().$queryRaw<(LeadRow & { alertJobs: number })[]>`WITH "lead" AS (
       INSERT INTO "contact_submissions" (${COLUMNS})
       VALUES (${values(request, key, estimate)})
       ON CONFLICT ("idempotency_key") WHERE "idempotency_key" IS NOT NULL DO NOTHING
       RETURNING ${Prisma.raw(leadColumnsSql)}
     ),${storedPhotos}
     "booking_link" AS (${insertBookingLinkSql(leadCte, link.hash)}),${recordAlertsSql(leadCte, devices)}
     SELECT "lead".*, (SELECT count(*)::int FROM "alert_jobs") AS "alertJobs" FROM "lead"`;
  if (inserted[0]) {
    const { alertJobs, ...lead } = inserted[0];
    void alertJobs;
    return { outcome: "stored", lead, bookingPath: bookingPath(link.token) };
  }
  return repeated((await withKey(key!))!);
}

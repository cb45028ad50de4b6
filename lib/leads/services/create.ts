import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { leadEstimateFor, type LeadEstimate } from "@/lib/estimate/lead-estimate";
import { widerSubject } from "@/lib/http/client-ip";
import { HttpError } from "@/lib/http/responses";
import { countLeadAttempt, refundLeadAttempt } from "./limit";
import type { CleanPhoto } from "@/lib/photos/process";
import { insertPhotosSql } from "@/lib/photos/storage";
import { deliverableSubscriptionIds } from "@/lib/push/send";
import { bookingPath, createBookingLink, insertBookingLinkSql, newBookingToken } from "./booking-links";
import { recordAlertsSql } from "./alerts-record";
import { countAgainstCeilings, countPhotos, refundPhotos, volumeAlertSql } from "./ceilings";
import { spamReason, type LeadRequest } from "@/lib/leads/model/request-schema";
import { leadColumnsSql, leadSelect, type LeadRow } from "@/lib/leads/model/row";

export const tooManyLeadsMessage = "Too many quote requests from your connection. Please call us, or try again in a few minutes.";

/** Repeats of one idempotency key answered free of the client's limit; later ones count like new requests. */
export const FREE_REPEATS = 3;

/** The client group an idempotency key belongs to: an IPv4 address, an IPv6 /48 (as the request limits group them). */
export const keyClientOf = (subject: string) => widerSubject(subject) ?? subject;

/**
 * The first answer again for a repeated idempotency key (the same lead and its one live booking
 * link), only to the client group that sent it. Another group (a dual-stack phone's retry may come
 * over the other protocol) is told the request is in, with no id and no link, and pays for it as a
 * new request: knowing a key hands no one else's booking. Each repeat is counted on the lead's row; past FREE_REPEATS a
 * repeat costs its client a request like a new one (`counted`: whether this one was counted; one
 * refused at the limit gets a 429 then).
 */
export async function answerRepeat(lead: LeadRow, clientIp: string, counted: "counted" | "refused" | "kept", refund?: () => Promise<void>): Promise<CreateResult> {
  const [row] = await getDb().$queryRaw<{ repeats: number }[]>`
    UPDATE "leads" SET "idempotencyRepeats" = "idempotencyRepeats" + 1
    WHERE "id" = ${lead.id} AND ("idempotencyClient" IS NULL OR "idempotencyClient" = ${keyClientOf(clientIp)})
    RETURNING "idempotencyRepeats" AS "repeats"`;
  if (!row) {
    if (counted === "refused") throw new HttpError(429, tooManyLeadsMessage);
    await refund?.();
    return { outcome: "received" };
  }
  const free = row.repeats <= FREE_REPEATS;
  if (!free && counted === "refused") throw new HttpError(429, tooManyLeadsMessage);
  const [, , path] = await Promise.all([free && counted === "counted" ? refundLeadAttempt(clientIp) : null, refund?.(), createBookingLink(lead.id)]);
  return { outcome: "duplicate", lead, bookingPath: path };
}

export type CreateResult =
  /** `bookingPath`: a new link (on this site) to book the free measure-up, for the success screen. */
  | { outcome: "stored"; lead: LeadRow; bookingPath: string }
  /** The same idempotency key came again (double click, retry): the first row stands, with a new link. */
  | { outcome: "duplicate"; lead: LeadRow; bookingPath: string }
  /** Tripped a spam rule or arrived past a ceiling (./ceilings.ts): stored apart for the owner to review, no alert; answered like a success. */
  | { outcome: "spam" }
  /** A repeated key from another client group: the first request is in; its id and link stay with its sender. */
  | { outcome: "received" };

/** A request with photos already counted against its client's limit (countLeadRequest). */
export interface CountedLead {
  counted: true;
}

/**
 * Counts a request with photos against its client's limit before its upload is read, and
 * refuses it past the limit (429): photos are decoded before a request is stored, and every
 * upload must cost its client one of its requests, a replayed one too (a repeat found before
 * its photos is not given back). createLead then counts it no more.
 */
export async function countLeadRequest(clientIp: string): Promise<CountedLead> {
  const limit = await countLeadAttempt(clientIp);
  if (!limit.ok) throw new HttpError(429, tooManyLeadsMessage, { retryAfterSeconds: limit.retryAfterSeconds });
  return { counted: true };
}

/** The lead stored under an idempotency key, if any. */
export const leadWithKey = (idempotencyKey: string) => getDb().lead.findUnique({ where: { idempotencyKey }, select: leadSelect });
const withKey = leadWithKey;

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
 * The one way a quote request is stored (POST /api/contact, with or without JavaScript). One
 * statement stores the request with its alerts and their delivery jobs (lib/leads/services/alerts-record.ts):
 * it commits all of them or none, so a stored request always has its alerts on their way, even
 * if the server stops right after answering. A repeated idempotency key returns the stored row
 * instead of adding one (answerRepeat: its own client only, free for the first few). A request that trips a
 * spam rule is stored as spam with its reason, and nothing is sent.
 *
 * Two statements for a new request (count it, store it): the insert itself finds a repeated
 * key (ON CONFLICT), so no lookup runs before it. The lookup and the refund are for repeats only.
 *
 * `photos` (already cleaned) are stored in the same statement, with the request or with its spam
 * row; a repeat stores none. Without photos the statements are exactly those of a plain request.
 */
export async function createLead(request: LeadRequest, clientIp: string, photos: CleanPhoto[] = [], counted?: CountedLead): Promise<CreateResult> {
  const key = request.idempotencyKey ?? null;
  const repeated = (lead: LeadRow, refund?: () => Promise<void>) => answerRepeat(lead, clientIp, "counted", refund);

  // Spam counts against the limit too: a bot cannot fill the spam table faster than a person could.
  const [limit, devices] = await Promise.all([counted ? ({ ok: true } as const) : countLeadAttempt(clientIp), deliverableSubscriptionIds()]);
  if (!limit.ok) {
    // A retry of a request stored before the client reached its limit still gets its answer.
    const earlier = key ? await withKey(key) : null;
    if (earlier) return answerRepeat(earlier, clientIp, "refused");
    throw new HttpError(429, tooManyLeadsMessage, { retryAfterSeconds: limit.retryAfterSeconds });
  }

  // The estimate is computed here, from the inputs alone: never a number the browser sent.
  const estimate = request.estimate ? await leadEstimateFor(request.estimate) : null;
  const reason = spamReason(request);
  if (reason) {
    // Kept with its photos, so "Not spam" can bring both into the inbox; they count against the
    // day's photo ceiling like any others (past it, the request is kept without them).
    const keep = photos.length > 0 && (await countPhotos(photos));
    const stored = await storeSpam(request, key, estimate, reason, keep ? photos : [], false);
    if (keep && !stored) await refundPhotos(photos);
    return { outcome: "spam" };
  }

  const ceiling = await countAgainstCeilings(photos);
  if (!ceiling.ok) {
    // A retry of a request stored as a lead before the ceiling was reached keeps its answer.
    const earlier = key ? await withKey(key) : null;
    if (earlier) return repeated(earlier);
    await storeSpam(request, key, estimate, ceiling.reason, [], true);
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
       INSERT INTO "leads" (${COLUMNS}, "idempotencyClient")
       VALUES (${values(request, key, estimate)}, ${key ? keyClientOf(clientIp) : null})
       ON CONFLICT ("idempotency_key") WHERE "idempotency_key" IS NOT NULL DO NOTHING
       RETURNING ${Prisma.raw(leadColumnsSql)}
     ),${storedPhotos}
     "booking_link" AS (${insertBookingLinkSql(leadCte, link)}),${recordAlertsSql(leadCte, devices)}
     SELECT "lead".*, (SELECT count(*)::int FROM "alert_jobs") AS "alertJobs" FROM "lead"`;
  if (inserted[0]) {
    const { alertJobs, ...lead } = inserted[0];
    void alertJobs;
    return { outcome: "stored", lead, bookingPath: bookingPath(link.token) };
  }
  return repeated((await withKey(key!))!, ceiling.refund);
}

/**
 * Stores a request as spam with its reason, and `photos` with it, in one statement; true when
 * stored (false: its idempotency key was stored as spam before). `pastCeiling`: it was kept
 * because a ceiling shared by all clients was reached, and the hour's "unusual volume" e-mail
 * is recorded with it (lib/leads/services/ceilings.ts).
 */
async function storeSpam(request: LeadRequest, key: string | null, estimate: LeadEstimate | null, reason: string, photos: CleanPhoto[], pastCeiling: boolean): Promise<boolean> {
  const spamCte = Prisma.sql`"spam"`;
  const storedPhotos = photos.length > 0 ? Prisma.sql`, ${insertPhotosSql(spamCte, "spam", photos)}` : Prisma.empty;
  const alert = pastCeiling ? Prisma.sql`, ${volumeAlertSql(spamCte, reason)}` : Prisma.empty;
  const jobs = pastCeiling ? Prisma.sql`(SELECT count(*)::int FROM "volume_job")` : Prisma.sql`0`;
  const rows = await getDb().$queryRaw<{ stored: number; jobs: number }[]>`WITH "spam" AS (
       INSERT INTO "spam_requests" (${COLUMNS}, "reason")
       VALUES (${values(request, key, estimate)}, ${reason})
       ON CONFLICT ("idempotency_key") WHERE "idempotency_key" IS NOT NULL DO NOTHING
       RETURNING "id"
     )${storedPhotos}${alert}
     SELECT (SELECT count(*)::int FROM "spam") AS "stored", ${jobs} AS "jobs"`;
  return (rows[0]?.stored ?? 0) > 0;
}

import "server-only";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { hitRateLimit, refundRateLimit } from "@/lib/rate-limit";
import { deliverableSubscriptionIds } from "@/lib/push/send";
import { recordAlertsSql } from "./alerts-record";
import { spamReason, type QuoteRequest } from "./request-schema";

export const QUOTE_WINDOW_MS = 10 * 60 * 1000;
export const tooManyQuotesMessage = "Too many quote requests from your connection. Please call us, or try again in a few minutes.";

export interface StoredQuote {
  id: number;
  name: string;
  email: string;
  phone: string;
  service: string | null;
  budgetRange: string | null;
  timeline: string | null;
  message: string | null;
  createdAt: Date;
}

export type CreateResult =
  | { outcome: "stored"; quote: StoredQuote }
  /** The same idempotency key came again (double click, retry): the first row stands. */
  | { outcome: "duplicate"; quote: StoredQuote }
  /** Tripped a spam rule: stored apart for the owner to review, no alert; answered like a success. */
  | { outcome: "spam" };

const columns = `"id", "name", "email", "phone", "service", "budget_range" AS "budgetRange", "timeline", "message", "createdAt"`;

const withKey = (key: string) => getDb().$queryRawUnsafe<StoredQuote[]>(`SELECT ${columns} FROM "contact_submissions" WHERE "idempotency_key" = $1`, key);

const values = (request: QuoteRequest, key: string | null) => [
  request.name,
  request.email,
  request.phone,
  request.service ?? null,
  request.budgetRange ?? null,
  request.timeline ?? null,
  request.message ?? null,
  key,
];

/**
 * The one way a quote request is stored (the API and the server action both call it). One
 * statement stores the request with its alerts and their delivery jobs (lib/quotes/alerts-record.ts):
 * it commits all of them or none, so a stored request always has its alerts on their way, even
 * if the server stops right after answering. A repeated idempotency key returns the stored row
 * instead of adding one, and is not counted against the client's limit. A request that trips a
 * spam rule is stored as spam with its reason, and nothing is sent.
 *
 * Two statements for a new request (count it, store it): the insert itself finds a repeated
 * key (ON CONFLICT), so no lookup runs before it. The lookup and the refund are for repeats only.
 */
export async function createQuoteRequest(request: QuoteRequest, clientIp: string): Promise<CreateResult> {
  const key = request.idempotencyKey ?? null;
  const limitKey = `quote:${clientIp}`;
  const rule = { limit: getConfig().quoteRateLimit, windowMs: QUOTE_WINDOW_MS };
  const now = Date.now();
  const repeated = async (quote: StoredQuote): Promise<CreateResult> => {
    await refundRateLimit(limitKey, rule, now);
    return { outcome: "duplicate", quote };
  };

  // Spam counts against the limit too: a bot cannot fill the spam table faster than a person could.
  const [limit, devices] = await Promise.all([hitRateLimit(limitKey, rule, now), deliverableSubscriptionIds()]);
  if (!limit.allowed) {
    // A retry of a request stored before the client reached its limit still gets its answer.
    const earlier = key ? (await withKey(key))[0] : undefined;
    if (earlier) return repeated(earlier);
    throw new HttpError(429, tooManyQuotesMessage, { retryAfterSeconds: limit.retryAfterSeconds });
  }

  const reason = spamReason(request);
  if (reason) {
    await getDb().$executeRawUnsafe(
      `INSERT INTO "spam_requests" ("name", "email", "phone", "service", "budget_range", "timeline", "message", "idempotency_key", "reason")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT ("idempotency_key") WHERE "idempotency_key" IS NOT NULL DO NOTHING`,
      ...values(request, key),
      reason,
    );
    return { outcome: "spam" };
  }

  // ON CONFLICT: a key stored before, or sent twice at the same moment, keeps its first row
  // (and its alerts: a repeat records none).
  const inserted = await getDb().$queryRawUnsafe<(StoredQuote & { alertJobs: number })[]>(
    `WITH "quote" AS (
       INSERT INTO "contact_submissions" ("name", "email", "phone", "service", "budget_range", "timeline", "message", "idempotency_key")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT ("idempotency_key") WHERE "idempotency_key" IS NOT NULL DO NOTHING
       RETURNING ${columns}
     ),${recordAlertsSql('"quote"', "$9")}
     SELECT "quote".*, (SELECT count(*)::int FROM "alert_jobs") AS "alertJobs" FROM "quote"`,
    ...values(request, key),
    devices,
  );
  if (inserted[0]) {
    const { alertJobs, ...quote } = inserted[0];
    void alertJobs;
    return { outcome: "stored", quote };
  }
  return repeated((await withKey(key!))[0]!);
}

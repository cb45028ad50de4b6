import "server-only";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { hitRateLimit, refundRateLimit } from "@/lib/rate-limit";
import { looksLikeABot, type QuoteRequest } from "./request-schema";
import type { QuoteRow } from "./row";

export const QUOTE_WINDOW_MS = 10 * 60 * 1000;
export const tooManyQuotesMessage = "Too many quote requests from your connection. Please call us, or try again in a few minutes.";

/** What the insert returns: the quote select's columns but the admin's flags and reply time. */
export type StoredQuote = Omit<QuoteRow, "highlighted" | "archived" | "lastRepliedAt">;

export type CreateResult =
  | { outcome: "stored"; quote: StoredQuote }
  /** The same idempotency key came again (double click, retry): the first row stands. */
  | { outcome: "duplicate"; quote: StoredQuote }
  /** Tripped the honeypot or the fill time: answered like a success, nothing stored or sent. */
  | { outcome: "dropped" };

const columns = `"id", "name", "email", "phone", "service", "budget_range" AS "budgetRange", "timeline", "message", "createdAt"`;

const withKey = (key: string) => getDb().$queryRawUnsafe<StoredQuote[]>(`SELECT ${columns} FROM "contact_submissions" WHERE "idempotency_key" = $1`, key);

/**
 * The one way a quote request is stored (the API and the server action both call it). The row
 * is written before anything else happens; alerts are the caller's next step and can never
 * lose it. A repeated idempotency key returns the stored row instead of adding one, and is not
 * counted against the client's limit.
 *
 * Two statements for a new request (count it, insert it): the insert itself finds a repeated
 * key (ON CONFLICT), so no lookup runs before it. The lookup and the refund are for repeats only.
 */
export async function createQuoteRequest(request: QuoteRequest, clientIp: string): Promise<CreateResult> {
  if (looksLikeABot(request)) return { outcome: "dropped" };
  const key = request.idempotencyKey ?? null;
  const limitKey = `quote:${clientIp}`;
  const rule = { limit: getConfig().quoteRateLimit, windowMs: QUOTE_WINDOW_MS };
  const now = Date.now();
  const repeated = async (quote: StoredQuote): Promise<CreateResult> => {
    await refundRateLimit(limitKey, rule, now);
    return { outcome: "duplicate", quote };
  };

  const limit = await hitRateLimit(limitKey, rule, now);
  if (!limit.allowed) {
    // A retry of a request stored before the client reached its limit still gets its answer.
    const earlier = key ? (await withKey(key))[0] : undefined;
    if (earlier) return repeated(earlier);
    throw new HttpError(429, tooManyQuotesMessage, { retryAfterSeconds: limit.retryAfterSeconds });
  }

  // ON CONFLICT: a key stored before, or sent twice at the same moment, keeps its first row.
  const inserted = await getDb().$queryRawUnsafe<StoredQuote[]>(
    `INSERT INTO "contact_submissions" ("name", "email", "phone", "service", "budget_range", "timeline", "message", "idempotency_key")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT ("idempotency_key") WHERE "idempotency_key" IS NOT NULL DO NOTHING
     RETURNING ${columns}`,
    request.name,
    request.email,
    request.phone,
    request.service ?? null,
    request.budgetRange ?? null,
    request.timeline ?? null,
    request.message ?? null,
    key,
  );
  if (inserted[0]) return { outcome: "stored", quote: inserted[0] };
  return repeated((await withKey(key!))[0]!);
}

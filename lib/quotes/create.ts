import "server-only";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { hitRateLimit, refundRateLimit } from "@/lib/rate-limit";
import { looksLikeABot, type QuoteRequest } from "./request-schema";
import { quoteSelect, type QuoteRow } from "./row";

export const QUOTE_WINDOW_MS = 10 * 60 * 1000;
export const tooManyQuotesMessage = "Too many quote requests from your connection. Please call us, or try again in a few minutes.";

export type CreateResult =
  | { outcome: "stored"; quote: QuoteRow }
  /** The same idempotency key came again (double click, retry): the first row stands. */
  | { outcome: "duplicate"; quote: QuoteRow }
  /** Tripped the honeypot or the fill time: answered like a success, nothing stored or sent. */
  | { outcome: "dropped" };

const withKey = (idempotencyKey: string) => getDb().contactSubmission.findUnique({ where: { idempotencyKey }, select: quoteSelect });

/**
 * The one way a quote request is stored (the API and the server action both call it). The row
 * is written before anything else happens; alerts are the caller's next step and can never
 * lose it. A repeated idempotency key returns the stored row instead of adding one, and is not
 * counted against the client's limit.
 *
 * Two statements for a new request (count it, insert it): the insert itself finds a repeated
 * key (the unique index refuses it), so no lookup runs before it. The lookup and the refund are
 * for repeats only.
 */
export async function createQuoteRequest(request: QuoteRequest, clientIp: string): Promise<CreateResult> {
  if (looksLikeABot(request)) return { outcome: "dropped" };
  const key = request.idempotencyKey ?? null;
  const limitKey = `quote:${clientIp}`;
  const rule = { limit: getConfig().quoteRateLimit, windowMs: QUOTE_WINDOW_MS };
  const now = Date.now();
  const repeated = async (quote: QuoteRow): Promise<CreateResult> => {
    await refundRateLimit(limitKey, rule, now);
    return { outcome: "duplicate", quote };
  };

  const limit = await hitRateLimit(limitKey, rule, now);
  if (!limit.allowed) {
    // A retry of a request stored before the client reached its limit still gets its answer.
    const earlier = key ? await withKey(key) : null;
    if (earlier) return repeated(earlier);
    throw new HttpError(429, tooManyQuotesMessage, { retryAfterSeconds: limit.retryAfterSeconds });
  }

  try {
    const quote = await getDb().contactSubmission.create({
      data: {
        name: request.name,
        email: request.email,
        phone: request.phone,
        service: request.service ?? null,
        budgetRange: request.budgetRange ?? null,
        timeline: request.timeline ?? null,
        message: request.message ?? null,
        idempotencyKey: key,
      },
      select: quoteSelect,
    });
    return { outcome: "stored", quote };
  } catch (error) {
    // The unique key refused the row: stored before, or sent twice at the same moment (this
    // INSERT waited for the other and lost). The first row stands.
    const first = key && isUniqueViolation(error) ? await withKey(key) : null;
    if (!first) throw error;
    return repeated(first);
  }
}

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

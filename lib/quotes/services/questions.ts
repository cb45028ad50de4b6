import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { deliverableSubscriptionIds } from "@/lib/push/send";
import { countAttempt, rateLimiter, type RateLimiter } from "@/lib/rate-limit";
import { quoteAlertKinds } from "@/lib/quotes/model/alert-kinds";
import { recordQuoteAlertsSql } from "./alerts-record";
import type { QuoteQuestionInput } from "@/lib/quotes/model/customer-schemas";
import { customerQuoteMessages } from "@/lib/quotes/model/customer-texts";
import { customerQuoteRow } from "./customer-view";
import type { CustomerClient } from "./decide";
import { recordEventSql } from "./events";

/** Questions about one quote per hour: each e-mails the owner, so a link cannot flood his inbox. */
export const QUOTE_QUESTIONS = { points: 5, windowSeconds: 60 * 60 } as const;
let questionLimiter: RateLimiter | undefined;
const questionsPerQuote = () => (questionLimiter ??= rateLimiter({ keyPrefix: "quote-question", ...QUOTE_QUESTIONS }));

/**
 * The customer asks a question about a quote (in any state: an expired one's customer asks for a
 * fresh quote this way). Stored with its event, and the owner alerted by e-mail and push, in one
 * statement. The owner reads it on the lead (GET .../quotes answers each quote's questions).
 */
export async function askQuoteQuestion(token: string, input: QuoteQuestionInput, client: CustomerClient): Promise<{ id: number; message: string; createdAt: string }> {
  const row = await customerQuoteRow(token, client.limitSubject);
  const limit = await countAttempt(questionsPerQuote(), String(row.id));
  if (!limit.ok) throw new HttpError(429, customerQuoteMessages.tooManyQuestions, { retryAfterSeconds: limit.retryAfterSeconds });
  const devices = await deliverableSubscriptionIds();
  const [question] = await getDb().$queryRaw<{ id: number; message: string; createdAt: Date; jobs: number }[]>`WITH "quote" AS (
       SELECT "id", "leadId" FROM "quotes" WHERE "id" = ${row.id}
     ),
     "question" AS (
       INSERT INTO "quote_questions" ("quoteId", "message") SELECT "id", ${input.message} FROM "quote"
       RETURNING "id", "message", "createdAt"
     ),
     "event" AS (${recordEventSql(Prisma.sql`"quote"`, "question", { data: Prisma.sql`jsonb_build_object('questionId', (SELECT "id" FROM "question"))` })}),
     ${recordQuoteAlertsSql(Prisma.sql`"quote"`, { emails: [quoteAlertKinds.questionOwnerEmail], push: quoteAlertKinds.questionPush, devices })}
     SELECT q."id", q."message", q."createdAt", (SELECT count(*)::int FROM "alert_jobs") AS "jobs" FROM "question" q`;
  if (!question) throw new HttpError(404, customerQuoteMessages.notFound);
  return { id: question.id, message: question.message, createdAt: question.createdAt.toISOString() };
}

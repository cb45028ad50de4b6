import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { addDays, sydneyDay } from "@/lib/quotes/model/validity";

/**
 * The owner's money numbers of the written quotes (issue 33), for the same periods as the lead
 * numbers (lib/panel/numbers.ts): from a Sydney Monday or 1st of the month, up to now. Each is
 * counted by when it happened, not as a cohort: a quote sent last month and accepted this week
 * counts as accepted this week. Amounts are the stored totals incl GST (lib/money's): the
 * required lines until accepted, then what was accepted. Definitions in docs/product.md.
 */
export interface QuoteNumbers {
  /** Quote versions sent in the period, and their totals incl GST. */
  quotesSent: number;
  quoteValueSentCents: number;
  /** Accepted in the period, and the accepted totals incl GST. */
  quotesAccepted: number;
  quoteValueAcceptedCents: number;
  /** Declined in the period; expired in the period (their valid-until day ended unanswered). */
  quotesDeclined: number;
  quotesExpired: number;
  /** accepted / (accepted + declined + expired) in the period, 0..1; null when none. */
  winRateByCount: number | null;
  /** The same by value incl GST; null when none. */
  winRateByValue: number | null;
  /** The median of (decided - sent) in days over the quotes accepted or declined in the period; null when none. */
  medianDaysToDecision: number | null;
  /** Deposit invoices not marked paid, incl GST, now (the same for every period). */
  depositsOutstandingCents: number;
  /** Balance invoices (the final ones, issued when the job is done) not marked paid, incl GST, now (the same for every period). */
  balancesOutstandingCents: number;
  /** Every invoice payment (deposit and balance, card or bank) dated in the current Sydney month, incl GST (the same for every period). */
  paidThisMonthCents: number;
}

interface Aggregates {
  sent: number;
  sentValue: number;
  accepted: number;
  acceptedValue: number;
  declined: number;
  declinedValue: number;
  expired: number;
  expiredValue: number;
  medianDays: number | null;
}

/** The aggregates of one period over the CTE "q", its rows marked by the period's boolean columns. */
function periodSql(period: "w" | "m"): Prisma.Sql {
  const sent = Prisma.raw(`q."sent_${period}"`);
  const decided = Prisma.raw(`q."decided_${period}"`);
  const expired = Prisma.raw(`q."expired_${period}"`);
  return Prisma.sql`json_build_object(
    'sent', count(*) FILTER (WHERE ${sent}),
    'sentValue', coalesce(sum(q."totalCents") FILTER (WHERE ${sent}), 0),
    'accepted', count(*) FILTER (WHERE ${decided} AND q."accepted"),
    'acceptedValue', coalesce(sum(q."totalCents") FILTER (WHERE ${decided} AND q."accepted"), 0),
    'declined', count(*) FILTER (WHERE ${decided} AND NOT q."accepted"),
    'declinedValue', coalesce(sum(q."totalCents") FILTER (WHERE ${decided} AND NOT q."accepted"), 0),
    'expired', count(*) FILTER (WHERE ${expired}),
    'expiredValue', coalesce(sum(q."totalCents") FILTER (WHERE ${expired}), 0),
    'medianDays', percentile_cont(0.5) WITHIN GROUP (ORDER BY q."days") FILTER (WHERE ${decided}))`;
}

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * One statement: the quotes touched since the earlier period start (three index range reads:
 * sent, decided, expired, in one bitmap), each period a FILTER over them in one pass, and the
 * outstanding deposits.
 */
export async function quoteNumbers(periods: { week: Date; month: Date }, now = new Date()): Promise<{ week: QuoteNumbers; month: QuoteNumbers }> {
  const { week, month } = periods;
  const earliest = week < month ? week : month;
  // A quote's validity ends at the start of the day after its valid-until day (Sydney): it ended
  // in [from, now) when that day is the day before from's Sydney day or later, and before today.
  const lastDayFrom = (from: Date) => addDays(sydneyDay(from), -1);
  const today = sydneyDay(now);
  // Payments are dated by Sydney day: this month's run from its 1st to today.
  const monthStart = `${today.slice(0, 8)}01`;
  // Decided: accepted, or declined (a declined quote revised since is "replaced", its decidedAt kept).
  // Each row's period marks are computed once, so the aggregates only test booleans.
  const [row] = await getDb().$queryRaw<{ week: Aggregates; month: Aggregates; outstanding: number; balances: number; paidThisMonth: number }[]>`
    WITH "q" AS MATERIALIZED (
      SELECT "totalCents", "status" = 'accepted' AS "accepted", extract(epoch FROM "decidedAt" - "sentAt") / 86400 AS "days",
        coalesce("sentAt" >= ${week} AND "sentAt" < ${now}, false) AS "sent_w", coalesce("sentAt" >= ${month} AND "sentAt" < ${now}, false) AS "sent_m",
        coalesce("decidedAt" >= ${week} AND "decidedAt" < ${now}, false) AS "decided_w", coalesce("decidedAt" >= ${month} AND "decidedAt" < ${now}, false) AS "decided_m",
        ("status" = 'sent' AND "validUntil" >= ${lastDayFrom(week)}::date AND "validUntil" < ${today}::date) AS "expired_w",
        ("status" = 'sent' AND "validUntil" >= ${lastDayFrom(month)}::date AND "validUntil" < ${today}::date) AS "expired_m"
      FROM "quotes"
      WHERE ("sentAt" >= ${earliest} AND "sentAt" < ${now}) OR ("decidedAt" >= ${earliest} AND "decidedAt" < ${now})
         OR ("status" = 'sent' AND "validUntil" >= ${lastDayFrom(earliest)}::date AND "validUntil" < ${today}::date)
    )
    SELECT ${periodSql("w")} AS "week", ${periodSql("m")} AS "month",
      (SELECT coalesce(sum("totalCents"), 0)::float8 FROM "deposit_invoices" WHERE "paidOn" IS NULL AND "kind" = 'deposit') AS "outstanding",
      (SELECT coalesce(sum("totalCents"), 0)::float8 FROM "deposit_invoices" WHERE "paidOn" IS NULL AND "kind" = 'balance') AS "balances",
      (SELECT coalesce(sum("totalCents"), 0)::float8 FROM "deposit_invoices" WHERE "paidOn" >= ${monthStart}::date AND "paidOn" <= ${today}::date) AS "paidThisMonth"
    FROM "q" q`;
  const numbers = (data: Aggregates): QuoteNumbers => {
    const closed = data.accepted + data.declined + data.expired;
    const closedValue = data.acceptedValue + data.declinedValue + data.expiredValue;
    return {
      quotesSent: data.sent,
      quoteValueSentCents: data.sentValue,
      quotesAccepted: data.accepted,
      quoteValueAcceptedCents: data.acceptedValue,
      quotesDeclined: data.declined,
      quotesExpired: data.expired,
      winRateByCount: share(data.accepted, closed),
      winRateByValue: share(data.acceptedValue, closedValue),
      medianDaysToDecision: data.medianDays,
      depositsOutstandingCents: row!.outstanding,
      balancesOutstandingCents: row!.balances,
      paidThisMonthCents: row!.paidThisMonth,
    };
  };
  return { week: numbers(row!.week), month: numbers(row!.month) };
}

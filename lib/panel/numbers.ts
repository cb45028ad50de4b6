import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { quoteNumbers, type QuoteNumbers } from "@/lib/quotes/services/numbers";
import { lostReasons, RESPONSE_PROMISE_HOURS, type LostReason } from "@/lib/leads/model/status";

/**
 * The owner's numbers for this week and this month (GET /api/admin/numbers). Each period is a
 * cohort: the requests received from its start (Monday 00:00, or the 1st at 00:00, in Sydney) up
 * to now, archived ones included, spam never; their current status decides the rest. The exact
 * definitions are in docs/product.md ("The owner's numbers"); an integration test recomputes
 * them in TypeScript from the rows.
 */
export interface Numbers extends QuoteNumbers {
  from: string;
  to: string;
  received: number;
  /** Median of (firstResponseAt - createdAt) in minutes over the answered ones; null: none answered. */
  medianFirstResponseMinutes: number | null;
  /** Answered within 24 hours / (answered, or 24 hours old): 0..1; null when no request is either yet. */
  answeredWithin24hShare: number | null;
  /** Of the period's requests, those with a quote sent (quoteSentAt set). The written quotes' own numbers: QuoteNumbers. */
  leadsQuoted: number;
  won: number;
  lost: number;
  lostByReason: Record<LostReason, number>;
  /** won / (won + lost); null when none is decided. */
  conversion: number | null;
  /** utm_source, else the referring host, else "direct"; most requests first. */
  bySource: { source: string; count: number }[];
  /**
   * The requests that came with an instant estimate (the estimator as a source, whatever their
   * utm_source): how many, how many of them are Won, and that share (won / received; null: none).
   */
  fromEstimate: { received: number; won: number; wonShare: number | null };
}

export const DIRECT_SOURCE = "direct";
const TIME_ZONE = "Australia/Sydney";

/** The aggregates of one period, over the CTE "c", its rows marked by the boolean column `mark`. */
function periodSql(mark: "inWeek" | "inMonth", now: Date): Prisma.Sql {
  const m = Prisma.raw(`c."${mark}"`);
  const promise = `${RESPONSE_PROMISE_HOURS} hours`;
  const byReason = lostReasons.map((reason) => Prisma.sql`${reason}::text, count(*) FILTER (WHERE ${m} AND c."lost_reason" = ${reason})`);
  return Prisma.sql`json_build_object(
    'received', count(*) FILTER (WHERE ${m}),
    'median', percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM c."firstResponseAt" - c."createdAt") / 60) FILTER (WHERE ${m}),
    'within', count(*) FILTER (WHERE ${m} AND c."firstResponseAt" - c."createdAt" <= ${promise}::interval),
    'judged', count(*) FILTER (WHERE ${m} AND (c."firstResponseAt" IS NOT NULL OR c."createdAt" <= ${now}::timestamptz - ${promise}::interval)),
    'leadsQuoted', count(c."quoteSentAt") FILTER (WHERE ${m}),
    'won', count(*) FILTER (WHERE ${m} AND c."status" = 'won'),
    'lost', count(*) FILTER (WHERE ${m} AND c."status" = 'lost'),
    'lostByReason', json_build_object(${Prisma.join(byReason, ", ")}),
    'estimated', count(*) FILTER (WHERE ${m} AND c."estimated"),
    'estimatedWon', count(*) FILTER (WHERE ${m} AND c."estimated" AND c."status" = 'won'))`;
}

interface PeriodAggregates {
  received: number;
  median: number | null;
  within: number;
  judged: number;
  leadsQuoted: number;
  won: number;
  lost: number;
  lostByReason: Record<LostReason, number>;
  estimated: number;
  estimatedWon: number;
}

/**
 * Two statements: where the periods start (Sydney's calendar, from PostgreSQL's time zone
 * database), then every number of both periods in one pass over one range read of the
 * createdAt index, bounded by parameters so the planner sees how few rows a month is (with the
 * bounds computed inside one statement it guessed a third of the table and scanned all of it).
 * Each period is a FILTER over the same rows: no join, no sort but the median's.
 */
export async function ownerNumbers(now = new Date()): Promise<{ week: Numbers; month: Numbers }> {
  const db = getDb();
  const [bounds] = await db.$queryRaw<{ week: Date; month: Date }[]>`
    SELECT date_trunc('week', ${now}::timestamptz AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE ${TIME_ZONE} AS "week",
           date_trunc('month', ${now}::timestamptz AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE ${TIME_ZONE} AS "month"`;
  const { week, month } = bounds!;
  const earliest = week < month ? week : month;
  // The written quotes' numbers (lib/quotes/services/numbers.ts) are read at the same time, on another connection.
  const [[row], quotes] = await Promise.all([
    db.$queryRaw<{ week: PeriodAggregates; month: PeriodAggregates; sources: { source: string; week: number; month: number }[] }[]>`
    WITH "c" AS MATERIALIZED (
      SELECT "createdAt", "status", "lost_reason", "firstResponseAt", "quoteSentAt",
             coalesce("utmSource", "referrer", ${DIRECT_SOURCE}) AS "source", "estimate" IS NOT NULL AS "estimated",
             "createdAt" >= ${week} AS "inWeek", "createdAt" >= ${month} AS "inMonth"
      FROM "leads" WHERE "createdAt" >= ${earliest} AND "createdAt" < ${now}
    )
    SELECT ${periodSql("inWeek", now)} AS "week", ${periodSql("inMonth", now)} AS "month",
      (SELECT coalesce(json_agg(s), '[]'::json) FROM (
         SELECT "source", count(*) FILTER (WHERE "inWeek") AS "week", count(*) FILTER (WHERE "inMonth") AS "month" FROM "c" GROUP BY 1
       ) s) AS "sources"
    FROM "c"`,
    quoteNumbers({ week, month }, now),
  ]);

  const numbers = (period: "week" | "month", from: Date): Numbers => {
    const data = row![period];
    return {
      ...quotes[period],
      from: from.toISOString(),
      to: now.toISOString(),
      received: data.received,
      medianFirstResponseMinutes: data.median,
      answeredWithin24hShare: data.judged === 0 ? null : data.within / data.judged,
      leadsQuoted: data.leadsQuoted,
      won: data.won,
      lost: data.lost,
      lostByReason: data.lostByReason,
      conversion: data.won + data.lost === 0 ? null : data.won / (data.won + data.lost),
      // Most requests first, then by name (in code-point order, whatever the database's collation).
      bySource: row!.sources
        .filter((source) => source[period] > 0)
        .map((source) => ({ source: source.source, count: source[period] }))
        .sort((a, b) => b.count - a.count || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0)),
      fromEstimate: { received: data.estimated, won: data.estimatedWon, wonShare: data.estimated === 0 ? null : data.estimatedWon / data.estimated },
    };
  };
  return { week: numbers("week", week), month: numbers("month", month) };
}

import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { lostReasons, RESPONSE_PROMISE_HOURS, type LostReason } from "./status";

/**
 * The owner's numbers for this week and this month (GET /api/admin/numbers). Each period is a
 * cohort: the requests received from its start (Monday 00:00, or the 1st at 00:00, in Sydney) up
 * to now, archived ones included, spam never; their current status decides the rest. The exact
 * definitions are in docs/product.md ("The owner's numbers"); an integration test recomputes
 * them in TypeScript from the rows.
 */
export interface Numbers {
  from: string;
  to: string;
  received: number;
  /** Median of (firstResponseAt - createdAt) in minutes over the answered ones; null: none answered. */
  medianFirstResponseMinutes: number | null;
  /** Answered within 24 hours / (answered, or 24 hours old): 0..1; null when no request is either yet. */
  answeredWithin24hShare: number | null;
  quotesSent: number;
  won: number;
  lost: number;
  lostByReason: Record<LostReason, number>;
  /** won / (won + lost); null when none is decided. */
  conversion: number | null;
  /** utm_source, else the referring host, else "direct"; most requests first. */
  bySource: { source: string; count: number }[];
}

export const DIRECT_SOURCE = "direct";
const TIME_ZONE = "Australia/Sydney";

type PeriodRow = {
  period: "week" | "month";
  from: Date;
  received: number;
  median: number | null;
  within: number;
  judged: number;
  quotesSent: number;
  won: number;
  lost: number;
  sources: { source: string; count: number }[];
} & Record<`lost_${LostReason}`, number>;

/**
 * Two statements: where the periods start (Sydney's calendar, from PostgreSQL's time zone
 * database), then every number of both over one range read of the createdAt index, bounded by
 * parameters so the planner sees how few rows a month is (with the bounds computed inside one
 * statement it guessed a third of the table and scanned all of it).
 */
export async function ownerNumbers(now = new Date()): Promise<{ week: Numbers; month: Numbers }> {
  const db = getDb();
  const [bounds] = await db.$queryRaw<{ week: Date; month: Date }[]>`
    SELECT date_trunc('week', ${now}::timestamptz AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE ${TIME_ZONE} AS "week",
           date_trunc('month', ${now}::timestamptz AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE ${TIME_ZONE} AS "month"`;
  const { week, month } = bounds!;
  const earliest = week < month ? week : month;
  const byReason = lostReasons.map((reason) => Prisma.sql`count(*) FILTER (WHERE c."lost_reason" = ${reason})::int AS ${Prisma.raw(`"lost_${reason}"`)}`);
  const promise = `${RESPONSE_PROMISE_HOURS} hours`;
  const rows = await db.$queryRaw<PeriodRow[]>`
    WITH "c" AS MATERIALIZED (
      SELECT "createdAt", "status", "lost_reason", "firstResponseAt", "quoteSentAt",
             coalesce("utmSource", "referrer", ${DIRECT_SOURCE}) AS "source"
      FROM "contact_submissions" WHERE "createdAt" >= ${earliest} AND "createdAt" < ${now}
    ),
    "periods" AS (SELECT * FROM (VALUES ('week', ${week}::timestamptz), ('month', ${month}::timestamptz)) AS p("period", "from"))
    SELECT p."period", p."from",
      count(c."createdAt")::int AS "received",
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM c."firstResponseAt" - c."createdAt") / 60) AS "median",
      count(*) FILTER (WHERE c."firstResponseAt" - c."createdAt" <= ${promise}::interval)::int AS "within",
      count(*) FILTER (WHERE c."firstResponseAt" IS NOT NULL OR c."createdAt" <= ${now}::timestamptz - ${promise}::interval)::int AS "judged",
      count(c."quoteSentAt")::int AS "quotesSent",
      count(*) FILTER (WHERE c."status" = 'won')::int AS "won",
      count(*) FILTER (WHERE c."status" = 'lost')::int AS "lost",
      ${Prisma.join(byReason, ", ")},
      (SELECT coalesce(json_agg(json_build_object('source', s."source", 'count', s."count") ORDER BY s."count" DESC, s."source" ASC), '[]'::json)
       FROM (SELECT "source", count(*)::int AS "count" FROM "c" WHERE "createdAt" >= p."from" GROUP BY 1) s) AS "sources"
    FROM "periods" p
    LEFT JOIN "c" ON c."createdAt" >= p."from"
    GROUP BY p."period", p."from"`;

  const numbers = (period: "week" | "month"): Numbers => {
    const row = rows.find((candidate) => candidate.period === period)!;
    return {
      from: row.from.toISOString(),
      to: now.toISOString(),
      received: row.received,
      medianFirstResponseMinutes: row.median === null ? null : Number(row.median),
      answeredWithin24hShare: row.judged === 0 ? null : row.within / row.judged,
      quotesSent: row.quotesSent,
      won: row.won,
      lost: row.lost,
      lostByReason: Object.fromEntries(lostReasons.map((reason) => [reason, row[`lost_${reason}`]])) as Record<LostReason, number>,
      conversion: row.won + row.lost === 0 ? null : row.won / (row.won + row.lost),
      bySource: row.sources,
    };
  };
  return { week: numbers("week"), month: numbers("month") };
}

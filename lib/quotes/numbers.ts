import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { lostReasons, RESPONSE_PROMISE_HOURS, type LostReason } from "./status";

/**
 * The owner's numbers for this week and this month (GET /api/admin/numbers). Each period is a
 * cohort: the requests received from its start (Monday 00:00, or the 1st at 00:00, in Sydney) up
 * to now, archived ones included, spam never; their current status decides the rest. The exact
 * definitions are in docs/product.md ("The owner's numbers"); an integration test recomputes
 * them in TypeScript from the rows. Two statements, each one range read of the createdAt index.
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
  to: Date;
  received: number;
  median: number | null;
  within: number;
  judged: number;
  quotesSent: number;
  won: number;
  lost: number;
} & Record<`lost_${LostReason}`, number>;

const periodsSql = (now: Date) => Prisma.sql`
  "periods" AS (
    SELECT "period", (date_trunc("unit", ${now}::timestamptz AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE ${TIME_ZONE}) AS "from", ${now}::timestamptz AS "to"
    FROM (VALUES ('week', 'week'), ('month', 'month')) AS u("period", "unit")
  )`;

export async function ownerNumbers(now = new Date()): Promise<{ week: Numbers; month: Numbers }> {
  const db = getDb();
  const byReason = lostReasons.map((reason) => Prisma.sql`count(*) FILTER (WHERE c."lost_reason" = ${reason})::int AS ${Prisma.raw(`"lost_${reason}"`)}`);
  const promise = `${RESPONSE_PROMISE_HOURS} hours`;
  const rows = await db.$queryRaw<PeriodRow[]>`
    WITH ${periodsSql(now)}
    SELECT p."period", p."from", p."to",
      count(c."id")::int AS "received",
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM c."firstResponseAt" - c."createdAt") / 60) AS "median",
      count(*) FILTER (WHERE c."firstResponseAt" - c."createdAt" <= ${promise}::interval)::int AS "within",
      count(*) FILTER (WHERE c."firstResponseAt" IS NOT NULL OR c."createdAt" <= p."to" - ${promise}::interval)::int AS "judged",
      count(c."quoteSentAt")::int AS "quotesSent",
      count(*) FILTER (WHERE c."status" = 'won')::int AS "won",
      count(*) FILTER (WHERE c."status" = 'lost')::int AS "lost",
      ${Prisma.join(byReason, ", ")}
    FROM "periods" p
    LEFT JOIN "contact_submissions" c ON c."createdAt" >= p."from" AND c."createdAt" < p."to"
    GROUP BY p."period", p."from", p."to"`;
  const sources = await db.$queryRaw<{ period: string; source: string; count: number }[]>`
    WITH ${periodsSql(now)}
    SELECT p."period", coalesce(c."utmSource", c."referrer", ${DIRECT_SOURCE}) AS "source", count(*)::int AS "count"
    FROM "periods" p
    JOIN "contact_submissions" c ON c."createdAt" >= p."from" AND c."createdAt" < p."to"
    GROUP BY 1, 2
    ORDER BY 3 DESC, 2 ASC`;

  const numbers = (period: "week" | "month"): Numbers => {
    const row = rows.find((candidate) => candidate.period === period)!;
    return {
      from: row.from.toISOString(),
      to: row.to.toISOString(),
      received: row.received,
      medianFirstResponseMinutes: row.median === null ? null : Number(row.median),
      answeredWithin24hShare: row.judged === 0 ? null : row.within / row.judged,
      quotesSent: row.quotesSent,
      won: row.won,
      lost: row.lost,
      lostByReason: Object.fromEntries(lostReasons.map((reason) => [reason, row[`lost_${reason}`]])) as Record<LostReason, number>,
      conversion: row.won + row.lost === 0 ? null : row.won / (row.won + row.lost),
      bySource: sources.filter((source) => source.period === period).map(({ source, count }) => ({ source, count })),
    };
  };
  return { week: numbers("week"), month: numbers("month") };
}

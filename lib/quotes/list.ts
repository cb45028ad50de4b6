import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { photoCountSql } from "@/lib/photos/storage";
import type { QuoteFilter, QuoteListQuery } from "./admin-schemas";
import { quoteColumnsSql, type QuoteRow } from "./row";
import type { AdminQuote, DashboardQuote, Pagination } from "./view";

/**
 * The admin's view of a row: the quote's columns, the last error of an alert that failed after
 * its retries ("Alert not delivered"), and how many photos it has (never their bytes).
 */
type ListedQuote = QuoteRow & { alertError: string | null; photoCount: number };
const COLUMNS = Prisma.sql`${Prisma.raw(quoteColumnsSql)},
  (SELECT n."lastError" FROM "quote_notifications" n WHERE n."quoteId" = "contact_submissions"."id" AND n."status" = 'failed'
   ORDER BY n."failedAt" DESC LIMIT 1) AS "alertError",
  ${Prisma.raw(photoCountSql('"contact_submissions"'))} AS "photoCount"`;

/** `%text%` for ILIKE, with the user's own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The WHERE clause of "the current view"; the search is served by the trigram index. */
export function filterSql(filter: QuoteFilter): Prisma.Sql {
  const conditions = [Prisma.sql`"archived" = ${filter.archived}`];
  if (filter.service === "none") conditions.push(Prisma.sql`"service" IS NULL`);
  else if (filter.service) conditions.push(Prisma.sql`"service" = ${filter.service}`);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(Prisma.sql`("name" ILIKE ${pattern} OR "email" ILIKE ${pattern} OR "phone" ILIKE ${pattern})`);
  }
  return Prisma.join(conditions, " AND ");
}

function toAdminQuote(row: ListedQuote): AdminQuote {
  return {
    ...row,
    phone: row.phone || null,
    createdAt: row.createdAt.toISOString(),
    lastRepliedAt: row.lastRepliedAt?.toISOString() ?? null,
  };
}

export function toDashboardQuote(quote: AdminQuote): DashboardQuote {
  return {
    id: quote.id,
    name: quote.name,
    email: quote.email,
    phone: quote.phone,
    message: quote.message,
    createdAt: quote.createdAt,
    projectType: quote.service,
    budgetRange: quote.budgetRange,
    timeline: quote.timeline,
    lastRepliedAt: quote.lastRepliedAt,
    alertError: quote.alertError,
    photoCount: quote.photoCount,
  };
}

/**
 * The total of a view. Unfiltered views sum the trigger-maintained quote_day_counts (one row a
 * day); a search or service filter counts its matches through its index.
 */
function totalSql(filter: QuoteFilter): Prisma.Sql {
  return filter.q || filter.service
    ? Prisma.sql`SELECT count(*)::int AS "n" FROM "contact_submissions" WHERE ${filterSql(filter)}`
    : Prisma.sql`SELECT coalesce(sum("total"), 0)::int AS "n" FROM "quote_day_counts" WHERE "archived" = ${filter.archived}`;
}

/**
 * One page, newest first. The inner query finds the page's ids on the (archived, createdAt, id)
 * index (index-only); the outer one reads just those rows. A filtered view skips `offset` index
 * entries; the unfiltered views are the big ones, so they first use quote_day_counts to find the
 * UTC day the page starts in ("start", below) and skip only within that day: page 9,000 costs
 * what page 1 does.
 */
function pageSql(filter: QuoteFilter, offset: number, limit: number): Prisma.Sql {
  if (filter.q || filter.service) {
    return Prisma.sql`
      SELECT ${COLUMNS} FROM "contact_submissions"
      WHERE "id" IN (
        SELECT "id" FROM "contact_submissions" WHERE ${filterSql(filter)}
        ORDER BY "createdAt" DESC, "id" DESC LIMIT ${limit} OFFSET ${offset}
      )`;
  }
  return Prisma.sql`
    SELECT ${COLUMNS} FROM "contact_submissions"
    WHERE "id" IN (
      SELECT "id" FROM "contact_submissions"
      WHERE "archived" = ${filter.archived}
        AND "createdAt" < (SELECT ("day" + 1)::timestamp AT TIME ZONE 'UTC' FROM "start")
      ORDER BY "createdAt" DESC, "id" DESC
      LIMIT ${limit} OFFSET (SELECT ${offset}::bigint - "before" FROM "start")
    )`;
}

/** Where an unfiltered page starts: the newest day whose running total passes `offset`. */
function startDaySql(filter: QuoteFilter, offset: number): Prisma.Sql {
  return Prisma.sql`
    "buckets" AS (
      SELECT "day", "total", sum("total") OVER (ORDER BY "day" DESC) AS "through"
      FROM "quote_day_counts" WHERE "archived" = ${filter.archived} AND "total" > 0
    ),
    "start" AS (
      SELECT "day", "through" - "total" AS "before" FROM "buckets"
      WHERE "through" > ${offset}::bigint ORDER BY "day" DESC LIMIT 1
    ),`;
}

/**
 * Raw SQL because Prisma's query API cannot say this in one statement (CTEs, window sums).
 * A page and its total in one statement: one round trip, and one query at a time on the
 * embedded PGlite (its socket server mixes up the prepared statements of connections working
 * at once: "bind message supplies 6 parameters, but prepared statement requires 4").
 */
export async function listQuotes(query: QuoteListQuery): Promise<{ data: AdminQuote[]; pagination: Pagination }> {
  const offset = (query.page - 1) * query.limit;
  const filtered = Boolean(query.q || query.service);
  const rows = await getDb().$queryRaw<(ListedQuote & { __total: number })[]>`
    WITH ${filtered ? Prisma.empty : startDaySql(query, offset)}
    "total" AS (${totalSql(query)}),
    "page" AS (${pageSql(query, offset, query.limit)})
    SELECT "total"."n" AS "__total", "page".* FROM "total" LEFT JOIN "page" ON true
    ORDER BY "page"."createdAt" DESC, "page"."id" DESC`;
  const total = rows[0]?.__total ?? 0;
  // An empty page still brings the total, on one row of nulls.
  const data = rows.filter((row) => row.id !== null).map(({ __total, ...row }) => (void __total, toAdminQuote(row)));
  return { data, pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) } };
}

/**
 * Every quote of a view, newest first, in batches by keyset (createdAt, id): the export streams
 * a view of any size without holding it in memory or paying for deep offsets.
 */
export async function* allQuotes(filter: QuoteFilter, batchSize = 1000): AsyncGenerator<AdminQuote[]> {
  let after: { createdAt: Date; id: number } | undefined;
  for (;;) {
    const keyset = after ? Prisma.sql`AND ("createdAt", "id") < (${after.createdAt}, ${after.id})` : Prisma.empty;
    const rows = await getDb().$queryRaw<ListedQuote[]>`
      SELECT ${COLUMNS} FROM "contact_submissions" WHERE ${filterSql(filter)} ${keyset}
      ORDER BY "createdAt" DESC, "id" DESC LIMIT ${batchSize}`;
    if (rows.length === 0) return;
    yield rows.map(toAdminQuote);
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

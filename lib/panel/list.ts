import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { LeadEstimate } from "@/lib/estimate/lead-estimate";
import { photoCountSql } from "@/lib/photos/storage";
import { isPastValidity } from "@/lib/quotes/model/expiry";
import { formatQuoteNumber } from "@/lib/quotes/model/numbering";
import { HttpError } from "@/lib/http/responses";
import { leadMessages, MAX_PAGE_SIZE, type LeadFilter, type LeadListQuery } from "@/lib/leads/model/admin-schemas";
import { leadColumnsSql, type LeadRow } from "@/lib/leads/model/row";
import { OVERDUE_AFTER_HOURS, leadStatuses, type LostReason, type LeadStatus } from "@/lib/leads/model/status";
import type { AdminLead, DashboardLead, Pagination, LeadNoteJson, StatusCounts } from "@/lib/leads/model/view";

/**
 * The admin's view of a row: the quote's columns, the last error of an alert that failed after
 * its retries ("Alert not delivered"), how many photos it has (never their bytes), whether it is
 * overdue, and its notes, newest first (JSON built in SQL, times as toISOString writes them).
 */
type ListedLead = LeadRow & { alertError: string | null; photoCount: number; overdue: boolean; notes: LeadNoteJson[]; quotes?: ListedQuote[] };
/** A lead's quote as the list reads it; its number and expiry are made in toAdminLead. */
type ListedQuote = { id: number; sequence: number; version: number; status: string; totalCents: number; validUntil: string | null };
const isoSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const columns = (overdueBefore: Date) => Prisma.sql`${Prisma.raw(leadColumnsSql)},
  (SELECT n."lastError" FROM "lead_notifications" n WHERE n."leadId" = "leads"."id" AND n."status" = 'failed'
   ORDER BY n."failedAt" DESC LIMIT 1) AS "alertError",
  ${photoCountSql(Prisma.sql`"leads"`)} AS "photoCount",
  ("status" = 'new' AND "createdAt" < ${overdueBefore}) AS "overdue",
  ${Prisma.raw(`(SELECT coalesce(json_agg(json_build_object('id', n."id", 'body', n."body", 'createdAt', ${isoSql('n."createdAt"')}, 'updatedAt', ${isoSql('n."updatedAt"')})
     ORDER BY n."createdAt" DESC, n."id" DESC), '[]'::json)
   FROM "lead_notes" n WHERE n."leadId" = "leads"."id")`)} AS "notes"`;

/** The panel's cards also list each lead's written quotes, newest number and version first. */
const quotesColumn = Prisma.sql`(SELECT coalesce(json_agg(json_build_object('id', q."id", 'sequence', q."number", 'version', q."version", 'status', q."status",
    'totalCents', q."totalCents", 'validUntil', to_char(q."validUntil", 'YYYY-MM-DD')) ORDER BY q."number" DESC, q."version" DESC), '[]'::json)
  FROM "quotes" q WHERE q."leadId" = "leads"."id") AS "quotes"`;
const cardColumns = (overdueBefore: Date) => Prisma.sql`${columns(overdueBefore)}, ${quotesColumn}`;
/** The CSV export lists the newest quote only (its number, status and total): one index probe per lead. */
const latestQuoteColumn = Prisma.sql`(SELECT coalesce(json_agg(x), '[]'::json) FROM (
    SELECT q."id", q."number" AS "sequence", q."version", q."status", q."totalCents", to_char(q."validUntil", 'YYYY-MM-DD') AS "validUntil"
    FROM "quotes" q WHERE q."leadId" = "leads"."id" ORDER BY q."number" DESC, q."version" DESC LIMIT 1
  ) x) AS "quotes"`;

/** Requests still New that arrived before this are overdue. */
export function overdueCutoff(now = new Date()): Date {
  return new Date(now.getTime() - OVERDUE_AFTER_HOURS * 3_600_000);
}

/** `%text%` for ILIKE, with the user's own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The WHERE clause of "the current view" (archived, service, search), before any status filter:
 * what statusCounts count. The search matches name, e-mail, phone or a note's text. The notes'
 * matches come as an array computed once (an init plan), so a selective search stays a BitmapOr
 * of the trigram index and the primary key; a union here cost 5 times as much for a search that
 * matches most rows (EXPLAIN on 100,000 rows: 179 ms against 38 ms).
 */
export function viewSql(filter: Omit<LeadFilter, "status">): Prisma.Sql {
  const conditions = [Prisma.sql`"archived" = ${filter.archived}`];
  if (filter.service === "none") conditions.push(Prisma.sql`"service" IS NULL`);
  else if (filter.service) conditions.push(Prisma.sql`"service" = ${filter.service}`);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(Prisma.sql`("name" ILIKE ${pattern} OR "email" ILIKE ${pattern} OR "phone" ILIKE ${pattern}
      OR "id" = ANY (ARRAY(SELECT "leadId" FROM "lead_notes" WHERE "body" ILIKE ${pattern})))`);
  }
  return Prisma.join(conditions, " AND ");
}

/** The view and its status filter: overdue is New and older than OVERDUE_AFTER_HOURS. */
export function filterSql(filter: LeadFilter, overdueBefore: Date): Prisma.Sql {
  if (!filter.status) return viewSql(filter);
  const status =
    filter.status === "overdue"
      ? Prisma.sql`"status" = 'new' AND "createdAt" < ${overdueBefore}`
      : Prisma.sql`"status" = ${filter.status}`;
  return Prisma.sql`${viewSql(filter)} AND ${status}`;
}

function toAdminLead({ quotes, ...row }: ListedLead, now = new Date()): AdminLead {
  return {
    ...row,
    quotes: (quotes ?? []).map((quote) => ({
      id: quote.id,
      number: formatQuoteNumber(quote.sequence, quote.version),
      status: quote.status,
      expired: quote.status === "sent" && quote.validUntil !== null && isPastValidity(quote.validUntil, now),
      totalCents: quote.totalCents,
    })),
    phone: row.phone || null,
    estimate: row.estimate as LeadEstimate | null,
    status: row.status as LeadStatus,
    lostReason: row.lostReason as LostReason | null,
    createdAt: row.createdAt.toISOString(),
    lastRepliedAt: row.lastRepliedAt?.toISOString() ?? null,
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
    quoteSentAt: row.quoteSentAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reviewRequestedAt: row.reviewRequestedAt?.toISOString() ?? null,
    reviewConsentAt: row.reviewConsentAt?.toISOString() ?? null,
  };
}

export function toDashboardLead(lead: AdminLead): DashboardLead {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    createdAt: lead.createdAt,
    projectType: lead.service,
    budgetRange: lead.budgetRange,
    timeline: lead.timeline,
    lastRepliedAt: lead.lastRepliedAt,
    alertError: lead.alertError,
    photoCount: lead.photoCount,
    status: lead.status,
    lostReason: lead.lostReason,
    overdue: lead.overdue,
    firstResponseAt: lead.firstResponseAt,
    notes: lead.notes,
    utmSource: lead.utmSource,
    utmMedium: lead.utmMedium,
    utmCampaign: lead.utmCampaign,
    referrer: lead.referrer,
    estimate: lead.estimate,
  };
}

/** Reads one request in the list's shape (PATCH and the review request answer with it). */
export async function findAdminLead(id: number): Promise<AdminLead | null> {
  const rows = await getDb().$queryRaw<ListedLead[]>`SELECT ${cardColumns(overdueCutoff())} FROM "leads" WHERE "id" = ${id}`;
  return rows[0] ? toAdminLead(rows[0]) : null;
}

/** The list's row of a lead just changed; 404 when it was deleted meanwhile. */
export async function changedAdminLead(id: number): Promise<AdminLead> {
  const lead = await findAdminLead(id);
  if (!lead) throw new HttpError(404, leadMessages.notFound);
  return lead;
}

/** Views the day buckets cannot count or page: a search, a service or a status filter. */
const isFiltered = (filter: LeadFilter) => Boolean(filter.q || filter.service || filter.status);

/**
 * A view's total, from its status counts (computed for every page anyway): a search counts its
 * matches once, not once for the total and again per status. The oldest-unanswered order lists
 * only the New requests of the view and of its status filter.
 */
export function totalOf(query: Pick<LeadListQuery, "status" | "sort">, counts: StatusCounts): number {
  if (query.sort === "oldest_unanswered") {
    if (query.status === "overdue") return counts.overdue;
    return !query.status || query.status === "new" ? counts.new : 0;
  }
  if (query.status) return counts[query.status];
  return leadStatuses.reduce((sum, status) => sum + counts[status], 0);
}

/**
 * The view's count in each status, and overdue. An unfiltered view reads the trigger-maintained
 * lead_progress_counts (requests that left New, a few rows) and lead_day_counts (New is the
 * total minus those); overdue is New minus the New requests of the last OVERDUE_AFTER_HOURS, a
 * short range of the (archived, status, createdAt) index however many are overdue (counting the
 * overdue ones themselves read 5,000 index entries, 1.8 ms, per page in the bench). A search or
 * service filter counts its matches.
 */
function statusCountsSql(filter: LeadFilter, overdueBefore: Date): Prisma.Sql {
  const overdue = Prisma.sql`count(*) FILTER (WHERE "status" = 'new' AND "createdAt" < ${overdueBefore})`;
  if (!filter.q && !filter.service) {
    const progressed = leadStatuses.filter((status) => status !== "new");
    const sums = progressed.map((status) => Prisma.sql`coalesce(sum("total") FILTER (WHERE "status" = '${Prisma.raw(status)}'), 0) AS "${Prisma.raw(status)}"`);
    const fields = progressed.map((status) => Prisma.sql`'${Prisma.raw(status)}', "${Prisma.raw(status)}"`);
    return Prisma.sql`
      SELECT json_build_object(${Prisma.join(fields, ", ")}, 'new', "new", 'overdue', "new" - "recent") AS "counts"
      FROM (
        SELECT ${Prisma.join(sums, ", ")},
          (SELECT coalesce(sum("total"), 0) FROM "lead_day_counts" WHERE "archived" = ${filter.archived}) - coalesce(sum("total"), 0) AS "new",
          (SELECT count(*) FROM "leads" WHERE "archived" = ${filter.archived} AND "status" = 'new' AND "createdAt" >= ${overdueBefore}) AS "recent"
        FROM "lead_progress_counts" WHERE "archived" = ${filter.archived}
      ) AS "sums"`;
  }
  const counts = leadStatuses.map((status) => Prisma.sql`'${Prisma.raw(status)}', count(*) FILTER (WHERE "status" = '${Prisma.raw(status)}')`);
  return Prisma.sql`
    SELECT json_build_object(${Prisma.join(counts, ", ")}, 'overdue', ${overdue}) AS "counts"
    FROM "leads" WHERE ${viewSql(filter)}`;
}

/**
 * The page size written into the statement, not bound: with LIMIT as a parameter PostgreSQL
 * assumes a tenth of the table per page, so it re-planned the statement on every call (about half
 * its time). With the size known it reuses one plan after five calls (docs/performance.md).
 */
function pageSizeSql(limit: number): Prisma.Sql {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) throw new RangeError(`page size ${limit}`);
  return Prisma.raw(String(limit));
}

/**
 * One page, newest first (or, for oldest_unanswered, the New requests oldest first). The inner
 * query finds the page's ids on an index (index-only); the outer one reads just those rows. A
 * filtered or oldest-unanswered view skips `offset` index entries; the unfiltered views are the
 * big ones, so they first use lead_day_counts to find the UTC day the page starts in ("start",
 * below) and skip only within that day: page 9,000 costs what page 1 does.
 */
function pageSql(query: LeadListQuery, offset: number, overdueBefore: Date): Prisma.Sql {
  const limit = pageSizeSql(query.limit);
  const cols = cardColumns(overdueBefore);
  if (query.sort === "oldest_unanswered") {
    return Prisma.sql`
      SELECT ${cols} FROM "leads"
      WHERE "id" IN (
        SELECT "id" FROM "leads" WHERE ${filterSql(query, overdueBefore)} AND "status" = 'new'
        ORDER BY "createdAt" ASC, "id" ASC LIMIT ${limit} OFFSET ${offset}
      )`;
  }
  if (isFiltered(query)) {
    return Prisma.sql`
      SELECT ${cols} FROM "leads"
      WHERE "id" IN (
        SELECT "id" FROM "leads" WHERE ${filterSql(query, overdueBefore)}
        ORDER BY "createdAt" DESC, "id" DESC LIMIT ${limit} OFFSET ${offset}
      )`;
  }
  return Prisma.sql`
    SELECT ${cols} FROM "leads"
    WHERE "id" IN (
      SELECT "id" FROM "leads"
      WHERE "archived" = ${query.archived}
        AND "createdAt" < (SELECT ("day" + 1)::timestamp AT TIME ZONE 'UTC' FROM "start")
      ORDER BY "createdAt" DESC, "id" DESC
      LIMIT ${limit} OFFSET (SELECT ${offset}::bigint - "before" FROM "start")
    )`;
}

/** Where an unfiltered page starts: the newest day whose running total passes `offset`. */
function startDaySql(filter: LeadFilter, offset: number): Prisma.Sql {
  return Prisma.sql`
    "buckets" AS (
      SELECT "day", "total", sum("total") OVER (ORDER BY "day" DESC) AS "through"
      FROM "lead_day_counts" WHERE "archived" = ${filter.archived} AND "total" > 0
    ),
    "start" AS (
      SELECT "day", "through" - "total" AS "before" FROM "buckets"
      WHERE "through" > ${offset}::bigint ORDER BY "day" DESC LIMIT 1
    ),`;
}

/**
 * Raw SQL because Prisma's query API cannot say this in one statement (CTEs, window sums).
 * A page and the status counts (the total comes from them) in one statement: one round trip.
 * The oldest-unanswered order is a filter too: the New requests of the view (and of its status
 * filter, if any).
 */
export async function listLeads(
  query: LeadListQuery,
  now = new Date(),
): Promise<{ data: AdminLead[]; pagination: Pagination; statusCounts: StatusCounts }> {
  const offset = (query.page - 1) * query.limit;
  const overdueBefore = overdueCutoff(now);
  const dayPaged = !isFiltered(query) && query.sort !== "oldest_unanswered";
  const ascending = query.sort === "oldest_unanswered";
  const rows = await getDb().$queryRaw<(ListedLead & { __counts: StatusCounts })[]>`
    WITH ${dayPaged ? startDaySql(query, offset) : Prisma.empty}
    "counts" AS (${statusCountsSql(query, overdueBefore)}),
    "page" AS (${pageSql(query, offset, overdueBefore)})
    SELECT "counts"."counts" AS "__counts", "page".* FROM "counts" LEFT JOIN "page" ON true
    ORDER BY ${ascending ? Prisma.sql`"page"."createdAt" ASC, "page"."id" ASC` : Prisma.sql`"page"."createdAt" DESC, "page"."id" DESC`}`;
  // An empty page still brings the counts, on one row of nulls.
  const statusCounts = rows[0]!.__counts;
  const total = totalOf(query, statusCounts);
  const data = rows.filter((row) => row.id !== null).map(({ __counts, ...row }) => (void __counts, toAdminLead(row, now)));
  return { data, pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) }, statusCounts };
}

/**
 * Every quote of a view, newest first, in batches by keyset (createdAt, id): the export streams
 * a view of any size without holding it in memory or paying for deep offsets.
 */
export async function* allLeads(filter: LeadFilter, batchSize = 1000): AsyncGenerator<AdminLead[]> {
  const overdueBefore = overdueCutoff();
  let after: { createdAt: Date; id: number } | undefined;
  for (;;) {
    const keyset = after ? Prisma.sql`AND ("createdAt", "id") < (${after.createdAt}, ${after.id})` : Prisma.empty;
    const rows = await getDb().$queryRaw<ListedLead[]>`
      SELECT ${columns(overdueBefore)}, ${latestQuoteColumn} FROM "leads" WHERE ${filterSql(filter, overdueBefore)} ${keyset}
      ORDER BY "createdAt" DESC, "id" DESC LIMIT ${batchSize}`;
    if (rows.length === 0) return;
    yield rows.map((row) => toAdminLead(row));
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

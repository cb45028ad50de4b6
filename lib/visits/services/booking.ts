import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { deliverableSubscriptionIds } from "@/lib/push/send";
import { safeFirstName } from "@/lib/leads/model/confirmation";
import { readAvailability } from "./availability";
import type { Availability } from "@/lib/visits/model/availability-schema";
import { countBookingAttempt } from "./booking-limit";
import type { BookingRequest } from "@/lib/visits/model/booking-schema";
import { bookingFieldMessages, bookingTexts } from "@/lib/visits/model/booking-texts";
import { latestVisitJoinSql, liveBookingLinkSql, tokenHashOf } from "@/lib/leads/services/booking-links";
import { slotForApi } from "@/lib/visits/model/slot-text";
import { freeSlots, visitRange, type TimeRange } from "@/lib/visits/model/slots";
import { addDays, sydneyDay, sydneyInstant } from "@/lib/visits/model/sydney-day";
import { recordVisitAlertsSql, reminderDueAt } from "./visit-alerts";
import { visitSelect, type VisitRow } from "@/lib/visits/model/visit-row";

/**
 * Booking the free measure-up (docs/product.md, "Booking the visit"): the one service behind the
 * booking page, its server actions and /api/booking/{token}. Rules:
 * - An unknown link is a 404 without a hint (and counts against the address's limit).
 * - A lead has at most one active visit: booking again through any of its links moves it.
 * - The start must be one the owner's week offers (else 400); the database refuses a visit that
 *   overlaps another, buffers included (the exclusion constraint), and the daily cap is checked
 *   under a lock per Sydney day, so a time or a day taken meanwhile is a 409 with fresh slots.
 * - Booking moves a New or Contacted lead to Visit booked; cancelling moves Visit booked back to
 *   Contacted. Quote sent, Won and Lost are the owner's to change and stay as they are.
 */

export const bookingNotFound = "There is no booking at this address.";

/** Changes (book, move, cancel) one lead may make in a day: each sends e-mails. */
export const MAX_CHANGES_PER_DAY = 10;

export type BookingView = {
  lead: { id: number; firstName: string | null };
  /** The active visit, if any. */
  visit: VisitRow | null;
  /** The latest cancelled visit, when there is no active one. */
  cancelled: VisitRow | null;
  settings: Availability;
};

const visitColumns = Prisma.raw(Object.keys(visitSelect).map((column) => `"${column}"`).join(", "));
/** A visit's row out of a raw statement's (which may carry more columns). */
const pickVisit = (row: Record<string, unknown>): VisitRow => Object.fromEntries(Object.keys(visitSelect).map((key) => [key, row[key]])) as VisitRow;

// The visit's columns but its lead's, from the lateral join below (the lead's id comes from the lead).
const latestVisitColumns = Prisma.raw(
  Object.keys(visitSelect)
    .filter((column) => column !== "leadId")
    .map((column) => `v."${column}"`)
    .join(", "),
);

/**
 * The lead a link opens and its latest visit, in one statement (three tables), beside the owner's
 * settings: the slots answer and the page start with one round trip, not four (docs/performance.md).
 */
async function viewOf(token: string): Promise<BookingView | null> {
  const hash = tokenHashOf(token);
  if (!hash) return null;
  const [rows, settings] = await Promise.all([
    getDb().$queryRaw<({ leadId: number; name: string } & Record<string, unknown>)[]>`
      SELECT c."id" AS "leadId", c."name", ${latestVisitColumns}
      FROM "booking_links" b JOIN "leads" c ON c."id" = b."leadId"
      ${latestVisitJoinSql}
      WHERE b."tokenHash" = ${hash} AND ${liveBookingLinkSql}`,
    readAvailability(),
  ]);
  const row = rows[0];
  if (!row) return null;
  const latest = row.id === null ? null : pickVisit(row);
  return {
    lead: { id: row.leadId, firstName: safeFirstName(row.name) },
    visit: latest && !latest.cancelledAt ? latest : null,
    cancelled: latest?.cancelledAt ? latest : null,
    settings,
  };
}

/** The lead a link opens, with its visit and the owner's settings; an unknown or ended link counts and is a 404. */
export async function openBooking(token: string, clientIp: string): Promise<BookingView> {
  const view = await viewOf(token);
  if (!view) {
    await countBookingAttempt(clientIp);
    throw new HttpError(404, bookingNotFound);
  }
  return view;
}

/** The free slots, in time order; a customer moving their visit sees their own time as free. */
export async function offeredSlots(view: Pick<BookingView, "settings" | "visit">, now = new Date()): Promise<TimeRange[]> {
  const today = sydneyDay(now);
  const from = sydneyInstant(today, "00:00");
  const until = sydneyInstant(addDays(today, view.settings.bookingWindowDays), "24:00");
  // Bounded on the start both ways, so the start index reads the window's visits only, not every
  // visit ever booked: none lasts a day with its buffer (the schema allows 7 hours at most).
  const busy = await getDb().visit.findMany({
    where: {
      cancelledAt: null,
      startsAt: { gt: new Date(from.getTime() - 86_400_000), lt: until },
      busyUntil: { gt: from },
      ...(view.visit ? { id: { not: view.visit.id } } : {}),
    },
    select: { startsAt: true, busyUntil: true },
  });
  return freeSlots({ settings: view.settings, now, existingVisits: busy.map((visit) => ({ start: visit.startsAt, end: visit.busyUntil })) });
}

/** The 409 of a time or a day taken meanwhile, with the slots free now. */
async function taken(view: BookingView, message: string = bookingTexts.taken): Promise<HttpError> {
  return new HttpError(409, message, { slots: (await offeredSlots(view)).map(slotForApi) });
}

// The advisory lock of one Sydney day (two-int form: this class, the day as 20261201), held
// until the booking's transaction ends: bookings on one day take turns at the cap's count.
const VISIT_DAY_LOCK = 0x76697374; // "vist"
const dayKey = (day: string) => Number(day.replaceAll("-", ""));


/** The SQLSTATE of a failed statement, however Prisma and the driver adapter wrapped it. */
function sqlState(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, originalCode, meta, cause } = current as { code?: unknown; originalCode?: unknown; meta?: { code?: unknown; driverAdapterError?: unknown }; cause?: unknown };
    for (const candidate of [originalCode, meta?.code, code]) if (typeof candidate === "string" && /^[0-9A-Z]{5}$/.test(candidate) && !candidate.startsWith("P")) return candidate;
    current = cause ?? meta?.driverAdapterError;
  }
  return undefined;
}
const EXCLUSION_VIOLATION = "23P01";
const UNIQUE_VIOLATION = "23505";

class DayFull extends Error {}

export type BookingOutcome = { outcome: "booked" | "moved"; visit: VisitRow };

/**
 * Books the visit, or moves the lead's active one, to `request.start` at `request.address`:
 * one transaction that takes the day's lock, writes the visit (the cap counted in the same
 * statement), its change, the lead's status and every alert with its job.
 */
export async function bookVisit(token: string, request: BookingRequest, clientIp: string, now = new Date()): Promise<BookingOutcome> {
  await countBookingAttempt(clientIp);
  const view = await viewOf(token);
  if (!view) throw new HttpError(404, bookingNotFound);
  const { settings, visit: active } = view;
  refusePastVisit(active, now);
  await refuseTooManyChanges(view.lead.id, now);

  const start = request.start;
  // A time the owner's week never offers (3 am, a holiday, past the window) is bad input, not a race.
  const offered = freeSlots({ settings, now, existingVisits: [] }).some((slot) => slot.start.getTime() === start.getTime());
  if (!offered) throw new HttpError(400, bookingFieldMessages.start, { fieldErrors: { start: bookingFieldMessages.start } });

  const busyUntil = visitRange(start, settings).end;
  const end = new Date(start.getTime() + settings.visitMinutes * 60_000);
  const day = sydneyDay(start);
  const dayStart = sydneyInstant(day, "00:00");
  const dayEnd = sydneyInstant(day, "24:00");
  const { street, suburb, postcode } = request.address;
  const devices = await deliverableSubscriptionIds();
  const alerts = recordVisitAlertsSql(Prisma.sql`"change"`, devices, reminderDueAt(start, now));
  const othersThatDay = (except: number | null) =>
    Prisma.sql`(SELECT count(*) FROM "visits" WHERE "cancelledAt" IS NULL AND "startsAt" >= ${dayStart} AND "startsAt" < ${dayEnd} AND "id" <> ${except ?? 0})`;

  const write = active
    ? Prisma.sql`WITH "visit" AS (
        UPDATE "visits" SET "startsAt" = ${start}, "endsAt" = ${end}, "busyUntil" = ${busyUntil}, "street" = ${street}, "suburb" = ${suburb},
          "postcode" = ${postcode}, "sequence" = "sequence" + 1, "updatedAt" = now()
        WHERE "id" = ${active.id} AND "cancelledAt" IS NULL AND "sequence" = ${active.sequence} AND ${othersThatDay(active.id)} < ${settings.maxVisitsPerDay}
        RETURNING ${visitColumns}
      ),
      "change" AS (
        INSERT INTO "visit_changes" ("visitId", "kind", "sequence", "startsAt", "endsAt", "previousStartsAt")
        SELECT "id", 'moved', "sequence", "startsAt", "endsAt", ${active.startsAt}::timestamptz FROM "visit"
        RETURNING "id", ${view.lead.id}::int AS "leadId"
      ),${alerts}
      SELECT ${visitColumns}, (SELECT count(*)::int FROM "visit_alert_jobs") AS "alertJobs" FROM "visit"`
    : Prisma.sql`WITH "visit" AS (
        INSERT INTO "visits" ("leadId", "startsAt", "endsAt", "busyUntil", "street", "suburb", "postcode")
        SELECT ${view.lead.id}, ${start}, ${end}, ${busyUntil}, ${street}, ${suburb}, ${postcode}
        WHERE ${othersThatDay(null)} < ${settings.maxVisitsPerDay}
        RETURNING ${visitColumns}
      ),
      "change" AS (
        INSERT INTO "visit_changes" ("visitId", "kind", "sequence", "startsAt", "endsAt")
        SELECT "id", 'booked', "sequence", "startsAt", "endsAt" FROM "visit"
        RETURNING "id", ${view.lead.id}::int AS "leadId"
      ),
      "status" AS (
        UPDATE "leads" SET "status" = 'visit_booked', "firstResponseAt" = coalesce("firstResponseAt", now())
        WHERE "id" = (SELECT "leadId" FROM "visit") AND "status" IN ('new', 'contacted')
        RETURNING 1
      ),${alerts}
      SELECT ${visitColumns}, (SELECT count(*)::int FROM "visit_alert_jobs") AS "alertJobs" FROM "visit"`;

  try {
    const visit = await getDb().$transaction(
      async (tx) => {
        // A statement of its own: the next one's snapshot is taken after the lock, so its count sees every booking committed before.
        await tx.$queryRaw`SELECT 1 AS "locked" FROM pg_advisory_xact_lock(${VISIT_DAY_LOCK}::int, ${dayKey(day)}::int)`;
        const rows = await tx.$queryRaw<Record<string, unknown>[]>(write);
        if (!rows[0]) throw new DayFull();
        return pickVisit(rows[0]);
      },
      // Twenty customers at once wait their turn for the day's lock and a connection.
      { maxWait: 10_000, timeout: 15_000 },
    );
    return { outcome: active ? "moved" : "booked", visit };
  } catch (error) {
    if (error instanceof DayFull || sqlState(error) === EXCLUSION_VIOLATION) throw await taken(view);
    // The lead's one active visit was booked by another request a moment ago (two tabs, a double click).
    if (sqlState(error) === UNIQUE_VIOLATION) throw await taken(view, bookingTexts.alreadyBooked);
    throw error;
  }
}

/** Cancels the lead's active visit (a change with its alerts, in one statement); 409 when there is none. */
export async function cancelVisit(token: string, clientIp: string, now = new Date()): Promise<VisitRow> {
  await countBookingAttempt(clientIp);
  const view = await viewOf(token);
  if (!view) throw new HttpError(404, bookingNotFound);
  const leadId = view.lead.id;
  refusePastVisit(view.visit, now);
  await refuseTooManyChanges(leadId, now);
  const devices = await deliverableSubscriptionIds();
  const rows = await getDb().$queryRaw<Record<string, unknown>[]>`WITH "visit" AS (
       UPDATE "visits" SET "cancelledAt" = now(), "sequence" = "sequence" + 1, "updatedAt" = now()
       WHERE "leadId" = ${leadId} AND "cancelledAt" IS NULL AND "startsAt" > ${now}
       RETURNING ${visitColumns}
     ),
     "change" AS (
       INSERT INTO "visit_changes" ("visitId", "kind", "sequence", "startsAt", "endsAt")
       SELECT "id", 'cancelled', "sequence", "startsAt", "endsAt" FROM "visit"
       RETURNING "id", ${leadId}::int AS "leadId"
     ),
     "status" AS (
       UPDATE "leads" SET "status" = 'contacted'
       WHERE "id" = ${leadId} AND "status" = 'visit_booked' AND EXISTS (SELECT 1 FROM "visit")
       RETURNING 1
     ),${recordVisitAlertsSql(Prisma.sql`"change"`, devices, null)}
     SELECT ${visitColumns}, (SELECT count(*)::int FROM "visit_alert_jobs") AS "alertJobs" FROM "visit"`;
  if (!rows[0]) {
    // Unknown lead (deleted after its link was read) or nothing booked.
    if (!(await getDb().lead.findUnique({ where: { id: leadId }, select: { id: true } }))) throw new HttpError(404, bookingNotFound);
    throw new HttpError(409, bookingTexts.nothingToCancel);
  }
  return pickVisit(rows[0]);
}

/** A visit whose time has come is the owner's to change: the link may no longer move or cancel it. */
function refusePastVisit(visit: VisitRow | null, now: Date): void {
  if (visit && visit.startsAt.getTime() <= now.getTime()) throw new HttpError(409, bookingTexts.visitPassed);
}

async function refuseTooManyChanges(leadId: number, now: Date): Promise<void> {
  const changes = await getDb().visitChange.count({ where: { visit: { leadId }, createdAt: { gt: new Date(now.getTime() - 86_400_000) } } });
  if (changes >= MAX_CHANGES_PER_DAY) throw new HttpError(429, bookingTexts.tooManyChanges);
}

/** The visit the invite route serves: the active one, else the latest cancelled one (its cancellation). */
export function currentVisit(view: BookingView): VisitRow | null {
  return view.visit ?? view.cancelled;
}

import { slotStepOf, weekdayKeys, type Availability, type Blocked } from "./availability-schema";
import { nswHoliday } from "./holidays";
import { addDays, sydneyDay, sydneyInstant, weekdayOf, type Day } from "./sydney-day";

/** A half-open time range [start, end): two ranges that only touch do not overlap (as tstzrange's &&). */
export type TimeRange = { start: Date; end: Date };

const minuteMs = 60_000;

/** What a visit keeps busy, and what the database's exclusion constraint stores: the visit plus its travel buffer. */
export function visitRange(start: Date, settings: Pick<Availability, "visitMinutes" | "bufferMinutes">): TimeRange {
  return { start, end: new Date(start.getTime() + (settings.visitMinutes + settings.bufferMinutes) * minuteMs) };
}

export type FreeSlotsInput = {
  settings: Availability;
  now: Date;
  /** Busy ranges of the visits already booked, buffer included (as `visitRange` gives them). */
  existingVisits: readonly TimeRange[];
};

/**
 * The visits a customer may book, in time order, each `{start, end}` of the visit itself (no
 * buffer). Rules (docs/product.md, "Booking the visit", slots): start times step from each
 * opening time; the visit ends by closing time, its buffer may run past it; start no earlier
 * than now + notice; on days from today to today + window (Sydney days); not on blocked days or
 * closed NSW public holidays; the visit and its buffer overlap no busy range nor blocked period;
 * no slots on a day that already has the maximum number of visits.
 */
export function freeSlots({ settings, now, existingVisits }: FreeSlotsInput): TimeRange[] {
  const today = sydneyDay(now);
  const lastDay = addDays(today, settings.bookingWindowDays);
  const from = sydneyInstant(today, "00:00").getTime();
  const until = sydneyInstant(lastDay, "24:00").getTime();
  const earliest = now.getTime() + settings.minNoticeHours * 60 * minuteMs;
  const visitMs = settings.visitMinutes * minuteMs;
  const spanMs = (settings.visitMinutes + settings.bufferMinutes) * minuteMs;
  const stepMs = slotStepOf(settings) * minuteMs;
  const opened = new Set(settings.openedHolidays);
  const perDay = visitsPerDay(existingVisits, from, until);
  const busy = busyTimeline([...existingVisits.map(toMs), ...settings.blocked.map(blockedRange)], from, until);

  const slots: TimeRange[] = [];
  let next = 0; // first busy range that may still overlap: start times only grow, so one sweep serves all
  for (let day = today; day <= lastDay; day = addDays(day, 1)) {
    if ((perDay.get(day) ?? 0) >= settings.maxVisitsPerDay) continue;
    if (nswHoliday(day) !== undefined && !opened.has(day)) continue;
    for (const hours of settings.weeklyHours[weekdayKeys[weekdayOf(day)]!]) {
      // Instants, not wall-clock sums: on a daylight-saving day the clock still reads 8:00-16:00.
      const close = sydneyInstant(day, hours.end).getTime();
      for (let start = sydneyInstant(day, hours.start).getTime(); start + visitMs <= close; start += stepMs) {
        if (start < earliest) continue;
        while (next < busy.length && busy[next]!.end <= start) next++;
        if (next < busy.length && busy[next]!.start < start + spanMs) continue;
        slots.push({ start: new Date(start), end: new Date(start + visitMs) });
      }
    }
  }
  return slots;
}

type MsRange = { start: number; end: number };

const toMs = (range: TimeRange): MsRange => ({ start: range.start.getTime(), end: range.end.getTime() });

// A blocked period is busy like a visit: a visit and its travel buffer keep clear of it.
function blockedRange(blocked: Blocked): MsRange {
  if (blocked.kind === "days") return { start: sydneyInstant(blocked.from, "00:00").getTime(), end: sydneyInstant(blocked.to, "24:00").getTime() };
  const at = (dayTime: string) => sydneyInstant(dayTime.slice(0, 10), dayTime.slice(11)).getTime();
  return { start: at(blocked.from), end: at(blocked.to) };
}

// Sorted and merged, so the ends grow with the starts and a single forward sweep finds every overlap
// (O(n log n + slots), not slots x visits).
function busyTimeline(ranges: MsRange[], from: number, until: number): MsRange[] {
  const relevant = ranges.filter((r) => r.end > from && r.start < until && r.end > r.start).sort((a, b) => a.start - b.start);
  const merged: MsRange[] = [];
  for (const range of relevant) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

// The daily cap counts visits by the Sydney day they start on.
function visitsPerDay(visits: readonly TimeRange[], from: number, until: number): Map<Day, number> {
  const counts = new Map<Day, number>();
  for (const visit of visits) {
    const start = visit.start.getTime();
    if (start < from || start >= until) continue;
    const day = sydneyDay(visit.start);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

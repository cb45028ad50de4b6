import { TZDate } from "@date-fns/tz";
import { sydneyTime, sydneyTimeZone } from "@/lib/sydney-time";

/** A calendar day in Sydney, "2026-10-06": the unit of opening hours, holidays, blocks and the daily cap. */
export type Day = string;

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: Day): [number, number, number] {
  const match = dayPattern.exec(day);
  if (!match) throw new RangeError(`Not a day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** True for a real date in "YYYY-MM-DD" form (no 30 February). */
export function isDay(value: string): boolean {
  const match = dayPattern.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// Calendar arithmetic in UTC: a day has no time zone, so no daylight-saving change can shift it.
export function addDays(day: Day, days: number): Day {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, as Date#getDay counts. */
export function weekdayOf(day: Day): number {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The Sydney calendar day an instant falls on. */
export function sydneyDay(instant: Date): Day {
  return sydneyTime(instant, "isoDay");
}

/** The instant of a Sydney wall-clock time ("HH:MM") on a day; "24:00" is the next midnight. */
export function sydneyInstant(day: Day, time: string): Date {
  const [y, m, d] = parts(day);
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  if (hours === 24) return sydneyInstant(addDays(day, 1), "00:00");
  return new Date(new TZDate(y, m - 1, d, hours, minutes, sydneyTimeZone).getTime());
}

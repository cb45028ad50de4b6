import { sydneyTime } from "@/lib/sydney-time";

/**
 * Quote dates are Sydney calendar days ("2026-11-21"): a quote sent at 11:30 pm in Sydney is
 * dated that day, whatever UTC says, and is valid to the end of its valid-until day in Sydney.
 */

/** The Sydney calendar day of an instant, "YYYY-MM-DD". */
export const sydneyDay = (instant: Date | string | number): string => sydneyTime(instant, "isoDay");

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayToUtcDate(day: string): Date {
  const match = dayPattern.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : new Date(NaN);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) throw new RangeError(`expected a calendar day YYYY-MM-DD, got ${day}`);
  return date;
}

/** "2026-11-21" + 30 -> "2026-12-21": calendar days, so daylight saving never shifts it. */
export function addDays(day: string, days: number): string {
  const date = dayToUtcDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last Sydney day a quote issued at `issuedAt` can be accepted on. */
export const validUntilDay = (issuedAt: Date | string | number, validDays: number): string => addDays(sydneyDay(issuedAt), validDays);

const longDay = new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });

/** "2026-12-21" -> "21 December 2026". */
export const formatDay = (day: string): string => longDay.format(dayToUtcDate(day));

/** "2026-12-21" from a DATE column (Prisma reads it as midnight UTC). */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

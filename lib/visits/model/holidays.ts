import Holidays from "date-holidays";
import { addDays, sydneyDay, type Day } from "./sydney-day";

/**
 * NSW public holidays, offline from `date-holidays`. Only type "public" counts: NSW's "bank"
 * entry (Bank Holiday, first Monday of August) closes banks, not tradespeople, and the
 * "observance" entries (Mother's Day, Father's Day) are ordinary Sundays. The package lists no
 * regional NSW holidays. Substitute days ("Boxing Day (substitute day)") are public and count.
 */

let nsw: Holidays | undefined;
const byYear = new Map<number, ReadonlyMap<Day, string>>();

/** Day -> holiday name for one year; built once per year (the package computes rules per call). */
export function nswPublicHolidays(year: number): ReadonlyMap<Day, string> {
  let holidays = byYear.get(year);
  if (!holidays) {
    nsw ??= new Holidays("AU", "NSW");
    const map = new Map<Day, string>();
    for (const holiday of nsw.getHolidays(year)) {
      if (holiday.type !== "public") continue;
      // `date` is the NSW calendar day ("2026-12-25 00:00:00"): slots compare days, not instants.
      const day = holiday.date.slice(0, 10);
      map.set(day, map.has(day) ? `${map.get(day)}, ${holiday.name}` : holiday.name);
    }
    holidays = map;
    byYear.set(year, holidays);
  }
  return holidays;
}

/** The NSW public holidays from `from` (a Sydney day) for a year: the admin lists them to open one. */
export function upcomingHolidays(from: Day = sydneyDay(new Date())): { day: Day; name: string }[] {
  const until = addDays(from, 365);
  const years = [Number(from.slice(0, 4)), Number(until.slice(0, 4))];
  return [...new Set(years)]
    .flatMap((year) => [...nswPublicHolidays(year)].map(([day, name]) => ({ day, name })))
    .filter(({ day }) => day >= from && day <= until)
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** The holiday's name when the day is an NSW public holiday, else undefined. */
export function nswHoliday(day: Day): string | undefined {
  return nswPublicHolidays(Number(day.slice(0, 4))).get(day);
}

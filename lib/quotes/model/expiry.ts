import { TZDate } from "@date-fns/tz";
import { sydneyTimeZone } from "@/lib/sydney-time";
import { addDays } from "./validity";

/**
 * When a quote stops being valid: the end of its valid-until day in Sydney, the instant the next
 * Sydney day begins (23:00 or 01:00 UTC, whatever daylight saving does to that night).
 */
export function validityEndsAt(validUntil: string): Date {
  const [year, month, day] = addDays(validUntil, 1).split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, 0, 0, sydneyTimeZone).getTime());
}

/** True once `now` is past the end of the valid-until day (Sydney). */
export const isPastValidity = (validUntil: string, now: Date = new Date()): boolean => now.getTime() >= validityEndsAt(validUntil).getTime();

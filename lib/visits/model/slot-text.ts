import { tz, tzOffset } from "@date-fns/tz";
// The function's own file: the package index loads all of date-fns (1.4 s in each test file).
import { format } from "date-fns/format";
import { enAU } from "date-fns/locale/en-AU";
import { sydneyTimeZone } from "@/lib/sydney-time";
import type { TimeRange } from "./slots";

const sydney = tz(sydneyTimeZone);

/** A visit time as people in Sydney read it: "Tue 6 Oct, 9:15 am". */
export function slotLabel(start: Date): string {
  return format(start, "EEE d MMM, h:mm aaa", { locale: enAU, in: sydney });
}

/**
 * ISO 8601 with Sydney's offset of that instant: "2026-10-06T09:15:00+11:00", as date-fns'
 * formatISO writes it; from the offset alone (one cached Intl call), because the slots answer
 * writes a hundred of these and formatISO in a zone cost about 70 µs each (docs/performance.md).
 */
export function sydneyIso(instant: Date): string {
  const offset = tzOffset(sydneyTimeZone, instant);
  const wallClock = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const size = Math.abs(offset);
  return `${wallClock}${offset < 0 ? "-" : "+"}${String(Math.floor(size / 60)).padStart(2, "0")}:${String(size % 60).padStart(2, "0")}`;
}

/** A slot as the booking API answers it. */
export function slotForApi(slot: TimeRange): { start: string; end: string } {
  return { start: sydneyIso(slot.start), end: sydneyIso(slot.end) };
}

/** "Tue 6 Oct": a day of slots on the booking page. */
export function dayLabel(instant: Date): string {
  return format(instant, "EEE d MMM", { locale: enAU, in: sydney });
}

/** "9:15 am": a slot under its day. */
export function clockLabel(instant: Date): string {
  return format(instant, "h:mm aaa", { locale: enAU, in: sydney });
}

export type SlotChoice = { start: string; label: string };
export type SlotDay = { day: string; label: string; slots: SlotChoice[] };

/** Slots grouped by their Sydney day, in order, as the booking form lists them (radio value: the API's ISO start). */
export function slotDays(slots: readonly TimeRange[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const day = sydneyIso(slot.start).slice(0, 10);
    let group = days.at(-1);
    if (group?.day !== day) {
      group = { day, label: dayLabel(slot.start), slots: [] };
      days.push(group);
    }
    group.slots.push({ start: sydneyIso(slot.start), label: clockLabel(slot.start) });
  }
  return days;
}

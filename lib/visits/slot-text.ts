import { tz } from "@date-fns/tz";
import { format, formatISO } from "date-fns";
import { enAU } from "date-fns/locale/en-AU";
import { sydneyTimeZone } from "@/lib/sydney-time";
import type { TimeRange } from "@/lib/visits/slots";

const sydney = tz(sydneyTimeZone);

/** A visit time as people in Sydney read it: "Tue 6 Oct, 9:15 am". */
export function slotLabel(start: Date): string {
  return format(start, "EEE d MMM, h:mm aaa", { locale: enAU, in: sydney });
}

/** ISO 8601 with Sydney's offset of that instant: "2026-10-06T09:15:00+11:00". */
export function sydneyIso(instant: Date): string {
  return formatISO(instant, { in: sydney });
}

/** A slot as the booking API answers it. */
export function slotForApi(slot: TimeRange): { start: string; end: string } {
  return { start: sydneyIso(slot.start), end: sydneyIso(slot.end) };
}

import type { Prisma } from "@/lib/generated/prisma/client";
import { sydneyTimeZone } from "@/lib/sydney-time";
import { isNswPostcode } from "./postcode";
import { slotLabel, sydneyIso } from "./slot-text";

/** The columns of a visit its readers use: the one list, for its type and its queries. */
export const visitSelect = {
  id: true,
  leadId: true,
  startsAt: true,
  endsAt: true,
  busyUntil: true,
  street: true,
  suburb: true,
  postcode: true,
  sequence: true,
  cancelledAt: true,
  createdAt: true,
} as const satisfies Prisma.VisitSelect;

export type VisitRow = Prisma.VisitGetPayload<{ select: typeof visitSelect }>;

/** A visit as the booking API answers it: times in Sydney with their offset. */
export type VisitJson = {
  id: number;
  start: string;
  end: string;
  timeZone: string;
  address: { street: string; suburb: string; postcode: string };
  /** The postcode is not a NSW one (the page and the owner's agenda say so). */
  outsideNsw: boolean;
  /** Raised on every move and on cancelling, as in the calendar invite. */
  sequence: number;
  status: "booked" | "cancelled";
};

export function visitJson(visit: VisitRow): VisitJson {
  return {
    id: visit.id,
    start: sydneyIso(visit.startsAt),
    end: sydneyIso(visit.endsAt),
    timeZone: sydneyTimeZone,
    address: { street: visit.street, suburb: visit.suburb, postcode: visit.postcode },
    outsideNsw: !isNswPostcode(visit.postcode),
    sequence: visit.sequence,
    status: visit.cancelledAt ? "cancelled" : "booked",
  };
}

/** "12 Smith Street, Parramatta NSW 2150" (the state only when the postcode is a NSW one). */
export function addressLine(visit: Pick<VisitRow, "street" | "suburb" | "postcode">): string {
  return `${visit.street}, ${visit.suburb}${isNswPostcode(visit.postcode) ? " NSW" : ""} ${visit.postcode}`;
}

/** The address as a Google Maps search (opens the Maps app on a phone). */
export function mapsUrl(visit: Pick<VisitRow, "street" | "suburb" | "postcode">): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${addressLine(visit)}, Australia`)}`;
}

/** "Tue 6 Oct, 9:15 am to 10:00 am" */
export function visitTimeLabel(visit: { startsAt: Date; endsAt: Date }): string {
  return `${slotLabel(visit.startsAt)} to ${slotLabel(visit.endsAt).split(", ").at(-1)}`;
}

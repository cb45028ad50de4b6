import { queryOptions } from "@tanstack/react-query";
import { agendaKey, POLL_INTERVAL_MS } from "@/lib/client/admin-queries";
import type { AgendaVisit } from "@/lib/visits/services/agenda";
import type { Availability } from "@/lib/visits/model/availability-schema";

/** The owner's visits as the admin reads them: the agenda, the availability, the calendar feed (types only from the server). */

export type Agenda = { from: string; to: string; timeZone: string; data: AgendaVisit[] };
export type AvailabilityAnswer = { settings: Availability; holidays: { day: string; name: string }[] };

export const availabilityKey = ["/api/admin/availability"] as const;
export const calendarFeedKey = ["/api/admin/calendar-feed"] as const;

/** Today and the next 7 days: polled with the panel's list. */
export function agendaQuery() {
  return queryOptions<Agenda | null>({ queryKey: agendaKey, refetchInterval: POLL_INTERVAL_MS });
}

export function availabilityQuery() {
  return queryOptions<AvailabilityAnswer | null>({ queryKey: availabilityKey });
}

export function calendarFeedQuery() {
  return queryOptions<{ createdAt: string | null } | null>({ queryKey: calendarFeedKey });
}

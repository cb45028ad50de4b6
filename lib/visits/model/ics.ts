import { TZDate } from "@date-fns/tz";
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus, type ICalCalendarData } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { business } from "@/lib/business";
import { siteUrl } from "@/lib/site-url";
import { sydneyTimeZone } from "@/lib/sydney-time";

/** iCalendar (RFC 5545) for visits: the customer's invite and the owner's subscription feed. */

export type CalendarPerson = { name: string; email: string };

export type VisitInvite = {
  uid: string;
  /** Raised on every change (move, cancel), so calendars replace the earlier copy. */
  sequence: number;
  method: "REQUEST" | "CANCEL";
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  organizer: CalendarPerson;
  /** The customer, on the e-mailed copy only: the link's download names nobody (SECURITY.md). */
  attendee?: CalendarPerson;
  /** The customer's booking page (reschedule, cancel). */
  url: string;
  /** DTSTAMP; now unless given. */
  stamp?: Date;
};

export type FeedVisit = Pick<VisitInvite, "uid" | "sequence" | "start" | "end" | "summary" | "description" | "location"> & { url?: string };

/** The same UID for every version of one visit: its id at the site's host. */
export function visitUid(visitId: string, origin: string = siteUrl): string {
  return `visit-${visitId}@${new URL(origin).hostname}`;
}

// ical-generator ships no VTIMEZONE data and names this library for it; its blocks are offline
// data (no network), and a client needs the block to place TZID times.
function vtimezone(name: string): string | null {
  const block = tzlib_get_ical_block(name);
  return Array.isArray(block) && block[0] ? block[0] : null;
}

// ical-generator writes TZID times from the date's own getters: a TZDate reads Sydney's clock
// whatever zone the server runs in (a plain Date would give the server's clock).
const sydney = (date: Date) => new TZDate(date.getTime(), sydneyTimeZone);

// The calendar gets the VTIMEZONE generator but no zone name: with a name, ical-generator 11.1.2
// writes DTSTAMP as a floating local time, and RFC 5545 wants it in UTC. Each event names its zone.
function sydneyCalendar(options: ICalCalendarData) {
  return ical({ prodId: { company: business.name, product: "Visits", language: "EN" }, timezone: { name: null, generator: vtimezone }, ...options });
}

/** The invite e-mailed to the customer: METHOD:REQUEST to book or move, METHOD:CANCEL (STATUS:CANCELLED) to cancel. */
export function visitInvite(invite: VisitInvite): string {
  const cancel = invite.method === "CANCEL";
  const calendar = sydneyCalendar({ method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    id: invite.uid,
    sequence: invite.sequence,
    stamp: invite.stamp ?? new Date(),
    start: sydney(invite.start),
    end: sydney(invite.end),
    timezone: sydneyTimeZone,
    summary: invite.summary,
    description: invite.description,
    location: invite.location,
    url: invite.url,
    organizer: invite.organizer,
    // The customer chose the time, so they have accepted it; no RSVP round trip to handle.
    attendees: invite.attendee ? [{ ...invite.attendee, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false }] : [],
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** The owner's private subscription feed: every visit given, named, refreshed every 15 minutes by clients that honour it. */
export function calendarFeed(visits: readonly FeedVisit[], options: { name?: string; stamp?: Date } = {}): string {
  const calendar = sydneyCalendar({ name: options.name ?? `${business.name} visits`, ttl: 15 * 60, x: { "X-WR-TIMEZONE": sydneyTimeZone } });
  const stamp = options.stamp ?? new Date();
  for (const visit of visits) {
    calendar.createEvent({
      id: visit.uid,
      sequence: visit.sequence,
      stamp,
      start: sydney(visit.start),
      end: sydney(visit.end),
      timezone: sydneyTimeZone,
      summary: visit.summary,
      description: visit.description,
      location: visit.location,
      url: visit.url ?? null,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

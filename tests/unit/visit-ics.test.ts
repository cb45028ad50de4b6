import { afterEach, describe, expect, it } from "vitest";
import { calendarFeed, visitInvite, visitUid, type VisitInvite } from "@/lib/visits/model/ics";
import { parseIcs as parse } from "../support/ics";

const invite: VisitInvite = {
  uid: visitUid("clx0visit42", "https://orbitpainting.com.au"),
  sequence: 0,
  method: "REQUEST",
  start: new Date("2026-10-06T09:15:00+11:00"),
  end: new Date("2026-10-06T10:00:00+11:00"),
  summary: "Free measure-up visit, Orbit Painting",
  description: "We'll see the job; bring questions.\nReschedule or cancel: https://orbitpainting.com.au/book/abc",
  location: "12 Smith St, Café Lane, Gosford NSW 2250",
  organizer: { name: "Orbit Painting", email: "support@orbitpainting.com.au" },
  attendee: { name: 'Jane "JJ" Citizen', email: "jane@example.com" },
  url: "https://orbitpainting.com.au/book/abc",
  stamp: new Date("2026-09-01T01:02:03Z"),
};

describe("visitUid", () => {
  it("is the visit id at the site's host, the same every time", () => {
    expect(visitUid("clx0visit42", "https://orbitpainting.com.au/")).toBe("visit-clx0visit42@orbitpainting.com.au");
    expect(visitUid("clx0visit42", "http://localhost:3331")).toBe("visit-clx0visit42@localhost");
  });
});

describe("visitInvite", () => {
  it("books: METHOD:REQUEST, stable UID, SEQUENCE, TZID=Australia/Sydney with its VTIMEZONE, everything read back", () => {
    const text = visitInvite(invite);
    const parsed = parse(text);
    expect(parsed.method).toBe("REQUEST");
    expect(parsed.zones).toEqual(["Australia/Sydney"]);
    expect(parsed.events).toHaveLength(1);
    const [event] = parsed.events;
    expect(event).toMatchObject({
      uid: "visit-clx0visit42@orbitpainting.com.au",
      sequence: 0,
      status: "CONFIRMED",
      summary: invite.summary,
      description: invite.description,
      location: invite.location,
      url: invite.url,
      organizer: "mailto:support@orbitpainting.com.au",
      start: { tzid: "Australia/Sydney", local: "2026-10-06T09:15:00", utc: "2026-10-05T22:15:00.000Z" },
      end: { tzid: "Australia/Sydney", local: "2026-10-06T10:00:00", utc: "2026-10-05T23:00:00.000Z" },
      stampIsUtc: true,
    });
    expect(event!.attendees).toEqual([{ value: "MAILTO:jane@example.com", cn: 'Jane "JJ" Citizen', partstat: "ACCEPTED" }]);
    expect(text).toContain("DTSTAMP:20260901T010203Z\r\n");
  });

  it("keeps to RFC 5545's lines: CRLF, at most 75 octets", () => {
    const text = visitInvite({ ...invite, description: "Two-storey weatherboard – café trim, ".repeat(8) });
    expect(text.endsWith("END:VCALENDAR")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(parse(text).events[0]!.description).toBe("Two-storey weatherboard – café trim, ".repeat(8));
  });

  it("cancels: METHOD:CANCEL, STATUS:CANCELLED, the same UID, SEQUENCE raised", () => {
    const parsed = parse(visitInvite({ ...invite, method: "CANCEL", sequence: 2 }));
    expect(parsed.method).toBe("CANCEL");
    expect(parsed.events[0]).toMatchObject({ uid: "visit-clx0visit42@orbitpainting.com.au", sequence: 2, status: "CANCELLED" });
  });

  // Each row: a Sydney wall-clock time, and the instant a calendar must place it at.
  it.each([
    ["Sat 3 Oct 2026, AEST", "2026-10-03T08:00:00+10:00", "2026-10-03T08:00:00", "2026-10-02T22:00:00.000Z"],
    ["Tue 6 Oct 2026, AEDT", "2026-10-06T14:15:00+11:00", "2026-10-06T14:15:00", "2026-10-06T03:15:00.000Z"],
    ["Sat 3 Apr 2027, AEDT", "2027-04-03T08:00:00+11:00", "2027-04-03T08:00:00", "2027-04-02T21:00:00.000Z"],
    ["Mon 5 Apr 2027, AEST", "2027-04-05T08:00:00+10:00", "2027-04-05T08:00:00", "2027-04-04T22:00:00.000Z"],
    ["Sun 4 Apr 2027, after the change", "2027-04-04T09:00:00+10:00", "2027-04-04T09:00:00", "2027-04-03T23:00:00.000Z"],
  ])("places %s at the right instant", (_name, start, local, utc) => {
    const at = new Date(start);
    const event = parse(visitInvite({ ...invite, start: at, end: new Date(at.getTime() + 45 * 60_000) })).events[0]!;
    expect(event.start).toEqual({ tzid: "Australia/Sydney", local, utc });
    expect(new Date(event.end.utc).getTime() - new Date(event.start.utc).getTime()).toBe(45 * 60_000);
  });

  describe("on a server in another time zone", () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it("writes the same Sydney times", () => {
      const inUtc = visitInvite(invite);
      process.env.TZ = "America/New_York";
      expect(new Date("2026-10-05T22:15:00Z").getHours()).toBe(18); // the zone really changed
      expect(visitInvite(invite)).toBe(inUtc);
    });
  });
});

describe("calendarFeed", () => {
  const visits = [
    { ...invite, uid: visitUid("a", "https://orbitpainting.com.au"), sequence: 1 },
    { ...invite, uid: visitUid("b", "https://orbitpainting.com.au"), start: new Date("2027-04-05T13:00:00+10:00"), end: new Date("2027-04-05T13:45:00+10:00") },
  ];

  it("is a named, refreshing subscription with every visit at its Sydney time", () => {
    const text = calendarFeed(visits, { stamp: new Date("2026-09-01T00:00:00Z") });
    const parsed = parse(text);
    expect(parsed.method).toBeNull();
    expect(parsed.root.getFirstPropertyValue("x-wr-calname")).toBe("Orbit Painting visits");
    expect(parsed.root.getFirstPropertyValue("x-wr-timezone")).toBe("Australia/Sydney");
    expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n");
    expect(text).toContain("X-PUBLISHED-TTL:PT15M\r\n");
    expect(parsed.zones).toEqual(["Australia/Sydney"]);
    expect(parsed.events.map((e) => [e.uid, e.sequence, e.start.tzid, e.start.utc, e.stampIsUtc])).toEqual([
      ["visit-a@orbitpainting.com.au", 1, "Australia/Sydney", "2026-10-05T22:15:00.000Z", true],
      ["visit-b@orbitpainting.com.au", 0, "Australia/Sydney", "2027-04-05T03:00:00.000Z", true],
    ]);
  });

  it("is a valid empty calendar with no visits", () => {
    const parsed = parse(calendarFeed([], { name: "Visits" }));
    expect(parsed.events).toEqual([]);
    expect(parsed.root.getFirstPropertyValue("x-wr-calname")).toBe("Visits");
  });
});

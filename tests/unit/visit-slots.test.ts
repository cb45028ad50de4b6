import { describe, expect, it } from "vitest";
import { availabilitySchema, type AvailabilityInput } from "@/lib/visits/model/availability-schema";
import { slotForApi, slotLabel, sydneyIso } from "@/lib/visits/model/slot-text";
import { freeSlots, visitRange, type TimeRange } from "@/lib/visits/model/slots";
import { sydneyDay } from "@/lib/visits/model/sydney-day";

const settingsOf = (input: AvailabilityInput = {}) => availabilitySchema.parse(input);
const defaults = settingsOf();

/** Sydney wall-clock "HH:MM" of each slot starting on `day`. */
const clockOn = (slots: TimeRange[], day: string) => slots.filter((s) => sydneyDay(s.start) === day).map((s) => sydneyIso(s.start).slice(11, 16));
const daysWithSlots = (slots: TimeRange[]) => [...new Set(slots.map((s) => sydneyDay(s.start)))];
/** A booked visit as the database holds it: visit plus buffer. */
const booked = (iso: string, settings = defaults) => visitRange(new Date(iso), settings);

const weekday = ["08:00", "09:15", "10:30", "11:45", "13:00", "14:15"];
const saturday = ["08:00", "09:15", "10:30"];

describe("freeSlots: an ordinary week (winter, AEST +10:00)", () => {
  // Sunday 9 Aug 2026, 7:00 am in Sydney; 24 h notice makes Monday 7:00 am the earliest start.
  const slots = freeSlots({ settings: defaults, now: new Date("2026-08-09T07:00:00+10:00"), existingVisits: [] });

  it.each([
    ["2026-08-09", "Sun", []],
    ["2026-08-10", "Mon", weekday],
    ["2026-08-11", "Tue", weekday],
    ["2026-08-12", "Wed", weekday],
    ["2026-08-13", "Thu", weekday],
    ["2026-08-14", "Fri", weekday],
    ["2026-08-15", "Sat", saturday],
    ["2026-08-16", "Sun", []],
  ])("%s (%s): %j", (day, _name, times) => {
    expect(clockOn(slots, day)).toEqual(times);
  });

  it("gives the visit itself, 45 minutes, ending by closing time, with the +10:00 offset", () => {
    const monday = slots.filter((s) => sydneyDay(s.start) === "2026-08-10").map(slotForApi);
    expect(monday[0]).toEqual({ start: "2026-08-10T08:00:00+10:00", end: "2026-08-10T08:45:00+10:00" });
    expect(monday.at(-1)).toEqual({ start: "2026-08-10T14:15:00+10:00", end: "2026-08-10T15:00:00+10:00" });
    expect(slots.every((s) => s.end.getTime() - s.start.getTime() === 45 * 60_000)).toBe(true);
  });

  it("closes every Sunday of the window", () => {
    const sundays = daysWithSlots(slots).filter((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0);
    expect(sundays).toEqual([]);
    expect(daysWithSlots(slots).length).toBeGreaterThan(15);
  });
});

describe("freeSlots across the daylight-saving changes", () => {
  it("DST ends Sun 4 Apr 2027 (3:00 AEDT -> 2:00 AEST): 8:00 stays 8:00, the UTC instant moves an hour", () => {
    const slots = freeSlots({ settings: defaults, now: new Date("2027-03-31T12:00:00+11:00"), existingVisits: [] });
    const rows = slots
      .filter((s) => ["2027-04-02", "2027-04-03", "2027-04-05", "2027-04-06"].includes(sydneyDay(s.start)))
      .filter((s) => sydneyIso(s.start).slice(11, 16) === "08:00")
      .map((s) => [sydneyIso(s.start), s.start.toISOString()]);
    expect(rows).toEqual([
      ["2027-04-02T08:00:00+11:00", "2027-04-01T21:00:00.000Z"],
      ["2027-04-03T08:00:00+11:00", "2027-04-02T21:00:00.000Z"],
      ["2027-04-05T08:00:00+10:00", "2027-04-04T22:00:00.000Z"],
      ["2027-04-06T08:00:00+10:00", "2027-04-05T22:00:00.000Z"],
    ]);
    expect(clockOn(slots, "2027-04-03")).toEqual(saturday);
    expect(clockOn(slots, "2027-04-04")).toEqual([]);
    for (const day of ["2027-04-05", "2027-04-06", "2027-04-07", "2027-04-08", "2027-04-09"]) expect(clockOn(slots, day)).toEqual(weekday);
  });

  it("DST starts Sun 4 Oct 2026 (2:00 AEST -> 3:00 AEDT): Mon 5 Oct is Labour Day, Tue 6 Oct runs 8:00-16:00 at +11:00", () => {
    const slots = freeSlots({ settings: defaults, now: new Date("2026-10-01T12:00:00+10:00"), existingVisits: [] });
    expect(clockOn(slots, "2026-10-03")).toEqual(saturday);
    expect(clockOn(slots, "2026-10-04")).toEqual([]);
    expect(clockOn(slots, "2026-10-05")).toEqual([]);
    const tuesday = slots.filter((s) => sydneyDay(s.start) === "2026-10-06");
    expect(tuesday.map((s) => [sydneyIso(s.start), s.start.toISOString()])).toEqual([
      ["2026-10-06T08:00:00+11:00", "2026-10-05T21:00:00.000Z"],
      ["2026-10-06T09:15:00+11:00", "2026-10-05T22:15:00.000Z"],
      ["2026-10-06T10:30:00+11:00", "2026-10-05T23:30:00.000Z"],
      ["2026-10-06T11:45:00+11:00", "2026-10-06T00:45:00.000Z"],
      ["2026-10-06T13:00:00+11:00", "2026-10-06T02:00:00.000Z"],
      ["2026-10-06T14:15:00+11:00", "2026-10-06T03:15:00.000Z"],
    ]);
    const saturdayFirst = slots.find((s) => sydneyDay(s.start) === "2026-10-03")!;
    expect([sydneyIso(saturdayFirst.start), saturdayFirst.start.toISOString()]).toEqual(["2026-10-03T08:00:00+10:00", "2026-10-02T22:00:00.000Z"]);
  });

  it("keeps wall-clock hours on the change days themselves when the owner opens Sundays", () => {
    const sundays = settingsOf({ weeklyHours: { ...defaults.weeklyHours, sun: [{ start: "08:00", end: "16:00" }] } });
    const april = freeSlots({ settings: sundays, now: new Date("2027-04-01T12:00:00+11:00"), existingVisits: [] });
    expect(clockOn(april, "2027-04-04")).toEqual(weekday);
    expect(april.find((s) => sydneyDay(s.start) === "2027-04-04")!.start.toISOString()).toBe("2027-04-03T22:00:00.000Z");
    const october = freeSlots({ settings: sundays, now: new Date("2026-10-01T12:00:00+10:00"), existingVisits: [] });
    expect(clockOn(october, "2026-10-04")).toEqual(weekday);
    expect(october.find((s) => sydneyDay(s.start) === "2026-10-04")!.start.toISOString()).toBe("2026-10-03T21:00:00.000Z");
  });

  it("steps in real time through an interval that spans the change (the repeated 2 am hour)", () => {
    const night = settingsOf({
      weeklyHours: { sun: [{ start: "01:00", end: "05:00" }], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] },
      bufferMinutes: 15,
      slotStepMinutes: 60,
      minNoticeHours: 0,
    });
    const slots = freeSlots({ settings: night, now: new Date("2027-04-01T12:00:00+11:00"), existingVisits: [] });
    expect(slots.filter((s) => sydneyDay(s.start) === "2027-04-04").map((s) => sydneyIso(s.start))).toEqual([
      "2027-04-04T01:00:00+11:00",
      "2027-04-04T02:00:00+11:00",
      "2027-04-04T02:00:00+10:00",
      "2027-04-04T03:00:00+10:00",
      "2027-04-04T04:00:00+10:00",
    ]);
  });
});

describe("freeSlots on NSW public holidays", () => {
  it("closes Christmas Day, Boxing Day and its substitute Monday 2026", () => {
    const slots = freeSlots({ settings: defaults, now: new Date("2026-12-20T09:00:00+11:00"), existingVisits: [] });
    expect(clockOn(slots, "2026-12-24")).toEqual(weekday);
    expect(clockOn(slots, "2026-12-25")).toEqual([]); // Fri, Christmas Day
    expect(clockOn(slots, "2026-12-26")).toEqual([]); // Sat, Boxing Day
    expect(clockOn(slots, "2026-12-28")).toEqual([]); // Mon, Boxing Day (substitute day)
    expect(clockOn(slots, "2026-12-29")).toEqual(weekday);
  });

  it("closes Australia Day 2027 (Tue 26 Jan)", () => {
    const slots = freeSlots({ settings: defaults, now: new Date("2027-01-20T09:00:00+11:00"), existingVisits: [] });
    expect(clockOn(slots, "2027-01-25")).toEqual(weekday);
    expect(clockOn(slots, "2027-01-26")).toEqual([]);
    expect(clockOn(slots, "2027-01-27")).toEqual(weekday);
  });

  it("closes Easter 2027: Good Friday 26 Mar, Easter Saturday 27 Mar, Easter Monday 29 Mar", () => {
    const slots = freeSlots({ settings: defaults, now: new Date("2027-03-22T09:00:00+11:00"), existingVisits: [] });
    expect(clockOn(slots, "2027-03-25")).toEqual(weekday);
    expect(clockOn(slots, "2027-03-26")).toEqual([]);
    expect(clockOn(slots, "2027-03-27")).toEqual([]);
    expect(clockOn(slots, "2027-03-29")).toEqual([]);
    expect(clockOn(slots, "2027-03-30")).toEqual(weekday);
  });

  it("opens a holiday the owner opened (Easter Saturday 2027), and only that one", () => {
    const opened = settingsOf({ openedHolidays: ["2027-03-27"] });
    const slots = freeSlots({ settings: opened, now: new Date("2027-03-22T09:00:00+11:00"), existingVisits: [] });
    expect(clockOn(slots, "2027-03-27")).toEqual(saturday);
    expect(clockOn(slots, "2027-03-26")).toEqual([]);
    expect(clockOn(slots, "2027-03-29")).toEqual([]);
  });

  it("keeps the Bank Holiday (Mon 3 Aug 2026, banks only) open", () => {
    const slots = freeSlots({ settings: defaults, now: new Date("2026-07-31T09:00:00+10:00"), existingVisits: [] });
    expect(clockOn(slots, "2026-08-03")).toEqual(weekday);
  });
});

describe("freeSlots: minimum notice and the booking window", () => {
  it("counts notice in hours across midnight", () => {
    // Tue 11 Aug 2026, 10:30 pm. 24 h: nothing on Wed (earliest Wed 10:30 pm), Thu from 8:00.
    const now = new Date("2026-08-11T22:30:00+10:00");
    const day = freeSlots({ settings: defaults, now, existingVisits: [] });
    expect(daysWithSlots(day)[0]).toBe("2026-08-13");
    expect(clockOn(day, "2026-08-13")).toEqual(weekday);
    // 10 h: earliest Wed 8:30 am, so 8:00 is gone and 9:15 is first.
    const short = freeSlots({ settings: settingsOf({ minNoticeHours: 10 }), now, existingVisits: [] });
    expect(clockOn(short, "2026-08-12")).toEqual(weekday.slice(1));
    // 9 h: earliest Wed 7:30 am, so 8:00 stays.
    const nine = freeSlots({ settings: settingsOf({ minNoticeHours: 9 }), now, existingVisits: [] });
    expect(clockOn(nine, "2026-08-12")).toEqual(weekday);
  });

  it("offers a start exactly at now + notice", () => {
    const now = new Date("2026-08-11T09:15:00+10:00");
    const slots = freeSlots({ settings: defaults, now, existingVisits: [] });
    expect(slots[0]!.start.toISOString()).toBe(new Date("2026-08-12T09:15:00+10:00").toISOString());
  });

  it("ends on today + window days (Sydney days), inclusive", () => {
    const now = new Date("2026-08-10T10:00:00+10:00"); // Mon
    const slots = freeSlots({ settings: defaults, now, existingVisits: [] });
    expect(clockOn(slots, "2026-08-31")).toEqual(weekday); // Mon, today + 21
    expect(clockOn(slots, "2026-09-01")).toEqual([]);
    expect(sydneyIso(slots.at(-1)!.start)).toBe("2026-08-31T14:15:00+10:00");
    const oneDay = freeSlots({ settings: settingsOf({ bookingWindowDays: 1, minNoticeHours: 0 }), now, existingVisits: [] });
    expect(daysWithSlots(oneDay)).toEqual(["2026-08-10", "2026-08-11"]);
    expect(clockOn(oneDay, "2026-08-10")).toEqual(["10:30", "11:45", "13:00", "14:15"]);
  });
});

describe("freeSlots around booked visits", () => {
  const now = new Date("2026-08-09T07:00:00+10:00");
  const wed = "2026-08-12";

  it("leaves the buffer free after a booked visit and before the next (the visit's own buffer)", () => {
    const slots = freeSlots({ settings: defaults, now, existingVisits: [booked(`${wed}T10:30:00+10:00`)] });
    expect(clockOn(slots, wed)).toEqual(["08:00", "09:15", "11:45", "13:00", "14:15"]);
    // Every 15 minutes: 9:15 ends its buffer at 10:30 exactly (touching is fine), 9:30 would not;
    // the booked visit's buffer runs to 11:45, so 11:45 is the first start after it.
    const fine = freeSlots({ settings: settingsOf({ slotStepMinutes: 15 }), now, existingVisits: [booked(`${wed}T10:30:00+10:00`)] });
    const times = clockOn(fine, wed);
    expect(times).toContain("09:15");
    expect(times).not.toContain("09:30");
    expect(times).not.toContain("11:30");
    expect(times).toContain("11:45");
    expect(times.filter((t) => t >= "09:30" && t < "11:45")).toEqual([]);
  });

  it("drops grid slots that a visit off the grid touches", () => {
    const slots = freeSlots({ settings: defaults, now, existingVisits: [booked(`${wed}T10:00:00+10:00`)] });
    expect(clockOn(slots, wed)).toEqual(["08:00", "11:45", "13:00", "14:15"]);
  });

  it("lets a buffer run past closing without touching the next morning", () => {
    // A visit booked at 15:15 (ends 16:00, buffer to 16:30) on Tuesday leaves Wednesday whole.
    const slots = freeSlots({ settings: defaults, now, existingVisits: [booked("2026-08-11T15:15:00+10:00")] });
    expect(clockOn(slots, wed)).toEqual(weekday);
  });

  it("stops offering a day once it has the maximum number of visits", () => {
    const three = ["08:00", "09:15", "10:30"].map((t) => booked(`${wed}T${t}:00+10:00`));
    const four = [...three, booked(`${wed}T13:00:00+10:00`)];
    expect(clockOn(freeSlots({ settings: defaults, now, existingVisits: three }), wed)).toEqual(["11:45", "13:00", "14:15"]);
    const full = freeSlots({ settings: defaults, now, existingVisits: four });
    expect(clockOn(full, wed)).toEqual([]);
    expect(clockOn(full, "2026-08-13")).toEqual(weekday);
    expect(clockOn(freeSlots({ settings: settingsOf({ maxVisitsPerDay: 1 }), now, existingVisits: [booked(`${wed}T14:15:00+10:00`)] }), wed)).toEqual([]);
  });
});

describe("freeSlots around blocked dates and times", () => {
  const now = new Date("2026-08-09T07:00:00+10:00");

  it("blocks whole days, both ends included", () => {
    const settings = settingsOf({ blocked: [{ kind: "days", from: "2026-08-12", to: "2026-08-13", label: "Leave" }] });
    const slots = freeSlots({ settings, now, existingVisits: [] });
    expect(clockOn(slots, "2026-08-11")).toEqual(weekday);
    expect(clockOn(slots, "2026-08-12")).toEqual([]);
    expect(clockOn(slots, "2026-08-13")).toEqual([]);
    expect(clockOn(slots, "2026-08-14")).toEqual(weekday);
  });

  it("blocks a 2-hour period: no visit or its buffer inside 10:00-12:00", () => {
    const settings = settingsOf({ blocked: [{ kind: "period", from: "2026-08-12T10:00", to: "2026-08-12T12:00" }] });
    expect(clockOn(freeSlots({ settings, now, existingVisits: [] }), "2026-08-12")).toEqual(["08:00", "13:00", "14:15"]);
    const fine = freeSlots({ settings: settingsOf({ ...settings, slotStepMinutes: 15 }), now, existingVisits: [] });
    const times = clockOn(fine, "2026-08-12");
    expect(times.filter((t) => t > "08:45" && t < "12:00")).toEqual([]); // 8:45 + 75 min = 10:00 exactly
    expect(times).toContain("08:45");
    expect(times).toContain("12:00");
  });
});

describe("freeSlots with more than one interval a day", () => {
  it("steps from each opening time", () => {
    const split = settingsOf({
      weeklyHours: {
        sun: [],
        mon: [
          { start: "08:00", end: "12:00" },
          { start: "13:00", end: "17:00" },
        ],
        tue: [],
        wed: [],
        thu: [],
        fri: [],
        sat: [],
      },
    });
    const slots = freeSlots({ settings: split, now: new Date("2026-08-09T07:00:00+10:00"), existingVisits: [] });
    expect(clockOn(slots, "2026-08-10")).toEqual(["08:00", "09:15", "10:30", "13:00", "14:15", "15:30"]);
  });
});

describe("visitRange", () => {
  it("is the visit plus its travel buffer", () => {
    const range = visitRange(new Date("2026-10-06T09:15:00+11:00"), defaults);
    expect([sydneyIso(range.start), sydneyIso(range.end)]).toEqual(["2026-10-06T09:15:00+11:00", "2026-10-06T10:30:00+11:00"]);
  });
});

describe("slot text", () => {
  it.each([
    ["2026-10-05T22:15:00.000Z", "Tue 6 Oct, 9:15 am", "2026-10-06T09:15:00+11:00"],
    ["2026-10-02T22:00:00.000Z", "Sat 3 Oct, 8:00 am", "2026-10-03T08:00:00+10:00"],
    ["2027-04-05T03:15:00.000Z", "Mon 5 Apr, 1:15 pm", "2027-04-05T13:15:00+10:00"],
    ["2027-04-02T21:00:00.000Z", "Sat 3 Apr, 8:00 am", "2027-04-03T08:00:00+11:00"],
    ["2026-12-31T13:00:00.000Z", "Fri 1 Jan, 12:00 am", "2027-01-01T00:00:00+11:00"],
  ])("%s reads %s and %s", (instant, label, iso) => {
    expect(slotLabel(new Date(instant))).toBe(label);
    expect(sydneyIso(new Date(instant))).toBe(iso);
    expect(new Date(iso).toISOString()).toBe(instant);
  });
});

// A tiny seeded generator: the same "random" visits every run.
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomVisits(count: number, from: Date, days: number, seed: number): TimeRange[] {
  const random = seeded(seed);
  return Array.from({ length: count }, () => booked(new Date(from.getTime() + Math.floor(random() * days * 96) * 15 * 60_000).toISOString()));
}

describe("freeSlots with many visits", () => {
  const now = new Date("2026-08-09T07:00:00+10:00");
  const fine = settingsOf({ slotStepMinutes: 15, maxVisitsPerDay: 12 });

  // The sweep against the obvious check of every slot against every visit.
  it.each([
    ["sparse", 40, 1],
    ["dense", 150, 2],
    ["over a year", 2_000, 3],
  ])("matches the naive check (%s)", (_name, count, seed) => {
    const visits = count > 1_000 ? randomVisits(count, new Date("2025-09-01T00:00:00+10:00"), 3 * 365, seed) : randomVisits(count, new Date("2026-08-09T00:00:00+10:00"), 23, seed);
    const all = freeSlots({ settings: fine, now, existingVisits: [] });
    const perDay = new Map<string, number>();
    for (const v of visits) perDay.set(sydneyDay(v.start), (perDay.get(sydneyDay(v.start)) ?? 0) + 1);
    const expected = all.filter((slot) => {
      const busy = visitRange(slot.start, fine);
      return (perDay.get(sydneyDay(slot.start)) ?? 0) < fine.maxVisitsPerDay && visits.every((v) => v.end <= busy.start || v.start >= busy.end);
    });
    const actual = freeSlots({ settings: fine, now, existingVisits: visits });
    expect(actual.map(slotForApi)).toEqual(expected.map(slotForApi));
    expect(actual.length).toBeLessThan(all.length);
    expect(actual.length).toBeGreaterThan(0);
  });

  // Correctness with a busy calendar; its speed is a budget of `npm run bench` (the slots answer
  // p95), not a wall-clock assertion here, where a loaded machine would fail it at random.
  it("computes slots with 2,000 visits booked", () => {
    // Three years of bookings, about two a day, so the window's days are busy but not full.
    const visits = randomVisits(2_000, new Date("2025-09-01T00:00:00+10:00"), 3 * 365, 4);
    const wide = settingsOf({ slotStepMinutes: 5, maxVisitsPerDay: 12, bookingWindowDays: 90 });
    const free = { wide: freeSlots({ settings: wide, now, existingVisits: [] }).length, busy: freeSlots({ settings: wide, now, existingVisits: visits }).length };
    expect(free.busy).toBeGreaterThan(0);
    expect(free.busy).toBeLessThan(free.wide);
  });
});

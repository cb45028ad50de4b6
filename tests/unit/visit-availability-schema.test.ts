import { describe, expect, it } from "vitest";
import { availabilitySchema, defaultAvailability, slotStepOf } from "@/lib/visits/model/availability-schema";

const weekday = [{ start: "08:00", end: "16:00" }];

describe("availabilitySchema", () => {
  it("starts from the issue's defaults", () => {
    expect(defaultAvailability).toEqual({
      weeklyHours: { sun: [], mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat: [{ start: "08:00", end: "12:00" }] },
      visitMinutes: 45,
      bufferMinutes: 30,
      minNoticeHours: 24,
      bookingWindowDays: 21,
      maxVisitsPerDay: 4,
      blocked: [],
      openedHolidays: [],
      slotStepMinutes: null,
    });
    expect(slotStepOf(defaultAvailability)).toBe(75);
    expect(slotStepOf(availabilitySchema.parse({ slotStepMinutes: 15 }))).toBe(15);
  });

  it("takes a full, valid week with a lunch break, blocks and an opened holiday", () => {
    const input = {
      weeklyHours: {
        sun: [],
        mon: [
          { start: "07:30", end: "12:00" },
          { start: "13:00", end: "24:00" },
        ],
        tue: weekday,
        wed: weekday,
        thu: weekday,
        fri: weekday,
        sat: [],
      },
      visitMinutes: 60,
      bufferMinutes: 0,
      minNoticeHours: 0,
      bookingWindowDays: 90,
      maxVisitsPerDay: 12,
      blocked: [
        { kind: "days", from: "2026-12-21", to: "2027-01-08", label: "  Summer break " },
        { kind: "period", from: "2026-10-07T10:00", to: "2026-10-07T12:00" },
      ],
      openedHolidays: ["2027-03-27", "2026-12-28", "2027-03-27"],
      slotStepMinutes: 30,
    };
    const parsed = availabilitySchema.parse(input);
    expect(parsed.blocked[0]).toEqual({ kind: "days", from: "2026-12-21", to: "2027-01-08", label: "Summer break" });
    expect(parsed.openedHolidays).toEqual(["2026-12-28", "2027-03-27"]);
  });

  const tooMany = (n: number, item: unknown) => Array.from({ length: n }, () => item);
  it.each([
    ["an unknown field", { admin: true }],
    ["an unknown weekday", { weeklyHours: { ...defaultAvailability.weeklyHours, funday: [] } }],
    ["a missing weekday", { weeklyHours: { mon: weekday } }],
    ["hour 25", { weeklyHours: { ...defaultAvailability.weeklyHours, mon: [{ start: "25:00", end: "26:00" }] } }],
    ["a time without leading zero", { weeklyHours: { ...defaultAvailability.weeklyHours, mon: [{ start: "8:00", end: "16:00" }] } }],
    ["closing before opening", { weeklyHours: { ...defaultAvailability.weeklyHours, mon: [{ start: "16:00", end: "08:00" }] } }],
    ["an empty interval", { weeklyHours: { ...defaultAvailability.weeklyHours, mon: [{ start: "08:00", end: "08:00" }] } }],
    [
      "overlapping intervals",
      {
        weeklyHours: {
          ...defaultAvailability.weeklyHours,
          mon: [
            { start: "08:00", end: "12:00" },
            { start: "11:00", end: "16:00" },
          ],
        },
      },
    ],
    ["five intervals a day", { weeklyHours: { ...defaultAvailability.weeklyHours, mon: tooMany(5, { start: "08:00", end: "09:00" }) } }],
    ["a visit of 0 minutes", { visitMinutes: 0 }],
    ["a visit of 10 hours", { visitMinutes: 600 }],
    ["a visit of 47 minutes", { visitMinutes: 47 }],
    ["minutes as a string", { visitMinutes: "45" }],
    ["a fractional hour", { minNoticeHours: 1.5 }],
    ["a negative buffer", { bufferMinutes: -5 }],
    ["NaN", { bufferMinutes: Number.NaN }],
    ["a window of 0 days", { bookingWindowDays: 0 }],
    ["a window of a year", { bookingWindowDays: 365 }],
    ["notice of a month", { minNoticeHours: 720 }],
    ["no visits a day", { maxVisitsPerDay: 0 }],
    ["50 visits a day", { maxVisitsPerDay: 50 }],
    ["a slot step of 7 minutes", { slotStepMinutes: 7 }],
    ["a slot step of 0", { slotStepMinutes: 0 }],
    ["30 February", { blocked: [{ kind: "days", from: "2027-02-30", to: "2027-03-01" }] }],
    ["days in reverse", { blocked: [{ kind: "days", from: "2026-12-24", to: "2026-12-21" }] }],
    ["days over a year", { blocked: [{ kind: "days", from: "2026-01-01", to: "2027-06-01" }] }],
    ["an unknown block kind", { blocked: [{ kind: "forever", from: "2026-12-21", to: "2026-12-24" }] }],
    ["a period ending at its start", { blocked: [{ kind: "period", from: "2026-10-07T10:00", to: "2026-10-07T10:00" }] }],
    ["a period with seconds", { blocked: [{ kind: "period", from: "2026-10-07T10:00:00", to: "2026-10-07T12:00:00" }] }],
    ["a period with an offset", { blocked: [{ kind: "period", from: "2026-10-07T10:00+11:00", to: "2026-10-07T12:00+11:00" }] }],
    ["a label of 81 characters", { blocked: [{ kind: "days", from: "2026-12-21", to: "2026-12-24", label: "x".repeat(81) }] }],
    ["a label with a control character", { blocked: [{ kind: "days", from: "2026-12-21", to: "2026-12-24", label: "a\u0000b" }] }],
    ["101 blocks", { blocked: tooMany(101, { kind: "days", from: "2026-12-21", to: "2026-12-24" }) }],
    ["an opened holiday that is no date", { openedHolidays: ["Christmas"] }],
    ["61 opened holidays", { openedHolidays: tooMany(61, "2026-12-25") }],
    ["an array instead of settings", []],
    ["null", null],
  ])("refuses %s", (_name, input) => {
    expect(availabilitySchema.safeParse(input).success).toBe(false);
  });
});

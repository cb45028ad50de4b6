import { describe, expect, it } from "vitest";
import { isPastValidity, validityEndsAt } from "@/lib/quotes/model/expiry";
import { validUntilDay } from "@/lib/quotes/model/validity";

// A quote can be accepted to the end of its valid-until day in Sydney, whatever daylight saving does.
describe("the end of a quote's validity", () => {
  it.each([
    // valid until, ends at (UTC), why
    ["2026-12-21", "2026-12-21T13:00:00.000Z", "summer: AEDT, UTC+11"],
    ["2026-07-15", "2026-07-15T14:00:00.000Z", "winter: AEST, UTC+10"],
    ["2026-10-03", "2026-10-03T14:00:00.000Z", "the night before clocks go forward (4 Oct 2026): midnight is still AEST"],
    ["2026-10-04", "2026-10-04T13:00:00.000Z", "the day clocks go forward: its end is AEDT"],
    ["2027-04-03", "2027-04-03T13:00:00.000Z", "the night before clocks go back (4 Apr 2027): midnight is still AEDT"],
    ["2027-04-04", "2027-04-04T14:00:00.000Z", "the day clocks go back: its end is AEST"],
    ["2028-02-29", "2028-02-29T13:00:00.000Z", "a leap day"],
    ["2026-12-31", "2026-12-31T13:00:00.000Z", "the year's last day"],
  ])("valid until %s ends at %s (%s)", (day, end) => {
    expect(validityEndsAt(day).toISOString()).toBe(end);
  });

  it("is past from the first millisecond of the next Sydney day, not before", () => {
    expect(isPastValidity("2026-12-21", new Date("2026-12-21T12:59:59.999Z"))).toBe(false);
    expect(isPastValidity("2026-12-21", new Date("2026-12-21T13:00:00.000Z"))).toBe(true);
    expect(isPastValidity("2026-12-21", new Date("2026-12-20T00:00:00.000Z"))).toBe(false);
  });

  it("covers validDays whole Sydney days after the day it was sent", () => {
    // Sent at 11:30 pm on 21 November in Sydney (12:30 UTC): dated the 21st, valid to 21 December.
    const sentAt = new Date("2026-11-21T12:30:00Z");
    const until = validUntilDay(sentAt, 30);
    expect(until).toBe("2026-12-21");
    expect(validityEndsAt(until).getTime() - sentAt.getTime()).toBe(30 * 86_400_000 + 30 * 60_000);
  });

  it("refuses what is not a calendar day", () => {
    expect(() => validityEndsAt("2026-02-30")).toThrow(RangeError);
    expect(() => validityEndsAt("21/12/2026")).toThrow(RangeError);
  });
});

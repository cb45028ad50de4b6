import { describe, expect, it } from "vitest";
import { sydneyTime } from "@/lib/sydney-time";

// Summer (AEDT, +11), winter (AEST, +10), both sides of midnight and of noon.
const instants = ["2026-11-20T23:30:00.000Z", "2026-06-30T14:05:09.000Z", "2026-04-04T15:59:59.000Z", "2027-01-01T01:00:00.000Z"];

describe("sydneyTime", () => {
  it("reads as the business reads dates: en-AU, Sydney time", () => {
    const at = "2026-11-20T23:30:00.000Z";
    expect(sydneyTime(at, "dateTime")).toBe("21/11/2026, 10:30:00 am");
    expect(sydneyTime(at, "day")).toBe("21/11/2026");
    expect(sydneyTime(at, "long")).toBe("Saturday, 21 November 2026 at 10:30 am");
    expect(sydneyTime(at, "sheet")).toBe("21/11/2026, 10:30");
    expect(sydneyTime(at, "isoDay")).toBe("2026-11-21");
    expect(sydneyTime(at, "clock")).toBe("10:30 am");
    expect(sydneyTime("2026-06-30T14:05:09.000Z", "clock")).toBe("12:05 am");
  });

  // Each style is made once; it must say exactly what the per-call toLocale* form said.
  it.each(instants)("gives what toLocaleString with the same options gives (%s)", (iso) => {
    const date = new Date(iso);
    const timeZone = "Australia/Sydney";
    expect(sydneyTime(iso, "dateTime")).toBe(date.toLocaleString("en-AU", { timeZone }));
    expect(sydneyTime(iso, "day")).toBe(date.toLocaleDateString("en-AU", { timeZone }));
    expect(sydneyTime(iso, "long")).toBe(date.toLocaleString("en-AU", { timeZone, dateStyle: "full", timeStyle: "short" }));
    expect(sydneyTime(iso, "sheet")).toBe(
      date.toLocaleString("en-AU", { timeZone, hour12: false, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" }),
    );
    expect(sydneyTime(iso, "isoDay")).toBe(date.toLocaleDateString("en-CA", { timeZone }));
    expect(sydneyTime(iso, "clock")).toBe(date.toLocaleTimeString("en-AU", { timeZone, hour: "numeric", minute: "2-digit" }));
  });
});

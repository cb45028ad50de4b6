import { describe, expect, it } from "vitest";
import { nswHoliday, nswPublicHolidays, upcomingHolidays } from "@/lib/visits/model/holidays";

describe("NSW public holidays (date-holidays, AU/NSW, type public only)", () => {
  it("lists 2026 as the package computes it, without the Bank Holiday or observances", () => {
    expect([...nswPublicHolidays(2026)]).toEqual([
      ["2026-01-01", "New Year's Day"],
      ["2026-01-26", "Australia Day"],
      ["2026-04-03", "Good Friday"],
      ["2026-04-04", "Easter Saturday"],
      ["2026-04-05", "Easter Sunday"],
      ["2026-04-06", "Easter Monday"],
      ["2026-04-25", "Anzac Day"],
      ["2026-04-27", "Anzac Day (substitute day)"],
      ["2026-06-08", "King's Birthday"],
      ["2026-10-05", "Labour Day"],
      ["2026-12-25", "Christmas Day"],
      ["2026-12-26", "Boxing Day"],
      ["2026-12-28", "Boxing Day (substitute day)"],
    ]);
  });

  it.each([
    ["2027-01-26", "Australia Day"],
    ["2027-03-26", "Good Friday"],
    ["2027-03-27", "Easter Saturday"],
    ["2027-03-29", "Easter Monday"],
    ["2027-10-04", "Labour Day"],
    ["2027-12-27", "Christmas Day (substitute day)"],
    ["2027-12-28", "Boxing Day (substitute day)"],
  ])("%s is %s", (day, name) => {
    expect(nswHoliday(day)).toBe(name);
  });

  it.each([
    ["2026-08-03", "Bank Holiday: banks only"],
    ["2026-05-10", "Mother's Day: an observance"],
    ["2027-04-05", "an ordinary Monday"],
  ])("%s is no closing day (%s)", (day) => {
    expect(nswHoliday(day)).toBeUndefined();
  });

  it("computes a year once", () => {
    expect(nswPublicHolidays(2027)).toBe(nswPublicHolidays(2027));
  });

  it("lists the year ahead's holidays for the owner to open, in order, across the new year", () => {
    const ahead = upcomingHolidays("2026-11-26");
    expect(ahead.slice(0, 4)).toEqual([
      { day: "2026-12-25", name: "Christmas Day" },
      { day: "2026-12-26", name: "Boxing Day" },
      { day: "2026-12-28", name: "Boxing Day (substitute day)" },
      { day: "2027-01-01", name: "New Year's Day" },
    ]);
    expect(ahead.every(({ day }) => day >= "2026-11-26" && day <= "2027-11-26")).toBe(true);
    expect(ahead.map(({ day }) => day)).toEqual(ahead.map(({ day }) => day).sort());
  });
});

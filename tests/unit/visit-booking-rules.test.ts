import { describe, expect, it } from "vitest";
import { bookingFormInput, bookingRequestSchema } from "@/lib/visits/model/booking-schema";
import { isNswPostcode } from "@/lib/visits/model/postcode";
import { clockLabel, dayLabel, slotDays, sydneyIso } from "@/lib/visits/model/slot-text";
import { reminderDueAt } from "@/lib/visits/services/visit-alerts";
import { addressLine, mapsUrl, visitJson, visitTimeLabel, type VisitRow } from "@/lib/visits/model/visit-row";

describe("isNswPostcode: a street address in NSW", () => {
  it.each([
    ["2000", true, "Sydney"],
    ["2150", true, "Parramatta"],
    ["2599", true, "last before the ACT"],
    ["2600", false, "Canberra (ACT)"],
    ["2618", false, "ACT"],
    ["2619", true, "Jerrabomberra"],
    ["2620", true, "Queanbeyan"],
    ["2899", true, "last before the ACT's second block"],
    ["2900", false, "Tuggeranong (ACT)"],
    ["2920", false, "ACT"],
    ["2921", true, "first after"],
    ["2999", true, "last NSW"],
    ["1000", false, "NSW PO boxes, never a house"],
    ["3000", false, "Melbourne"],
    ["0800", false, "Darwin"],
    ["4000", false, "Brisbane"],
    ["215", false, "three digits"],
    ["21500", false, "five digits"],
    ["2l50", false, "not digits"],
    ["", false, "empty"],
  ])("%s: %s (%s)", (postcode, nsw) => {
    expect(isNswPostcode(postcode)).toBe(nsw);
  });
});

describe("the booking schema", () => {
  const address = { street: " 12 Smith Street ", suburb: "Parramatta", postcode: "2150" };

  it("takes an ISO start with an offset and a trimmed address", () => {
    expect(bookingRequestSchema.parse({ start: "2026-12-01T09:15:00+11:00", address })).toEqual({
      start: new Date("2026-11-30T22:15:00.000Z"),
      address: { street: "12 Smith Street", suburb: "Parramatta", postcode: "2150" },
    });
    expect(bookingRequestSchema.parse({ start: "2026-11-30T22:15:00Z", address }).start).toEqual(new Date("2026-11-30T22:15:00.000Z"));
  });

  it.each([
    [{ start: "2026-12-01T09:15:00", address }, "start", "Choose one of the times offered."],
    [{ start: "soon", address }, "start", "Choose one of the times offered."],
    [{ start: 1, address }, "start", "Choose one of the times offered."],
    [{ start: "2026-12-01T09:15:00+11:00", address: { ...address, street: "x" } }, "address.street", "Enter the street address, like 12 Smith Street."],
    [{ start: "2026-12-01T09:15:00+11:00", address: { ...address, street: "1 A St\u0007" } }, "address.street", "The street address must be just the address: no web address, e-mail address or line break."],
    [{ start: "2026-12-01T09:15:00+11:00", address: { ...address, street: "Pay your deposit at evil.example now" } }, "address.street", "The street address must be just the address: no web address, e-mail address or line break."],
    [{ start: "2026-12-01T09:15:00+11:00", address: { ...address, street: "y".repeat(121) } }, "address.street", "The street address must be at most 120 characters."],
    [{ start: "2026-12-01T09:15:00+11:00", address: { ...address, suburb: "" } }, "address.suburb", "Enter the suburb."],
    [{ start: "2026-12-01T09:15:00+11:00", address: { ...address, postcode: "2l50" } }, "address.postcode", "Enter the 4-digit postcode."],
    [{ start: "2026-12-01T09:15:00+11:00", address: { ...address, state: "VIC" } }, "address", "Send { start, address: { street, suburb, postcode } }."],
    [{ start: "2026-12-01T09:15:00+11:00", address, when: "now" }, "", "Send { start, address: { street, suburb, postcode } }."],
  ])("refuses %j at %s", (input, path, message) => {
    const result = bookingRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: path ? path.split(".") : [], message });
  });

  it("reads the page's flat form fields into the same shape", () => {
    const form = new FormData();
    form.set("start", "2026-12-01T09:15:00+11:00");
    form.set("street", "12 Smith Street");
    form.set("suburb", "Parramatta");
    form.set("postcode", "2150");
    expect(bookingRequestSchema.parse(bookingFormInput(form)).address.postcode).toBe("2150");
    expect(bookingRequestSchema.safeParse(bookingFormInput(new FormData())).success).toBe(false);
  });
});

describe("slot and visit texts, in Sydney time", () => {
  const at = (iso: string) => ({ start: new Date(iso), end: new Date(Date.parse(iso) + 45 * 60_000) });

  it("groups slots by their Sydney day, across the October change", () => {
    const days = slotDays([at("2026-10-03T16:00:00+10:00"), at("2026-10-05T08:00:00+11:00"), at("2026-10-05T09:15:00+11:00")]);
    expect(days).toEqual([
      { day: "2026-10-03", label: "Sat 3 Oct", slots: [{ start: "2026-10-03T16:00:00+10:00", label: "4:00 pm" }] },
      {
        day: "2026-10-05",
        label: "Mon 5 Oct",
        slots: [
          { start: "2026-10-05T08:00:00+11:00", label: "8:00 am" },
          { start: "2026-10-05T09:15:00+11:00", label: "9:15 am" },
        ],
      },
    ]);
    // 23:30 UTC on the 4th is already the 5th in Sydney.
    expect(dayLabel(new Date("2026-10-04T23:30:00Z"))).toBe("Mon 5 Oct");
    expect(clockLabel(new Date("2026-10-04T23:30:00Z"))).toBe("10:30 am");
  });

  it("says where and when a visit is, and links the address to Google Maps", () => {
    const visit: VisitRow = {
      id: 7,
      leadId: 3,
      startsAt: new Date("2026-12-01T09:15:00+11:00"),
      endsAt: new Date("2026-12-01T10:00:00+11:00"),
      busyUntil: new Date("2026-12-01T10:30:00+11:00"),
      street: "3 Monaro St",
      suburb: "Queanbeyan",
      postcode: "2620",
      sequence: 2,
      cancelledAt: null,
      createdAt: new Date(),
    };
    expect(visitTimeLabel(visit)).toBe("Tue 1 Dec, 9:15 am to 10:00 am");
    expect(addressLine(visit)).toBe("3 Monaro St, Queanbeyan NSW 2620");
    expect(addressLine({ street: "1 Northbourne Ave", suburb: "Canberra", postcode: "2600" })).toBe("1 Northbourne Ave, Canberra 2600");
    expect(mapsUrl(visit)).toBe("https://www.google.com/maps/search/?api=1&query=3%20Monaro%20St%2C%20Queanbeyan%20NSW%202620%2C%20Australia");
    expect(visitJson(visit)).toEqual({
      id: 7,
      start: "2026-12-01T09:15:00+11:00",
      end: "2026-12-01T10:00:00+11:00",
      timeZone: "Australia/Sydney",
      address: { street: "3 Monaro St", suburb: "Queanbeyan", postcode: "2620" },
      outsideNsw: false,
      sequence: 2,
      status: "booked",
    });
    expect(visitJson({ ...visit, postcode: "2600", cancelledAt: new Date() })).toMatchObject({ outsideNsw: true, status: "cancelled" });
  });

  it("reminds 24 hours before, or not at all when that has passed", () => {
    const now = new Date("2026-11-26T10:00:00+11:00");
    expect(reminderDueAt(new Date("2026-11-28T09:00:00+11:00"), now)).toEqual(new Date("2026-11-27T09:00:00+11:00"));
    // Across the April change (3 am Sun 4 Apr 2027): 24 real hours, so a 9:00 Sunday visit is reminded at 10:00 on Saturday.
    expect(sydneyIso(reminderDueAt(new Date("2027-04-04T09:00:00+10:00"), now)!)).toBe("2027-04-03T10:00:00+11:00");
    expect(sydneyIso(reminderDueAt(new Date("2027-04-05T09:00:00+10:00"), now)!)).toBe("2027-04-04T09:00:00+10:00");
    expect(reminderDueAt(new Date("2026-11-27T09:00:00+11:00"), now)).toBeNull();
    expect(reminderDueAt(new Date("2026-11-27T10:00:00+11:00"), now)).toBeNull();
  });
});

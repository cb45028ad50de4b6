import { describe, expect, it } from "vitest";
import { depositTooHighMessage } from "@/lib/quotes/model/nsw-rules";
import { quoteDefaults, quoteDraftSchema, quoteLimits, quoteLineSchema, quoteDraftMessages } from "@/lib/quotes/model/quote-schema";

const line = { section: "Living room", description: "Interior walls, two coats", quantity: 38.5, unit: "m2", unitPriceCents: 2400 };

/** Every [field, message] zod gives for a line: one per broken field. */
function lineErrors(input: Record<string, unknown>) {
  const result = quoteLineSchema.safeParse({ ...line, ...input });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
}

describe("quoteLineSchema", () => {
  it("accepts a line and fills the defaults", () => {
    expect(quoteLineSchema.parse({ description: " Doors, per side ", quantity: 2, unit: "each", unitPriceCents: 6500 })).toEqual({
      section: "",
      description: "Doors, per side",
      quantity: 2,
      unit: "each",
      unitPriceCents: 6500,
      optional: false,
      rateCardItemId: null,
    });
  });

  it("reads numbers a form posts as text", () => {
    expect(quoteLineSchema.parse({ ...line, quantity: " 12.50 ", unitPriceCents: "2400" })).toMatchObject({ quantity: 12.5, unitPriceCents: 2400 });
  });

  it.each([
    [0.01, true],
    [99_999.99, true],
    [0, false],
    [0.001, false],
    [1.005, false],
    [100_000, false],
    [-1, false],
    ["12,5", false],
    ["", false],
    [null, false],
    [true, false],
  ])("quantity %j: accepted %s", (quantity, accepted) => {
    expect(lineErrors({ quantity })).toEqual(accepted ? [] : [["quantity", quoteDraftMessages.quantity]]);
  });

  it.each([
    [0, true],
    [1_000_000_00, true],
    [1_000_000_01, false],
    [-1, false],
    [24.5, false],
    ["24.00", false],
    [null, false],
  ])("unitPriceCents %j: accepted %s", (unitPriceCents, accepted) => {
    expect(lineErrors({ unitPriceCents })).toEqual(accepted ? [] : [["unitPriceCents", quoteDraftMessages.unitPrice]]);
  });

  it("limits the texts and refuses control characters", () => {
    expect(lineErrors({ description: "x".repeat(quoteLimits.maxDescription) })).toEqual([]);
    expect(lineErrors({ description: "x".repeat(quoteLimits.maxDescription + 1) })).toEqual([["description", quoteDraftMessages.description]]);
    expect(lineErrors({ description: "   " })).toEqual([["description", quoteDraftMessages.description]]);
    expect(lineErrors({ description: "two\nlines" })).toEqual([["description", quoteDraftMessages.description]]);
    expect(lineErrors({ section: "x".repeat(quoteLimits.maxSection + 1) })).toEqual([["section", quoteDraftMessages.section]]);
    expect(lineErrors({ section: "Bad\u0000area" })).toEqual([["section", quoteDraftMessages.section]]);
  });

  it("knows the rate card's units only", () => {
    expect(lineErrors({ unit: "lm" })).toEqual([]);
    expect(lineErrors({ unit: "m²" })).toEqual([["unit", quoteDraftMessages.unit]]);
    expect(lineErrors({ rateCardItemId: 0 }).map(([field]) => field)).toEqual(["rateCardItemId"]);
    expect(lineErrors({ rateCardItemId: 7 })).toEqual([]);
  });
});

describe("quoteDraftSchema", () => {
  it("fills the defaults: 30 days, 10% deposit, a house", () => {
    const draft = quoteDraftSchema.parse({ lines: [line] });
    expect(draft).toMatchObject({ validDays: 30, depositPercent: 10, property: "house", residential: true, notes: "", exclusions: "", terms: "" });
    expect(quoteDefaults).toEqual({ validDays: 30, depositPercent: 10, property: "house" });
  });

  it("takes 1 to 200 lines", () => {
    expect(quoteDraftSchema.safeParse({ lines: Array.from({ length: 200 }, () => line) }).success).toBe(true);
    for (const lines of [[], Array.from({ length: 201 }, () => line), "lines", null]) {
      const result = quoteDraftSchema.safeParse({ lines });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(quoteDraftMessages.lines);
    }
  });

  it("names the bad line's field", () => {
    const result = quoteDraftSchema.safeParse({ lines: [line, { ...line, quantity: 0 }] });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["lines.1.quantity", quoteDraftMessages.quantity]]);
  });

  it("refuses a residential deposit over 10% with the NSW message, and allows it on commercial work", () => {
    const refused = quoteDraftSchema.safeParse({ lines: [line], depositPercent: 10.01 });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["depositPercent", depositTooHighMessage]]);
    expect(quoteDraftSchema.safeParse({ lines: [line], depositPercent: "10" }).success).toBe(true);
    expect(quoteDraftSchema.parse({ lines: [line], depositPercent: 30, residential: false }).depositPercent).toBe(30);
    // Not a percentage at all: the range message, once, on residential work too.
    for (const depositPercent of [12.345, "ten", -1]) {
      expect(quoteDraftSchema.safeParse({ lines: [line], depositPercent }).error?.issues.map((issue) => issue.message)).toEqual([quoteDraftMessages.depositPercent]);
    }
  });

  it("checks the deposit and validity ranges", () => {
    const errors = (input: Record<string, unknown>) => quoteDraftSchema.safeParse({ lines: [line], residential: false, ...input }).error?.issues.map((issue) => issue.message);
    expect(errors({ depositPercent: 100 })).toBeUndefined();
    expect(errors({ depositPercent: 100.01 })).toEqual([quoteDraftMessages.depositPercent]);
    expect(errors({ depositPercent: 12.345 })).toEqual([quoteDraftMessages.depositPercent]);
    expect(errors({ validDays: 365 })).toBeUndefined();
    expect(errors({ validDays: 0 })).toEqual([quoteDraftMessages.validDays]);
    expect(errors({ validDays: 366 })).toEqual([quoteDraftMessages.validDays]);
    expect(errors({ validDays: 1.5 })).toEqual([quoteDraftMessages.validDays]);
  });

  it("keeps line breaks in notes and terms, trims them, and limits their length", () => {
    const draft = quoteDraftSchema.parse({ lines: [line], notes: "  Scope\n\tdetail  ", terms: "1. Validity.\r\n2. Deposit." });
    expect(draft.notes).toBe("Scope\n\tdetail");
    expect(draft.terms).toBe("1. Validity.\r\n2. Deposit.");
    const errors = (input: Record<string, unknown>) => quoteDraftSchema.safeParse({ lines: [line], ...input }).error?.issues.map((issue) => issue.message);
    expect(errors({ notes: "x".repeat(quoteLimits.maxNotes + 1) })).toEqual([quoteDraftMessages.notes]);
    expect(errors({ exclusions: "x".repeat(quoteLimits.maxExclusions + 1) })).toEqual([quoteDraftMessages.exclusions]);
    expect(errors({ terms: "x".repeat(quoteLimits.maxTerms + 1) })).toEqual([quoteDraftMessages.terms]);
    expect(errors({ terms: "bell\u0007" })).toEqual([quoteDraftMessages.terms]);
  });
});

describe("the property decides the NSW rules, not a tick (Home Building Act 1989 (NSW) s3, s7, s8, s92)", () => {
  const line = { description: "Walls", quantity: 1, unit: "each", unitPriceCents: 100 };
  it.each([
    [{ property: "house" }, "house", true],
    [{ property: "apartment" }, "apartment", true],
    [{ property: "strata" }, "strata", true],
    [{ property: "commercial" }, "commercial", false],
    [{ residential: true }, "house", true],
    [{ residential: false }, "commercial", false],
    [{ property: "strata", residential: true }, "strata", true],
  ])("%o is %s, residential %s", (input, property, residential) => {
    expect(quoteDraftSchema.parse({ lines: [line], ...input })).toMatchObject({ property, residential });
  });

  it("caps the deposit at 10% on every home, strata and apartments included (s8)", () => {
    for (const property of ["house", "apartment", "strata"]) {
      expect(quoteDraftSchema.safeParse({ lines: [line], property, depositPercent: 10.01 }).success, property).toBe(false);
    }
    expect(quoteDraftSchema.parse({ lines: [line], property: "commercial", depositPercent: 30 }).depositPercent).toBe(30);
  });

  it("refuses an unknown property, and a residential that contradicts it", () => {
    expect(quoteDraftSchema.safeParse({ lines: [line], property: "shop" }).error?.issues[0]?.message).toBe("property must be one of house, apartment, strata, commercial");
    expect(quoteDraftSchema.safeParse({ lines: [line], property: "commercial", residential: true }).success).toBe(false);
    expect(quoteDraftSchema.safeParse({ lines: [line], property: "strata", residential: false }).success).toBe(false);
  });
});

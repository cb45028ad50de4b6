import { describe, expect, it } from "vitest";
import {
  formatCents,
  formatHundredths,
  gstIncludedCents,
  invalidChoices,
  isHundredths,
  lineTotalCents,
  mulDivHalfUp,
  parseDollars,
  plainDollars,
  quoteTotals,
  toHundredths,
  type MoneyLine,
} from "@/lib/money";

// [quantity, unit price in cents, optional?, chosen?]
type Row = [number | string, number, ("optional" | "chosen")?];

interface Case {
  name: string;
  lines: Row[];
  depositPercent?: number;
  /** Each line's total, then subtotal ex GST, GST, total incl GST, deposit. */
  expected: { lines: number[]; subtotal: number; gst: number; total: number; deposit: number };
}

// Worked by hand: line = quantity x price rounded half-up to the cent; subtotal = sum of the
// included lines' rounded totals; GST = 10% of the subtotal, half-up; deposit = % of the total, rounded down.
const cases: Case[] = [
  { name: "one line, whole dollars", lines: [[1, 100_00]], depositPercent: 10, expected: { lines: [100_00], subtotal: 100_00, gst: 10_00, total: 110_00, deposit: 11_00 } },
  { name: "half a cent rounds up", lines: [[0.5, 1]], expected: { lines: [1], subtotal: 1, gst: 0, total: 1, deposit: 0 } },
  // 0.29 x 50 is 14.499999999999998 in floating point: Math.round would give 14.
  { name: "x.5 cent that floating point gets wrong", lines: [[0.29, 50]], expected: { lines: [15], subtotal: 15, gst: 2, total: 17, deposit: 0 } },
  // 0.57 x 100 is 56.99999999999999 in floating point: truncation would give 56.
  { name: "a whole cent that floating point misses", lines: [["0.57", 100]], expected: { lines: [57], subtotal: 57, gst: 6, total: 63, deposit: 0 } },
  { name: "2.25 m² at $24.99: 5,622.75 cents", lines: [[2.25, 24_99]], depositPercent: 10, expected: { lines: [56_23], subtotal: 56_23, gst: 5_62, total: 61_85, deposit: 6_18 } },
  { name: "0.01 of a $24 item", lines: [[0.01, 24_00]], depositPercent: 10, expected: { lines: [24], subtotal: 24, gst: 2, total: 26, deposit: 2 } },
  { name: "0.01 x 50 cents is half a cent: up", lines: [[0.01, 50]], expected: { lines: [1], subtotal: 1, gst: 0, total: 1, deposit: 0 } },
  { name: "0.01 x 49 cents: down", lines: [[0.01, 49]], expected: { lines: [0], subtotal: 0, gst: 0, total: 0, deposit: 0 } },
  { name: "GST of x.5 cents rounds up", lines: [[1, 123_45]], expected: { lines: [123_45], subtotal: 123_45, gst: 12_35, total: 135_80, deposit: 0 } },
  { name: "GST of x.4 cents rounds down", lines: [[1, 123_44]], expected: { lines: [123_44], subtotal: 123_44, gst: 12_34, total: 135_78, deposit: 0 } },
  {
    name: "the subtotal adds the rounded lines (500 + 500), not the exact 999",
    lines: [[1.5, 3_33], [1.5, 3_33]],
    expected: { lines: [5_00, 5_00], subtotal: 10_00, gst: 1_00, total: 11_00, deposit: 0 },
  },
  {
    name: "optional line not chosen: shown, not added",
    lines: [[1, 100_00], [2, 50_00, "optional"]],
    depositPercent: 10,
    expected: { lines: [100_00, 100_00], subtotal: 100_00, gst: 10_00, total: 110_00, deposit: 11_00 },
  },
  {
    name: "optional line chosen: added",
    lines: [[1, 100_00], [2, 50_00, "chosen"]],
    depositPercent: 10,
    expected: { lines: [100_00, 100_00], subtotal: 200_00, gst: 20_00, total: 220_00, deposit: 22_00 },
  },
  { name: "exactly $5,000.00 incl GST", lines: [[1, 4_545_45]], depositPercent: 10, expected: { lines: [4_545_45], subtotal: 4_545_45, gst: 454_55, total: 5_000_00, deposit: 500_00 } },
  { name: "one cent over $5,000 incl GST", lines: [[1, 4_545_46]], depositPercent: 10, expected: { lines: [4_545_46], subtotal: 4_545_46, gst: 454_55, total: 5_000_01, deposit: 500_00 } },
  { name: "exactly $20,000.00 incl GST", lines: [[1, 18_181_82]], depositPercent: 10, expected: { lines: [18_181_82], subtotal: 18_181_82, gst: 1_818_18, total: 20_000_00, deposit: 2_000_00 } },
  { name: "one cent over $20,000 incl GST", lines: [[1, 18_181_83]], depositPercent: 10, expected: { lines: [18_181_83], subtotal: 18_181_83, gst: 1_818_18, total: 20_000_01, deposit: 2_000_00 } },
  {
    name: "a house over $20,000 from rate card lines",
    // 142.75 m² weatherboard at $36, 96.4 m² render at $30, 48.6 lm eaves at $18, 12 hours at $80,
    // and a 32 lm fence at $30 the customer ticked.
    lines: [[142.75, 36_00], [96.4, 30_00], [48.6, 18_00], [12, 80_00], [32, 30_00, "chosen"]],
    depositPercent: 10,
    expected: { lines: [5_139_00, 2_892_00, 874_80, 960_00, 960_00], subtotal: 10_825_80, gst: 1_082_58, total: 11_908_38, deposit: 1_190_83 },
  },
  { name: "deposit rounds down, never over the cap (Home Building Act 1989 (NSW) s8): 10% of 55 cents", lines: [[1, 50]], depositPercent: 10, expected: { lines: [50], subtotal: 50, gst: 5, total: 55, deposit: 5 } },
  {
    name: "deposit rounds down (Home Building Act 1989 (NSW) s8): 10% of $12,345.65 is $1,234.56",
    lines: [[1, 11_223_32]],
    depositPercent: 10,
    expected: { lines: [11_223_32], subtotal: 11_223_32, gst: 1_122_33, total: 12_345_65, deposit: 1_234_56 },
  },
  { name: "deposit with two-decimal percent: 33.33% of $11", lines: [[1, 10_00]], depositPercent: 33.33, expected: { lines: [10_00], subtotal: 10_00, gst: 1_00, total: 11_00, deposit: 3_66 } },
  { name: "12.5% deposit of x.5 cents rounds down: 12.5% of $4.04", lines: [[1, 3_67]], depositPercent: 12.5, expected: { lines: [3_67], subtotal: 3_67, gst: 37, total: 4_04, deposit: 50 } },
  { name: "a free line", lines: [[5, 0]], expected: { lines: [0], subtotal: 0, gst: 0, total: 0, deposit: 0 } },
  {
    name: "the largest line the schema allows: 99,999.99 x $1,000,000",
    lines: [[99_999.99, 1_000_000_00]],
    depositPercent: 10,
    expected: { lines: [9_999_999_000_000], subtotal: 9_999_999_000_000, gst: 999_999_900_000, total: 10_999_998_900_000, deposit: 1_099_999_890_000 },
  },
];

function toLines(rows: Row[]): { lines: MoneyLine[]; chosen: number[] } {
  const lines = rows.map(([quantity, unitPriceCents, flag]) => ({ quantity, unitPriceCents, optional: flag !== undefined }));
  const chosen = rows.flatMap(([, , flag], index) => (flag === "chosen" ? [index] : []));
  return { lines, chosen };
}

describe("quoteTotals: the worked table", () => {
  it("has at least 15 worked cases", () => expect(cases.length).toBeGreaterThanOrEqual(15));

  it.each(cases)("$name", ({ lines: rows, depositPercent, expected }) => {
    const { lines, chosen } = toLines(rows);
    const totals = quoteTotals(lines, { chosen, depositPercent });
    expect(totals.lines.map((line) => line.totalCents)).toEqual(expected.lines);
    expect(totals.lines.map((line) => line.included)).toEqual(rows.map(([, , flag]) => flag !== "optional"));
    expect({ subtotal: totals.subtotalCents, gst: totals.gstCents, total: totals.totalCents, deposit: totals.depositCents }).toEqual({
      subtotal: expected.subtotal,
      gst: expected.gst,
      total: expected.total,
      deposit: expected.deposit,
    });
    expect(totals.balanceCents).toBe(expected.total - expected.deposit);
  });
});

describe("quoteTotals: choosing optional lines", () => {
  const lines: MoneyLine[] = [
    { id: 11, quantity: 1, unitPriceCents: 100_00 },
    { id: 12, quantity: 1, unitPriceCents: 20_00, optional: true },
    { id: 13, quantity: 1, unitPriceCents: 30_00, optional: true },
  ];

  it("keys stored lines by id and counts only the chosen ones", () => {
    expect(quoteTotals(lines, { chosen: [13] }).subtotalCents).toBe(130_00);
    expect(quoteTotals(lines, { chosen: [] }).subtotalCents).toBe(100_00);
    expect(quoteTotals(lines).subtotalCents).toBe(100_00);
    expect(quoteTotals(lines, { chosen: "all" }).subtotalCents).toBe(150_00);
    expect(quoteTotals(lines, { chosen: [12, 12, 13] }).subtotalCents).toBe(150_00);
  });

  it("refuses a choice that is not an optional line of this quote", () => {
    expect(invalidChoices(lines, [11, 12, 99, "12"])).toEqual([11, 99, "12"]);
    expect(() => quoteTotals(lines, { chosen: [11] })).toThrow(RangeError);
    expect(() => quoteTotals(lines, { chosen: [99] })).toThrow(/99/);
  });

  it("keys draft lines by index", () => {
    const draft: MoneyLine[] = [{ quantity: 1, unitPriceCents: 1_00 }, { quantity: 1, unitPriceCents: 2_00, optional: true }];
    expect(quoteTotals(draft, { chosen: [1] }).subtotalCents).toBe(3_00);
    expect(quoteTotals(draft, { chosen: [1] }).lines.map((line) => line.key)).toEqual([0, 1]);
  });

  it("refuses amounts that are not whole cents or quantities with a third decimal", () => {
    expect(() => quoteTotals([{ quantity: 1.005, unitPriceCents: 100 }])).toThrow(RangeError);
    expect(() => quoteTotals([{ quantity: 1, unitPriceCents: 10.5 }])).toThrow(RangeError);
    expect(() => quoteTotals([{ quantity: -1, unitPriceCents: 100 }])).toThrow(RangeError);
    expect(() => quoteTotals([{ quantity: 1, unitPriceCents: 100 }], { depositPercent: 100.01 })).toThrow(RangeError);
    expect(() => quoteTotals([{ quantity: 1, unitPriceCents: 100 }], { depositPercent: 10.125 })).toThrow(RangeError);
  });
});

describe("the pieces", () => {
  it("multiplies and divides exactly, half-up", () => {
    expect(mulDivHalfUp(5, 1, 10)).toBe(1);
    expect(mulDivHalfUp(4, 1, 10)).toBe(0);
    expect(mulDivHalfUp(15, 1, 10)).toBe(2);
    expect(mulDivHalfUp(0, 7, 3)).toBe(0);
    // Past 2^53 before the division, exact after it.
    expect(mulDivHalfUp(Number.MAX_SAFE_INTEGER, 100_00, 100_00)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => mulDivHalfUp(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(RangeError);
    expect(() => mulDivHalfUp(1, 1, 0)).toThrow(RangeError);
    expect(() => mulDivHalfUp(-1, 1, 1)).toThrow(RangeError);
  });

  it("holds quantities as hundredths", () => {
    expect(toHundredths(12.35)).toBe(1235);
    expect(toHundredths("12.5")).toBe(1250);
    expect(toHundredths(" 0.01 ")).toBe(1);
    expect(toHundredths(99_999.99)).toBe(9_999_999);
    expect(toHundredths(0.29)).toBe(29);
    for (const bad of [1.005, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e-7, "1,000", "", "1.", ".5", "1e3"]) {
      expect(isHundredths(bad), String(bad)).toBe(false);
    }
    expect(formatHundredths(1250)).toBe("12.5");
    expect(formatHundredths(1200)).toBe("12");
    expect(formatHundredths(1)).toBe("0.01");
    expect(formatHundredths(9_999_999)).toBe("99999.99");
  });

  it("prices one line", () => {
    expect(lineTotalCents({ quantity: 38.5, unitPriceCents: 24_00 })).toBe(924_00);
    expect(lineTotalCents({ quantity: "16.35", unitPriceCents: 9_00 })).toBe(147_15);
  });

  it("finds the GST inside a GST-inclusive amount: one eleventh, half-up", () => {
    expect(gstIncludedCents(110_00)).toBe(10_00);
    expect(gstIncludedCents(92_18)).toBe(8_38); // 838.0
    expect(gstIncludedCents(1_190_84)).toBe(108_26); // 10825.8
    expect(gstIncludedCents(17)).toBe(2); // 1.545
    expect(gstIncludedCents(16)).toBe(1); // 1.4545
  });
});

describe("en-AU dollars", () => {
  it.each([
    [123_450, "$1,234.50"],
    [0, "$0.00"],
    [5, "$0.05"],
    [-5, "-$0.05"],
    [20_000_01, "$20,000.01"],
    [10_999_998_900_000, "$109,999,989,000.00"],
    [Number.MAX_SAFE_INTEGER, "$90,071,992,547,409.91"],
  ])("formats %d cents as %s", (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it("refuses fractions of a cent", () => expect(() => formatCents(1.5)).toThrow(RangeError));

  it.each([
    ["1,234.5", 123_450],
    ["$80", 80_00],
    [" 24.00 ", 24_00],
    ["0.01", 1],
    ["1000000", 1_000_000_00],
  ])("reads %j as %d cents", (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it.each(["-5", "1.234", "12,34", "abc", "", "$", "1,2345.00"])("refuses %j", (text) => {
    expect(parseDollars(text)).toBeNull();
  });
});

describe("plainDollars", () => {
  it("writes cents as a plain decimal a spreadsheet reads as a number", () => {
    expect([156365, 5, 0, 100, -5, -123450].map(plainDollars)).toEqual(["1563.65", "0.05", "0.00", "1.00", "-0.05", "-1234.50"]);
    expect(plainDollars(Number.MAX_SAFE_INTEGER)).toBe("90071992547409.91");
    expect(() => plainDollars(1.5)).toThrow(RangeError);
  });
});

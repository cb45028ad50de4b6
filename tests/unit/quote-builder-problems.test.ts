import { describe, expect, it } from "vitest";
import { incompleteLineCount, placeProblems, shownProblems, touchedKey } from "@/components/quote-builder/use-builder-problems";
import type { Problem } from "@/lib/quotes/model/builder-state";

const lines = [
  { area: { key: "a0" }, line: { key: "l1" } },
  { area: { key: "a0" }, line: { key: "l2" } },
  { area: { key: "a1" }, line: { key: "l3" } },
];

describe("the problems on show", () => {
  const draft: Problem[] = [
    { line: "l1", field: "description", message: "Describe the line." },
    { line: "l2", field: "quantity", message: "Type a quantity." },
    { field: "depositPercent", message: "At most 10%." },
  ];
  const server: Problem[] = [{ line: "l3", field: "unit", message: "Unknown unit." }];

  it.each([
    // show all (Send was tried), fields left, the messages shown
    [false, [], ["At most 10%.", "Unknown unit."]], // a line's wait for its field to be left; the quote's and the server's do not
    [false, [touchedKey("l2", "quantity")], ["Type a quantity.", "At most 10%.", "Unknown unit."]],
    [false, [touchedKey("l2", "price")], ["At most 10%.", "Unknown unit."]], // another field of the line: still hidden
    [true, [], ["Describe the line.", "Type a quantity.", "At most 10%.", "Unknown unit."]],
  ] as const)("show all %s, left %j: %j", (showAll, touched, expected) => {
    expect(shownProblems(draft, server, showAll, new Set(touched)).map((problem) => problem.message)).toEqual(expected);
  });
});

describe("where each problem shows", () => {
  it("puts a line's fields under the line, the first problem of a field winning", () => {
    const { lineErrors } = placeProblems(
      [
        { line: "l1", field: "description", message: "Describe the line." },
        { line: "l1", field: "price", message: "Type a price." },
        { line: "l1", field: "price", message: "The server's price problem." },
        { line: "l2", field: "unit", message: "Unknown unit." },
      ],
      lines,
    );
    expect(Object.fromEntries(lineErrors)).toEqual({ l1: { description: "Describe the line.", price: "Type a price." }, l2: { unit: "Unknown unit." } });
  });

  it("puts a line's section under its area's name, and nowhere else", () => {
    const placed = placeProblems([{ line: "l3", field: "section", message: "Name the area." }], lines);
    expect(Object.fromEntries(placed.areaErrors)).toEqual({ a1: "Name the area." });
    expect(placed.lineErrors.size).toBe(0);
    expect(placed.detailErrors).toEqual({});
  });

  it("puts the quote's own fields under the details, but not 'no line at all' (that is Send's toast)", () => {
    const placed = placeProblems(
      [
        { field: "validDays", message: "1 to 365 days." },
        { field: "depositPercent", message: "At most 10%." },
        { field: "lines", message: "Add a line." },
      ],
      lines,
    );
    expect(placed.detailErrors).toEqual({ validDays: "1 to 365 days.", depositPercent: "At most 10%." });
    expect(placed.lineErrors.size + placed.areaErrors.size).toBe(0);
  });
});

describe("the lines with no total yet", () => {
  const cases: [entries: [string, number | null][], expected: number][] = [
    [[], 0],
    [[["l1", 2400]], 0],
    [[["l1", null], ["l2", 0], ["l3", null]], 2], // a zero total is a total
  ];
  it.each(cases)("%j: %s", (entries, expected) => {
    expect(incompleteLineCount(new Map(entries))).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import {
  builderReducer,
  builderTotals,
  contentOf,
  draftFromState,
  newLine,
  newQuoteState,
  problemsFromServer,
  stateFromQuote,
  type BuilderState,
  type QuoteContent,
} from "@/lib/quotes/model/builder-state";
import { depositTooHighMessage } from "@/lib/quotes/model/nsw-rules";
import { quoteDraftSchema, quoteDraftMessages } from "@/lib/quotes/model/quote-schema";

const defaults = { terms: "1. Terms.", exclusions: "Wallpaper." };

/** A state with the given areas of lines, typed as the owner would. */
function stateWith(areas: { name: string; lines: Partial<ReturnType<typeof newLine>>[] }[], extra: Partial<BuilderState> = {}): BuilderState {
  const base = newQuoteState(defaults);
  return { ...base, areas: areas.map((area, index) => ({ key: `a${index}`, name: area.name, lines: area.lines.map((line) => newLine(line)) })), ...extra };
}

const stored: QuoteContent = {
  lines: [
    { section: "Living room", description: "Walls", quantity: 38.5, unit: "m2", unitPriceCents: 2400, optional: false, rateCardItemId: 1 },
    { section: "Exterior", description: "Weatherboard", quantity: 120, unit: "m2", unitPriceCents: 3600, optional: false, rateCardItemId: 7 },
    { section: "Living room", description: "Feature wall", quantity: "1", unit: "fixed", unitPriceCents: 123450, optional: true, rateCardItemId: null },
  ],
  notes: "Two coats.",
  exclusions: "None.",
  terms: "Terms.",
  validDays: 30,
  depositPercent: 7.5,
  property: "house",
};

describe("stateFromQuote and draftFromState", () => {
  it("groups lines by area in the order areas first appear, and gives back what the schema accepts", () => {
    const state = stateFromQuote(stored);
    expect(state.areas.map((area) => [area.name, area.lines.map((line) => [line.description, line.quantity, line.price])])).toEqual([
      ["Living room", [["Walls", "38.5", "24.00"], ["Feature wall", "1", "1,234.50"]]],
      ["Exterior", [["Weatherboard", "120", "36.00"]]],
    ]);
    expect(state.depositPercent).toBe("7.5");
    const { body, problems } = draftFromState(state);
    expect(problems).toEqual([]);
    expect(body!.lines.map((line) => [line.section, line.description, line.quantity, line.unitPriceCents, line.optional, line.rateCardItemId])).toEqual([
      ["Living room", "Walls", 38.5, 2400, false, 1],
      ["Living room", "Feature wall", 1, 123450, true, null],
      ["Exterior", "Weatherboard", 120, 3600, false, 7],
    ]);
    // The body is exactly what the shared schema takes.
    expect(quoteDraftSchema.safeParse(body).success).toBe(true);
  });

  it("keeps the quote's \"follow up with the customer\" (on unless stored off, and on for a draft kept before it existed)", () => {
    expect(draftFromState(stateFromQuote(stored)).body!.followUp).toBe(true);
    expect(draftFromState(stateFromQuote({ ...stored, followUp: false })).body!.followUp).toBe(false);
    const off = builderReducer(stateFromQuote(stored), { type: "followUp", value: false });
    expect(draftFromState(off).body!.followUp).toBe(false);
    const older = stateFromQuote(stored);
    delete older.followUp;
    expect(draftFromState(older).body!.followUp).toBe(true);
  });

  it("names each field that is not a number yet, and refuses a quote with no line", () => {
    const state = stateWith([{ name: "", lines: [{ key: "x", description: " ", quantity: "12,5", price: "abc" }] }], { validDays: "thirty", depositPercent: "5.555" });
    const { body, problems } = draftFromState(state);
    expect(body).toBeNull();
    const line = state.areas[0]!.lines[0]!.key;
    expect(problems).toEqual([
      { line, field: "description", message: quoteDraftMessages.description },
      { line, field: "quantity", message: quoteDraftMessages.quantity },
      { line, field: "price", message: quoteDraftMessages.unitPrice },
      { field: "validDays", message: quoteDraftMessages.validDays },
      { field: "depositPercent", message: quoteDraftMessages.depositPercent },
    ]);
    expect(draftFromState(newQuoteState(defaults)).problems).toEqual([{ field: "lines", message: quoteDraftMessages.lines }]);
  });

  it("refuses a residential deposit over 10% with the Act's message, and allows it on commercial work", () => {
    const lines = [{ description: "Walls", quantity: "10", price: "24" }];
    expect(draftFromState(stateWith([{ name: "", lines }], { depositPercent: "10" })).problems).toEqual([]);
    expect(draftFromState(stateWith([{ name: "", lines }], { depositPercent: "10.01" })).problems).toEqual([{ field: "depositPercent", message: depositTooHighMessage }]);
    expect(draftFromState(stateWith([{ name: "", lines }], { depositPercent: "30", property: "commercial" })).problems).toEqual([]);
  });
});

describe("builderTotals", () => {
  // Worked: 38.5 m² x $24.00 = $924.00; 2 each x $65.00 = $130.00; optional 1 x $1,234.50.
  // Required: subtotal $1,054.00, GST $105.40, total $1,159.40, deposit 10% $115.94.
  // With the option: subtotal $2,288.50, GST $228.85, total $2,517.35.
  const state = stateWith([
    { name: "Living room", lines: [{ key: "w", description: "Walls", quantity: "38.5", price: "24" }, { description: "Doors", quantity: "2", unit: "each", price: "65.00" }] },
    { name: "Extras", lines: [{ description: "Feature wall", quantity: "1", unit: "fixed", price: "1,234.50", optional: true }, { description: "Half typed", quantity: "", price: "10" }] },
  ]);

  it("computes each line and the quote with and without the options, from lib/money", () => {
    const totals = builderTotals(state);
    expect([...totals.lineTotals.values()]).toEqual([92400, 13000, 123450, null]);
    expect(totals.required).toMatchObject({ subtotalCents: 105400, gstCents: 10540, totalCents: 115940, depositCents: 11594 });
    expect(totals.withOptions).toMatchObject({ subtotalCents: 228850, gstCents: 22885, totalCents: 251735 });
    expect(totals.optionalCount).toBe(1);
    expect(totals.nsw.kind).toBe("under-threshold");
  });

  it("judges the NSW rules on the total with every option", () => {
    // $4,500 required + $1,000 optional, ex GST: $4,950 and $6,050 incl GST.
    const near = stateWith([{ name: "", lines: [{ description: "Walls", quantity: "1", unit: "fixed", price: "4500" }, { description: "Extra", quantity: "1", unit: "fixed", price: "1000", optional: true }] }]);
    const totals = builderTotals(near);
    expect(totals.required.totalCents).toBe(495000);
    expect(totals.nsw.kind).toBe("small-jobs");
    expect(builderTotals({ ...near, property: "commercial" }).nsw.kind).toBe("commercial");
  });

  it("counts no deposit while the deposit field is not a number", () => {
    expect(builderTotals({ ...state, depositPercent: "abc" }).required.depositCents).toBe(0);
  });
});

describe("builderReducer", () => {
  const base = stateWith([
    { name: "Living room", lines: [{ description: "A" }, { description: "B" }] },
    { name: "Exterior", lines: [{ description: "C" }] },
  ]);
  const [living, exterior] = base.areas as [BuilderState["areas"][number], BuilderState["areas"][number]];

  it("changes one line and leaves every other area and line as it was", () => {
    const next = builderReducer(base, { type: "updateLine", area: living.key, line: living.lines[1]!.key, patch: { quantity: "3" } });
    expect(next.areas[0]!.lines[1]!.quantity).toBe("3");
    expect(next.areas[0]!.lines[0]).toBe(living.lines[0]);
    expect(next.areas[1]).toBe(exterior);
  });

  it("moves lines and areas within bounds, removes them, and never leaves the quote without an area", () => {
    const swapped = builderReducer(base, { type: "moveLine", area: living.key, line: living.lines[1]!.key, by: -1 });
    expect(swapped.areas[0]!.lines.map((line) => line.description)).toEqual(["B", "A"]);
    expect(builderReducer(base, { type: "moveLine", area: living.key, line: living.lines[0]!.key, by: -1 })).toEqual(base);
    expect(builderReducer(base, { type: "moveArea", area: exterior.key, by: -1 }).areas.map((area) => area.name)).toEqual(["Exterior", "Living room"]);
    const removed = builderReducer(builderReducer(base, { type: "removeArea", area: living.key }), { type: "removeArea", area: exterior.key });
    expect(removed.areas).toHaveLength(1);
    expect(removed.areas[0]).toMatchObject({ name: "", lines: [] });
  });

  it("names a new quote's empty first area instead of adding a second", () => {
    const fresh = newQuoteState(defaults);
    const named = builderReducer(fresh, { type: "addArea", name: "Kitchen" });
    expect(named.areas.map((area) => area.name)).toEqual(["Kitchen"]);
    expect(builderReducer(named, { type: "addArea", name: "Exterior" }).areas.map((area) => area.name)).toEqual(["Kitchen", "Exterior"]);
  });

  it("renames an area, which becomes the section of each of its lines", () => {
    const renamed = builderReducer(base, { type: "renameArea", area: living.key, name: "Lounge" });
    const withNumbers = builderReducer(
      renamed,
      { type: "replace", state: { ...renamed, areas: renamed.areas.map((area) => ({ ...area, lines: area.lines.map((line) => ({ ...line, quantity: "1", price: "1" })) })) } },
    );
    expect(draftFromState(withNumbers).body!.lines.map((line) => line.section)).toEqual(["Lounge", "Lounge", "Exterior"]);
  });
});

describe("contentOf", () => {
  it("compares what was typed, not the builder's keys", () => {
    const stored = stateFromQuote({ lines: [{ section: "", description: "Walls", quantity: 1, unit: "m2", unitPriceCents: 100, optional: false, rateCardItemId: null }], notes: "", exclusions: "", terms: "", validDays: 30, depositPercent: 10, property: "house" });
    const again = stateFromQuote({ lines: [{ section: "", description: "Walls", quantity: 1, unit: "m2", unitPriceCents: 100, optional: false, rateCardItemId: null }], notes: "", exclusions: "", terms: "", validDays: 30, depositPercent: 10, property: "house" });
    expect(again.areas[0]!.key).not.toBe(stored.areas[0]!.key);
    expect(contentOf(again)).toBe(contentOf(stored));
    const typed = builderReducer(again, { type: "updateLine", area: again.areas[0]!.key, line: again.areas[0]!.lines[0]!.key, patch: { quantity: "1.5" } });
    expect(contentOf(typed)).not.toBe(contentOf(stored));
    expect(contentOf(newQuoteState(defaults))).toBe(contentOf(newQuoteState(defaults)));
  });
});

describe("problemsFromServer", () => {
  it("maps the server's fieldErrors back to the lines that were sent", () => {
    expect(problemsFromServer({ "lines.1.quantity": "Q", "lines.0.unitPriceCents": "P", "lines.9.description": "D", depositPercent: "Dep", "": "x" }, ["k0", "k1"])).toEqual([
      { line: "k1", field: "quantity", message: "Q" },
      { line: "k0", field: "price", message: "P" },
      { field: "lines", message: "D" },
      { field: "depositPercent", message: "Dep" },
      { field: "lines", message: "x" },
    ]);
  });
});

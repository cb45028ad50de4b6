import { describe, expect, it } from "vitest";
import { estimate, houseMeasures, type RateCardPrice } from "@/lib/estimate/calculate";
import { applyIntent, draftFromFormData, draftToBody, initialDraft, intentOf, roomField, type EstimateDraft } from "@/lib/estimate/draft";
import { estimateDraft } from "@/lib/estimate/from-draft";
import { estimateSummary, quotePrefill } from "@/lib/leads/model/estimate-prefill";
import { estimateFieldSchema, estimateInputSchema, estimateMessages, type EstimateInputBody } from "@/lib/estimate/schema";
import { defaultEstimatorSettings, estimatorSettingsSchema, type EstimatorSettings } from "@/lib/estimate/settings";
import { formatDollars, gstOnCents as gstCents } from "@/lib/money";
import { starterRateCard } from "@/lib/rate-card/starter";

const settings = defaultEstimatorSettings;
const threeBedroomHouse = ["bedroom", "bedroom", "bedroom", "living", "kitchen", "bathroom", "hallway"] as const;

function run(body: EstimateInputBody, rateCard: readonly RateCardPrice[] = starterRateCard, with_: EstimatorSettings = settings) {
  return estimate(estimateInputSchema.parse(body), rateCard, with_);
}

/**
 * Worked examples. Each figure was worked out apart from this code (the rules below, by hand
 * and in a spreadsheet-style script), then compared: lines are rate x quantity (to 0.1), summed;
 * GST 10 % half-up; low = total x 0.9 down to $50, high = total x 1.2 up to $50; litres = painted
 * m² x coats / 16, up to a whole litre.
 */
const workedExamples: {
  name: string;
  body: EstimateInputBody;
  /** The owner's rate card and settings, where they are not the starter card and the defaults. */
  rateCard?: readonly RateCardPrice[];
  settings?: EstimatorSettings;
  exGstCents: number;
  gstCents: number;
  lowCents: number;
  highCents: number;
  litres: number;
}[] = [
  {
    // 3 medium bedrooms (33.8 m² walls, 11.9 m² ceiling, door, window, 13 lm skirting: $1,340 each),
    // living, kitchen, bathroom, hallway (no window): $9,260.40 + $926.04 = $10,186.44.
    name: "a three-bedroom repaint from the defaults",
    body: { interior: { rooms: threeBedroomHouse.map((type) => ({ type, size: "medium" as const })) } },
    exGstCents: 926_040,
    gstCents: 92_604,
    lowCents: 915_000,
    highCents: 1_225_000,
    litres: 40,
  },
  {
    // 4 x 3 x 2.4 m: walls 14 x 2.4 - 1.7 - 1.8 = 30.1 m² ($722.40), ceiling 12 m² ($264), door $65,
    // window $85, skirting 14 - 0.82 = 13.2 lm ($118.80): $1,255.20; paint (60.2 + 24) / 16 = 5.3 -> 6 L.
    name: "a measured room",
    body: { interior: { rooms: [{ type: "bedroom", size: "measured", length: 4, width: 3, height: 2.4 }] } },
    exGstCents: 125_520,
    gstCents: 12_552,
    lowCents: 120_000,
    highCents: 170_000,
    litres: 6,
  },
  {
    // The measured room with the owner's wall rate at $30 a m²: 30.1 m² x $6 more = $180.60 more,
    // $1,435.80 + $143.58 = $1,579.38; low x 0.9 = $1,421.44 -> $1,400, high x 1.2 = $1,895.26 -> $1,900.
    name: "a measured room at the owner's wall rate",
    body: { interior: { rooms: [{ type: "bedroom", size: "measured", length: 4, width: 3, height: 2.4 }] } },
    rateCard: starterRateCard.map((item) => (item.key === "interior_walls" ? { ...item, unitPriceCents: 3000 } : item)),
    exGstCents: 143_580,
    gstCents: 14_358,
    lowCents: 140_000,
    highCents: 190_000,
    litres: 6,
  },
  {
    // The three bedrooms with the owner's settings: a range from 0 % below to 50 % above
    // ($10,186.44 -> $10,150 to $15,279.66 -> $15,300) and 10 m² a litre (630 m² painted -> 63 L).
    name: "the three bedrooms with the owner's range and spread rate",
    body: { interior: { rooms: threeBedroomHouse.map((type) => ({ type, size: "medium" as const })) } },
    settings: { ...defaultEstimatorSettings, range: { belowPercent: 0, abovePercent: 50 }, spreadM2PerLitre: 10 },
    exGstCents: 926_040,
    gstCents: 92_604,
    lowCents: 1_015_000,
    highCents: 1_530_000,
    litres: 63,
  },
  {
    // The first example less seven ceilings ($1,775.40).
    name: "the three bedrooms with the ceilings off",
    body: { interior: { rooms: threeBedroomHouse.map((type) => ({ type, size: "medium" as const, ceiling: false })) } },
    exGstCents: 748_500,
    gstCents: 74_850,
    lowCents: 740_000,
    highCents: 990_000,
    litres: 30,
  },
  {
    // A medium bedroom ($1,340) in poor condition: 3 hours of preparation at $80.
    name: "poor condition",
    body: { interior: { rooms: [{ type: "bedroom", size: "medium" }], condition: "poor" } },
    exGstCents: 158_000,
    gstCents: 15_800,
    lowCents: 155_000,
    highCents: 210_000,
    litres: 6,
  },
  {
    // A medium living room: walls 47.8 m² at $24, and again at $12 for the third coat.
    name: "dark to light",
    body: { interior: { rooms: [{ type: "living", size: "medium" }], darkToLight: true } },
    exGstCents: 253_880,
    gstCents: 25_388,
    lowCents: 250_000,
    highCents: 340_000,
    litres: 12,
  },
  {
    // 4 bedrooms: 200 m² over 2 storeys, a 100 m² footprint 12.25 x 8.16 m, 40.8 m around;
    // walls 40.8 x 2.7 x 2 x 0.85 = 187.4 m² at $30, eaves $18 and gutters $16 a metre.
    name: "exterior brick, 2 storeys",
    body: { exterior: { house: { storeys: 2, bedrooms: 4, wall: "brick" } } },
    exGstCents: 700_920,
    gstCents: 70_092,
    lowCents: 690_000,
    highCents: 930_000,
    litres: 27,
  },
  {
    // 180 m² on one storey: 54.8 m around, walls 125.7 m² at $36.
    name: "weatherboard by floor area",
    body: { exterior: { house: { floorArea: 180, wall: "weatherboard" } } },
    exGstCents: 638_840,
    gstCents: 63_884,
    lowCents: 630_000,
    highCents: 845_000,
    litres: 20,
  },
  {
    // 25 m, both sides: 50 lm at $30; paint 25 x 1.8 x 2 x 2 coats / 16 = 11.25 -> 12 L.
    name: "fences only",
    body: { exterior: { fences: { metres: 25, bothSides: true } } },
    exGstCents: 150_000,
    gstCents: 15_000,
    lowCents: 145_000,
    highCents: 200_000,
    litres: 12,
  },
  {
    // A large bedroom and a bathroom in fair condition (1 hour each), a 2-bedroom fibre cement
    // house without eaves (102.6 m², 4 h of preparation) and 12 m of fence (0.9 -> 1 h).
    name: "a mix, fair condition",
    body: {
      interior: { rooms: [{ type: "bedroom", size: "large" }, { type: "bathroom", size: "medium" }], condition: "fair" },
      exterior: { house: { bedrooms: 2, wall: "fibre_cement", eaves: false }, fences: { metres: 12 }, condition: "fair" },
    },
    exGstCents: 741_100,
    gstCents: 74_110,
    lowCents: 730_000,
    highCents: 980_000,
    litres: 27,
  },
  {
    // A medium hallway, 3 doors, no window, no ceiling: walls 33.84 - 5.1 = 28.7 m², skirting 12.4 - 2.46 = 9.9 lm.
    name: "a hallway with three doors and no ceiling",
    body: { interior: { rooms: [{ type: "hallway", size: "medium", doors: 3, windows: 0, ceiling: false }] } },
    exGstCents: 96_570,
    gstCents: 9_657,
    lowCents: 95_000,
    highCents: 130_000,
    litres: 4,
  },
];

describe("the estimate's worked examples", () => {
  it.each(workedExamples)("$name", (row) => {
    const expected = { exGstCents: row.exGstCents, gstCents: row.gstCents, lowCents: row.lowCents, highCents: row.highCents, litres: row.litres };
    const result = run(row.body, row.rateCard, row.settings);
    expect({ exGstCents: result.exGstCents, gstCents: result.gstCents, lowCents: result.lowCents, highCents: result.highCents, litres: result.litres }).toEqual(expected);
    expect(result.totalCents).toBe(expected.exGstCents + expected.gstCents);
  });

  it("prices each line from the rate card by key: rooms become sections, areas times rates become lines", () => {
    const result = run({ interior: { rooms: [{ type: "bedroom", size: "measured", length: 4, width: 3, height: 2.4 }], condition: "fair" } });
    expect(result.lines).toEqual([
      { section: "Bedroom", description: "Interior walls, two coats", quantity: 30.1, unit: "m2", unitPriceCents: 2400, rateCardKey: "interior_walls" },
      { section: "Bedroom", description: "Ceilings, two coats", quantity: 12, unit: "m2", unitPriceCents: 2200, rateCardKey: "ceilings" },
      { section: "Bedroom", description: "Doors, per side", quantity: 1, unit: "each", unitPriceCents: 6500, rateCardKey: "doors" },
      { section: "Bedroom", description: "Window frames", quantity: 1, unit: "each", unitPriceCents: 8500, rateCardKey: "window_frames" },
      { section: "Bedroom", description: "Skirting boards", quantity: 13.2, unit: "lm", unitPriceCents: 900, rateCardKey: "skirting" },
      { section: "Bedroom", description: "Preparation and repairs (fair condition)", quantity: 1, unit: "hour", unitPriceCents: 8000, rateCardKey: "preparation" },
    ]);
    expect(run({ interior: { rooms: threeBedroomHouse.map((type) => ({ type, size: "medium" as const })) } }).lines.map((line) => line.section)).toEqual(
      expect.arrayContaining(["Bedroom 1", "Bedroom 2", "Bedroom 3", "Living room", "Kitchen", "Bathroom", "Hallway"]),
    );
    const outside = run({ exterior: { house: { storeys: 2, bedrooms: 4, wall: "render" }, fences: { metres: 10 }, darkToLight: true, condition: "poor" } });
    expect(outside.lines.map((line) => [line.section, line.rateCardKey, line.quantity, line.unitPriceCents])).toEqual([
      ["House exterior", "exterior_brick_render", 187.4, 3000],
      ["House exterior", "exterior_brick_render", 187.4, 1500],
      ["House exterior", "eaves", 40.8, 1800],
      ["House exterior", "gutters", 40.8, 1600],
      ["House exterior", "preparation", 18.5, 8000],
      ["Fences", "fences", 10, 3000],
      ["Fences", "fences", 10, 1500],
      ["Fences", "preparation", 2, 8000],
    ]);
  });

  it("says what it assumes", () => {
    const result = run({ interior: { rooms: [{ type: "bedroom", size: "medium" }], condition: "fair", darkToLight: true }, exterior: { house: { bedrooms: 3, wall: "brick" } } });
    expect(result.assumptions).toEqual(
      expect.arrayContaining([
        "Medium bedroom: 3.6 m x 3.3 m, walls 2.7 m high.",
        "Inside, fair condition: 1 hour of preparation and repairs a room.",
        "Dark to light inside: one extra coat on the walls.",
        "The house: brick walls, about 160 m² of floor (3 bedrooms) on 1 storey, so about 51.6 m around, walls 2.7 m a storey with 15 % of them windows and doors: about 118.5 m² to paint.",
        "The eaves, gutters and fascias run the whole 51.6 m around the house.",
      ]),
    );
    expect(result.assumptions.at(-1)).toMatch(/^The range runs from 10 % below to 20 % above/);
  });
});

describe("the estimate follows the rate card and the settings", () => {
  const body: EstimateInputBody = { interior: { rooms: [{ type: "bedroom", size: "medium" }] } };

  it("changing a rate changes the result", () => {
    const before = run(body);
    const dearerWalls = starterRateCard.map((item) => (item.key === "interior_walls" ? { ...item, unitPriceCents: 3000 } : item));
    const after = run(body, dearerWalls);
    // 33.8 m² at $6 more: $202.80 ex GST, $223.08 with it.
    expect(after.totalCents - before.totalCents).toBe(22_308);
    expect(after.lowCents).toBeGreaterThan(before.lowCents);
    expect(after.lines[0]).toMatchObject({ rateCardKey: "interior_walls", unitPriceCents: 3000 });
  });

  it("uses the owner's names, and leaves out (saying so) an item missing from the card", () => {
    const renamed = starterRateCard.map((item) => (item.key === "doors" ? { ...item, name: "Door, one face" } : item));
    expect(run(body, renamed).lines.find((line) => line.rateCardKey === "doors")?.description).toBe("Door, one face");
    const withoutCeilings = starterRateCard.filter((item) => item.key !== "ceilings");
    const result = run(body, withoutCeilings);
    expect(result.lines.some((line) => line.rateCardKey === "ceilings")).toBe(false);
    expect(result.assumptions).toContain("Ceilings, two coats: not priced online; we price it at the measure-up.");
    // An owner's item without a key never stands in for a starter item.
    expect(run(body, [...withoutCeilings, { key: null, name: "Ceilings", unit: "m2", unitPriceCents: 1 }]).lines.some((line) => line.rateCardKey === "ceilings")).toBe(false);
  });

  it("changing the settings changes the result: room sizes, range, spread rate", () => {
    const before = run(body);
    const bigger = { ...settings, roomSizes: { ...settings.roomSizes, bedroom: { ...settings.roomSizes.bedroom, medium: { length: 4, width: 4, height: 3 } } } };
    expect(run(body, starterRateCard, bigger).totalCents).toBeGreaterThan(before.totalCents);
    const narrow = run(body, starterRateCard, { ...settings, range: { belowPercent: 0, abovePercent: 0 } });
    // $1,340 + $134 GST = $1,474: $1,450 to $1,500.
    expect([narrow.totalCents, narrow.lowCents, narrow.highCents]).toEqual([147_400, 145_000, 150_000]);
    // Walls 33.8 m² and ceiling 11.9 m², two coats: 91.4 m² of painting, 5.7 litres at 16 m², 11.4 at 8.
    expect([before.litres, run(body, starterRateCard, { ...settings, spreadM2PerLitre: 8 }).litres]).toEqual([6, 12]);
  });

  it("estimates a house from its bedrooms or its floor area the same way", () => {
    expect(houseMeasures({ storeys: 1, bedrooms: 3, wall: "brick", eaves: true, gutters: true }, settings.house)).toEqual(
      houseMeasures({ storeys: 1, floorArea: 160, wall: "brick", eaves: true, gutters: true }, settings.house),
    );
  });

  it("starts from defaults that pass the settings' own schema", () => {
    expect(estimatorSettingsSchema.safeParse(defaultEstimatorSettings).success).toBe(true);
    expect(estimatorSettingsSchema.safeParse({ ...defaultEstimatorSettings, spreadM2PerLitre: 0 }).success).toBe(false);
    expect(estimatorSettingsSchema.safeParse({ ...defaultEstimatorSettings, range: { belowPercent: -5, abovePercent: 20 } }).success).toBe(false);
  });
});

describe("hostile input is refused with a clear message", () => {
  const bedroom = { type: "bedroom", size: "medium" };
  const cases: { name: string; body: unknown; message: string }[] = [
    { name: "nothing to estimate", body: {}, message: estimateMessages.nothing },
    { name: "not an object", body: [bedroom], message: estimateMessages.body },
    { name: "null", body: null, message: estimateMessages.body },
    { name: "a negative length", body: { interior: { rooms: [{ ...bedroom, size: "measured", length: -3, width: 3, height: 2.7 }] } }, message: estimateMessages.length },
    { name: "an enormous width", body: { interior: { rooms: [{ ...bedroom, size: "measured", length: 3, width: 1e308, height: 2.7 }] } }, message: estimateMessages.width },
    { name: "NaN", body: { interior: { rooms: [{ ...bedroom, size: "measured", length: 3, width: 3, height: Number.NaN }] } }, message: estimateMessages.height },
    { name: "Infinity", body: { exterior: { house: { floorArea: Number.POSITIVE_INFINITY, wall: "brick" } } }, message: estimateMessages.floorArea },
    { name: "a number as text", body: { exterior: { fences: { metres: "20" } } }, message: estimateMessages.fenceMetres },
    { name: "a measured room without its sizes", body: { interior: { rooms: [{ ...bedroom, size: "measured" }] } }, message: estimateMessages.length },
    { name: "half a door", body: { interior: { rooms: [{ ...bedroom, doors: 1.5 }] } }, message: estimateMessages.doors },
    { name: "51 windows", body: { interior: { rooms: [{ ...bedroom, windows: 51 }] } }, message: estimateMessages.windows },
    { name: "31 rooms", body: { interior: { rooms: Array.from({ length: 31 }, () => bedroom) } }, message: estimateMessages.rooms },
    { name: "thousands of rooms", body: { interior: { rooms: Array.from({ length: 5_000 }, () => bedroom) } }, message: estimateMessages.rooms },
    { name: "an unknown room type", body: { interior: { rooms: [{ type: "ballroom", size: "medium" }] } }, message: estimateMessages.roomType },
    { name: "4 storeys", body: { exterior: { house: { storeys: 4, bedrooms: 3, wall: "brick" } } }, message: estimateMessages.storeys },
    { name: "9 bedrooms", body: { exterior: { house: { bedrooms: 9, wall: "brick" } } }, message: estimateMessages.bedrooms },
    { name: "a 20 m² house", body: { exterior: { house: { floorArea: 20, wall: "brick" } } }, message: estimateMessages.floorArea },
    { name: "bedrooms and floor area both", body: { exterior: { house: { bedrooms: 3, floorArea: 160, wall: "brick" } } }, message: estimateMessages.houseSizeBoth },
    { name: "a house without its size", body: { exterior: { house: { wall: "brick" } } }, message: estimateMessages.houseSize },
    { name: "501 m of fence", body: { exterior: { fences: { metres: 501 } } }, message: estimateMessages.fenceMetres },
    { name: "a wall of glass", body: { exterior: { house: { bedrooms: 3, wall: "glass" } } }, message: estimateMessages.wall },
    { name: "a ceiling as text", body: { interior: { rooms: [{ ...bedroom, ceiling: "yes" }] } }, message: estimateMessages.yesNo("ceiling") },
    { name: "rooms as an object", body: { interior: { rooms: { 0: bedroom } } }, message: estimateMessages.list("rooms") },
  ];

  it.each(cases)("$name", ({ body, message }) => {
    const result = estimateInputSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("reads the estimate field of a form as an object or as its JSON text", () => {
    const body = { exterior: { fences: { metres: 20 } } };
    expect(estimateFieldSchema.parse(body)).toEqual(estimateFieldSchema.parse(JSON.stringify(body)));
    expect(estimateFieldSchema.safeParse("{not json").error?.issues[0]?.message).toBe(estimateMessages.json);
    expect(estimateFieldSchema.safeParse(JSON.stringify({ exterior: { fences: { metres: -1 } } })).success).toBe(false);
  });
});

describe("the calculator's form", () => {
  const form = (draft: EstimateDraft) => {
    const data = new FormData();
    data.set("kind", draft.kind);
    draft.rooms.forEach((room, index) => {
      data.set(roomField(index, "type"), room.type);
      data.set(roomField(index, "size"), room.size);
      for (const key of ["length", "width", "height", "doors", "windows"] as const) data.set(roomField(index, key), room[key]);
      if (room.ceiling) data.set(roomField(index, "ceiling"), "on");
    });
    for (const key of ["interiorCondition", "storeys", "houseSizeBy", "bedrooms", "floorArea", "wall", "fenceMetres", "exteriorCondition"] as const) data.set(key, draft[key]);
    for (const key of ["interiorDarkToLight", "house", "eaves", "gutters", "fenceBothSides", "exteriorDarkToLight"] as const) if (draft[key]) data.set(key, "on");
    return data;
  };

  it("asks for something first, then gives a number in one tap: a home preset, or Outside", () => {
    expect(estimateDraft(initialDraft, starterRateCard, settings)).toEqual({ status: "empty" });
    const house = applyIntent(initialDraft, intentOf("preset:house-3"));
    const answer = estimateDraft(house, starterRateCard, settings);
    expect(answer.status).toBe("ready");
    // The preset is the worked example's three-bedroom house: the same range.
    expect(answer.status === "ready" && [answer.result.lowCents, answer.result.highCents]).toEqual([915_000, 1_225_000]);
    const outside = estimateDraft({ ...initialDraft, kind: "exterior" }, starterRateCard, settings);
    expect(outside.status === "ready" && [outside.result.lowCents, outside.result.highCents]).toEqual([525_000, 705_000]);
  });

  it("adds and removes rooms, at most 30", () => {
    let draft = applyIntent(initialDraft, intentOf("add-room"));
    draft = applyIntent(draft, intentOf("add-room"));
    expect(draft.rooms).toHaveLength(2);
    expect(applyIntent(draft, intentOf("remove-room:0")).rooms).toHaveLength(1);
    const full = { ...initialDraft, rooms: Array.from({ length: 30 }, () => draft.rooms[0]!) };
    expect(applyIntent(full, intentOf("add-room")).rooms).toHaveLength(30);
    expect(applyIntent(draft, intentOf("preset:castle"))).toBe(draft);
    expect(intentOf("remove-room:1; DROP")).toEqual({ type: "update" });
  });

  it("reads a posted form (no JavaScript) back into the same draft", () => {
    const draft: EstimateDraft = {
      ...applyIntent({ ...initialDraft, kind: "both" }, intentOf("preset:unit-2")),
      interiorCondition: "poor",
      interiorDarkToLight: true,
      storeys: "2",
      houseSizeBy: "floorArea",
      floorArea: "220",
      wall: "weatherboard",
      gutters: false,
      fenceMetres: "14.5",
      fenceBothSides: true,
    };
    expect(draftFromFormData(form(draft))).toEqual(draft);
    expect(estimateDraft(draftFromFormData(form(draft)), starterRateCard, settings).status).toBe("ready");
  });

  it("reads a hostile post without trusting it: odd values fall back, at most 31 rooms are read", () => {
    const data = new FormData();
    data.set("kind", "<script>");
    data.set("wall", "glass");
    for (let index = 0; index < 500; index += 1) data.set(roomField(index, "type"), "bedroom");
    data.set(roomField(0, "size"), "measured");
    data.set(roomField(0, "length"), "9".repeat(1000));
    const draft = draftFromFormData(data);
    expect(draft.kind).toBe("interior");
    expect(draft.wall).toBe("brick");
    expect(draft.rooms).toHaveLength(31);
    expect(draft.rooms[0]!.length).toHaveLength(20);
    const answer = estimateDraft(draft, starterRateCard, settings);
    expect(answer.status === "invalid" && answer.fieldErrors).toMatchObject({ rooms: estimateMessages.rooms });
  });

  it("puts each message under its field", () => {
    const draft = { ...initialDraft, kind: "both" as const, rooms: [{ ...applyIntent(initialDraft, intentOf("add-room")).rooms[0]!, size: "measured" as const, length: "abc", width: "3" }], houseSizeBy: "floorArea" as const, floorArea: "5", fenceMetres: "-2" };
    const answer = estimateDraft(draft, starterRateCard, settings);
    expect(answer).toEqual({
      status: "invalid",
      fieldErrors: { "rooms.0.length": estimateMessages.length, floorArea: estimateMessages.floorArea, fenceMetres: estimateMessages.fenceMetres },
    });
    expect(draftToBody({ ...initialDraft, kind: "exterior" }).interior).toBeUndefined();
  });

  it("fills the quote form's service and budget from the estimate", () => {
    expect(quotePrefill("interior", { lowCents: 915_000, highCents: 1_225_000 })).toEqual({ service: "interior", budgetRange: "$10,000 - $20,000" });
    expect(quotePrefill("exterior", { lowCents: 145_000, highCents: 200_000 })).toEqual({ service: "exterior", budgetRange: "Under $2,000" });
    expect(quotePrefill("both", { lowCents: 2_000_000, highCents: 2_600_000 })).toEqual({ service: "", budgetRange: "Over $20,000" });
    expect(quotePrefill("interior")).toEqual({ service: "interior", budgetRange: "" });
    expect(estimateSummary(estimateInputSchema.parse({ interior: { rooms: [{ type: "bedroom", size: "small" }] }, exterior: { fences: { metres: 20 } } }))).toBe("1 room inside, 20 m of fences");
  });
});

describe("money", () => {
  it("adds GST at 10 %, half-up to the cent, and shows en-AU dollars", () => {
    expect([gstCents(12_345), gstCents(12_344), gstCents(5), gstCents(4), gstCents(0)]).toEqual([1_235, 1_234, 1, 0, 0]);
    expect([formatDollars(915_000), formatDollars(2_400), formatDollars(2_450)]).toEqual(["$9,150", "$24", "$24.50"]);
  });

  it("keeps the starter rate card exactly as the shared contract gives it", () => {
    expect(starterRateCard.map(({ key, name, unit, unitPriceCents }) => [key, name, unit, unitPriceCents])).toEqual([
      ["interior_walls", "Interior walls, two coats", "m2", 2400],
      ["ceilings", "Ceilings, two coats", "m2", 2200],
      ["doors", "Doors, per side", "each", 6500],
      ["window_frames", "Window frames", "each", 8500],
      ["skirting", "Skirting boards", "lm", 900],
      ["exterior_brick_render", "Exterior brick or render, two coats", "m2", 3000],
      ["exterior_weatherboard", "Exterior weatherboard, two coats", "m2", 3600],
      ["exterior_fibre_cement", "Exterior fibre cement, two coats", "m2", 3200],
      ["eaves", "Eaves", "lm", 1800],
      ["gutters", "Gutters and fascias", "lm", 1600],
      ["fences", "Fences, per side", "lm", 3000],
      ["preparation", "Preparation and repairs", "hour", 8000],
    ]);
  });
});

describe("Start a quote from this estimate", () => {
  it("makes each room an area and each line a quote line, linked to its rate card item, at the prices the customer saw", async () => {
    const { quoteFromEstimate } = await import("@/lib/quotes/model/from-estimate");
    const { stateFromQuote, builderTotals } = await import("@/lib/quotes/model/builder-state");
    const result = run({ interior: { rooms: [{ type: "bedroom", size: "medium" }, { type: "bedroom", size: "small" }], darkToLight: true }, exterior: { fences: { metres: 10 } } });
    const rateCard = starterRateCard.map((item, index) => ({ id: 100 + index, key: item.key as string | null, archivedAt: item.key === "skirting" ? "2026-11-01T00:00:00.000Z" : null }));
    const content = quoteFromEstimate(result, rateCard, { terms: "Our terms", exclusions: "Our exclusions", validDays: 14, depositPercent: 5 });
    expect(content).toMatchObject({ terms: "Our terms", exclusions: "Our exclusions", validDays: 14, depositPercent: 5, property: "house", notes: "" });
    expect(content.lines.length).toBe(result.lines.length);
    expect(content.lines[0]).toEqual({ section: "Bedroom 1", description: "Interior walls, two coats", quantity: 33.8, unit: "m2", unitPriceCents: 2400, optional: false, rateCardItemId: 100 });
    // The extra coat keeps its half rate and the walls' item; an archived item's lines stay, unlinked.
    expect(content.lines[1]).toMatchObject({ description: "Extra coat on the walls (dark to light)", unitPriceCents: 1200, rateCardItemId: 100 });
    expect(content.lines.find((line) => line.description === "Skirting boards")?.rateCardItemId).toBeNull();
    const state = stateFromQuote(content);
    expect(state.areas.map((area) => area.name)).toEqual(["Bedroom 1", "Bedroom 2", "Fences"]);
    // The quote's subtotal is the estimate's sum of lines: the middle of the range the customer saw.
    expect(builderTotals(state).required.subtotalCents).toBe(result.exGstCents);
    expect(builderTotals(state).required.totalCents).toBe(result.totalCents);
  });
});

import { gstOnCents } from "@/lib/money";
import { starterRateCard, type RateCardKey } from "@/lib/rate-card/starter";
import type { RateCardUnit } from "@/lib/rate-card/units";
import { roomNames, roomOpenings, roomTypeLabels, wallTypeLabels } from "./rooms";
import type { Condition, EstimateInput, HouseInput, RoomInput, WallType } from "./schema";
import type { EstimatorSettings } from "./settings";

/**
 * The estimate: one calculation for the calculator in the browser, its server action and
 * POST /api/estimate. Pure: the rate card and the owner's settings come in as arguments.
 *
 * Each line is a rate card item times a quantity (rounded to 0.1), priced to the cent; GST is
 * added once on the sum; the range is that total less `belowPercent` and plus `abovePercent`,
 * the low end rounded down and the high end up to $50, so the range shown always holds the
 * computed one. Paint: the painted area of each coat over the spread rate, up to a whole litre.
 */

/** What the estimate reads of a rate card item (a row of the rate card, or a starter item). */
export interface RateCardPrice {
  key: string | null;
  name: string;
  unit: RateCardUnit;
  unitPriceCents: number;
}

/** One priced line: a room or part of the house (section), a rate card item and its quantity. */
export interface EstimateLine {
  section: string;
  description: string;
  quantity: number;
  unit: RateCardUnit;
  unitPriceCents: number;
  rateCardKey: RateCardKey;
}

export interface Estimate {
  lowCents: number;
  highCents: number;
  /** Paint for the walls, ceilings, eaves and fences, whole litres. */
  litres: number;
  lines: EstimateLine[];
  assumptions: string[];
  /** The sum of the lines, its GST and both: the middle of the range, before the spread. */
  exGstCents: number;
  gstCents: number;
  totalCents: number;
}

const ROUND_TO_CENTS = 5_000;
const COATS = 2;

const tenths = (value: number) => Math.round(value * 10) / 10;
const halves = (value: number) => Math.round(value * 2) / 2;
const lineCents = (line: Pick<EstimateLine, "quantity" | "unitPriceCents">) => Math.round((Math.round(line.quantity * 10) * line.unitPriceCents) / 10);
// Made once, on first use: toLocaleString with options builds a new Intl.NumberFormat on every
// call, about 50 times the cost of format() here, paid for each room and line of every estimate;
// made at load, it would carry the locale's data into the module's evaluation (lib/sydney-time.ts).
let oneDecimal: Intl.NumberFormat | undefined;
const number = (value: number) => (oneDecimal ??= new Intl.NumberFormat("en-AU", { maximumFractionDigits: 1 })).format(value);
const plural = (count: number, one: string, many = `${one}s`) => `${number(count)} ${count === 1 ? one : many}`;

const exteriorWallKey: Record<WallType, RateCardKey> = {
  brick: "exterior_brick_render",
  render: "exterior_brick_render",
  weatherboard: "exterior_weatherboard",
  fibre_cement: "exterior_fibre_cement",
};

/** Collects lines, paint and assumptions; a rate missing from the card leaves its line out, saying so. */
function collector(rateCard: readonly RateCardPrice[]) {
  const lines: EstimateLine[] = [];
  const assumptions: string[] = [];
  const unpriced = new Set<RateCardKey>();
  let paintM2 = 0;
  const rate = (key: RateCardKey) => rateCard.find((item) => item.key === key);
  return {
    lines,
    assumptions,
    assume: (text: string) => assumptions.push(text),
    paint: (areaM2: number, coats: number) => (paintM2 += areaM2 * coats),
    get paintM2() {
      return paintM2;
    },
    unpriced,
    /** Adds a line when its quantity is above zero; `share` scales the price (an extra coat). */
    add(section: string, key: RateCardKey, quantity: number, options: { description?: string; share?: number } = {}) {
      const rounded = tenths(quantity);
      if (rounded <= 0) return;
      const item = rate(key);
      if (!item) {
        unpriced.add(key);
        return;
      }
      const unitPriceCents = Math.round(item.unitPriceCents * (options.share ?? 1));
      lines.push({ section, description: options.description ?? item.name, quantity: rounded, unit: item.unit, unitPriceCents, rateCardKey: key });
    },
  };
}

type Collector = ReturnType<typeof collector>;

function roomDimensions(room: RoomInput, settings: EstimatorSettings) {
  if (room.size === "measured") return { length: room.length!, width: room.width!, height: room.height! };
  return settings.roomSizes[room.type][room.size];
}

function interiorLines(interior: NonNullable<EstimateInput["interior"]>, settings: EstimatorSettings, out: Collector) {
  const { openings } = settings;
  const names = roomNames(interior.rooms.map((room) => room.type));
  const prepHours = settings.preparationHours.perRoom[interior.condition];
  const sizesTaken = new Set<string>();
  interior.rooms.forEach((room, index) => {
    const section = names[index]!;
    const { length, width, height } = roomDimensions(room, settings);
    const doors = room.doors ?? roomOpenings[room.type].doors;
    const windows = room.windows ?? roomOpenings[room.type].windows;
    const perimeter = 2 * (length + width);
    const walls = Math.max(0, perimeter * height - doors * openings.doorM2 - windows * openings.windowM2);
    out.add(section, "interior_walls", walls);
    out.paint(tenths(walls), COATS);
    if (interior.darkToLight) {
      out.add(section, "interior_walls", walls, { description: "Extra coat on the walls (dark to light)", share: settings.extraCoatShare });
      out.paint(tenths(walls), 1);
    }
    if (room.ceiling) {
      out.add(section, "ceilings", length * width);
      out.paint(tenths(length * width), COATS);
    }
    out.add(section, "doors", doors);
    out.add(section, "window_frames", windows);
    out.add(section, "skirting", Math.max(0, perimeter - doors * openings.doorWidthM));
    out.add(section, "preparation", prepHours, { description: `Preparation and repairs (${interior.condition} condition)` });
    if (room.size !== "measured") {
      sizesTaken.add(`${room.size[0]!.toUpperCase()}${room.size.slice(1)} ${roomTypeLabels[room.type].toLowerCase()}: ${number(length)} m x ${number(width)} m, walls ${number(height)} m high.`);
    }
  });
  if (interior.rooms.length === 0) return;
  out.assumptions.push(...sizesTaken);
  out.assume(
    `Inside, each room's walls leave out ${number(openings.doorM2)} m² a door and ${number(openings.windowM2)} m² a window; each door is painted on the side facing its room; skirting boards run around each room but its doorways.`,
  );
  out.assume(conditionText("Inside", interior.condition, `${plural(prepHours, "hour")} of preparation and repairs a room`));
  if (interior.darkToLight) out.assume("Dark to light inside: one extra coat on the walls.");
}

function conditionText(where: string, condition: Condition, preparation: string) {
  return condition === "good" ? `${where}, good condition: the usual light preparation, included in the rates.` : `${where}, ${condition} condition: ${preparation}.`;
}

/** The house's wall area, and the length of its eaves and gutters, from its size. */
export function houseMeasures(house: HouseInput, settings: EstimatorSettings["house"]) {
  const floorArea = house.floorArea ?? settings.floorAreaBaseM2 + settings.floorAreaPerBedroomM2 * house.bedrooms!;
  const footprint = floorArea / house.storeys;
  const long = Math.sqrt(footprint * settings.footprintAspect);
  const perimeter = 2 * (long + footprint / long);
  const walls = perimeter * settings.storeyHeightM * house.storeys * (1 - settings.openingsPercent / 100);
  return { floorArea, perimeter: tenths(perimeter), walls: tenths(walls) };
}

function exteriorLines(exterior: NonNullable<EstimateInput["exterior"]>, settings: EstimatorSettings, out: Collector) {
  const prepRate = settings.preparationHours.per100M2Outside[exterior.condition];
  const preparation = (section: string, areaM2: number) =>
    out.add(section, "preparation", halves((areaM2 / 100) * prepRate), { description: `Preparation and repairs (${exterior.condition} condition)` });
  const extraCoat = { description: "Extra coat (dark to light)", share: settings.extraCoatShare };
  const coats = COATS + (exterior.darkToLight ? 1 : 0);
  const { house } = exterior;
  const fences = exterior.fences && exterior.fences.metres > 0 ? exterior.fences : undefined;
  if (house) {
    const section = "House exterior";
    const { floorArea, perimeter, walls } = houseMeasures(house, settings.house);
    const key = exteriorWallKey[house.wall];
    out.add(section, key, walls);
    if (exterior.darkToLight) out.add(section, key, walls, extraCoat);
    out.paint(walls, coats);
    if (house.eaves) {
      out.add(section, "eaves", perimeter);
      out.paint(perimeter * settings.house.eavesDepthM, COATS);
    }
    if (house.gutters) out.add(section, "gutters", perimeter);
    preparation(section, walls);
    const size = house.bedrooms === undefined ? `${number(floorArea)} m² of floor` : `${number(floorArea)} m² of floor (${plural(house.bedrooms, "bedroom")})`;
    out.assume(
      `The house: ${wallTypeLabels[house.wall].toLowerCase()} walls, about ${size} on ${plural(house.storeys, "storey")}, so about ${number(perimeter)} m around, walls ${number(settings.house.storeyHeightM)} m a storey with ${number(settings.house.openingsPercent)} % of them windows and doors: about ${number(walls)} m² to paint.`,
    );
    const edges = house.eaves && house.gutters ? "eaves, gutters and fascias" : house.eaves ? "eaves" : house.gutters ? "gutters and fascias" : "";
    if (edges) out.assume(`The ${edges} run the whole ${number(perimeter)} m around the house.`);
  }
  if (fences) {
    const section = "Fences";
    const sides = fences.bothSides ? 2 : 1;
    const face = fences.metres * settings.fenceHeightM * sides;
    out.add(section, "fences", fences.metres * sides);
    if (exterior.darkToLight) out.add(section, "fences", fences.metres * sides, extraCoat);
    out.paint(face, coats);
    preparation(section, face);
    out.assume(`Fences ${number(settings.fenceHeightM)} m high, ${plural(fences.metres, "metre")} painted on ${sides === 2 ? "both sides" : "one side"}.`);
  }
  if (house || fences) out.assume(conditionText("Outside", exterior.condition, `${plural(prepRate, "hour")} of preparation and repairs per 100 m² of walls and fences`));
  if (exterior.darkToLight && (house || fences)) out.assume("Dark to light outside: one extra coat on the walls and fences.");
}

/** The estimate of a checked request (estimateInputSchema) from a rate card and the owner's settings. */
export function estimate(input: EstimateInput, rateCard: readonly RateCardPrice[], settings: EstimatorSettings): Estimate {
  const out = collector(rateCard);
  if (input.interior) interiorLines(input.interior, settings, out);
  if (input.exterior) exteriorLines(input.exterior, settings, out);

  const exGstCents = out.lines.reduce((sum, line) => sum + lineCents(line), 0);
  const gst = gstOnCents(exGstCents);
  const totalCents = exGstCents + gst;
  const { belowPercent, abovePercent } = settings.range;
  const lowCents = Math.floor((totalCents * (100 - belowPercent)) / (100 * ROUND_TO_CENTS)) * ROUND_TO_CENTS;
  const highCents = Math.ceil((totalCents * (100 + abovePercent)) / (100 * ROUND_TO_CENTS)) * ROUND_TO_CENTS;
  // To the thousandth first, so float noise (20.0000001) does not buy a litre.
  const litres = Math.ceil(Math.round((out.paintM2 / settings.spreadM2PerLitre) * 1000) / 1000);

  for (const key of out.unpriced) {
    const name = starterRateCard.find((item) => item.key === key)?.name ?? key;
    out.assume(`${name}: not priced online; we price it at the measure-up.`);
  }
  out.assume(
    `Paint: ${number(settings.spreadM2PerLitre)} m² a litre a coat, two coats (three for dark to light) on walls, ceilings, eaves and fences; the enamel for doors, frames and skirting comes on top.`,
  );
  out.assume(
    `The range runs from ${number(belowPercent)} % below to ${number(abovePercent)} % above the sum of these lines with GST, rounded out to $50. Not included: moving furniture, removing wallpaper and repairs beyond the preparation above.`,
  );
  return { lowCents, highCents, litres, lines: out.lines, assumptions: out.assumptions, exGstCents, gstCents: gst, totalCents };
}

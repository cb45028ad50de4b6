import type { RateCardUnit } from "./units";

/**
 * The starter rate card seeded for the owner to review: a Sydney painter's usual items, priced
 * ex GST in integer cents, inside the public guides' $20-40 per m² interior and $65-95 per hour
 * trade labour. The estimator finds items by `key`; the owner's own items have none.
 */
export const starterRateCard = [
  {
    key: "interior_walls",
    name: "Interior walls, two coats",
    unit: "m2",
    unitPriceCents: 2400,
    description: "Walls cut in and rolled in two coats of low-sheen acrylic, after light sanding and filling.",
  },
  {
    key: "ceilings",
    name: "Ceilings, two coats",
    unit: "m2",
    unitPriceCents: 2200,
    description: "Flat ceilings in two coats of ceiling white, cornices cut in.",
  },
  {
    key: "doors",
    name: "Doors, per side",
    unit: "each",
    unitPriceCents: 6500,
    description: "One face and its edges sanded and painted in two coats of semi-gloss enamel.",
  },
  {
    key: "window_frames",
    name: "Window frames",
    unit: "each",
    unitPriceCents: 8500,
    description: "Frame, sill and architraves of one window prepared and painted in two coats.",
  },
  {
    key: "skirting",
    name: "Skirting boards",
    unit: "lm",
    unitPriceCents: 900,
    description: "Skirting sanded, gaps filled and painted in two coats of semi-gloss enamel.",
  },
  {
    key: "exterior_brick_render",
    name: "Exterior brick or render, two coats",
    unit: "m2",
    unitPriceCents: 3000,
    description: "Washed down, cracks filled, sealed where needed and two coats of exterior acrylic.",
  },
  {
    key: "exterior_weatherboard",
    name: "Exterior weatherboard, two coats",
    unit: "m2",
    unitPriceCents: 3600,
    description: "Loose paint scraped, sanded, bare timber primed and two coats of exterior acrylic.",
  },
  {
    key: "exterior_fibre_cement",
    name: "Exterior fibre cement, two coats",
    unit: "m2",
    unitPriceCents: 3200,
    description: "Sheets and joiners washed, sealed and painted in two coats of exterior acrylic.",
  },
  {
    key: "eaves",
    name: "Eaves",
    unit: "lm",
    unitPriceCents: 1800,
    description: "Eave linings and trims prepared and painted in two coats.",
  },
  {
    key: "gutters",
    name: "Gutters and fascias",
    unit: "lm",
    unitPriceCents: 1600,
    description: "Gutters and fascia boards cleaned, rust spots treated and painted in two coats.",
  },
  {
    key: "fences",
    name: "Fences, per side",
    unit: "lm",
    unitPriceCents: 3000,
    description: "One side of a timber or masonry fence prepared and painted in two coats.",
  },
  {
    key: "preparation",
    name: "Preparation and repairs",
    unit: "hour",
    unitPriceCents: 8000,
    description: "Plaster and crack repairs, timber filling, sanding and other preparation, per hour on site.",
  },
] as const satisfies readonly { key: string; name: string; unit: RateCardUnit; unitPriceCents: number; description: string }[];

/** The stable slug of a starter item. */
export type RateCardKey = (typeof starterRateCard)[number]["key"];

/**
 * The starter rate card: the prices a new site is seeded with, which the owner reviews. The
 * quote builder and the site's estimate both read rate card items; the estimate finds these by
 * their stable `key`. Prices are integer cents, ex GST.
 */

/** How an item is priced: per square metre, per linear metre, each, per hour, or a fixed sum. */
export type RateCardUnit = "m2" | "lm" | "each" | "hour" | "fixed";

export const starterRateCard = [
  { key: "interior_walls", name: "Interior walls, two coats", unit: "m2", unitPriceCents: 2400, description: "Walls of a room, two coats." },
  { key: "ceilings", name: "Ceilings, two coats", unit: "m2", unitPriceCents: 2200, description: "Flat ceilings, two coats." },
  { key: "doors", name: "Doors, per side", unit: "each", unitPriceCents: 6500, description: "One side of a door, with its edges." },
  { key: "window_frames", name: "Window frames", unit: "each", unitPriceCents: 8500, description: "The frame and sill of one window." },
  { key: "skirting", name: "Skirting boards", unit: "lm", unitPriceCents: 900, description: "Skirting boards, enamel." },
  { key: "exterior_brick_render", name: "Exterior brick or render, two coats", unit: "m2", unitPriceCents: 3000, description: "Painted brick or rendered walls, two coats." },
  { key: "exterior_weatherboard", name: "Exterior weatherboard, two coats", unit: "m2", unitPriceCents: 3600, description: "Timber weatherboards, two coats." },
  { key: "exterior_fibre_cement", name: "Exterior fibre cement, two coats", unit: "m2", unitPriceCents: 3200, description: "Fibre cement sheet walls, two coats." },
  { key: "eaves", name: "Eaves", unit: "lm", unitPriceCents: 1800, description: "Eave linings, per metre of roof edge." },
  { key: "gutters", name: "Gutters and fascias", unit: "lm", unitPriceCents: 1600, description: "Gutters and fascia boards, per metre." },
  { key: "fences", name: "Fences, per side", unit: "lm", unitPriceCents: 3000, description: "One side of a fence, per metre." },
  { key: "preparation", name: "Preparation and repairs", unit: "hour", unitPriceCents: 8000, description: "Filling, sanding, scraping and repairs." },
] as const satisfies readonly { key: string; name: string; unit: RateCardUnit; unitPriceCents: number; description: string }[];

/** The stable keys of the starter items. */
export type RateCardKey = (typeof starterRateCard)[number]["key"];

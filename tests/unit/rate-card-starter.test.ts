import { describe, expect, it } from "vitest";
import { starterRateCard } from "@/lib/rate-card/starter";
import { rateCardUnits, unitLabel } from "@/lib/rate-card/units";

describe("the starter rate card", () => {
  it("is exactly the shared contract's card", () => {
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

  it("gives every item a short description", () => {
    for (const item of starterRateCard) {
      expect(item.description.length, item.key).toBeGreaterThan(10);
      expect(item.description.length, item.key).toBeLessThanOrEqual(120);
    }
  });
});

describe("units", () => {
  it("reads as the contract says", () => {
    expect(rateCardUnits.map((unit) => unitLabel(unit))).toEqual(["m²", "linear metre", "each", "hour", "fixed"]);
    expect(rateCardUnits.map((unit) => unitLabel(unit, "short"))).toEqual(["m²", "lm", "each", "hour", "fixed"]);
  });
});

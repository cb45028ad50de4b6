// zod/mini like ./schema.ts: one zod flavour for the estimator. Only the types reach the browser.
import * as z from "zod/mini";
import { conditions, roomTypes, type Condition, type RoomType } from "./choices";

/**
 * The owner's estimator settings: how big a "medium bedroom" is, how much preparation each
 * condition takes, how wide the range is, how far a litre goes. The estimate is computed from
 * these and the rate card; `defaultEstimatorSettings` are what a new site starts with.
 */

export type RoomDimensions = { length: number; width: number; height: number };
export type PresetSize = "small" | "medium" | "large";

export interface EstimatorSettings {
  /** A small, medium and large room of each type, in metres (length x width, wall height). */
  roomSizes: Record<RoomType, Record<PresetSize, RoomDimensions>>;
  /** Wall area left out for each door and each window (m²); skirting stops at each door (m). */
  openings: { doorM2: number; windowM2: number; doorWidthM: number };
  /** Preparation and repairs by condition: hours per room inside, per 100 m² of walls and fences outside. */
  preparationHours: { perRoom: Record<Condition, number>; per100M2Outside: Record<Condition, number> };
  /** An extra coat (dark to light) as a share of the two-coat rate: 0.5 is one more coat at the same price a coat. */
  extraCoatShare: number;
  /** The range around the computed price incl. GST, in percent below and above. */
  range: { belowPercent: number; abovePercent: number };
  /** How far a litre of paint goes, per coat. */
  spreadM2PerLitre: number;
  /** The house outside, when only its bedrooms or floor area are known. */
  house: {
    /** Floor area (all storeys) = base + per bedroom x bedrooms. */
    floorAreaBaseM2: number;
    floorAreaPerBedroomM2: number;
    /** A storey's wall height. */
    storeyHeightM: number;
    /** Of the wall area, this much is windows and doors. */
    openingsPercent: number;
    /** The footprint is taken as a rectangle this many times longer than wide. */
    footprintAspect: number;
    /** Eave linings this deep, for the paint they take. */
    eavesDepthM: number;
  };
  fenceHeightM: number;
}

const size = (length: number, width: number, height = 2.7): RoomDimensions => ({ length, width, height });

export const defaultEstimatorSettings: EstimatorSettings = {
  roomSizes: {
    bedroom: { small: size(3, 3), medium: size(3.6, 3.3), large: size(4.5, 3.8) },
    living: { small: size(4, 3.5), medium: size(5.5, 4), large: size(7, 5) },
    kitchen: { small: size(3, 2.4), medium: size(4, 3), large: size(5, 4) },
    bathroom: { small: size(2, 1.5), medium: size(2.5, 2), large: size(3.2, 2.5) },
    hallway: { small: size(3, 1), medium: size(5, 1.2), large: size(8, 1.5) },
    other: { small: size(3, 2.5), medium: size(4, 3.5), large: size(5, 4.5) },
  },
  openings: { doorM2: 1.7, windowM2: 1.8, doorWidthM: 0.82 },
  preparationHours: { perRoom: { good: 0, fair: 1, poor: 3 }, per100M2Outside: { good: 0, fair: 4, poor: 10 } },
  extraCoatShare: 0.5,
  range: { belowPercent: 10, abovePercent: 20 },
  spreadM2PerLitre: 16,
  house: { floorAreaBaseM2: 40, floorAreaPerBedroomM2: 40, storeyHeightM: 2.7, openingsPercent: 15, footprintAspect: 1.5, eavesDepthM: 0.6 },
  fenceHeightM: 1.8,
};

/** The owner reads these under a field of the settings screen, and in a 400 of PUT /api/admin/estimator-settings. */
const above0 = (max: number) => `Must be a number above 0, at most ${max.toLocaleString("en-AU")}.`;
const within = (min: number, max: number) => `Must be a number from ${min} to ${max.toLocaleString("en-AU")}.`;
const positive = (max: number) => z.number({ error: above0(max) }).check(z.positive(above0(max)), z.maximum(max, above0(max)));
const between = (min: number, max: number) => z.number({ error: within(min, max) }).check(z.minimum(min, within(min, max)), z.maximum(max, within(min, max)));
export const estimatorSettingsMessages = { whole: "Send every estimator setting, in the shape GET /api/admin/estimator-settings answers them." } as const;
/** A group of settings: a missing or malformed one is named as such, not as "Invalid input". */
const group = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.object(shape, { error: estimatorSettingsMessages.whole });
const share = between(0, 100);
const hours = between(0, 100);
const dimensions = group({ length: positive(30), width: positive(30), height: positive(10) });
const sizes = group({ small: dimensions, medium: dimensions, large: dimensions });
const byCondition = group(Object.fromEntries(conditions.map((name) => [name, hours])) as Record<Condition, typeof hours>);

/** The settings as the owner may set them (the admin's form and its route check them here). */
export const estimatorSettingsSchema = group({
  roomSizes: group(Object.fromEntries(roomTypes.map((type) => [type, sizes])) as Record<RoomType, typeof sizes>),
  openings: group({ doorM2: positive(10), windowM2: positive(10), doorWidthM: positive(3) }),
  preparationHours: group({ perRoom: byCondition, per100M2Outside: byCondition }),
  extraCoatShare: between(0, 2),
  range: group({ belowPercent: between(0, 90), abovePercent: share }),
  spreadM2PerLitre: positive(50),
  house: group({
    floorAreaBaseM2: between(0, 800),
    floorAreaPerBedroomM2: positive(200),
    storeyHeightM: positive(10),
    openingsPercent: between(0, 90),
    footprintAspect: between(1, 10),
    eavesDepthM: positive(3),
  }),
  fenceHeightM: positive(5),
});

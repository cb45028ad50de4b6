/**
 * The estimator's choices and the limits of its inputs, without zod: the calculator's fields and
 * its draft need them at once, the schema (./schema.ts) only once the visitor changes something.
 */

export const roomTypes = ["bedroom", "living", "kitchen", "bathroom", "hallway", "other"] as const;
export const roomSizes = ["small", "medium", "large", "measured"] as const;
export const conditions = ["good", "fair", "poor"] as const;
export const wallTypes = ["brick", "render", "weatherboard", "fibre_cement"] as const;

export type RoomType = (typeof roomTypes)[number];
export type RoomSize = (typeof roomSizes)[number];
export type Condition = (typeof conditions)[number];
export type WallType = (typeof wallTypes)[number];

/** The limits of every input, so the form's fields stop where the schema does. */
export const estimateLimits = {
  rooms: 30,
  metres: { min: 0.5, max: 30 },
  count: { min: 0, max: 50 },
  fenceMetres: { min: 0, max: 500 },
  storeys: { min: 1, max: 3 },
  bedrooms: { min: 1, max: 8 },
  floorArea: { min: 30, max: 800 },
} as const;

import type { Condition, RoomType, WallType } from "./choices";

/** The names people read, for the calculator's choices and the estimate's sections. */
export const roomTypeLabels: Record<RoomType, string> = {
  bedroom: "Bedroom",
  living: "Living room",
  kitchen: "Kitchen",
  bathroom: "Bathroom",
  hallway: "Hallway",
  other: "Other room",
};

export const conditionLabels: Record<Condition, { label: string; hint: string }> = {
  good: { label: "Good", hint: "Sound paint, a few marks and nail holes" },
  fair: { label: "Fair", hint: "Cracks, dents or flaking in places" },
  poor: { label: "Poor", hint: "Peeling, water damage or lots of patching" },
};

export const wallTypeLabels: Record<WallType, string> = {
  brick: "Brick",
  render: "Render",
  weatherboard: "Weatherboard",
  fibre_cement: "Fibre cement",
};

/** Doors and windows a new room starts with. */
export const roomOpenings: Record<RoomType, { doors: number; windows: number }> = {
  bedroom: { doors: 1, windows: 1 },
  living: { doors: 1, windows: 2 },
  kitchen: { doors: 1, windows: 1 },
  bathroom: { doors: 1, windows: 1 },
  hallway: { doors: 1, windows: 0 },
  other: { doors: 1, windows: 1 },
};

/** Whole homes in one tap: medium rooms with ceilings. */
export const roomPresets = [
  { id: "unit-2", label: "2-bedroom unit", rooms: ["bedroom", "bedroom", "living", "kitchen", "bathroom", "hallway"] },
  { id: "house-3", label: "3-bedroom house", rooms: ["bedroom", "bedroom", "bedroom", "living", "kitchen", "bathroom", "hallway"] },
  { id: "house-4", label: "4-bedroom house", rooms: ["bedroom", "bedroom", "bedroom", "bedroom", "living", "kitchen", "bathroom", "bathroom", "hallway"] },
] as const satisfies readonly { id: string; label: string; rooms: readonly RoomType[] }[];

export type RoomPresetId = (typeof roomPresets)[number]["id"];

/** "Bedroom 1", "Bedroom 2", "Living room": rooms of a type that occurs more than once are numbered. */
export function roomNames(types: readonly RoomType[]): string[] {
  const total = new Map<RoomType, number>();
  for (const type of types) total.set(type, (total.get(type) ?? 0) + 1);
  const seen = new Map<RoomType, number>();
  return types.map((type) => {
    const n = (seen.get(type) ?? 0) + 1;
    seen.set(type, n);
    return (total.get(type) ?? 0) > 1 ? `${roomTypeLabels[type]} ${n}` : roomTypeLabels[type];
  });
}

/** "3 bedrooms, living room, kitchen, bathroom, hallway": a list of rooms in a few words. */
export function roomList(types: readonly RoomType[]): string {
  const counts = new Map<RoomType, number>();
  for (const type of types) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [...counts]
    .map(([type, count]) => {
      const name = roomTypeLabels[type].toLowerCase();
      return count === 1 ? name : `${count} ${name.endsWith("s") ? `${name}es` : `${name}s`}`;
    })
    .join(", ");
}

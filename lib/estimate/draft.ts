import { roomOpenings, roomPresets } from "./rooms";
import { conditions, estimateLimits, roomSizes, roomTypes, wallTypes, type Condition, type RoomSize, type RoomType, type WallType } from "./choices";
import type { EstimateInputBody } from "./schema";

/**
 * The calculator's form as it stands: every field as the inputs hold it (numbers as typed
 * text), for the browser's state and for the no-JavaScript form post alike. `draftToBody` turns
 * it into what estimateInputSchema checks; `draftFromFormData` reads a posted form back.
 */

export const estimateKinds = ["interior", "exterior", "both"] as const;
export type EstimateKind = (typeof estimateKinds)[number];

export interface RoomDraft {
  type: RoomType;
  size: RoomSize;
  length: string;
  width: string;
  height: string;
  ceiling: boolean;
  doors: string;
  windows: string;
}

export interface EstimateDraft {
  kind: EstimateKind;
  rooms: RoomDraft[];
  interiorCondition: Condition;
  interiorDarkToLight: boolean;
  house: boolean;
  storeys: string;
  houseSizeBy: "bedrooms" | "floorArea";
  bedrooms: string;
  floorArea: string;
  wall: WallType;
  eaves: boolean;
  gutters: boolean;
  fenceMetres: string;
  fenceBothSides: boolean;
  exteriorCondition: Condition;
  exteriorDarkToLight: boolean;
}

export function newRoom(type: RoomType = "bedroom"): RoomDraft {
  const { doors, windows } = roomOpenings[type];
  return { type, size: "medium", length: "", width: "", height: "2.7", ceiling: true, doors: String(doors), windows: String(windows) };
}

/** Inside, no rooms yet (a preset or "Add a room" gives a number); outside, a 3-bedroom brick house. */
export const initialDraft: EstimateDraft = {
  kind: "interior",
  rooms: [],
  interiorCondition: "good",
  interiorDarkToLight: false,
  house: true,
  storeys: "1",
  houseSizeBy: "bedrooms",
  bedrooms: "3",
  floorArea: "",
  wall: "brick",
  eaves: true,
  gutters: true,
  fenceMetres: "0",
  fenceBothSides: false,
  exteriorCondition: "good",
  exteriorDarkToLight: false,
};

/** Typed text as a number: empty is "not given", anything unreadable is NaN (the schema says why). */
const numberOf = (text: string) => (text.trim() === "" ? undefined : Number(text.trim().replace(",", ".")));

/** The request the draft stands for, unchecked: estimateInputSchema decides. */
export function draftToBody(draft: EstimateDraft): EstimateInputBody {
  const body: EstimateInputBody = {};
  if (draft.kind !== "exterior") {
    body.interior = {
      rooms: draft.rooms.map((room) => ({
        type: room.type,
        size: room.size,
        ...(room.size === "measured" ? { length: numberOf(room.length), width: numberOf(room.width), height: numberOf(room.height) } : {}),
        ceiling: room.ceiling,
        doors: numberOf(room.doors) ?? 0,
        windows: numberOf(room.windows) ?? 0,
      })),
      condition: draft.interiorCondition,
      darkToLight: draft.interiorDarkToLight,
    };
  }
  if (draft.kind !== "interior") {
    const fenceMetres = numberOf(draft.fenceMetres) ?? 0;
    body.exterior = {
      house: draft.house
        ? {
            storeys: numberOf(draft.storeys),
            ...(draft.houseSizeBy === "bedrooms" ? { bedrooms: numberOf(draft.bedrooms) } : { floorArea: numberOf(draft.floorArea) }),
            wall: draft.wall,
            eaves: draft.eaves,
            gutters: draft.gutters,
          }
        : undefined,
      fences: fenceMetres === 0 ? undefined : { metres: fenceMetres, bothSides: draft.fenceBothSides },
      condition: draft.exteriorCondition,
      darkToLight: draft.exteriorDarkToLight,
    };
  }
  return body;
}

/** What a button of the form does: its `intent` (the same with or without JavaScript). */
export type EstimateIntent = { type: "update" } | { type: "preset"; id: string } | { type: "add-room" } | { type: "remove-room"; index: number };

export function intentOf(value: unknown): EstimateIntent {
  const text = typeof value === "string" ? value : "";
  if (text === "add-room") return { type: "add-room" };
  if (text.startsWith("preset:")) return { type: "preset", id: text.slice("preset:".length) };
  const remove = /^remove-room:(\d{1,2})$/.exec(text);
  if (remove) return { type: "remove-room", index: Number(remove[1]) };
  return { type: "update" };
}

export function applyIntent(draft: EstimateDraft, intent: EstimateIntent): EstimateDraft {
  switch (intent.type) {
    case "preset": {
      const preset = roomPresets.find((candidate) => candidate.id === intent.id);
      return preset ? { ...draft, kind: draft.kind === "exterior" ? "interior" : draft.kind, rooms: preset.rooms.map((type) => newRoom(type)) } : draft;
    }
    case "add-room":
      return draft.rooms.length >= estimateLimits.rooms ? draft : { ...draft, rooms: [...draft.rooms, newRoom()] };
    case "remove-room":
      return { ...draft, rooms: draft.rooms.filter((_, index) => index !== intent.index) };
    case "update":
      return draft;
  }
}

/** Field names of the form, shared by the inputs and draftFromFormData. */
export const roomField = (index: number, name: keyof RoomDraft) => `rooms.${index}.${name}`;

const oneOf = <Value extends string>(values: readonly Value[], value: unknown, fallback: Value): Value =>
  values.includes(value as Value) ? (value as Value) : fallback;

/**
 * A posted calculator form (no JavaScript) as a draft. Anything missing or odd falls back to the
 * initial value; typed numbers stay text (cut short) for the schema to judge. At most one room
 * over the limit is read, so the limit's message shows without reading a flood.
 */
export function draftFromFormData(form: FormData): EstimateDraft {
  const text = (name: string, fallback = "") => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 20) : fallback;
  };
  const checked = (name: string) => form.get(name) !== null;
  const rooms: RoomDraft[] = [];
  for (let index = 0; index <= estimateLimits.rooms && form.has(roomField(index, "type")); index += 1) {
    const type = oneOf(roomTypes, form.get(roomField(index, "type")), "other");
    rooms.push({
      type,
      size: oneOf(roomSizes, form.get(roomField(index, "size")), "medium"),
      length: text(roomField(index, "length")),
      width: text(roomField(index, "width")),
      height: text(roomField(index, "height")),
      ceiling: checked(roomField(index, "ceiling")),
      doors: text(roomField(index, "doors"), "0"),
      windows: text(roomField(index, "windows"), "0"),
    });
  }
  return {
    kind: oneOf(estimateKinds, form.get("kind"), initialDraft.kind),
    rooms,
    interiorCondition: oneOf(conditions, form.get("interiorCondition"), "good"),
    interiorDarkToLight: checked("interiorDarkToLight"),
    house: checked("house"),
    storeys: text("storeys", "1"),
    houseSizeBy: form.get("houseSizeBy") === "floorArea" ? "floorArea" : "bedrooms",
    bedrooms: text("bedrooms", initialDraft.bedrooms),
    floorArea: text("floorArea"),
    wall: oneOf(wallTypes, form.get("wall"), "brick"),
    eaves: checked("eaves"),
    gutters: checked("gutters"),
    fenceMetres: text("fenceMetres", "0"),
    fenceBothSides: checked("fenceBothSides"),
    exteriorCondition: oneOf(conditions, form.get("exteriorCondition"), "good"),
    exteriorDarkToLight: checked("exteriorDarkToLight"),
  };
}

/** The form field an issue of estimateInputSchema belongs to ("" for the estimate as a whole). */
export function fieldOfIssue(path: readonly PropertyKey[]): string {
  const [section, part, index, name] = path.map(String);
  if (section === "interior" && part === "rooms") return index === undefined ? "rooms" : name === undefined ? roomField(Number(index), "type") : `rooms.${index}.${name}`;
  if (section === "exterior" && part === "house") return index ?? "house";
  if (section === "exterior" && part === "fences") return "fenceMetres";
  return "";
}

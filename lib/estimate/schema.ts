// zod/mini, not the app's zod (lib/zod.ts): this schema reaches the browser (the calculator loads
// it after the page is up, ./from-draft.ts), and zod/mini is the smaller of the two there. Its
// objects never compile parsers with `new Function`, so the CSP needs no 'unsafe-eval'.
import * as z from "zod/mini";
// The choices and limits, without zod: the calculator's first script needs them.
import { conditions, estimateLimits, roomSizes, roomTypes, wallTypes } from "./choices";

/**
 * What a visitor asks the estimator: one schema for the calculator in the browser, its server
 * action (no JavaScript), POST /api/estimate and the `estimate` field of a lead.
 */

export { conditions, estimateLimits, roomSizes, roomTypes, wallTypes };
export type { Condition, RoomSize, RoomType, WallType } from "./choices";

const L = estimateLimits;

export const estimateMessages = {
  nothing: "Nothing to estimate yet: add a room, the house's walls or a fence.",
  rooms: `Add at most ${L.rooms} rooms. For a larger job, send us the details for a quote.`,
  roomType: `Choose a room type: ${roomTypes.join(", ")}.`,
  roomSize: `Choose a room size: ${roomSizes.join(", ")}.`,
  length: `Length must be a number of metres from ${L.metres.min} to ${L.metres.max}.`,
  width: `Width must be a number of metres from ${L.metres.min} to ${L.metres.max}.`,
  height: `Height must be a number of metres from ${L.metres.min} to ${L.metres.max}.`,
  doors: `Doors must be a whole number from ${L.count.min} to ${L.count.max}.`,
  windows: `Windows must be a whole number from ${L.count.min} to ${L.count.max}.`,
  condition: "Choose a condition: good, fair or poor.",
  yesNo: (what: string) => `${what} must be true or false.`,
  storeys: `Storeys must be ${L.storeys.min}, 2 or ${L.storeys.max}.`,
  bedrooms: `Bedrooms must be a whole number from ${L.bedrooms.min} to ${L.bedrooms.max}.`,
  floorArea: `Floor area must be a number of square metres from ${L.floorArea.min} to ${L.floorArea.max}.`,
  houseSize: "Give the house's bedrooms or its floor area.",
  houseSizeBoth: "Give the house's bedrooms or its floor area, not both.",
  wall: "Choose a wall type: brick, render, weatherboard or fibre_cement.",
  fenceMetres: `Fences must be a number of metres from ${L.fenceMetres.min} to ${L.fenceMetres.max}.`,
  section: (what: string) => `${what} must be an object.`,
  list: (what: string) => `${what} must be a list.`,
  body: "Send the estimate as an object with interior and/or exterior.",
  json: "The estimate is not valid JSON.",
} as const;
const M = estimateMessages;

const between = (min: number, max: number, message: string) => z.number({ error: message }).check(z.minimum(min, message), z.maximum(max, message));
const wholeBetween = (min: number, max: number, message: string) => z.int({ error: message }).check(z.minimum(min, message), z.maximum(max, message));
const yesNo = (what: string, fallback: boolean) => z._default(z.boolean({ error: M.yesNo(what) }), fallback);
const condition = z._default(z.enum(conditions, { error: M.condition }), "good");

const room = z
  .object(
    {
      type: z.enum(roomTypes, { error: M.roomType }),
      size: z.enum(roomSizes, { error: M.roomSize }),
      /** Metres, for a measured room only. */
      length: z.optional(between(L.metres.min, L.metres.max, M.length)),
      width: z.optional(between(L.metres.min, L.metres.max, M.width)),
      height: z.optional(between(L.metres.min, L.metres.max, M.height)),
      ceiling: yesNo("ceiling", true),
      /** Left out: the usual for the room type (./rooms.ts). */
      doors: z.optional(wholeBetween(L.count.min, L.count.max, M.doors)),
      windows: z.optional(wholeBetween(L.count.min, L.count.max, M.windows)),
    },
    { error: M.section("A room") },
  )
  .check(
    z.superRefine((value, context) => {
      if (value.size !== "measured") return;
      for (const dimension of ["length", "width", "height"] as const) {
        if (value[dimension] === undefined) context.addIssue({ code: "custom", path: [dimension], message: M[dimension], input: value[dimension] });
      }
    }),
  );

const interior = z.object(
  {
    rooms: z.array(room, { error: M.list("rooms") }).check(z.maxLength(L.rooms, M.rooms)),
    condition,
    /** Dark walls going light: an extra coat. */
    darkToLight: yesNo("darkToLight", false),
  },
  { error: M.section("interior") },
);

const house = z
  .object(
    {
      storeys: z._default(wholeBetween(L.storeys.min, L.storeys.max, M.storeys), 1),
      /** The size of the house: its bedrooms, or its floor area in m² (all storeys), one of the two. */
      bedrooms: z.optional(wholeBetween(L.bedrooms.min, L.bedrooms.max, M.bedrooms)),
      floorArea: z.optional(between(L.floorArea.min, L.floorArea.max, M.floorArea)),
      wall: z.enum(wallTypes, { error: M.wall }),
      eaves: yesNo("eaves", true),
      gutters: yesNo("gutters", true),
    },
    { error: M.section("house") },
  )
  .check(
    z.superRefine((value, context) => {
      if (value.bedrooms === undefined && value.floorArea === undefined) context.addIssue({ code: "custom", path: ["bedrooms"], message: M.houseSize, input: value });
      if (value.bedrooms !== undefined && value.floorArea !== undefined) context.addIssue({ code: "custom", path: ["floorArea"], message: M.houseSizeBoth, input: value });
    }),
  );

const fences = z.object(
  {
    metres: between(L.fenceMetres.min, L.fenceMetres.max, M.fenceMetres),
    bothSides: yesNo("bothSides", false),
  },
  { error: M.section("fences") },
);

const exterior = z.object(
  {
    /** The house's walls (with eaves and gutters); left out for fences only. */
    house: z.optional(house),
    fences: z.optional(fences),
    condition,
    darkToLight: yesNo("darkToLight", false),
  },
  { error: M.section("exterior") },
);

export const estimateInputSchema = z
  .object({ interior: z.optional(interior), exterior: z.optional(exterior) }, { error: M.body })
  .check(
    z.refine((value) => (value.interior?.rooms.length ?? 0) > 0 || value.exterior?.house !== undefined || (value.exterior?.fences?.metres ?? 0) > 0, M.nothing),
  );

/** What a visitor may send (defaults not yet applied). */
export type EstimateInputBody = z.input<typeof estimateInputSchema>;
/** A checked estimate request, defaults applied. */
export type EstimateInput = z.output<typeof estimateInputSchema>;
export type RoomInput = NonNullable<EstimateInput["interior"]>["rooms"][number];
export type HouseInput = NonNullable<NonNullable<EstimateInput["exterior"]>["house"]>;

/**
 * The estimate as a form field carries it: the object itself (JSON), or its JSON text (a
 * multipart or no-JavaScript form). For the lead's schema: `estimate: z.optional(estimateFieldSchema)`.
 */
export const estimateFieldSchema = z.pipe(
  z.transform((value: unknown, context) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.issues.push({ code: "custom", message: M.json, input: value });
      return z.NEVER;
    }
  }),
  estimateInputSchema,
);

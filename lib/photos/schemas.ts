import { z } from "@/lib/zod";
import { MAX_PHOTOS } from "./rules";

/** {n} of GET /api/admin/quotes/{id}/photos/{n}: the photo's place in its request, 1 to 5. */
export const photoNumberSchema = z
  .string()
  .regex(/^[1-9]$/, `The photo number must be a whole number from 1 to ${MAX_PHOTOS}.`)
  .transform(Number)
  .refine((n) => n <= MAX_PHOTOS, `The photo number must be a whole number from 1 to ${MAX_PHOTOS}.`);

/** ?size=thumbnail for the small picture on the cards; the full photo otherwise. */
export const photoQuerySchema = z.object({
  size: z.enum(["full", "thumbnail"], { error: "size must be full or thumbnail." }).default("full"),
});

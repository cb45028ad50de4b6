import "server-only";
import { getDb } from "@/lib/db";
import { availabilitySchema, defaultAvailability, type Availability } from "@/lib/visits/model/availability-schema";

/**
 * The owner's availability, stored as one row of `visit_availability` (id 1). Written only
 * after the schema has accepted it, and parsed again as it is read, so a setting the schema
 * gained later takes its default. No row yet: the defaults.
 */
export async function readAvailability(): Promise<Availability> {
  const row = await getDb().visitAvailability.findUnique({ where: { id: 1 }, select: { settings: true } });
  if (!row) return defaultAvailability;
  const parsed = availabilitySchema.safeParse(row.settings);
  // Stored settings the schema no longer accepts (a limit tightened since): the defaults, said in the log.
  if (!parsed.success) {
    console.error("[visits] the stored availability no longer passes its schema; using the defaults");
    return defaultAvailability;
  }
  return parsed.data;
}

/** Replaces the settings with an already parsed value (PUT /api/admin/availability parses it). */
export async function saveAvailability(settings: Availability): Promise<Availability> {
  await getDb().visitAvailability.upsert({ where: { id: 1 }, create: { id: 1, settings }, update: { settings } });
  return settings;
}

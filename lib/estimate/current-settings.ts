import "server-only";
import { getDb } from "@/lib/db";
import { isBuildPhase } from "@/lib/rate-card/current";
import { defaultEstimatorSettings, estimatorSettingsSchema, type EstimatorSettings } from "./settings";

/**
 * The estimator settings the site computes with now: the one place the page, its server action,
 * POST /api/estimate and the lead's recomputed estimate get them. The owner's saved row, or the
 * defaults before he saves any (and while `next build` prerenders, like currentRateCard). A row
 * that no longer fits the schema (a field added since) gives the defaults, never a broken estimate.
 */
export async function currentEstimatorSettings(): Promise<EstimatorSettings> {
  if (isBuildPhase()) return defaultEstimatorSettings;
  const row = await getDb().estimatorSettings.findUnique({ where: { id: 1 }, select: { settings: true } });
  if (!row) return defaultEstimatorSettings;
  const parsed = estimatorSettingsSchema.safeParse(row.settings);
  return parsed.success ? parsed.data : defaultEstimatorSettings;
}

/** Saves the owner's settings (checked by estimatorSettingsSchema): the next estimate prices with them. */
export async function saveEstimatorSettings(settings: EstimatorSettings): Promise<EstimatorSettings> {
  const data = { settings: settings as unknown as object, updatedAt: new Date() };
  await getDb().estimatorSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
  return settings;
}

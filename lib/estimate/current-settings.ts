import "server-only";
import { defaultEstimatorSettings, type EstimatorSettings } from "./settings";

/**
 * The estimator settings the site computes with now: the one place the page, its server action
 * and POST /api/estimate get them. Today the defaults; the wiring point for the owner's saved
 * settings (the admin's estimator settings).
 */
export async function currentEstimatorSettings(): Promise<EstimatorSettings> {
  return defaultEstimatorSettings;
}

import "server-only";
import { parseOr400 } from "@/lib/http/parse";
import { currentRateCard } from "@/lib/rate-card/current";
import { estimate } from "./calculate";
import { currentEstimatorSettings } from "./current-settings";
import { estimateInputSchema } from "./schema";

/**
 * POST /api/estimate's answer: the body checked (a 400 otherwise), then estimated from the
 * current rate card and settings. The same numbers the page shows for the same inputs.
 */
export async function estimateResponse(body: unknown) {
  const input = parseOr400(estimateInputSchema, body);
  const [rateCard, settings] = await Promise.all([currentRateCard(), currentEstimatorSettings()]);
  const { lowCents, highCents, litres, lines, assumptions } = estimate(input, rateCard, settings);
  return { lowCents, highCents, litres, lines, assumptions };
}

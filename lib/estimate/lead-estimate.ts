import "server-only";
import { currentRateCard } from "@/lib/rate-card/current";
import { estimate, type EstimateLine } from "./calculate";
import { currentEstimatorSettings } from "./current-settings";
import type { EstimateInput } from "./schema";

/**
 * The estimate a lead carries (leads.estimate, the admin's lead JSON): the inputs
 * the visitor sent, checked by the estimator's one schema, and what the server computed from
 * them with the rate card and settings of that moment. The browser's numbers are never taken:
 * a lead only ever holds a range this server computed.
 */
export interface LeadEstimate {
  input: EstimateInput;
  lowCents: number;
  highCents: number;
  litres: number;
  lines: EstimateLine[];
  assumptions: string[];
  /** The sum of the lines with GST: the middle of the range, before its spread. */
  totalCents: number;
  computedAt: string;
}

/** Recomputes a lead's estimate on the server from its checked inputs. */
export async function leadEstimateFor(input: EstimateInput, now = new Date()): Promise<LeadEstimate> {
  const [rateCard, settings] = await Promise.all([currentRateCard(), currentEstimatorSettings()]);
  const { lowCents, highCents, litres, lines, assumptions, totalCents } = estimate(input, rateCard, settings);
  return { input, lowCents, highCents, litres, lines, assumptions, totalCents, computedAt: now.toISOString() };
}

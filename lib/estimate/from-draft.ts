import { estimate, type Estimate, type RateCardPrice } from "./calculate";
import { draftToBody, fieldOfIssue, type EstimateDraft } from "./draft";
import { estimateInputSchema, estimateMessages, type EstimateInput } from "./schema";
import type { EstimatorSettings } from "./settings";

export type DraftEstimate =
  /** Nothing chosen yet: the calculator asks for a room, the house or a fence. */
  | { status: "empty" }
  /** A field is wrong: its message under it (by field name), no range. */
  | { status: "invalid"; fieldErrors: Record<string, string> }
  | { status: "ready"; input: EstimateInput; result: Estimate };

/** The calculator's answer for the form as it stands: the same check and calculation as POST /api/estimate. */
export function estimateDraft(draft: EstimateDraft, rateCard: readonly RateCardPrice[], settings: EstimatorSettings): DraftEstimate {
  const parsed = estimateInputSchema.safeParse(draftToBody(draft));
  if (parsed.success) return { status: "ready", input: parsed.data, result: estimate(parsed.data, rateCard, settings) };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    if (issue.message === estimateMessages.nothing) continue;
    fieldErrors[fieldOfIssue(issue.path)] ??= issue.message;
  }
  return Object.keys(fieldErrors).length === 0 ? { status: "empty" } : { status: "invalid", fieldErrors };
}

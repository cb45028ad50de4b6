"use server";

import { currentEstimatorSettings } from "@/lib/estimate/current-settings";
import { applyIntent, draftFromFormData, intentOf, type EstimateDraft } from "@/lib/estimate/draft";
import { estimateDraft, type DraftEstimate } from "@/lib/estimate/from-draft";
import { currentRateCard } from "@/lib/rate-card/current";

export interface EstimateFormState {
  draft: EstimateDraft;
  /** The draft's estimate, computed on the server: what the page shows before the browser computes its own. */
  answer: DraftEstimate;
  /** Where the page opens after a post without JavaScript: the answer, or the room just added. */
  focus?: "result" | `room:${number}`;
}

/**
 * The calculator without JavaScript: the posted form and the button pressed (a preset, add or
 * remove a room, or "Show my estimate") become the new form; the page renders it and its
 * estimate on the server with the same module the browser uses. Nothing is stored.
 */
export async function updateEstimateAction(_previous: EstimateFormState, formData: FormData): Promise<EstimateFormState> {
  const intent = intentOf(formData.get("intent"));
  const draft = applyIntent(draftFromFormData(formData), intent);
  const [rateCard, settings] = await Promise.all([currentRateCard(), currentEstimatorSettings()]);
  return { draft, answer: estimateDraft(draft, rateCard, settings), focus: intent.type === "add-room" ? `room:${draft.rooms.length - 1}` : "result" };
}

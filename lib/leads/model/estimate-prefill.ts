import { budgetRanges, type QuoteFormValues } from "./request-fields";
import type { Estimate } from "@/lib/estimate/calculate";
import type { EstimateKind } from "@/lib/estimate/draft";
import type { EstimateInput } from "@/lib/estimate/schema";

/** Upper bounds (cents) of the quote form's budget ranges, in their order; the last is open. */
const budgetCeilings = [200_000, 500_000, 1_000_000, 2_000_000];

/**
 * What "Send this to Orbit for a firm quote" fills in on the quote form: the service, and the
 * budget range holding the middle of the estimate. Both stay the visitor's to change.
 */
export function quotePrefill(kind: EstimateKind, result?: Pick<Estimate, "lowCents" | "highCents">): Pick<QuoteFormValues, "service" | "budgetRange"> {
  const service = kind === "both" ? "" : kind;
  if (!result) return { service, budgetRange: "" };
  const middle = (result.lowCents + result.highCents) / 2;
  const index = budgetCeilings.findIndex((ceiling) => middle < ceiling);
  return { service, budgetRange: budgetRanges[index === -1 ? budgetCeilings.length : index]! };
}

/** The job in a few words: "7 rooms inside, the house outside, 20 m of fences". */
export function estimateSummary(input: EstimateInput): string {
  const rooms = input.interior?.rooms.length ?? 0;
  const fence = input.exterior?.fences?.metres ?? 0;
  return [
    rooms > 0 && `${rooms} ${rooms === 1 ? "room" : "rooms"} inside`,
    input.exterior?.house && "the house outside",
    fence > 0 && `${fence.toLocaleString("en-AU")} m of fences`,
  ]
    .filter(Boolean)
    .join(", ");
}

import "server-only";
import { revalidatePath } from "next/cache";

/**
 * /estimate is prerendered with the rate card and the estimator settings in its HTML: a change
 * to either marks it stale, so the next visit renders it again with the new rates (and the
 * calculator in the browser computes with them). Outside a Next request (the integration tests
 * calling a route directly, a script) there is no cached page to mark, and Next throws: skipped.
 */
export function refreshEstimatePage(): void {
  try {
    revalidatePath("/estimate");
  } catch (error) {
    if (!(error instanceof Error && error.message.includes("static generation store missing"))) throw error;
  }
}

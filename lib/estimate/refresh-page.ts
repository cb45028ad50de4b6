import "server-only";
import { revalidateTag } from "next/cache";
import { purgeFromPageCache } from "@/lib/http/page-cache-purge";

/**
 * The tag Next gives the /estimate page itself: what revalidatePath("/estimate") would expire.
 * Here it is marked stale instead ("max": stale-while-revalidate), so the next visit is still
 * answered with the page as it was, the one its Content-Security-Policy was hashed from
 * (lib/security/prerendered-pages.ts), while the page is rendered again in the background; the
 * visit after gets the new rates. An expired page would be rendered for that visit, with inline
 * scripts no hash covers yet, and its calculator would not start.
 */
const ESTIMATE_PAGE_TAG = "_N_T_/estimate";

/**
 * /estimate is prerendered with the rate card and the estimator settings in its HTML: a change
 * to either renders it again, and drops it from the server's page cache, which would otherwise
 * keep the old page for its hour (s-maxage). Outside a Next request (the integration tests calling a route
 * directly, a script) there is no cached page to mark, and Next throws: skipped.
 */
export function refreshEstimatePage(): void {
  try {
    revalidateTag(ESTIMATE_PAGE_TAG, "max");
  } catch (error) {
    if (!(error instanceof Error && error.message.includes("static generation store missing"))) throw error;
  }
  purgeFromPageCache("/estimate");
}

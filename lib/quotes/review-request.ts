import "server-only";
import { getConfig } from "@/lib/config";

/** GOOGLE_REVIEW_URL is set: Won requests may be asked for a review (the panel shows the button). */
export function reviewRequestsEnabled(): boolean {
  return Boolean(getConfig().reviews.reviewUrl);
}

import { adminRoute } from "@/lib/auth/guard";
import { quoteListQuerySchema } from "@/lib/quotes/admin-schemas";
import { listQuotes } from "@/lib/quotes/list";
import { parseQueryOr400 } from "@/lib/http/parse";
import { withServerTiming } from "@/lib/quotes/timing";
import { otherMethods } from "@/lib/http/methods";
import { reviewRequestsEnabled } from "@/lib/quotes/review-request";

export const dynamic = "force-dynamic";

/**
 * `?page&limit&archived` (plus `q`, `service`, `status`, `sort`) → `{ data, pagination,
 * statusCounts, reviewRequests }`; reviewRequests: GOOGLE_REVIEW_URL is set, so Won cards may
 * offer "Ask for a review".
 */
export const GET = withServerTiming(
  adminRoute(async (request) => {
    const query = parseQueryOr400(quoteListQuerySchema, request);
    return Response.json({ ...(await listQuotes(query)), reviewRequests: reviewRequestsEnabled() });
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

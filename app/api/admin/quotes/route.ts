import { adminRoute } from "@/lib/auth/guard";
import { leadListQuerySchema } from "@/lib/leads/admin-schemas";
import { listLeads } from "@/lib/leads/list";
import { parseQueryOr400 } from "@/lib/http/parse";
import { withServerTiming } from "@/lib/leads/timing";
import { otherMethods } from "@/lib/http/methods";
import { reviewRequestsEnabled } from "@/lib/leads/review-request";

export const dynamic = "force-dynamic";

/**
 * `?page&limit&archived` (plus `q`, `service`, `status`, `sort`) → `{ data, pagination,
 * statusCounts, reviewRequests }`; reviewRequests: GOOGLE_REVIEW_URL is set, so Won cards may
 * offer "Ask for a review".
 */
export const GET = withServerTiming(
  adminRoute(async (request) => {
    const query = parseQueryOr400(leadListQuerySchema, request);
    return Response.json({ ...(await listLeads(query)), reviewRequests: reviewRequestsEnabled() });
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

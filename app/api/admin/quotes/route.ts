import { adminRoute } from "@/lib/auth/guard";
import { leadListQuerySchema } from "@/lib/leads/model/admin-schemas";
import { parseQueryOr400 } from "@/lib/http/parse";
import { withServerTiming } from "@/lib/leads/http/timing";
import { otherMethods } from "@/lib/http/methods";
import { panelList } from "@/lib/panel/panel-start";

export const dynamic = "force-dynamic";

/**
 * `?page&limit&archived` (plus `q`, `service`, `status`, `sort`) → `{ data, pagination,
 * statusCounts, reviewRequests }`; reviewRequests: GOOGLE_REVIEW_URL is set, so Won cards may
 * offer "Ask for a review".
 */
export const GET = withServerTiming(
  adminRoute(async (request) => {
    const query = parseQueryOr400(leadListQuerySchema, request);
    return Response.json(await panelList(query));
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

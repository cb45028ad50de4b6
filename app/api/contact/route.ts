import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { quoteListQuerySchema } from "@/lib/quotes/admin-schemas";
import { listQuotes, toDashboardQuote } from "@/lib/quotes/list";
import { parseQueryOr400 } from "@/lib/quotes/parse";
import { withServerTiming } from "@/lib/quotes/timing";

export const dynamic = "force-dynamic";

/** How many of the newest active requests the dashboard shows. */
const DASHBOARD_LIMIT = 50;

/**
 * SPEC section 7's dashboard list, for admins only (DESIGN section 2): `{ data, total }`, the
 * newest active requests first. Accepts the admin list's `q`, `service` and `page` too.
 */
export const GET = withServerTiming(
  adminRoute(async (request) => {
    const query = parseQueryOr400(quoteListQuerySchema.omit({ archived: true, limit: true }), request);
    const { data, pagination } = await listQuotes({ ...query, archived: false, limit: DASHBOARD_LIMIT });
    return Response.json(
      { data: data.map(toDashboardQuote), total: pagination.total, page: pagination.page, totalPages: pagination.totalPages },
      { headers: { "Cache-Control": "no-store" } },
    );
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

import { adminRoute } from "@/lib/auth/guard";
import { quoteListQuerySchema } from "@/lib/quotes/admin-schemas";
import { listQuotes } from "@/lib/quotes/list";
import { parseQueryOr400 } from "@/lib/http/parse";
import { withServerTiming } from "@/lib/quotes/timing";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/** `?page&limit&archived` (plus `q` and `service`) → `{ data, pagination }`. */
export const GET = withServerTiming(
  adminRoute(async (request) => {
    const query = parseQueryOr400(quoteListQuerySchema, request);
    return Response.json(await listQuotes(query));
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

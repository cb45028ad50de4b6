import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { assertSameOrigin } from "@/lib/http/origin";
import { apiRoute } from "@/lib/http/route";
import { backToFormPage, isPageFormPost } from "@/lib/http/page-form-post";
import { receiveLeadRequest } from "@/lib/leads/http/receive";
import { leadListQuerySchema } from "@/lib/leads/model/admin-schemas";
import { listLeads, toDashboardLead } from "@/lib/panel/list";
import { parseQueryOr400 } from "@/lib/http/parse";
import { withServerTiming } from "@/lib/leads/http/timing";
import { reviewRequestsEnabled } from "@/lib/leads/services/review-request";

export const dynamic = "force-dynamic";

/** How many of the newest active requests the dashboard shows. */
const DASHBOARD_LIMIT = 50;

/**
 * The dashboard's list, for admins only (it holds customers' personal data): `{ data, total }`, the
 * newest active requests first, with the statusCounts and reviewRequests of the admin list.
 * Accepts the admin list's `q`, `service`, `status`, `sort` and `page` too.
 */
export const GET = withServerTiming(
  adminRoute(async (request) => {
    const query = parseQueryOr400(leadListQuerySchema.omit({ archived: true, limit: true }), request);
    const { data, pagination, statusCounts } = await listLeads({ ...query, archived: false, limit: DASHBOARD_LIMIT });
    return Response.json({
      data: data.map(toDashboardLead),
      total: pagination.total,
      page: pagination.page,
      totalPages: pagination.totalPages,
      statusCounts,
      reviewRequests: reviewRequestsEnabled(),
    });
  }),
);

/**
 * A quote request (the full form with JavaScript, and any API client): 201 with the stored id and a
 * new link (a path on this site) to book the free measure-up.
 * Stored with its alerts, which the job queue delivers. A repeated idempotency key answers the
 * first request's id; spam (kept for review) gets the same-looking success. JSON, or multipart
 * with the same fields and up to five `photos` (the form sends that only when it has photos).
 * A page's own form post (a page cached before the form posted to its server action,
 * components/site/quote-actions.ts) is sent back to the form (303 to `/#contact`), nothing read.
 */
export const POST = apiRoute(async (request: Request) => {
  if (isPageFormPost(request)) return backToFormPage("/#contact");
  assertSameOrigin(request);
  const result = await receiveLeadRequest(request);
  // Spam gets no booking link: there is no lead to book for (its visitor still sees a success);
  // nor does a repeated key from another client (the link is its sender's).
  const stored = result.outcome === "stored" || result.outcome === "duplicate" ? result : null;
  const body = stored ? { success: true, id: stored.lead.id, bookingUrl: stored.bookingPath } : { success: true };
  return Response.json(body, { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");

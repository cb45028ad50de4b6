import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { leadIdSchema } from "@/lib/leads/model/admin-schemas";
import { requestReview } from "@/lib/leads/services/review-request";
import { changedAdminLead } from "@/lib/panel/list";

export const dynamic = "force-dynamic";

/** Queues the Google review e-mail once → 200 the updated row; 409 not Won or asked already; 404 not set up. */
export const POST = adminRoute(async (_request, context: { params: Promise<{ id: string }> }) => {
  const id = parseOr400(leadIdSchema, (await context.params).id);
  await requestReview(id);
  return Response.json({ success: true, data: await changedAdminLead(id) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

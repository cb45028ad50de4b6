import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { dismissAlertFailure } from "@/lib/alerts/failures";
import { alertIdSchema } from "@/lib/leads/model/admin-schemas";
import { parseOr400 } from "@/lib/http/parse";

export const dynamic = "force-dynamic";

/** Takes a failed alert off the banner without sending it; 404 when it is no longer there. */
export const POST = adminRoute(async (_request, context: { params: Promise<{ id: string }> }) => {
  await dismissAlertFailure(parseOr400(alertIdSchema, (await context.params).id));
  return Response.json({ success: true });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

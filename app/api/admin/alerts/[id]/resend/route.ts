import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { resendAlert } from "@/lib/alerts/failures";
import { alertIdSchema } from "@/lib/leads/model/admin-schemas";
import { parseOr400 } from "@/lib/http/parse";

export const dynamic = "force-dynamic";

/** Queues a failed alert again, with all its retries; 404 when it is no longer failed. */
export const POST = adminRoute(async (_request, context: { params: Promise<{ id: string }> }) => {
  await resendAlert(parseOr400(alertIdSchema, (await context.params).id));
  return Response.json({ success: true });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

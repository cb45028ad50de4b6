import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { leadIdSchema } from "@/lib/leads/model/admin-schemas";
import { revokeLeadLinks } from "@/lib/leads/services/revoke-links";

export const dynamic = "force-dynamic";

/** Ends every booking and quote link of the lead at once: 204; 404 for an unknown lead. */
export const POST = adminRoute(async (_request, context: { params: Promise<{ leadId: string }> }) => {
  await revokeLeadLinks(parseOr400(leadIdSchema, (await context.params).leadId));
  return new Response(null, { status: 204 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

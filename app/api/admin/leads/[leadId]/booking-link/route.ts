import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { leadIdSchema } from "@/lib/leads/model/admin-schemas";
import { ownerBookingLink } from "@/lib/leads/services/booking-links";

export const dynamic = "force-dynamic";

/** The lead's one live booking link, for the owner to send by hand: `{ url }`; 404 for an unknown lead. */
export const POST = adminRoute(async (_request, context: { params: Promise<{ leadId: string }> }) => {
  const leadId = parseOr400(leadIdSchema, (await context.params).leadId);
  return Response.json({ url: await ownerBookingLink(leadId) }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

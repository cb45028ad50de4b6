import { adminRoute } from "@/lib/auth/guard";
import { readJsonBody } from "@/lib/http/body";
import { leadIdSchema, leadUpdateSchema } from "@/lib/leads/admin-schemas";
import { parseOr400 } from "@/lib/http/parse";
import { updateLead } from "@/lib/leads/update";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/** Changes highlighted and/or archived, nothing else; 404 for an unknown id. */
export const PATCH = adminRoute(async (request, context: { params: Promise<{ id: string }> }) => {
  const id = parseOr400(leadIdSchema, (await context.params).id);
  const update = parseOr400(leadUpdateSchema, await readJsonBody(request));
  return Response.json({ success: true, data: await updateLead(id, update) });
});

export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");

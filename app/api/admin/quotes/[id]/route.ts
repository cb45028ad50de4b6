import { adminRoute } from "@/lib/auth/guard";
import { readJsonBody } from "@/lib/http/body";
import { leadIdSchema, leadUpdateSchema } from "@/lib/leads/model/admin-schemas";
import { parseOr400 } from "@/lib/http/parse";
import { deleteLead } from "@/lib/quotes/services/delete-lead";
import { updateLead } from "@/lib/leads/services/update";
import { changedAdminLead } from "@/lib/panel/list";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/** Changes highlighted and/or archived, nothing else; 404 for an unknown id. */
export const PATCH = adminRoute(async (request, context: { params: Promise<{ id: string }> }) => {
  const id = parseOr400(leadIdSchema, (await context.params).id);
  const update = parseOr400(leadUpdateSchema, await readJsonBody(request));
  await updateLead(id, update);
  return Response.json({ success: true, data: await changedAdminLead(id) });
});

/** Deletes the request with its photos, notes and alerts, for good (the panel asks first); 404 when gone. */
export const DELETE = adminRoute(async (_request, context: { params: Promise<{ id: string }> }) => {
  const id = parseOr400(leadIdSchema, (await context.params).id);
  return Response.json({ success: true, ...(await deleteLead(id)) });
});

export const { GET, POST, PUT } = otherMethods("PATCH", "DELETE");

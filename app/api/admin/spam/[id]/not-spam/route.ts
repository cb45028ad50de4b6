import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { spamIdSchema } from "@/lib/leads/model/admin-schemas";
import { parseOr400 } from "@/lib/http/parse";
import { markNotSpam } from "@/lib/leads/services/spam";

export const dynamic = "force-dynamic";

/** "Not spam": into the inbox with its alerts; `{ success, id }` (the inbox id); 404 when gone. */
export const POST = adminRoute(async (_request, context: { params: Promise<{ id: string }> }) => {
  const id = parseOr400(spamIdSchema, (await context.params).id);
  return Response.json({ success: true, ...(await markNotSpam(id)) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

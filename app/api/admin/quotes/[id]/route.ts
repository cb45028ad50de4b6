import { adminRoute } from "@/lib/auth/guard";
import { readJsonBody } from "@/lib/http/body";
import { quoteIdSchema, quoteUpdateSchema } from "@/lib/quotes/admin-schemas";
import { parseOr400 } from "@/lib/http/parse";
import { updateQuote } from "@/lib/quotes/update";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/** Changes highlighted and/or archived, nothing else; 404 for an unknown id. */
export const PATCH = adminRoute(async (request, context: { params: Promise<{ id: string }> }) => {
  const id = parseOr400(quoteIdSchema, (await context.params).id);
  const update = parseOr400(quoteUpdateSchema, await readJsonBody(request));
  return Response.json({ success: true, data: await updateQuote(id, update) });
});

export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");

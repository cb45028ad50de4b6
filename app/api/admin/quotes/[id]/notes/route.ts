import { adminRoute } from "@/lib/auth/guard";
import { readJsonBody } from "@/lib/http/body";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { noteBodySchema, leadIdSchema } from "@/lib/leads/model/admin-schemas";
import { addNote } from "@/lib/leads/services/notes";

export const dynamic = "force-dynamic";

/** `{ body }` → 201 the new note; 404 for an unknown request. */
export const POST = adminRoute(async (request, context: { params: Promise<{ id: string }> }) => {
  const id = parseOr400(leadIdSchema, (await context.params).id);
  const { body } = parseOr400(noteBodySchema, await readJsonBody(request));
  return Response.json(await addNote(id, body), { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

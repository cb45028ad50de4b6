import { adminRoute } from "@/lib/auth/guard";
import { readJsonBody } from "@/lib/http/body";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { noteBodySchema, noteIdSchema, leadIdSchema } from "@/lib/leads/model/admin-schemas";
import { deleteNote, editNote } from "@/lib/leads/services/notes";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string; noteId: string }> };

async function ids(context: Context) {
  const params = await context.params;
  return { id: parseOr400(leadIdSchema, params.id), noteId: parseOr400(noteIdSchema, params.noteId) };
}

/** `{ body }` → the edited note; 404 when the note is not on this request. */
export const PATCH = adminRoute(async (request, context: Context) => {
  const { id, noteId } = await ids(context);
  const { body } = parseOr400(noteBodySchema, await readJsonBody(request));
  return Response.json(await editNote(id, noteId, body));
});

/** 204; 404 when the note is not on this request. */
export const DELETE = adminRoute(async (_request, context: Context) => {
  const { id, noteId } = await ids(context);
  await deleteNote(id, noteId);
  return new Response(null, { status: 204 });
});

export const { GET, POST, PUT } = otherMethods("PATCH", "DELETE");

import "server-only";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { Prisma } from "@/lib/generated/prisma/client";
import { noteMessages, leadMessages } from "@/lib/leads/model/admin-schemas";
import { noteColumnsSql, type NoteRow } from "@/lib/leads/model/row";
import type { LeadNoteJson } from "@/lib/leads/model/view";

/**
 * The owner's internal notes on a request: added, edited and deleted here, read with the list
 * (lib/panel/list.ts). Nothing here sends anything: notes never reach the customer.
 */
const toJson = (note: NoteRow): LeadNoteJson => ({ ...note, createdAt: note.createdAt.toISOString(), updatedAt: note.updatedAt.toISOString() });

/** Adds a note; 404 when the request does not exist (one statement: no gap for a delete). */
export async function addNote(leadId: number, body: string): Promise<LeadNoteJson> {
  const [note] = await getDb().$queryRaw<NoteRow[]>`
    INSERT INTO "lead_notes" ("leadId", "body")
    SELECT "id", ${body} FROM "leads" WHERE "id" = ${leadId}
    RETURNING ${Prisma.raw(noteColumnsSql)}`;
  if (!note) throw new HttpError(404, leadMessages.notFound);
  return toJson(note);
}

/** Replaces a note's text; 404 when that note is not on that request (one statement). */
export async function editNote(leadId: number, noteId: number, body: string): Promise<LeadNoteJson> {
  const [note] = await getDb().$queryRaw<NoteRow[]>`
    UPDATE "lead_notes" SET "body" = ${body}, "updatedAt" = now()
    WHERE "id" = ${noteId} AND "leadId" = ${leadId}
    RETURNING ${Prisma.raw(noteColumnsSql)}`;
  if (!note) throw new HttpError(404, noteMessages.notFound);
  return toJson(note);
}

/** Deletes a note; 404 when that note is not on that request. */
export async function deleteNote(leadId: number, noteId: number): Promise<void> {
  const { count } = await getDb().leadNote.deleteMany({ where: { id: noteId, leadId } });
  if (count === 0) throw new HttpError(404, noteMessages.notFound);
}

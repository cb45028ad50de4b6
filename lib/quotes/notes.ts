import "server-only";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { Prisma } from "@/lib/generated/prisma/client";
import { noteMessages, quoteMessages } from "./admin-schemas";
import { noteColumnsSql, type NoteRow } from "./row";
import type { QuoteNoteJson } from "./view";

/**
 * The owner's internal notes on a request: added, edited and deleted here, read with the list
 * (lib/quotes/list.ts). Nothing here sends anything: notes never reach the customer.
 */
const toJson = (note: NoteRow): QuoteNoteJson => ({ ...note, createdAt: note.createdAt.toISOString(), updatedAt: note.updatedAt.toISOString() });

/** Adds a note; 404 when the request does not exist (one statement: no gap for a delete). */
export async function addNote(quoteId: number, body: string): Promise<QuoteNoteJson> {
  const [note] = await getDb().$queryRaw<NoteRow[]>`
    INSERT INTO "quote_notes" ("quoteId", "body")
    SELECT "id", ${body} FROM "contact_submissions" WHERE "id" = ${quoteId}
    RETURNING ${Prisma.raw(noteColumnsSql)}`;
  if (!note) throw new HttpError(404, quoteMessages.notFound);
  return toJson(note);
}

/** Replaces a note's text; 404 when that note is not on that request (one statement). */
export async function editNote(quoteId: number, noteId: number, body: string): Promise<QuoteNoteJson> {
  const [note] = await getDb().$queryRaw<NoteRow[]>`
    UPDATE "quote_notes" SET "body" = ${body}, "updatedAt" = now()
    WHERE "id" = ${noteId} AND "quoteId" = ${quoteId}
    RETURNING ${Prisma.raw(noteColumnsSql)}`;
  if (!note) throw new HttpError(404, noteMessages.notFound);
  return toJson(note);
}

/** Deletes a note; 404 when that note is not on that request. */
export async function deleteNote(quoteId: number, noteId: number): Promise<void> {
  const { count } = await getDb().quoteNote.deleteMany({ where: { id: noteId, quoteId } });
  if (count === 0) throw new HttpError(404, noteMessages.notFound);
}

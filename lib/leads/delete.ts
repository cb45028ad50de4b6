import "server-only";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { leadMessages } from "./admin-input-rules";

/**
 * Deletes a lead for good, at the owner's request (a customer asking to be forgotten, APP 11):
 * one DELETE, and the database takes everything of it with it (ON DELETE CASCADE): its photos,
 * notes, alerts, history, booking links, visits and written quotes; the inbox's counts follow by
 * their triggers. Alert jobs still queued find no row and send nothing. 404 when it is gone already.
 */
export async function deleteLead(id: number): Promise<{ id: number }> {
  const { count } = await getDb().lead.deleteMany({ where: { id } });
  if (count === 0) throw new HttpError(404, leadMessages.notFound);
  return { id };
}

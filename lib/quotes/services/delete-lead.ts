import "server-only";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { eraseLeadKeepingRecords } from "./erase";
import { leadMessages } from "@/lib/leads/model/admin-input-rules";

/**
 * Deletes a lead for good, at the owner's request (a customer asking to be forgotten, APP 11):
 * one DELETE, and the database takes everything of it with it (ON DELETE CASCADE): its photos,
 * notes, alerts, history, booking links, visits and written quotes; the inbox's counts follow by
 * their triggers. Alert jobs still queued find no row and send nothing. A lead holding a tax
 * invoice or an acceptance is erased instead: its records stay five years without the customer's
 * details but what the tax invoice must keep (lib/quotes/services/erase.ts). 404 when it is gone already.
 */
export async function deleteLead(id: number, now = new Date()): Promise<{ id: number; recordsKeptUntil?: string }> {
  const lead = await getDb().lead.findUnique({ where: { id }, select: { erasedAt: true } });
  if (!lead || lead.erasedAt) throw new HttpError(404, leadMessages.notFound);
  const kept = await eraseLeadKeepingRecords(id, now);
  if (kept) return { id, recordsKeptUntil: kept.recordsKeptUntil };
  const { count } = await getDb().lead.deleteMany({ where: { id } });
  if (count === 0) throw new HttpError(404, leadMessages.notFound);
  return { id };
}

import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { leadMessages, type LeadUpdate } from "@/lib/leads/model/admin-schemas";
import type { LeadStatus, LostReason } from "@/lib/leads/model/status";

/**
 * Sets highlighted, archived and/or the status (with its lost reason) in one UPDATE, whose
 * CASEs keep the status's times (docs/product.md, "Lead status"): firstResponseAt on the first
 * move out of New; quoteSentAt on the first move to quote_sent or won; decidedAt when it becomes
 * won or lost (kept while it stays so, cleared when it leaves). The schema has already refused a
 * lost without a reason and a reason without lost. 404 when the lead does not exist (the route
 * answers the row as the list shows it, lib/panel/list.ts).
 */
export async function updateLead(id: number, update: LeadUpdate): Promise<void> {
  const count = await getDb().$executeRaw`
    UPDATE "leads" SET
      "highlighted" = coalesce(${update.highlighted ?? null}::boolean, "highlighted"),
      "archived" = coalesce(${update.archived ?? null}::boolean, "archived"),
      ${statusAssignmentsSql(update.status ?? null, update.lostReason ?? null)}
    WHERE "id" = ${id}`;
  if (count === 0) throw new HttpError(404, leadMessages.notFound);
}

/**
 * The SET assignments of a status change (null: the status stays) with the times it keeps, for an
 * UPDATE of "leads": the owner's change above, and the written quotes' own moves
 * (sent, accepted, declined: lib/quotes/) inside their statements.
 */
export function statusAssignmentsSql(status: LeadStatus | null, lostReason: LostReason | null): Prisma.Sql {
  return Prisma.sql`"status" = coalesce(${status}::varchar, "status"),
      "lost_reason" = CASE WHEN ${status}::varchar IS NULL THEN "lost_reason" ELSE ${lostReason}::varchar END,
      "firstResponseAt" = CASE WHEN ${status}::varchar <> 'new' THEN coalesce("firstResponseAt", now()) ELSE "firstResponseAt" END,
      "quoteSentAt" = CASE WHEN ${status}::varchar IN ('quote_sent', 'won') THEN coalesce("quoteSentAt", now()) ELSE "quoteSentAt" END,
      "decidedAt" = CASE
        WHEN ${status}::varchar IS NULL THEN "decidedAt"
        WHEN ${status}::varchar IN ('won', 'lost') THEN CASE WHEN "status" = ${status}::varchar THEN "decidedAt" ELSE now() END
        ELSE NULL END`;
}

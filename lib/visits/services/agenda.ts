import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { z } from "@/lib/zod";
import { photoCountSql } from "@/lib/photos/storage";
import { sydneyTimeZone } from "@/lib/sydney-time";
import { isNswPostcode } from "@/lib/visits/model/postcode";
import { sydneyIso } from "@/lib/visits/model/slot-text";
import { addDays, isDay, sydneyDay, sydneyInstant } from "@/lib/visits/model/sydney-day";
import { addressLine, mapsUrl, type VisitRow } from "@/lib/visits/model/visit-row";

/** The agenda's default span: today and the next 7 days. */
export const AGENDA_DAYS = 7;
/** The longest span one call may ask for (days, both ends included). */
export const MAX_AGENDA_DAYS = 62;

const dayParam = (name: string) => z.string({ error: `${name} must be a date like 2026-12-24.` }).refine(isDay, `${name} must be a date like 2026-12-24.`);

/** `GET /api/admin/visits?from&to`: Sydney days, both included; by default today and the next 7 days. */
export const agendaQuerySchema = z
  .strictObject(
    { from: dayParam("from").optional(), to: dayParam("to").optional() },
    { error: (issue) => (issue.code === "unrecognized_keys" ? "Only from and to can be given." : undefined) },
  )
  .transform(({ from, to }, context) => {
    const first = from ?? sydneyDay(new Date());
    const last = to ?? addDays(first, AGENDA_DAYS);
    if (last < first) context.addIssue({ code: "custom", message: "to must not be before from.", path: ["to"] });
    else if (addDays(first, MAX_AGENDA_DAYS - 1) < last) context.addIssue({ code: "custom", message: `At most ${MAX_AGENDA_DAYS} days at once.`, path: ["to"] });
    return { from: first, to: last };
  });

/** One visit in the owner's agenda: when, where (with a maps link), whose, and how many photos came with the lead. */
export type AgendaVisit = {
  id: number;
  start: string;
  end: string;
  address: string;
  mapsUrl: string;
  outsideNsw: boolean;
  lead: { id: number; name: string; phone: string; email: string; service: string | null; status: string; photoCount: number };
};

type AgendaRow = Pick<VisitRow, "id" | "startsAt" | "endsAt" | "street" | "suburb" | "postcode"> & {
  leadId: number;
  name: string;
  phone: string;
  email: string;
  service: string | null;
  status: string;
  photoCount: number;
};

/** The active visits starting on the Sydney days from `from` to `to`, in time order. */
export async function listAgenda({ from, to }: { from: string; to: string }): Promise<{ from: string; to: string; timeZone: string; data: AgendaVisit[] }> {
  const rows = await getDb().$queryRaw<AgendaRow[]>`
    SELECT v."id", v."startsAt", v."endsAt", v."street", v."suburb", v."postcode", v."leadId",
           c."name", c."phone", c."email", c."service", c."status", ${photoCountSql(Prisma.sql`c`)} AS "photoCount"
    FROM "visits" v JOIN "leads" c ON c."id" = v."leadId"
    WHERE v."cancelledAt" IS NULL AND v."startsAt" >= ${sydneyInstant(from, "00:00")} AND v."startsAt" < ${sydneyInstant(to, "24:00")}
    ORDER BY v."startsAt", v."id"`;
  const data = rows.map((row) => ({
    id: row.id,
    start: sydneyIso(row.startsAt),
    end: sydneyIso(row.endsAt),
    address: addressLine(row),
    mapsUrl: mapsUrl(row),
    outsideNsw: !isNswPostcode(row.postcode),
    lead: { id: row.leadId, name: row.name, phone: row.phone, email: row.email, service: row.service, status: row.status, photoCount: row.photoCount },
  }));
  return { from, to, timeZone: sydneyTimeZone, data };
}

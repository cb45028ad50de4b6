import "server-only";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { rateCardMessages, type RateCardItemCreate, type RateCardItemUpdate } from "./item-schema";
import { starterRateCard } from "./starter";
import type { RateCardUnit } from "./units";

/** A rate card item as the API answers it: the fields every user of the rate card shares. */
export interface RateCardItemJson {
  id: number;
  key: string | null;
  name: string;
  unit: RateCardUnit;
  unitPriceCents: number;
  description: string;
  archivedAt: string | null;
  sortOrder: number;
}

const itemSelect = { id: true, key: true, name: true, unit: true, unitPriceCents: true, description: true, archivedAt: true, sortOrder: true } as const satisfies Prisma.RateCardItemSelect;
type ItemRow = Prisma.RateCardItemGetPayload<{ select: typeof itemSelect }>;

const toJson = (row: ItemRow): RateCardItemJson => ({ ...row, unit: row.unit as RateCardUnit, archivedAt: row.archivedAt?.toISOString() ?? null });

/** Every item: the active ones by sortOrder then name, then the archived ones. */
export async function listRateCard(): Promise<RateCardItemJson[]> {
  // Active (archivedAt null) first; the archived ones after them, most recently archived first.
  const rows = await getDb().rateCardItem.findMany({ select: itemSelect, orderBy: [{ archivedAt: { sort: "desc", nulls: "first" } }, { sortOrder: "asc" }, { name: "asc" }, { id: "asc" }] });
  return rows.map(toJson);
}

export async function createRateCardItem(input: RateCardItemCreate): Promise<RateCardItemJson> {
  return toJson(await getDb().rateCardItem.create({ data: input, select: itemSelect }));
}

/** Edits an item, or archives (archived: true) or restores it; 404 for an unknown id. */
export async function updateRateCardItem(id: number, update: RateCardItemUpdate): Promise<RateCardItemJson> {
  const { archived, ...fields } = update;
  const db = getDb();
  const current = await db.rateCardItem.findUnique({ where: { id }, select: { archivedAt: true } });
  if (!current) throw new HttpError(404, rateCardMessages.notFound);
  // Archiving an archived item keeps the time it was first archived. Items are never deleted.
  const archivedAt = archived === undefined ? undefined : archived ? (current.archivedAt ?? new Date()) : null;
  return toJson(await db.rateCardItem.update({ where: { id }, data: { ...fields, archivedAt, updatedAt: new Date() }, select: itemSelect }));
}

/**
 * Adds the starter items (lib/rate-card/starter.ts) that are not stored yet, by key: at every
 * start, so a starter item added later reaches an existing database, and the owner's edits and
 * archives of the others stay as he left them. Answers how many were added.
 */
export async function ensureStarterRateCard(): Promise<number> {
  const { count } = await getDb().rateCardItem.createMany({
    data: starterRateCard.map((item, index) => ({ ...item, sortOrder: (index + 1) * 10 })),
    skipDuplicates: true,
  });
  return count;
}

import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { CleanPhoto } from "./process";

/**
 * Where photo bytes live: the lead_photos table, beside their request, so one database backup
 * holds everything and a photo is deleted with its request (ON DELETE CASCADE). The only module
 * that writes or reads the bytes: an object store could replace the table here (the statement
 * storing a request would then store keys) without touching the routes.
 */

/** Who a photo belongs to: a lead in the inbox, or a request kept as spam (their columns). */
const ownerColumns = { lead: Prisma.raw(`"leadId"`), spam: Prisma.raw(`"spamId"`) };

/**
 * A common table expression that stores `photos` with the row of `ownerCte` (its "id"), in the
 * statement that stores the request: the request and its photos are kept together or not at all,
 * and a repeated request (no row) stores no photo.
 */
export function insertPhotosSql(ownerCte: Prisma.Sql, owner: keyof typeof ownerColumns, photos: CleanPhoto[]): Prisma.Sql {
  const rows = photos.map(
    (photo, index) =>
      Prisma.sql`(${index + 1}::int, ${photo.bytes}::bytea, ${photo.thumbnail}::bytea, ${photo.width}::int, ${photo.height}::int, ${photo.contentType}::text)`,
  );
  return Prisma.sql`"photo_rows" AS (
    INSERT INTO "lead_photos" (${ownerColumns[owner]}, "n", "bytes", "thumbnail", "width", "height", "contentType")
    SELECT o."id", v.* FROM ${ownerCte} o, (VALUES ${Prisma.join(rows)}) v
    RETURNING 1
  )`;
}

/**
 * A common table expression that moves a spam request's photos to the request "Not spam" made of
 * it (`leadCte`'s "id"), in the same statement.
 */
export function movePhotosFromSpamSql(leadCte: Prisma.Sql, spamId: number): Prisma.Sql {
  return Prisma.sql`"moved_photos" AS (
    UPDATE "lead_photos" SET "leadId" = (SELECT "id" FROM ${leadCte}), "spamId" = NULL
    WHERE "spamId" = ${spamId} AND EXISTS (SELECT 1 FROM ${leadCte})
    RETURNING 1
  )`;
}

/** How many photos a lead has, as a SQL expression over the row named `leadAlias`: an index look-up, no bytes. */
export const photoCountSql = (leadAlias: Prisma.Sql) => Prisma.sql`(SELECT count(*)::int FROM "lead_photos" p WHERE p."leadId" = ${leadAlias}."id")`;

/** One photo of a request, full size or its thumbnail (always a JPEG); null when there is none. */
export async function readPhoto(leadId: number, n: number, size: "full" | "thumbnail"): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const where = { leadId_n: { leadId, n } };
  if (size === "thumbnail") {
    const photo = await getDb().leadPhoto.findUnique({ where, select: { thumbnail: true } });
    return photo && { bytes: photo.thumbnail, contentType: "image/jpeg" };
  }
  const photo = await getDb().leadPhoto.findUnique({ where, select: { bytes: true, contentType: true } });
  return photo && { bytes: photo.bytes, contentType: photo.contentType };
}

/** The numbers of a request's photos, in order, without their bytes (the owner's alert links to each). */
export async function photoNumbers(leadId: number): Promise<number[]> {
  const rows = await getDb().leadPhoto.findMany({ where: { leadId }, orderBy: { n: "asc" }, select: { n: true } });
  return rows.map((row) => row.n);
}

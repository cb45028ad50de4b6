import "server-only";
import { getDb } from "@/lib/db";
import type { CleanPhoto } from "./process";

/**
 * Where photo bytes live: the quote_photos table, beside their request, so one database backup
 * holds everything and a photo is deleted with its request (ON DELETE CASCADE). The only module
 * that writes or reads the bytes: an object store could replace the table here (the statement
 * storing a request would then store keys) without touching the routes.
 */

/** Who a photo belongs to: a request in the inbox, or one kept as spam. */
type Owner = "quoteId" | "spamId";

/**
 * A common table expression that stores `photos` with the row of `ownerCte` (its "id"), in the
 * statement that stores the request: the request and its photos are kept together or not at all,
 * and a repeated request (no row) stores no photo. Placeholders start at $`first`.
 */
export function insertPhotosSql(ownerCte: string, owner: Owner, photos: CleanPhoto[], first: number): { sql: string; params: unknown[] } {
  const rows = photos.map((_, index) => {
    const p = first + index * 5;
    return `(${index + 1}, $${p}::bytea, $${p + 1}::bytea, $${p + 2}::int, $${p + 3}::int, $${p + 4}::text)`;
  });
  return {
    sql: `"photo_rows" AS (
    INSERT INTO "quote_photos" ("${owner}", "n", "bytes", "thumbnail", "width", "height", "contentType")
    SELECT o."id", v.* FROM ${ownerCte} o, (VALUES ${rows.join(", ")}) v
    RETURNING 1
  )`,
    params: photos.flatMap((photo) => [photo.bytes, photo.thumbnail, photo.width, photo.height, photo.contentType]),
  };
}

/**
 * A common table expression that moves a spam request's photos to the request "Not spam" made of
 * it (`quoteCte`'s "id"), in the same statement. `spamIdParam` names the spam request's id.
 */
export function movePhotosFromSpamSql(quoteCte: string, spamIdParam: string): string {
  return `"moved_photos" AS (
    UPDATE "quote_photos" SET "quoteId" = (SELECT "id" FROM ${quoteCte}), "spamId" = NULL
    WHERE "spamId" = ${spamIdParam} AND EXISTS (SELECT 1 FROM ${quoteCte})
    RETURNING 1
  )`;
}

/** How many photos a request has, as a SQL expression over the row named `quoteRow`: an index look-up, no bytes. */
export const photoCountSql = (quoteRow: string) => `(SELECT count(*)::int FROM "quote_photos" p WHERE p."quoteId" = ${quoteRow}."id")`;

/** One photo of a request, full size or its thumbnail (always a JPEG); null when there is none. */
export async function readPhoto(quoteId: number, n: number, size: "full" | "thumbnail"): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const where = { quoteId_n: { quoteId, n } };
  if (size === "thumbnail") {
    const photo = await getDb().quotePhoto.findUnique({ where, select: { thumbnail: true } });
    return photo && { bytes: photo.thumbnail, contentType: "image/jpeg" };
  }
  const photo = await getDb().quotePhoto.findUnique({ where, select: { bytes: true, contentType: true } });
  return photo && { bytes: photo.bytes, contentType: photo.contentType };
}

/** Every photo of a request, full size, in order (for the owner's alert). */
export async function readAllPhotos(quoteId: number): Promise<{ n: number; bytes: Uint8Array; contentType: string }[]> {
  return getDb().quotePhoto.findMany({ where: { quoteId }, orderBy: { n: "asc" }, select: { n: true, bytes: true, contentType: true } });
}

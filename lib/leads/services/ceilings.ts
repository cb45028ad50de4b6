import "server-only";
import { getConfig } from "@/lib/config";
import { Prisma } from "@/lib/generated/prisma/client";
import { addDeliveryJobsSql, SEND_VOLUME_ALERT } from "@/lib/jobs/queue";
import type { CleanPhoto } from "@/lib/photos/process";
import { countAttempt, rateLimiter, refundAttempt, type RateLimiter } from "@/lib/rate-limit";

/**
 * Ceilings shared by every client and every app server, counted in the database (rate_limits,
 * one atomic upsert each, so requests arriving at once are counted exactly): LEAD_HOURLY_CAP
 * requests stored as leads an hour, PHOTO_DAILY_MB megabytes of photos stored a day. The
 * per-address limits stop one client; these stop many. A request past one is still stored, as
 * spam with its reason, without photos or alerts: a real customer in a flood is not lost, and the
 * owner (told once an hour, volumeAlertSql) finds it in Spam.
 */

export const ceilingReasons = {
  requests: (cap: number) => `Arrived past the ceiling of ${cap} quote requests an hour from all visitors (LEAD_HOURLY_CAP); no alerts were sent`,
  photos: (mb: number) => `Arrived past the ceiling of ${mb} MB of photos a day from all visitors (PHOTO_DAILY_MB); its photos were not kept, no alerts were sent`,
} as const;

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
/** Keys in rate_limits: `volume:requests` and `volume:photo-kb`. */
const REQUESTS_KEY = "requests";
const PHOTO_KB_KEY = "photo-kb";

let requests: RateLimiter | undefined;
let photoKb: RateLimiter | undefined;
const requestCeiling = () => (requests ??= rateLimiter({ keyPrefix: "volume", points: getConfig().ceilings.leadsPerHour, windowSeconds: HOUR }));
// Counted in kilobytes: rate_limits.points is a 32-bit integer.
const photoCeiling = () => (photoKb ??= rateLimiter({ keyPrefix: "volume", points: getConfig().ceilings.photoMbPerDay * 1024, windowSeconds: DAY }));

/** What photos cost against the daily ceiling: their stored bytes, photo and thumbnail, in KB rounded up. */
export function photoKilobytes(photos: CleanPhoto[]): number {
  const bytes = photos.reduce((sum, photo) => sum + photo.bytes.byteLength + photo.thumbnail.byteLength, 0);
  return Math.ceil(bytes / 1024);
}

/**
 * Counts photos against the day's ceiling; true when they fit. Photos that do not fit are given
 * back at once, so the count stays the bytes actually stored (and a smaller upload may still fit).
 */
export async function countPhotos(photos: CleanPhoto[]): Promise<boolean> {
  const kb = photoKilobytes(photos);
  if (kb === 0) return true;
  const counted = await countAttempt(photoCeiling(), PHOTO_KB_KEY, kb);
  if (!counted.ok) await refundAttempt(photoCeiling(), PHOTO_KB_KEY, kb);
  return counted.ok;
}

/** Gives photos back to the day's ceiling (a repeated request stored none of them). */
export async function refundPhotos(photos: CleanPhoto[]): Promise<void> {
  const kb = photoKilobytes(photos);
  if (kb > 0) await refundAttempt(photoCeiling(), PHOTO_KB_KEY, kb);
}

export type CeilingOutcome =
  /** It fits: `refund` gives back what was counted, when nothing was stored after all. */
  | { ok: true; refund: () => Promise<void> }
  /** Past a ceiling: stored as spam with `reason`, without photos. */
  | { ok: false; reason: string };

/**
 * Counts a request that is to become a lead, and its photos: the hour's request first, then the
 * day's bytes (a request refused for its photos gives its request back, so for that instant it
 * holds a place of the hour: near both ceilings at once, a request arriving then may be refused).
 */
export async function countAgainstCeilings(photos: CleanPhoto[]): Promise<CeilingOutcome> {
  const { ceilings } = getConfig();
  const request = await countAttempt(requestCeiling(), REQUESTS_KEY);
  if (!request.ok) return { ok: false, reason: ceilingReasons.requests(ceilings.leadsPerHour) };
  if (!(await countPhotos(photos))) {
    await refundAttempt(requestCeiling(), REQUESTS_KEY);
    return { ok: false, reason: ceilingReasons.photos(ceilings.photoMbPerDay) };
  }
  return { ok: true, refund: () => Promise.all([refundAttempt(requestCeiling(), REQUESTS_KEY), refundPhotos(photos)]).then(() => undefined) };
}

/**
 * SQL (common table expressions) for the statement that stores a request as spam past a ceiling:
 * the hour's one volume_alerts row, if this is the first request past a ceiling this hour (across
 * all servers: the unique hour decides), with its delivery job. `spamCte` names the stored spam
 * row (none for a repeat: nothing recorded). The caller's final SELECT must read "volume_job".
 */
export function volumeAlertSql(spamCte: Prisma.Sql, reason: string): Prisma.Sql {
  return Prisma.sql`"volume_alert" AS (
    INSERT INTO "volume_alerts" ("hour", "reason")
    SELECT date_trunc('hour', now()), ${reason} FROM ${spamCte}
    ON CONFLICT ("hour") DO NOTHING
    RETURNING "id"
  ),
  "volume_job" AS (${addDeliveryJobsSql(Prisma.sql`"volume_alert"`, { task: SEND_VOLUME_ALERT })})`;
}

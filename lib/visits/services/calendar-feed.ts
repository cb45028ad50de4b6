import "server-only";
import { newToken, safeEqual, sha256 } from "@/lib/auth/crypto";
import { getDb } from "@/lib/db";
import { serviceLabel } from "@/lib/leads/model/view";
import { siteUrl } from "@/lib/site-url";
import { calendarFeed, visitUid } from "@/lib/visits/model/ics";
import { addressLine } from "@/lib/visits/model/visit-row";

/**
 * The owner's private calendar feed, `/calendar/{secret}.ics`, that Google and Apple Calendar
 * subscribe to. The secret (256 random bits) is shown once, when made; the table keeps its
 * SHA-256. Making a new one replaces it, and the old address stops working at once.
 */

/** Visits this far back stay in the feed, so a subscribed calendar keeps the recent past. */
const FEED_PAST_DAYS = 60;

export const feedPath = (secret: string) => `/calendar/${secret}.ics`;

/** A new secret: its address, to show the owner once. */
export async function rotateCalendarFeed(): Promise<{ url: string; createdAt: Date }> {
  const secret = newToken();
  const secretHash = sha256(secret);
  const row = await getDb().calendarFeed.upsert({ where: { id: 1 }, create: { id: 1, secretHash }, update: { secretHash, createdAt: new Date() } });
  return { url: `${siteUrl}${feedPath(secret)}`, createdAt: row.createdAt };
}

/** When the current address was made, or null when there is none yet. */
export async function calendarFeedMadeAt(): Promise<Date | null> {
  const row = await getDb().calendarFeed.findUnique({ where: { id: 1 }, select: { createdAt: true } });
  return row?.createdAt ?? null;
}

/** The feed for a file name "{secret}.ics", or null for any other name (404). */
export async function calendarFeedFor(fileName: string, now = new Date()): Promise<string | null> {
  const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(fileName);
  if (!match) return null;
  const db = getDb();
  const feed = await db.calendarFeed.findUnique({ where: { id: 1 }, select: { secretHash: true } });
  if (!feed || !safeEqual(feed.secretHash, sha256(match[1]!))) return null;
  const visits = await db.visit.findMany({
    where: { cancelledAt: null, startsAt: { gte: new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000) } },
    orderBy: { startsAt: "asc" },
    select: {
      id: true,
      sequence: true,
      startsAt: true,
      endsAt: true,
      street: true,
      suburb: true,
      postcode: true,
      lead: { select: { id: true, name: true, phone: true, email: true, service: true } },
    },
  });
  return calendarFeed(
    visits.map((visit) => ({
      uid: visitUid(String(visit.id)),
      sequence: visit.sequence,
      start: visit.startsAt,
      end: visit.endsAt,
      summary: `Measure-up: ${visit.lead.name}`,
      description: `${visit.lead.name}, ${visit.lead.phone}, ${visit.lead.email}\n${serviceLabel(visit.lead.service)}, request #${visit.lead.id}\n${siteUrl}/admin-pwa`,
      location: addressLine(visit),
    })),
    { stamp: now },
  );
}

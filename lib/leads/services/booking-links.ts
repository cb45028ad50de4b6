import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { isCustomerLinkToken, lookupHash, newCustomerLink, tokenOfStoredLink, type CustomerLink } from "@/lib/security/customer-links";
import { siteUrl } from "@/lib/site-url";

/**
 * Booking links: `/book/{token}` (the token: lib/security/customer-links.ts); `booking_links`
 * holds its SHA-256, its nonce and the lead it opens. A lead has one live link: every e-mail, the
 * success screen, a repeated request and the owner's "Copy booking link" show the same one, and
 * a new one is made only when there is none (then the others are revoked). A link ends:
 * - a day after its visit ends (the day's page still shows the visit; moving or cancelling a
 *   visit that has begun is refused: lib/visits/services/booking.ts);
 * - 60 days after it was made, or after the last visit was cancelled, without a booked visit;
 * - when the owner revokes the lead's links (revokeLeadLinks).
 * An ended link answers 404 like an unknown one.
 */

export const BOOKING_LINK_DAYS_AFTER_VISIT = 1;
export const BOOKING_LINK_DAYS_WITHOUT_VISIT = 60;

export function newBookingToken(): CustomerLink {
  return newCustomerLink();
}

/** The booking page's path: the site's own pages link to it. */
export function bookingPath(token: string): string {
  return `/book/${token}`;
}

/** A token as newBookingToken makes them: 43 base64url characters (32 bytes). Anything else is unknown. */
export function isTokenShaped(token: string): boolean {
  return isCustomerLinkToken(token);
}

/**
 * The lead's latest visit as `v`, for liveBookingLinkSql: a lateral join on a link `b`
 * (`b."leadId"` must be in scope).
 */
export const latestVisitJoinSql = Prisma.sql`LEFT JOIN LATERAL (SELECT * FROM "visits" WHERE "leadId" = b."leadId" ORDER BY "id" DESC LIMIT 1) v ON true`;

/** Whether link `b` (with its lead's latest visit `v`) still opens its page. */
export const liveBookingLinkSql = Prisma.sql`(b."revokedAt" IS NULL AND CASE
    WHEN v."id" IS NOT NULL AND v."cancelledAt" IS NULL THEN v."endsAt" > now() - make_interval(days => ${BOOKING_LINK_DAYS_AFTER_VISIT})
    ELSE greatest(b."createdAt", v."updatedAt") > now() - make_interval(days => ${BOOKING_LINK_DAYS_WITHOUT_VISIT})
  END)`;

/**
 * SQL (a common table expression's body) that stores a link for the lead in `leadCte` (a CTE
 * with its "id"; none when nothing was stored): the quote request's own statement makes the
 * success screen's link, with no second round trip. A new lead has no other link.
 */
export function insertBookingLinkSql(leadCte: Prisma.Sql, link: Pick<CustomerLink, "hash" | "nonce">): Prisma.Sql {
  return Prisma.sql`INSERT INTO "booking_links" ("tokenHash", "nonce", "leadId") SELECT ${link.hash}, ${link.nonce}, "id" FROM ${leadCte}`;
}

/**
 * The lead's one live link: its path on this site (prefix `siteUrl` for an e-mail). Made when
 * the lead has none that can be shown (the others are then revoked); the lead's row is locked
 * meanwhile, so two e-mails rendered at once show the same link.
 */
export async function createBookingLink(leadId: number): Promise<string> {
  return getDb().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 AS "locked" FROM "leads" WHERE "id" = ${leadId} FOR UPDATE`;
    const live = await tx.$queryRaw<{ nonce: string | null; tokenHash: string }[]>`
      SELECT b."nonce", b."tokenHash" FROM "booking_links" b ${latestVisitJoinSql}
      WHERE b."leadId" = ${leadId} AND ${liveBookingLinkSql} ORDER BY b."createdAt" DESC`;
    for (const row of live) {
      const token = tokenOfStoredLink(row);
      if (token) return bookingPath(token);
    }
    const link = newBookingToken();
    await tx.$executeRaw`UPDATE "booking_links" SET "revokedAt" = now() WHERE "leadId" = ${leadId} AND "revokedAt" IS NULL`;
    await tx.bookingLink.create({ data: { tokenHash: link.hash, nonce: link.nonce, leadId } });
    return bookingPath(link.token);
  });
}

/** The lead's live link, absolute: for e-mails and for the owner to send by hand. */
export async function createBookingUrl(leadId: number): Promise<string> {
  return `${siteUrl}${await createBookingLink(leadId)}`;
}

export const bookingLinkMessages = { notFound: "That quote request does not exist." } as const;

/** "Copy booking link": the lead's live link, absolute, for the owner to send by hand; 404 for an unknown lead. */
export async function ownerBookingLink(leadId: number): Promise<string> {
  const lead = await getDb().lead.findUnique({ where: { id: leadId }, select: { id: true } });
  if (!lead) throw new HttpError(404, bookingLinkMessages.notFound);
  return createBookingUrl(leadId);
}

/** What `booking_links` keys a token by, or null for a token no link can have. */
export function tokenHashOf(token: string): string | null {
  return lookupHash(token);
}

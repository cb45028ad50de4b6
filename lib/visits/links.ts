import "server-only";
import { newToken, sha256 } from "@/lib/auth/crypto";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { siteUrl } from "@/lib/site-url";

/**
 * Booking links: `/book/{token}`, the token 256 random bits that exist only in the link (the
 * success screen, an e-mail, the owner's clipboard); `booking_links` holds its SHA-256 and the
 * lead it opens. A new link is made each time one is handed out: the raw token cannot be read
 * back. Links live as long as their lead.
 */

export type NewLink = { token: string; hash: string };

export function newBookingToken(): NewLink {
  const token = newToken();
  return { token, hash: sha256(token) };
}

/** The booking page's path: the site's own pages link to it. */
export function bookingPath(token: string): string {
  return `/book/${token}`;
}

/** A token as newBookingToken makes them: 43 base64url characters (32 bytes). Anything else is unknown. */
export function isTokenShaped(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/**
 * SQL (a common table expression's body) that stores a link for the lead in `leadCte` (a CTE
 * with its "id"; none when nothing was stored): the quote request's own statement makes the
 * success screen's link, with no second round trip.
 */
export function insertBookingLinkSql(leadCte: Prisma.Sql, hash: string): Prisma.Sql {
  return Prisma.sql`INSERT INTO "booking_links" ("tokenHash", "leadId") SELECT ${hash}, "id" FROM ${leadCte}`;
}

/** A new link for a lead: its path on this site (prefix `siteUrl` for an e-mail: `bookingUrl`). */
export async function createBookingLink(leadId: number): Promise<string> {
  const { token, hash } = newBookingToken();
  await getDb().bookingLink.create({ data: { tokenHash: hash, leadId } });
  return bookingPath(token);
}

/** A new link for a lead, absolute: for e-mails and for the owner to send by hand. */
export async function createBookingUrl(leadId: number): Promise<string> {
  return `${siteUrl}${await createBookingLink(leadId)}`;
}

export const bookingLinkMessages = { notFound: "That quote request does not exist." } as const;

/** "Copy booking link": a new absolute link for the owner to send by hand; 404 for an unknown lead. */
export async function ownerBookingLink(leadId: number): Promise<string> {
  const lead = await getDb().lead.findUnique({ where: { id: leadId }, select: { id: true } });
  if (!lead) throw new HttpError(404, bookingLinkMessages.notFound);
  return createBookingUrl(leadId);
}

/** What `booking_links` keys a token by, or null for a token no link can have. */
export function tokenHashOf(token: string): string | null {
  return isTokenShaped(token) ? sha256(token) : null;
}

/** The lead a token opens, or null: an unknown, malformed or deleted one alike. */
export async function leadIdOfToken(token: string): Promise<number | null> {
  const tokenHash = tokenHashOf(token);
  if (!tokenHash) return null;
  const link = await getDb().bookingLink.findUnique({ where: { tokenHash }, select: { leadId: true } });
  return link?.leadId ?? null;
}

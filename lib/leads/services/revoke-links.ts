import "server-only";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";

export const revokeLinksMessages = { notFound: "That quote request does not exist." } as const;

/**
 * The owner's "Revoke links": every booking link of the lead and every link to its quotes stop
 * opening anything at once (a 404 like an unknown link). The next e-mail or "Copy link" makes a
 * new one. 404 for an unknown lead.
 */
export async function revokeLeadLinks(leadId: number): Promise<void> {
  const db = getDb();
  const [lead] = await db.$transaction([
    db.lead.findUnique({ where: { id: leadId }, select: { id: true } }),
    db.bookingLink.updateMany({ where: { leadId, revokedAt: null }, data: { revokedAt: new Date() } }),
    db.quoteLink.updateMany({ where: { quote: { leadId }, revokedAt: null }, data: { revokedAt: new Date() } }),
  ]);
  if (!lead) throw new HttpError(404, revokeLinksMessages.notFound);
}

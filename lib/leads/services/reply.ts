import "server-only";
import { createElement } from "react";
import Reply from "@/emails/reply";
import { business } from "@/lib/business";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { sendMail } from "@/lib/mail";
import { renderEmail } from "@/lib/mail/render";
import { replyMessages, type ReplyInput } from "@/lib/leads/model/admin-schemas";

/**
 * Sends the owner's reply to the quote's own e-mail address (never one the browser picks),
 * through lib/mail, then records when the quote was last replied to (and, the first time, its
 * first response, moving a New request to Contacted).
 */
export async function sendReply(input: ReplyInput): Promise<{ to: string; lastRepliedAt: Date; status: string; firstResponseAt: Date }> {
  const db = getDb();
  const lead = await db.lead.findUnique({ where: { id: input.quoteId }, select: { id: true, email: true } });
  if (!lead) throw new HttpError(404, replyMessages.notFound);
  if (input.email !== undefined && input.email.toLowerCase() !== lead.email.toLowerCase()) {
    throw new HttpError(400, replyMessages.wrongRecipient);
  }
  await sendMail({ to: lead.email, ...(await renderEmail(input.subject, createElement(Reply, { message: input.message }))), replyTo: business.email });
  // A reply answers the request: New becomes Contacted, and the first response is recorded.
  const [updated] = await db.$queryRaw<{ lastRepliedAt: Date; status: string; firstResponseAt: Date }[]>`
    UPDATE "leads" SET
      "lastRepliedAt" = now(),
      "status" = CASE WHEN "status" = 'new' THEN 'contacted' ELSE "status" END,
      "firstResponseAt" = coalesce("firstResponseAt", now())
    WHERE "id" = ${lead.id}
    RETURNING "lastRepliedAt", "status", "firstResponseAt"`;
  if (!updated) throw new HttpError(404, replyMessages.notFound);
  return { to: lead.email, ...updated };
}

import "server-only";
import { business } from "@/lib/business";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { escapeHtml } from "@/lib/mail/escape";
import { sendMail } from "@/lib/mail";
import { replyMessages, type ReplyInput } from "./admin-schemas";

/**
 * Sends the owner's reply to the quote's own e-mail address (never one the browser picks),
 * through lib/mail, then records when the quote was last replied to.
 */
export async function sendReply(input: ReplyInput): Promise<{ to: string; lastRepliedAt: Date }> {
  const db = getDb();
  const quote = await db.contactSubmission.findUnique({ where: { id: input.quoteId }, select: { id: true, email: true } });
  if (!quote) throw new HttpError(404, replyMessages.notFound);
  if (input.email !== undefined && input.email.toLowerCase() !== quote.email.toLowerCase()) {
    throw new HttpError(400, replyMessages.wrongRecipient);
  }
  await sendMail({
    to: quote.email,
    subject: input.subject,
    text: input.message,
    html: `<div style="font-family:sans-serif;white-space:pre-wrap">${escapeHtml(input.message)}</div>`,
    replyTo: business.email,
  });
  const { lastRepliedAt } = await db.contactSubmission.update({
    where: { id: quote.id },
    data: { lastRepliedAt: new Date() },
    select: { lastRepliedAt: true },
  });
  return { to: quote.email, lastRepliedAt: lastRepliedAt! };
}

import "server-only";
import { getDb } from "@/lib/db";
import { sendMail } from "@/lib/mail";
import { sendPushToSubscription } from "@/lib/push/send";
import { quoteAlertKinds, quotePushKinds, type QuoteAlertKind } from "./alert-kinds";
import { createQuoteLink, quoteUrl } from "./links";
import { acceptedEmail, ownerQuoteEmail, quoteEmail, quotePushPayload } from "./notify";
import { quoteInclude } from "./quote-row";

/** A recorded alert about a written quote (quote_notifications with writtenQuoteId). */
export interface QuoteAlertRow {
  id: number;
  kind: string;
  pushSubscriptionId: number | null;
  writtenQuoteId: number;
  createdAt: Date;
}

const questionKinds = new Set<string>([quoteAlertKinds.questionOwnerEmail, quoteAlertKinds.questionPush]);

/**
 * Sends one quote alert (called by lib/leads/alerts-deliver.ts, which records the outcome and
 * retries a failure like every alert). E-mails carry the idempotency key of their row. The
 * customer's e-mails get a new link to the quote's page as they are rendered: its token exists
 * only in that e-mail. A question's alert tells of the newest question asked up to the alert's
 * own time (both are written by one statement, at one now()).
 */
export async function deliverQuoteAlert(row: QuoteAlertRow): Promise<"sent" | "skipped"> {
  const db = getDb();
  const quote = await db.quote.findUnique({ where: { id: row.writtenQuoteId }, include: quoteInclude });
  if (!quote) return "skipped";
  const kind = row.kind as QuoteAlertKind;
  const question = questionKinds.has(kind)
    ? await db.quoteQuestion.findFirst({ where: { quoteId: quote.id, createdAt: { lte: row.createdAt } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] })
    : null;
  if (quotePushKinds.has(kind)) {
    if (row.pushSubscriptionId === null) return "skipped";
    return (await sendPushToSubscription(row.pushSubscriptionId, quotePushPayload(kind, quote, question))) === "gone" ? "skipped" : "sent";
  }
  const message =
    kind === quoteAlertKinds.quoteEmail
      ? await quoteEmail(quote, quoteUrl(await createQuoteLink(quote.id)))
      : kind === quoteAlertKinds.acceptedEmail
        ? await acceptedEmail(quote, quoteUrl(await createQuoteLink(quote.id)))
        : await ownerQuoteEmail(kind, quote, question);
  await sendMail(message, { idempotencyKey: `quote-notification-${row.id}` });
  return "sent";
}

import "server-only";
import { getDb } from "@/lib/db";
import { sendMail, type MailMessage } from "@/lib/mail";
import { cardPaidPush, cardReceiptEmail, ownerPaymentEmail } from "./card-payment-notify";
import { sendPushToSubscription } from "@/lib/push/send";
import { customerFollowUpKinds, openQuoteOnlyKinds, quoteAlertKinds, quotePushKinds, type QuoteAlertKind } from "@/lib/quotes/model/alert-kinds";
import { depositInvoiceIssued } from "@/lib/quotes/services/deposit";
import { createQuoteLink, quoteUrl } from "@/lib/quotes/services/links";
import { adjustmentNoteOfAlert } from "@/lib/quotes/services/refund-note";
import { acceptedEmail, adjustmentNoteEmail, followUpEmail, invoiceEmail, quoteEmail } from "./customer-emails";
import { ownerQuoteEmail, quotePushPayload } from "./owner-alerts";
import { isExpired, quoteInclude, quoteRowOf, type QuoteRow } from "@/lib/quotes/services/quote-row";
import { createUnsubscribeLink, isOptedOut } from "@/lib/mail/unsubscribe";

/** A recorded alert about a written quote (lead_notifications with quoteId). */
export interface QuoteAlertRow {
  id: number;
  kind: string;
  pushSubscriptionId: number | null;
  quoteId: number;
  createdAt: Date;
  /** The Stripe event a card_problem_owner alert tells of. */
  stripeEventId: string | null;
}

const questionKinds = new Set<string>([quoteAlertKinds.questionOwnerEmail, quoteAlertKinds.questionPush]);

/**
 * Whether a follow-up queued earlier may still go when its job runs: only while the quote is sent
 * and not expired (no decision, revision or expiry since), and for the customer's follow-ups only
 * while the owner's "follow up with the customer" is on and the address has not opted out. So a
 * decision or an unsubscribe an instant before the job runs still stops it.
 */
async function followUpStillDue(kind: string, quote: QuoteRow, now: Date): Promise<boolean> {
  if (quote.status !== "sent" || isExpired(quote, now)) return false;
  // A revision being prepared: the quote stays acceptable, but nobody chases it meanwhile.
  if ((await getDb().quote.count({ where: { number: quote.number, status: "draft" } })) > 0) return false;
  if (!customerFollowUpKinds.has(kind)) return true;
  return quote.followUp && !(await isOptedOut(quote.lead.email));
}

/**
 * Sends one quote alert (called by lib/alerts/deliver.ts, which records the outcome and
 * retries a failure like every alert). E-mails carry the idempotency key of their row. The
 * customer's e-mails get a new link to the quote's page and a new "stop these e-mails" link as
 * they are rendered: their tokens exist only in that e-mail. A question's alert tells of the
 * newest question asked up to the alert's own time (both are written by one statement, at one now()).
 */
export async function deliverQuoteAlert(
  row: QuoteAlertRow,
  now = new Date(),
  send: (message: MailMessage) => Promise<"sent" | "skipped"> = async (message) => (await sendMail(message, { idempotencyKey: `quote-notification-${row.id}` }), "sent"),
): Promise<"sent" | "skipped"> {
  const db = getDb();
  const record = await db.quote.findUnique({ where: { id: row.quoteId }, include: quoteInclude });
  if (!record) return "skipped";
  const quote = quoteRowOf(record);
  const kind = row.kind as QuoteAlertKind;
  if (openQuoteOnlyKinds.has(kind) && !(await followUpStillDue(kind, quote, now))) return "skipped";
  // Marked paid since the reminder was queued: nothing to remind.
  if ((kind === quoteAlertKinds.depositReminderEmail || kind === quoteAlertKinds.depositReminderPush) && quote.depositInvoice?.paidOn) return "skipped";
  const question = questionKinds.has(kind)
    ? await db.quoteQuestion.findFirst({ where: { quoteId: quote.id, createdAt: { lte: row.createdAt } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] })
    : null;
  if (quotePushKinds.has(kind)) {
    if (row.pushSubscriptionId === null) return "skipped";
    if (kind === quoteAlertKinds.cardPaidPush) return (await sendPushToSubscription(row.pushSubscriptionId, await cardPaidPush(quote, row.stripeEventId))) === "gone" ? "skipped" : "sent";
    return (await sendPushToSubscription(row.pushSubscriptionId, quotePushPayload(kind, quote, question))) === "gone" ? "skipped" : "sent";
  }
  const customerLinks = async () => ({ url: quoteUrl(await createQuoteLink(quote.id)), unsubscribe: await createUnsubscribeLink(quote.lead.email) });
  let message;
  switch (kind) {
    case quoteAlertKinds.quoteEmail: {
      const links = await customerLinks();
      message = await quoteEmail(quote, links.url, links.unsubscribe);
      break;
    }
    case quoteAlertKinds.acceptedEmail: {
      const links = await customerLinks();
      message = await acceptedEmail(quote, links.url, links.unsubscribe);
      break;
    }
    case quoteAlertKinds.depositInvoiceEmail: {
      if (!quote.depositInvoice) return "skipped";
      const links = await customerLinks();
      message = await invoiceEmail(quote, await depositInvoiceIssued(quote, quote.depositInvoice), links.url, links.unsubscribe);
      break;
    }
    case quoteAlertKinds.adjustmentNoteEmail: {
      const note = await adjustmentNoteOfAlert(row.id);
      if (!note) return "skipped";
      message = await adjustmentNoteEmail(quote, note);
      break;
    }
    case quoteAlertKinds.balanceInvoiceEmail: {
      if (!quote.balanceInvoice) return "skipped";
      const links = await customerLinks();
      message = await invoiceEmail(quote, await depositInvoiceIssued(quote, quote.balanceInvoice), links.url, links.unsubscribe);
      break;
    }
    case quoteAlertKinds.cardReceiptEmail: {
      message = await cardReceiptEmail(quote, quoteUrl(await createQuoteLink(quote.id)), row.stripeEventId);
      if (!message) return "skipped";
      break;
    }
    case quoteAlertKinds.cardPaidOwnerEmail:
    case quoteAlertKinds.cardProblemOwnerEmail:
    case quoteAlertKinds.refundFailedOwnerEmail: {
      message = await ownerPaymentEmail(kind, quote, row.stripeEventId);
      if (!message) return "skipped";
      break;
    }
    case quoteAlertKinds.followUpEmail:
    case quoteAlertKinds.expiryNoteEmail: {
      const links = await customerLinks();
      message = await followUpEmail(kind, quote, links.url, links.unsubscribe);
      break;
    }
    default:
      message = await ownerQuoteEmail(kind, quote, question);
  }
  return send(message);
}

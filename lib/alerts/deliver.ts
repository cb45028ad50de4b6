import "server-only";
import { getDb } from "@/lib/db";
import { getConfig } from "@/lib/config";
import { leadAlertMessage } from "@/lib/leads/emails/alert-messages";
import { MailError, sendMail, type MailMessage } from "@/lib/mail";
import { sendPushToSubscription } from "@/lib/push/send";
import { deliverQuoteAlert } from "@/lib/quotes/emails/alerts-deliver";
import { visitAlertMessage } from "@/lib/visits/emails/visit-notify";
import { visitSelect } from "@/lib/visits/model/visit-row";
import { alertLabel } from "./kinds";
import { CUSTOMER_MAILS_PER_DAY, giveBackCustomerMail, takeCustomerMail } from "./mail-budget";

export const mailHeldNote = `Held: the customer's address had its ${CUSTOMER_MAILS_PER_DAY} e-mails of the day.`;

/** One try of one job: which attempt this is, and whether the queue will try again after it. */
export interface Attempt {
  number: number;
  last: boolean;
}

/** What a failure says in the panel and the logs: never an address, a subject or a message. */
function describe(error: unknown): string {
  if (error instanceof Error && (error.name === "MailError" || error.name === "PushDeliveryError")) return error.message;
  return error instanceof Error ? `${error.name}: could not send` : "could not send";
}

/**
 * Delivers one recorded alert (the job queue's task). Sent, or skipped (the device is gone):
 * done. A failure is noted on the row and thrown, so the queue tries again later with backoff;
 * after the last attempt, or a failure that no retry can mend (Resend refusing the address),
 * the row is marked failed: the panel, the dashboard and /api/health show it.
 *
 * Each e-mail goes to Resend with an idempotency key of its row: a retry after an answer that
 * was lost (a timeout, a restart between sending and recording) does not send it twice.
 */
export async function deliverNotification(id: number, attempt: Attempt): Promise<void> {
  const db = getDb();
  const row = await db.leadNotification.findUnique({ where: { id }, include: { lead: true, visitChange: { include: { visit: { select: visitSelect } } } } });
  // Sent, failed or skipped already (a resend makes a new job), or deleted with its request.
  if (!row || row.status !== "pending") return;
  let held = false;
  // Every e-mail of every alert goes out here: a customer's counts against its address's day
  // (./mail-budget.ts), and past it is held (the owner's always go).
  const send = async (message: MailMessage): Promise<"sent" | "skipped"> => {
    // An erased customer's kept records hold no address (lib/quotes/services/erase.ts): a refund's note
    // issued afterwards stays in the panel, e-mailed to nobody.
    if (message.to.trim() === "") return "skipped";
    const customer = message.to !== getConfig().admin.email;
    if (customer && !(await takeCustomerMail(message.to, row.kind))) {
      held = true;
      return "skipped";
    }
    try {
      await sendMail(message, { idempotencyKey: `quote-notification-${row.id}` });
    } catch (error) {
      if (customer) await giveBackCustomerMail(message.to);
      throw error;
    }
    return "sent";
  };
  try {
    let outcome: "sent" | "skipped" = "sent";
    // A written quote's alerts (lib/quotes/): its e-mails and pushes, sent there.
    if (row.quoteId !== null) outcome = await deliverQuoteAlert({ ...row, quoteId: row.quoteId }, new Date(), send);
    else {
      // A visit's alert may have nothing left to say (moved past, cancelled): skipped.
      const message = row.visitChange ? await visitAlertMessage(row.kind, row.lead, row.visitChange) : await leadAlertMessage(row.kind, row.lead);
      if (!message) outcome = "skipped";
      else if ("push" in message) {
        const result = row.pushSubscriptionId === null ? "gone" : await sendPushToSubscription(row.pushSubscriptionId, message.push);
        if (result === "gone") outcome = "skipped";
      } else {
        outcome = await send(message.email);
      }
    }
    // updateMany: the request may have been deleted meanwhile, its alerts with it.
    await db.leadNotification.updateMany({
      where: { id },
      data: { status: outcome, attempts: attempt.number, sentAt: outcome === "sent" ? new Date() : null, lastError: held ? mailHeldNote : null },
    });
    // The owner sees what his customer was not sent, on the lead's timeline.
    if (held) await db.leadEvent.create({ data: { leadId: row.leadId, kind: "mail_held", quoteId: row.quoteId, data: { alert: alertLabel(row.kind) } } });
  } catch (error) {
    const lastError = describe(error).slice(0, 500);
    const final = attempt.last || (error instanceof MailError && error.permanent);
    await db.leadNotification.updateMany({
      where: { id },
      data: { attempts: attempt.number, lastError, ...(final ? { status: "failed", failedAt: new Date() } : {}) },
    });
    const what = `[alerts] request #${row.leadId}: ${alertLabel(row.kind)} (alert #${id}) attempt ${attempt.number}`;
    if (final) {
      console.error(`${what} failed for good: ${lastError}`);
      return;
    }
    throw new Error(`${what} failed, will retry: ${lastError}`);
  }
}

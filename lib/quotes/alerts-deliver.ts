import "server-only";
import { getDb } from "@/lib/db";
import { MailError, sendMail } from "@/lib/mail";
import { newQuotePayload } from "@/lib/push/payload";
import { sendPushToSubscription } from "@/lib/push/send";
import { alertKinds } from "./alerts-record";
import { customerConfirmationEmail, ownerAlertEmail } from "./notify";

export const alertLabels: Record<string, string> = {
  [alertKinds.owner]: "owner e-mail",
  [alertKinds.confirmation]: "customer confirmation",
  [alertKinds.push]: "push",
};

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
  const row = await db.quoteNotification.findUnique({ where: { id }, include: { quote: true } });
  // Sent, failed or skipped already (a resend makes a new job), or deleted with its request.
  if (!row || row.status !== "pending") return;
  try {
    let outcome: "sent" | "skipped" = "sent";
    if (row.kind === alertKinds.push) {
      const result = row.pushSubscriptionId === null ? "gone" : await sendPushToSubscription(row.pushSubscriptionId, newQuotePayload(row.quote));
      if (result === "gone") outcome = "skipped";
    } else {
      const message = await (row.kind === alertKinds.owner ? ownerAlertEmail(row.quote) : customerConfirmationEmail(row.quote));
      await sendMail(message, { idempotencyKey: `quote-notification-${row.id}` });
    }
    // updateMany: the request may have been deleted meanwhile, its alerts with it.
    await db.quoteNotification.updateMany({
      where: { id },
      data: { status: outcome, attempts: attempt.number, sentAt: outcome === "sent" ? new Date() : null, lastError: null },
    });
  } catch (error) {
    const lastError = describe(error).slice(0, 500);
    const final = attempt.last || (error instanceof MailError && error.permanent);
    await db.quoteNotification.updateMany({
      where: { id },
      data: { attempts: attempt.number, lastError, ...(final ? { status: "failed", failedAt: new Date() } : {}) },
    });
    const what = `[alerts] request #${row.quoteId}: ${alertLabels[row.kind] ?? row.kind} (alert #${id}) attempt ${attempt.number}`;
    if (final) {
      console.error(`${what} failed for good: ${lastError}`);
      return;
    }
    throw new Error(`${what} failed, will retry: ${lastError}`);
  }
}

import "server-only";
import { createElement } from "react";
import QuoteOwnerAlert from "@/emails/quote-owner-alert";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { sendMail, type MailMessage } from "@/lib/mail";
import { renderEmail } from "@/lib/mail/render";
import { formatCents } from "@/lib/money";
import { formatInvoiceNumber } from "@/lib/quotes/model/numbering";
import { siteUrl } from "@/lib/site-url";
import { sydneyTime } from "@/lib/sydney-time";

/**
 * The owner's e-mail of a card payment whose invoice no longer exists when Stripe's webhook
 * arrives (its lead was deleted): the money is in Stripe and must be refunded or matched by hand.
 * It has no lead to hang on, so it is a job of its own (lib/jobs), read from its stripe_events row.
 */
export async function paymentAlertEmail(eventId: string): Promise<MailMessage | null> {
  const event = await getDb().stripeEvent.findUnique({ where: { id: eventId } });
  if (!event || event.outcome !== "invoice_gone") return null;
  const invoice = event.invoiceNumber === null ? "an invoice" : `invoice ${formatInvoiceNumber(event.invoiceNumber)}`;
  const received = event.amountCents === null ? "an unknown amount" : `${formatCents(event.amountCents)} ${(event.currency ?? "").toUpperCase()}`;
  const subject = `Card payment needs you: ${invoice} no longer exists`;
  const headline = `A card payment of ${received} arrived for ${invoice}, which no longer exists (its request was deleted). Nothing is marked paid: refund it in Stripe's dashboard, or match it by hand.`;
  const fields: [string, string][] = [
    ["Stripe payment", event.paymentId ?? ""],
    ["Stripe event", event.id],
    ["Received", `${sydneyTime(event.receivedAt, "long")} (Sydney)`],
  ];
  const template = createElement(QuoteOwnerAlert, { headline, fields, message: null, panelUrl: `${siteUrl}/admin-pwa`, customerEmail: null });
  return { to: getConfig().admin.email, ...(await renderEmail(subject, template)) };
}

/** The queue's task: sends it once (Resend's idempotency key covers a retry after a lost answer); a failure is retried. */
export async function deliverPaymentAlert(eventId: string): Promise<void> {
  const message = await paymentAlertEmail(eventId);
  if (message) await sendMail(message, { idempotencyKey: `payment-alert-${eventId}` });
}

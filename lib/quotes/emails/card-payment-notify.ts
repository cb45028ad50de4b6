import "server-only";
import { createElement } from "react";
import CardReceipt from "@/emails/card-receipt";
import QuoteOwnerAlert from "@/emails/quote-owner-alert";
import { business } from "@/lib/business";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { safeFirstName } from "@/lib/leads/model/confirmation";
import type { MailMessage } from "@/lib/mail";
import { renderEmail } from "@/lib/mail/render";
import { formatCents } from "@/lib/money";
import type { PushPayload } from "@/lib/push/payload";
import { siteUrl } from "@/lib/site-url";
import { sydneyTime } from "@/lib/sydney-time";
import { quoteAlertKinds } from "@/lib/quotes/model/alert-kinds";
import { formatAdjustmentNoteNumber, formatInvoiceNumber } from "@/lib/quotes/model/numbering";
import { quoteDocumentOf, type InvoiceRecord, type QuoteRow } from "@/lib/quotes/services/quote-row";
import { dayOf, formatDay } from "@/lib/quotes/model/validity";

/** What the customer and the owner are told of a card payment (texts here; layouts in emails/). */

export const cardReceiptSubject = (number: string) => `Payment received for tax invoice ${number} - ${business.name}`;

type PaidInvoice = InvoiceRecord & { paidOn: Date };

/**
 * The invoice a card payment's alert tells of: the one its Stripe event named (by id, never by
 * time); the deposit's for an alert queued without its event.
 */
async function invoiceOfAlert(row: QuoteRow, stripeEventId: string | null): Promise<InvoiceRecord | null> {
  if (!stripeEventId) return row.depositInvoice;
  const event = await getDb().stripeEvent.findFirst({ where: { id: stripeEventId, quoteId: row.id }, select: { invoiceNumber: true } });
  return row.invoices.find((invoice) => invoice.number === event?.invoiceNumber) ?? null;
}

async function paidInvoiceOf(row: QuoteRow, stripeEventId: string | null): Promise<PaidInvoice | null> {
  const invoice = await invoiceOfAlert(row, stripeEventId);
  return invoice?.paidOn ? (invoice as PaidInvoice) : null;
}

/** The customer's receipt; null when the invoice is not paid (nothing to confirm). */
export async function cardReceiptEmail(row: QuoteRow, quoteUrl: string, stripeEventId: string | null = null): Promise<MailMessage | null> {
  const invoice = await paidInvoiceOf(row, stripeEventId);
  if (!invoice) return null;
  const document = quoteDocumentOf(row);
  const number = formatInvoiceNumber(invoice.number);
  const first = safeFirstName(row.lead.name);
  const template = createElement(CardReceipt, {
    greeting: first ? `Hi ${first},` : "Hi there,",
    invoiceNumber: number,
    quoteNumber: document.number,
    facts: [
      ["Tax invoice", number],
      ["Amount paid (incl GST)", formatCents(invoice.totalCents)],
      ["Paid on", formatDay(dayOf(invoice.paidOn))],
      ["Method", "Card, through Stripe"],
      ...(invoice.paymentId ? ([["Payment reference", invoice.paymentId]] as [string, string][]) : []),
    ],
    quoteUrl,
    business: document.business,
  });
  return { to: row.lead.email, ...(await renderEmail(cardReceiptSubject(number), template)), replyTo: business.email };
}

/** The unmatched card payment the alert was written for: its event, by id (never by time). */
const problemOf = (quoteId: number, eventId: string | null) =>
  eventId ? getDb().stripeEvent.findFirst({ where: { id: eventId, quoteId, outcome: { in: ["mismatch", "already_paid"] } } }) : null;

/**
 * The card refund whose failure the alert was written for (its event, by id): what Stripe said,
 * and the note issued if Stripe had confirmed it before.
 */
async function refundProblemOf(quoteId: number, eventId: string | null) {
  const event = eventId ? await getDb().stripeEvent.findFirst({ where: { id: eventId, quoteId, outcome: { in: ["refund_failed", "refund_unmatched"] } } }) : null;
  const refund = event?.refundId == null ? null : await getDb().stripeRefund.findUnique({ where: { id: event.refundId }, include: { note: { select: { number: true } } } });
  return event && refund ? { event, refund } : null;
}

/** The owner's e-mail of a card refund that Stripe failed, or confirmed when it could no longer be recorded. */
async function refundProblemEmail(row: QuoteRow, invoice: InvoiceRecord, stripeEventId: string | null): Promise<MailMessage | null> {
  const problem = await refundProblemOf(row.id, stripeEventId);
  if (!problem) return null;
  const { event, refund } = problem;
  const customer = row.lead.name;
  const number = formatInvoiceNumber(invoice.number);
  const amount = formatCents(refund.amountCents);
  const note = refund.note ? formatAdjustmentNoteNumber(refund.note.number) : null;
  const subject = `Card refund needs you: ${number} (${customer}, ${amount})`;
  const headline =
    event.outcome === "refund_unmatched"
      ? `Stripe refunded ${amount} of invoice ${number} to the card, after the panel said Stripe had not answered, and the invoice has no room left for it: no adjustment note was issued. Check the refunds of this payment in Stripe's dashboard.`
      : note
        ? `Stripe could not return the ${amount} refund of invoice ${number} to the card (${refund.failureReason ?? "no reason given"}) after confirming it; the money is back in your Stripe balance. Adjustment note ${note} stands: pay the customer another way, by bank transfer.`
        : `Stripe could not refund ${amount} of invoice ${number} to the card (${refund.failureReason ?? "no reason given"}). Nothing was refunded and no adjustment note was issued: try again, or pay the customer by bank transfer and record it with Refund, ticked as paid back by bank transfer.`;
  const fields: [string, string][] = [
    ["Customer", customer],
    ["Invoice", number],
    ["Reason given", refund.reason],
    ["Stripe refund", refund.stripeId ?? ""],
    ["Stripe event", event.id],
    ["Received", `${sydneyTime(event.receivedAt, "long")} (Sydney)`],
  ];
  const template = createElement(QuoteOwnerAlert, { headline, fields, message: null, panelUrl: `${siteUrl}/admin-pwa`, customerEmail: row.lead.email });
  return { to: getConfig().admin.email, ...(await renderEmail(subject, template)), replyTo: row.lead.email };
}

/** The owner's e-mail: a card payment marked paid, or one that was not (and why), or a card refund that failed. */
export async function ownerPaymentEmail(kind: string, row: QuoteRow, stripeEventId: string | null): Promise<MailMessage | null> {
  const document = quoteDocumentOf(row);
  const customer = row.lead.name;
  const invoice = await invoiceOfAlert(row, stripeEventId);
  if (!invoice) return null;
  if (kind === quoteAlertKinds.refundFailedOwnerEmail) return refundProblemEmail(row, invoice, stripeEventId);
  const number = formatInvoiceNumber(invoice.number);
  const what = invoice.kind === "balance" ? "balance" : "deposit";
  let subject: string;
  let headline: string;
  let fields: [string, string][];
  if (kind === quoteAlertKinds.cardPaidOwnerEmail) {
    const paid = invoice.paidOn ? (invoice as PaidInvoice) : null;
    if (!paid) return null;
    subject = `${what === "balance" ? "Balance" : "Deposit"} paid by card: ${number} (${customer}, ${formatCents(paid.totalCents)})`;
    headline = `${customer} paid the ${what} for quote ${document.number} by card. Invoice ${number} is marked paid.`;
    fields = [
      ["Customer", customer],
      ["Invoice", `${number}, ${formatCents(paid.totalCents)} incl GST`],
      ["Paid on", formatDay(dayOf(paid.paidOn))],
      ["Stripe payment", paid.paymentId ?? ""],
    ];
  } else {
    const problem = await problemOf(row.id, stripeEventId);
    if (!problem) return null;
    const received = problem.amountCents === null ? "an unknown amount" : `${formatCents(problem.amountCents)} ${(problem.currency ?? "").toUpperCase()}`;
    subject = `Card payment needs you: ${number} (${customer})`;
    headline =
      problem.outcome === "mismatch"
        ? `A card payment of ${received} arrived for invoice ${number}, which is for ${formatCents(invoice.totalCents)} AUD. It is NOT marked paid: check it in Stripe's dashboard.`
        : `A card payment of ${received} arrived for invoice ${number}, which was paid already. Refund one of the payments in Stripe's dashboard.`;
    fields = [
      ["Customer", customer],
      ["Quote", document.number],
      ["Stripe payment", problem.paymentId ?? ""],
      ["Stripe event", problem.id],
      ["Received", `${sydneyTime(problem.receivedAt, "long")} (Sydney)`],
    ];
  }
  const template = createElement(QuoteOwnerAlert, { headline, fields, message: null, panelUrl: `${siteUrl}/admin-pwa`, customerEmail: row.lead.email });
  return { to: getConfig().admin.email, ...(await renderEmail(subject, template)), replyTo: row.lead.email };
}

/** The owner's push of a card payment. */
export async function cardPaidPush(row: QuoteRow, stripeEventId: string | null = null): Promise<PushPayload> {
  const invoice = await invoiceOfAlert(row, stripeEventId);
  const amount = invoice ? formatCents(invoice.totalCents) : "";
  return { title: `${invoice?.kind === "balance" ? "Balance" : "Deposit"} paid by card`, body: `${row.lead.name}: ${amount} for quote ${quoteDocumentOf(row).number}.`.slice(0, 120), url: "/admin-pwa", tag: `written-quote-${row.id}-card-paid` };
}

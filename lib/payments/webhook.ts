import "server-only";
import type Stripe from "stripe";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { addDeliveryJobsSql, SEND_PAYMENT_ALERT } from "@/lib/jobs/queue";
import { deliverableSubscriptionIds } from "@/lib/push/send";
import { quoteAlertKinds } from "@/lib/quotes/model/alert-kinds";
import { recordQuoteAlertsSql } from "@/lib/quotes/services/alerts-record";
import { recordEventSql } from "@/lib/quotes/services/events";
import { sydneyDay } from "@/lib/quotes/model/validity";
import type { InvoiceKind } from "@/lib/quotes/model/deposit-invoice";
import type { PaymentMetadata } from "./checkout";
import { handleRefundEvent, type RefundEventOutcome } from "./refunds";
import { stripeClient } from "./stripe";

/** Stripe's signed timestamp may be this old (seconds), as Stripe's own default. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const webhookMessages = {
  notConfigured: "Card payments are not configured.",
  badSignature: "The Stripe-Signature header is missing, forged or too old.",
  otherMode: "The event is from Stripe's other mode (live or test) than STRIPE_SECRET_KEY.",
} as const;

export type WebhookOutcome = "paid" | "duplicate" | "already_paid" | "mismatch" | "pending" | "failed" | "unknown_invoice" | "invoice_gone" | "ignored" | RefundEventOutcome;

/** The invoices a Checkout Session of ours pays (its metadata's purpose): deposit_invoices.kind. */
const purposes: ReadonlySet<string> = new Set<InvoiceKind>(["deposit", "balance"]);

/**
 * Verifies the raw body against its Stripe-Signature (the SDK's constructEvent, 5 minutes'
 * tolerance): unsigned, forged or stale → 400, nothing read from it.
 */
export function verifiedEvent(rawBody: string, signature: string | null): Stripe.Event {
  const stripe = stripeClient();
  const secret = getConfig().stripe?.webhookSecret;
  if (!stripe || !secret) throw new HttpError(404, webhookMessages.notConfigured);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? "", secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new HttpError(400, webhookMessages.badSignature);
  }
  // A test-mode event never pays a live invoice, nor the other way round.
  if (event.livemode !== isLiveKey(getConfig().stripe!.secretKey)) throw new HttpError(400, webhookMessages.otherMode);
  return event;
}

/** Live keys (secret or restricted) take only live events; test keys only test events. */
const isLiveKey = (key: string): boolean => /^(sk|rk)_live_/.test(key);

/** "INV-0042" → 42; anything else null. */
const invoiceSequence = (text: string | undefined): number | null => (text && /^INV-\d{1,9}$/.test(text) ? Number(text.slice(4)) : null);

const paymentIdOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);

/**
 * What a verified event does. Checkout completed and paid (or paid later, for methods that settle
 * later): the invoice its metadata names is looked up by number and quote together, and marked
 * paid only when the amount and currency are the invoice's. A refund's events settle the card
 * refund it is (refunds.ts): the adjustment note once Stripe says it succeeded. Unknown event
 * types are ignored (charge.refunded among them: refund.* carry the refund itself).
 */
export async function handleStripeEvent(event: Stripe.Event, now = new Date()): Promise<WebhookOutcome> {
  switch (event.type) {
    case "checkout.session.completed":
      return settle(event, event.data.object, event.data.object.payment_status === "paid" ? "settle" : "pending", now);
    case "checkout.session.async_payment_succeeded":
      return settle(event, event.data.object, "settle", now);
    case "checkout.session.async_payment_failed":
      return settle(event, event.data.object, "failed", now);
    case "refund.created":
    case "refund.updated":
    case "refund.failed":
    // The same Refund: a card refund's updates on endpoints pinned before API version 2024-10-28.
    case "charge.refund.updated":
      return handleRefundEvent(event, event.data.object, now);
    default:
      return "ignored";
  }
}

/**
 * One statement per event: the invoice is marked paid only while unpaid and only by an event not
 * recorded yet, and the event is recorded by its id (a replay finds it and changes nothing); with
 * the mark, its timeline event and the customer's receipt and the owner's e-mail and push, queued
 * as durable jobs. Two deliveries at once: the second waits on the invoice's row lock and the
 * event's key, then finds it paid and the event taken. Money that cannot be matched (another
 * amount or currency, or an invoice paid already by another payment) alerts the owner instead;
 * another event for the very payment that marked it is a duplicate.
 */
async function settle(event: Stripe.Event, session: Stripe.Checkout.Session, action: "settle" | "pending" | "failed", now: Date): Promise<WebhookOutcome> {
  const metadata = (session.metadata ?? {}) as Partial<PaymentMetadata>;
  const sequence = invoiceSequence(metadata.invoiceNumber);
  const quoteId = metadata.quoteId && /^\d{1,9}$/.test(metadata.quoteId) ? Number(metadata.quoteId) : null;
  // The signed event's metadata only names the invoice; what it pays is checked against the invoice.
  const ours = metadata.purpose !== undefined && purposes.has(metadata.purpose) && sequence !== null && quoteId !== null;
  const invoice = ours ? await getDb().depositInvoice.findFirst({ where: { number: sequence, quoteId, kind: metadata.purpose } }) : null;
  const paidEvent = invoice?.kind === "balance" ? "balance_paid" : "deposit_paid";
  const amountCents = session.amount_total ?? null;
  const currency = session.currency ?? null;
  const paymentId = paymentIdOf(session);
  const record = (outcome: WebhookOutcome) => Prisma.sql`INSERT INTO "stripe_events" ("id", "type", "receivedAt", "quoteId", "outcome", "amountCents", "currency", "paymentId", "invoiceNumber")
    VALUES (${event.id}, ${event.type}, ${now}, ${invoice?.quoteId ?? null}, ${outcome}, ${amountCents}, ${currency?.slice(0, 3) ?? null}, ${paymentId}, ${ours ? sequence : null})
    ON CONFLICT ("id") DO NOTHING RETURNING "id"`;
  if (!invoice) {
    // Money received for an invoice of ours since deleted (its lead erased: its number is no
    // invoice's now; a number that is another quote's invoice is metadata that matches nothing).
    if (ours && action === "settle" && (await getDb().depositInvoice.count({ where: { number: sequence } })) === 0) {
      // It has no lead to alert on, so the owner's e-mail is a job of its own (payment-alert.ts), queued with the record.
      const [claimed] = await getDb().$queryRaw<{ id: string }[]>`WITH "claimed" AS (${record("invoice_gone")}),
        "jobs" AS (${addDeliveryJobsSql(Prisma.sql`"claimed"`, { task: SEND_PAYMENT_ALERT })})
        SELECT c."id", (SELECT count(*) FROM "jobs") AS "jobs" FROM "claimed" c`;
      if (claimed) console.warn(`[payments] ${event.id}: a card payment (${paymentId}) for invoice ${metadata.invoiceNumber}, which no longer exists; the owner is alerted`);
      return claimed ? "invoice_gone" : "duplicate";
    }
    // Not one of ours (another integration on the account), or not money (yet) for an invoice since deleted.
    const [claimed] = await getDb().$queryRaw<{ id: string }[]>`${record("unknown_invoice")}`;
    if (claimed) console.warn(`[payments] ${event.type} ${event.id} names no invoice of ours (${metadata.invoiceNumber ?? "no metadata"})`);
    return claimed ? "unknown_invoice" : "duplicate";
  }
  if (action !== "settle") {
    const [claimed] = await getDb().$queryRaw<{ id: string }[]>`${record(action)}`;
    return claimed ? action : "duplicate";
  }
  const matches = amountCents === invoice.totalCents && currency?.toLowerCase() === "aud";
  const devices = matches ? await deliverableSubscriptionIds() : [];
  const quote = Prisma.sql`"quote"`;
  if (!matches) {
    const rows = await getDb().$queryRaw<{ jobs: number }[]>`WITH "claimed" AS (${record("mismatch")}),
       "problem_rows" AS (
         INSERT INTO "lead_notifications" ("leadId", "kind", "quoteId", "stripeEventId")
         SELECT q."leadId", ${quoteAlertKinds.cardProblemOwnerEmail}, q."id", c."id" FROM "quotes" q, "claimed" c WHERE q."id" = ${invoice.quoteId}
         RETURNING "id"
       ),
       "problem_jobs" AS (${addDeliveryJobsSql(Prisma.sql`"problem_rows"`)})
       SELECT (SELECT count(*)::int FROM "problem_jobs") AS "jobs" FROM "claimed"`;
    if (rows.length > 0) console.warn(`[payments] ${event.id}: ${amountCents} ${currency} does not match invoice ${metadata.invoiceNumber} (${invoice.totalCents} aud); not marked paid`);
    return rows.length > 0 ? "mismatch" : "duplicate";
  }
  const paidOn = sydneyDay(now);
  // The invoice is marked only by an event not seen before; the event's row says what it did.
  const rows = await getDb().$queryRaw<{ outcome: WebhookOutcome }[]>`WITH "paid" AS (
       UPDATE "deposit_invoices" SET "paidOn" = ${paidOn}::date, "paidMarkedAt" = ${now}, "paidMethod" = 'card', "paymentId" = ${paymentId}
       WHERE "quoteId" = ${invoice.quoteId} AND "number" = ${invoice.number} AND "paidOn" IS NULL
         AND NOT EXISTS (SELECT 1 FROM "stripe_events" WHERE "id" = ${event.id})
       RETURNING "quoteId", "number"
     ),
     "claimed" AS (
       INSERT INTO "stripe_events" ("id", "type", "receivedAt", "quoteId", "outcome", "amountCents", "currency", "paymentId", "invoiceNumber")
       SELECT ${event.id}, ${event.type}, ${now}, ${invoice.quoteId}, CASE WHEN EXISTS (SELECT 1 FROM "paid") THEN 'paid'
         WHEN EXISTS (SELECT 1 FROM "deposit_invoices" WHERE "quoteId" = ${invoice.quoteId} AND "number" = ${invoice.number} AND "paymentId" = ${paymentId}::text) THEN 'duplicate'
         ELSE 'already_paid' END, ${amountCents}, ${currency}, ${paymentId}, ${invoice.number}
       ON CONFLICT ("id") DO NOTHING RETURNING "id", "outcome"
     ),
     "quote" AS (SELECT q."id", q."leadId" FROM "quotes" q JOIN "paid" p ON p."quoteId" = q."id"),
     "event" AS (${recordEventSql(quote, paidEvent, {
       at: now,
       data: Prisma.sql`jsonb_build_object('number', (SELECT "number" FROM "paid"), 'paidOn', ${paidOn}::text, 'method', 'card', 'paymentId', ${paymentId}::text)`,
     })}),
     ${recordQuoteAlertsSql(quote, { emails: [quoteAlertKinds.cardReceiptEmail, quoteAlertKinds.cardPaidOwnerEmail], push: quoteAlertKinds.cardPaidPush, devices, stripeEventId: event.id })},
     "problem_rows" AS (
       INSERT INTO "lead_notifications" ("leadId", "kind", "quoteId", "stripeEventId")
       SELECT q."leadId", ${quoteAlertKinds.cardProblemOwnerEmail}, q."id", c."id" FROM "quotes" q, "claimed" c WHERE q."id" = ${invoice.quoteId} AND c."outcome" = 'already_paid'
       RETURNING "id"
     ),
     "problem_jobs" AS (${addDeliveryJobsSql(Prisma.sql`"problem_rows"`)})
     SELECT c."outcome", (SELECT count(*) FROM "alert_jobs") + (SELECT count(*) FROM "problem_jobs") AS "jobs" FROM "claimed" c`;
  if (rows.length === 0) return "duplicate";
  if (rows[0]!.outcome === "already_paid") console.warn(`[payments] ${event.id}: invoice ${metadata.invoiceNumber} was paid already; this card payment (${paymentId}) needs a refund or a credit`);
  return rows[0]!.outcome;
}

import "server-only";
import Stripe from "stripe";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { addDeliveryJobsSql } from "@/lib/jobs/queue";
import { refundMessages, type RefundInput } from "@/lib/quotes/model/after-send-schemas";
import { quoteAlertKinds } from "@/lib/quotes/model/alert-kinds";
import { recordEventSql } from "@/lib/quotes/services/events";
import { formatInvoiceNumber } from "@/lib/quotes/model/numbering";
import { quoteInclude, quoteRowOf, type InvoiceRecord, type QuoteRow } from "@/lib/quotes/services/quote-row";
import { issuedNoteJson, issueNoteSql, refundNoteDocument, refundRefusal, storedNoteJson, type AdjustmentNoteJson } from "@/lib/quotes/services/refund-note";

/**
 * Refunding a card payment through Stripe's refund API (issue 46 point 4). The amount is reserved
 * on the invoice first (refundPendingCents, one conditional UPDATE: two refunds at once cannot
 * together pass what was paid), then Stripe is asked; the adjustment note is issued only when
 * Stripe says the refund succeeded, in its answer or later by a signed webhook (refund.created,
 * refund.updated, refund.failed). A failed or canceled refund, or a request Stripe did not take,
 * releases the reservation and issues nothing. Every change is one statement conditioned on the
 * refund's state, so a replayed event, or one arriving after the answer, issues no second note.
 */

/** A card refund awaiting Stripe's confirmation, as the admin API answers it. */
export interface PendingRefundJson {
  status: "pending";
  /** "INV-0001" */
  invoiceNumber: string;
  amountCents: number;
  reason: string;
  requestedAt: string;
  /** Stripe's refund (re_…). */
  stripeId: string | null;
  /** The invoice's refunded total and its card refunds awaiting Stripe (this one included). */
  refundedCents: number;
  refundPendingCents: number;
}

/** What POST …/refund answers: the note issued (201), or the card refund awaiting Stripe (202). */
export type RefundResultJson = ({ status: "issued" } & AdjustmentNoteJson) | PendingRefundJson;

/** What a refund's webhook event did (stripe_events.outcome). */
export type RefundEventOutcome = "refunded" | "refund_pending" | "refund_failed" | "refund_unmatched" | "unknown_refund" | "duplicate";

/** Stripe's refund statuses that end it without money back: nothing is refunded, no note. */
const failedStatuses: ReadonlySet<string> = new Set(["failed", "canceled"]);

/** A card refund of ours with what its note is drawn from. */
interface LoadedRefund {
  id: number;
  amountCents: number;
  reason: string;
  requestedBy: string | null;
  paymentId: string;
  stripeId: string | null;
  row: QuoteRow;
  invoice: InvoiceRecord;
}

/** A verified event about one of our refunds, recorded with the change it makes (replay protection). */
interface RefundEvent {
  id: string;
  type: string;
  refund: Stripe.Refund;
}

/**
 * SQL: one statement that reserves a card refund's amount on the invoice, only within what is left
 * and while `condition` holds, and writes its stripe_refunds row; answers the row's "id", or none.
 */
function reserveRefundSql(refund: { invoiceId: number; amountCents: number; reason: string; requestedBy: string | null; now: Date; paymentId: string; stripeId: string | null }, condition: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`WITH "reserved" AS (
       UPDATE "deposit_invoices" SET "refundPendingCents" = "refundPendingCents" + ${refund.amountCents}
       WHERE "id" = ${refund.invoiceId} AND "refundedCents" + "refundPendingCents" + ${refund.amountCents} <= "totalCents" AND ${condition}
       RETURNING "id"
     )
     INSERT INTO "stripe_refunds" ("invoiceId", "amountCents", "reason", "requestedBy", "requestedAt", "paymentId", "stripeId")
     SELECT "id", ${refund.amountCents}, ${refund.reason}, ${refund.requestedBy}, ${refund.now}, ${refund.paymentId}, ${refund.stripeId} FROM "reserved"
     RETURNING "id"`;
}

/**
 * Sends the refund of `input.amountCents` of a card-paid `invoice` to Stripe. 201-shaped when
 * Stripe confirms at once, pending otherwise; 409 when it would pass what was paid and not yet
 * refunded or reserved; 502 when Stripe refuses or fails it (the reservation released).
 */
export async function requestCardRefund(stripe: Stripe, row: QuoteRow, invoice: InvoiceRecord & { paymentId: string }, input: RefundInput, issuedBy: string | null, now: Date): Promise<RefundResultJson> {
  const [reserved] = await getDb().$queryRaw<{ id: number }[]>(
    reserveRefundSql(
      { invoiceId: invoice.id, amountCents: input.amountCents, reason: input.reason, requestedBy: issuedBy, now, paymentId: invoice.paymentId, stripeId: null },
      Prisma.sql`"paidOn" IS NOT NULL AND "paymentId" = ${invoice.paymentId}`,
    ),
  );
  if (!reserved) throw await refundRefusal(invoice.id, input.kind);
  const target: LoadedRefund = { id: reserved.id, amountCents: input.amountCents, reason: input.reason, requestedBy: issuedBy, paymentId: invoice.paymentId, stripeId: null, row, invoice };
  let refund: Stripe.Refund;
  try {
    refund = await stripe.refunds.create(
      {
        payment_intent: invoice.paymentId,
        amount: input.amountCents,
        // What the webhook finds the refund by (our row), and what the owner reads in Stripe's dashboard.
        metadata: { purpose: "refund", refundId: String(reserved.id), invoiceNumber: formatInvoiceNumber(invoice.number), quoteId: String(row.id) },
      },
      // A retry of this very request (the SDK's, after a lost answer) refunds once.
      { idempotencyKey: `orbit-refund-${reserved.id}-${now.getTime()}` },
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[payments] Stripe did not take refund ${reserved.id} of ${formatInvoiceNumber(invoice.number)}:`, message);
    await failCardRefund(target, { status: "error", reason: message.slice(0, 500), stripeId: null }, now);
    // Stripe's webhook may have settled it meanwhile (a lost answer of a refund Stripe did make).
    const settled = await refundResult(reserved.id);
    if (settled) return settled;
    // A 4xx (but 409, a request still in flight) is Stripe's definite no; anything else may have reached it.
    const definite = error instanceof Stripe.errors.StripeError && typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 409;
    throw new HttpError(502, definite ? refundMessages.stripeRefused(message.replace(/\.$/, "")) : refundMessages.stripeUnreachable);
  }
  const issued = await applyRefundStatus(target, refund, now);
  const result = issued ?? (await refundResult(reserved.id));
  if (result) return result;
  const failed = await getDb().stripeRefund.findUniqueOrThrow({ where: { id: reserved.id } });
  throw new HttpError(502, refundMessages.stripeFailed(failed.failureReason ?? refund.status ?? "unknown"));
}

/**
 * Applies what Stripe says of `refund` (its answer, or a webhook's `event`): succeeded issues the
 * note, failed or canceled releases the reservation, anything else records Stripe's id. Returns
 * the note when this call issued it.
 */
async function applyRefundStatus(target: LoadedRefund, refund: Stripe.Refund, now: Date, event?: RefundEvent): Promise<({ status: "issued" } & AdjustmentNoteJson) | null> {
  if (refund.status === "succeeded") {
    const confirmed = await confirmCardRefund(target, refund.id, now, event);
    return confirmed.note && { status: "issued", ...confirmed.note };
  }
  if (refund.status && failedStatuses.has(refund.status)) {
    await failCardRefund(target, { status: "failed", reason: refund.failure_reason ?? refund.status, stripeId: refund.id }, now, event);
    return null;
  }
  await markPending(target, refund.id, now, event);
  return null;
}

/** The refund's state as the route answers it: its note once issued, pending, or null once it failed. */
async function refundResult(id: number): Promise<RefundResultJson | null> {
  const refund = await getDb().stripeRefund.findUniqueOrThrow({ where: { id }, include: { note: true, invoice: true } });
  const invoiceNumber = formatInvoiceNumber(refund.invoice.number);
  if (refund.status === "succeeded" && refund.note) return { status: "issued", ...storedNoteJson(refund.note, invoiceNumber, refund.invoice.refundedCents) };
  if (refund.status !== "pending") return null;
  return {
    status: "pending",
    invoiceNumber,
    amountCents: refund.amountCents,
    reason: refund.reason,
    requestedAt: refund.requestedAt.toISOString(),
    stripeId: refund.stripeId,
    refundedCents: refund.invoice.refundedCents,
    refundPendingCents: refund.invoice.refundPendingCents,
  };
}

/** SQL: the change happens only for an event not recorded yet (a replay changes nothing). */
const unseenSql = (event?: RefundEvent) => (event ? Prisma.sql`AND NOT EXISTS (SELECT 1 FROM "stripe_events" WHERE "id" = ${event.id})` : Prisma.empty);

/**
 * SQL: the CTE "claimed" recording `event` with `outcome` (an SQL expression over the statement's
 * CTEs), then the owner's e-mail when it is a failure he must act on. Without an event (Stripe's
 * answer to the route: the owner is looking at it), neither.
 */
function claimSql(target: LoadedRefund, event: RefundEvent | undefined, outcome: Prisma.Sql, now: Date): Prisma.Sql {
  if (!event) return Prisma.sql`"claimed" AS (SELECT NULL::text AS "id", NULL::text AS "outcome" WHERE false), "problem_jobs" AS (SELECT NULL::text AS "id" WHERE false)`;
  const refund = event.refund;
  return Prisma.sql`"claimed" AS (
       INSERT INTO "stripe_events" ("id", "type", "receivedAt", "quoteId", "outcome", "amountCents", "currency", "paymentId", "invoiceNumber", "refundId")
       VALUES (${event.id}, ${event.type}, ${now}, ${target.row.id}, ${outcome}, ${refund.amount}, ${refund.currency?.slice(0, 3) ?? null}, ${target.paymentId}, ${target.invoice.number}, ${target.id})
       ON CONFLICT ("id") DO NOTHING RETURNING "id", "outcome"
     ),
     "problem_rows" AS (
       INSERT INTO "lead_notifications" ("leadId", "kind", "quoteId", "stripeEventId")
       SELECT q."leadId", ${quoteAlertKinds.refundFailedOwnerEmail}, q."id", c."id" FROM "quotes" q, "claimed" c
       WHERE q."id" = ${target.row.id} AND c."outcome" IN ('refund_failed', 'refund_unmatched')
       RETURNING "id"
     ),
     "problem_jobs" AS (${addDeliveryJobsSql(Prisma.sql`"problem_rows"`)})`;
}

/**
 * Stripe confirmed the refund: one statement marks it succeeded, moves its amount from reserved to
 * refunded and issues the note, only while it is pending (or released after a request Stripe
 * seemed not to take, if the invoice still has room: a late "succeeded" for it then alerts the
 * owner instead). Waits on the refund's and the invoice's rows, so two confirmations at once
 * issue one note.
 */
async function confirmCardRefund(target: LoadedRefund, stripeId: string, now: Date, event?: RefundEvent): Promise<{ note: AdjustmentNoteJson | null; outcome: string | null }> {
  const document = refundNoteDocument(target.row, target.invoice, target.amountCents, target.reason, now);
  const [result] = await getDb().$queryRaw<{ noteId: number | null; number: number | null; refundedCents: number | null; outcome: string | null; jobs: number }[]>`WITH "locked" AS (
       SELECT r."id", r."status", i."refundedCents" + i."refundPendingCents" + r."amountCents" <= i."totalCents" AS "fits"
       FROM "stripe_refunds" r JOIN "deposit_invoices" i ON i."id" = r."invoiceId" WHERE r."id" = ${target.id}
       FOR UPDATE
     ),
     "settled" AS (
       UPDATE "stripe_refunds" r SET "status" = 'succeeded', "stripeId" = coalesce(r."stripeId", ${stripeId}), "settledAt" = ${now}
       FROM "locked" l WHERE r."id" = l."id" AND (l."status" = 'pending' OR (l."status" = 'error' AND l."fits")) ${unseenSql(event)}
       RETURNING r."id", r."invoiceId", r."amountCents", l."status" AS "was"
     ),
     "refunded" AS (
       UPDATE "deposit_invoices" i SET "refundedCents" = i."refundedCents" + s."amountCents",
         "refundPendingCents" = i."refundPendingCents" - (CASE WHEN s."was" = 'pending' THEN s."amountCents" ELSE 0 END)
       FROM "settled" s WHERE i."id" = s."invoiceId"
       RETURNING i."id", i."quoteId", i."refundedCents"
     ),
     ${issueNoteSql({ document, issuedBy: target.requestedBy, now, refundId: Prisma.sql`(SELECT "id" FROM "settled")`, stripeId })},
     ${claimSql(
       target,
       event,
       Prisma.sql`(CASE WHEN EXISTS (SELECT 1 FROM "settled") THEN 'refunded' WHEN (SELECT "status" FROM "locked") = 'error' THEN 'refund_unmatched' ELSE 'duplicate' END)`,
       now,
     )}
     SELECT (SELECT "id" FROM "note") AS "noteId", (SELECT "number" FROM "note") AS "number", (SELECT "refundedCents" FROM "refunded") AS "refundedCents",
       (SELECT "outcome" FROM "claimed") AS "outcome", (SELECT count(*)::int FROM "alert_jobs") + (SELECT count(*)::int FROM "problem_jobs") AS "jobs"`;
  const note = result?.noteId != null && result.number != null && result.refundedCents != null ? issuedNoteJson({ id: result.noteId, number: result.number, refundedCents: result.refundedCents }, document, now) : null;
  if (result?.outcome === "refund_unmatched") console.warn(`[payments] Stripe refunded ${stripeId} after its request was reported failed, and ${document.invoice.number} has no room for its note; the owner is alerted`);
  return { note, outcome: result?.outcome ?? null };
}

/**
 * Stripe failed or canceled the refund ("failed"), or did not take the request ("error"): one
 * statement marks it and releases its reservation, only while pending, with a "refund_failed"
 * event on the timeline (not for "error": the owner has the route's 502 in front of him). A
 * refund that failed after Stripe had confirmed it (rare: a closed card) keeps its note, whose
 * money is back in Stripe's balance: the event and the owner's e-mail say to pay it another way.
 */
async function failCardRefund(target: LoadedRefund, failure: { status: "failed" | "error"; reason: string; stripeId: string | null }, now: Date, event?: RefundEvent): Promise<string | null> {
  const [result] = await getDb().$queryRaw<{ outcome: string | null; jobs: number }[]>`WITH "locked" AS (
       SELECT r."id", r."status" FROM "stripe_refunds" r WHERE r."id" = ${target.id} FOR UPDATE
     ),
     "failed" AS (
       UPDATE "stripe_refunds" r SET "status" = ${failure.status}, "failureReason" = ${failure.reason}, "settledAt" = ${now}, "stripeId" = coalesce(r."stripeId", ${failure.stripeId})
       FROM "locked" l WHERE r."id" = l."id" AND (l."status" = 'pending' OR (${failure.status}::text = 'failed' AND l."status" = 'succeeded')) ${unseenSql(event)}
       RETURNING r."id", r."invoiceId", r."amountCents", l."status" AS "was"
     ),
     "released" AS (
       UPDATE "deposit_invoices" i SET "refundPendingCents" = i."refundPendingCents" - f."amountCents"
       FROM "failed" f WHERE i."id" = f."invoiceId" AND f."was" = 'pending'
       RETURNING i."id"
     ),
     "quote" AS (SELECT q."id", q."leadId" FROM "quotes" q, "failed" f WHERE q."id" = ${target.row.id} AND ${failure.status}::text = 'failed'),
     "event" AS (${recordEventSql(Prisma.sql`"quote"`, "refund_failed", {
       at: now,
       data: Prisma.sql`jsonb_build_object('invoiceNumber', ${formatInvoiceNumber(target.invoice.number)}::text, 'totalCents', ${target.amountCents}::int, 'reason', ${failure.reason}::text,
         'stripeId', ${failure.stripeId}::text, 'note', (SELECT n."number" FROM "adjustment_notes" n WHERE n."refundId" = ${target.id}))`,
     })}),
     ${claimSql(target, event, Prisma.sql`(CASE WHEN EXISTS (SELECT 1 FROM "failed") THEN 'refund_failed' ELSE 'duplicate' END)`, now)}
     SELECT (SELECT "outcome" FROM "claimed") AS "outcome", (SELECT count(*)::int FROM "released") + (SELECT count(*)::int FROM "problem_jobs") AS "jobs"`;
  return result?.outcome ?? null;
}

/** Stripe has the refund and has not settled it yet: its id is recorded and the timeline says so, once. */
async function markPending(target: LoadedRefund, stripeId: string, now: Date, event?: RefundEvent): Promise<string | null> {
  const [result] = await getDb().$queryRaw<{ outcome: string | null; jobs: number }[]>`WITH "marked" AS (
       UPDATE "stripe_refunds" SET "stripeId" = ${stripeId}
       WHERE "id" = ${target.id} AND "status" = 'pending' AND "stripeId" IS NULL ${unseenSql(event)}
       RETURNING "id"
     ),
     "quote" AS (SELECT q."id", q."leadId" FROM "quotes" q, "marked" m WHERE q."id" = ${target.row.id}),
     "event" AS (${recordEventSql(Prisma.sql`"quote"`, "refund_pending", {
       at: now,
       data: Prisma.sql`jsonb_build_object('invoiceNumber', ${formatInvoiceNumber(target.invoice.number)}::text, 'totalCents', ${target.amountCents}::int, 'stripeId', ${stripeId}::text)`,
     })}),
     ${claimSql(target, event, Prisma.sql`(CASE WHEN EXISTS (SELECT 1 FROM "marked") THEN 'refund_pending' ELSE 'duplicate' END)`, now)}
     SELECT (SELECT "outcome" FROM "claimed") AS "outcome", (SELECT count(*)::int FROM "problem_jobs") AS "jobs"`;
  return result?.outcome ?? null;
}

/** The adjustment note's reason for a refund made in Stripe's dashboard, from Stripe's own reason. */
const dashboardReasons: Record<string, string> = {
  duplicate: "Duplicate payment refunded",
  fraudulent: "Payment refunded as fraudulent",
  requested_by_customer: "Refunded at the customer's request",
};

/**
 * A refund made in Stripe's dashboard (no refund of ours in its metadata) of one of our invoices'
 * card payments becomes a refund of ours, its amount reserved as ours are, so the books get its
 * note like any other. The invoice's row is locked first, so the check that follows, a statement of
 * its own with a fresh snapshot, sees an adoption that another event of the same refund committed
 * meanwhile. Nothing is adopted for a payment not ours, or past what is left on the invoice.
 */
async function adoptDashboardRefund(refund: Stripe.Refund, now: Date): Promise<void> {
  const paymentId = paymentIntentOf(refund);
  if (!paymentId || refund.metadata?.refundId !== undefined || !(refund.amount > 0)) return;
  const reason = dashboardReasons[refund.reason ?? ""] ?? "Refunded to the card";
  await getDb().$transaction(async (tx) => {
    const [invoice] = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "deposit_invoices"
      WHERE "paymentId" = ${paymentId} AND "paidMethod" = 'card' AND "paidOn" IS NOT NULL FOR UPDATE`;
    if (!invoice) return;
    const [adopted] = await tx.$queryRaw<{ id: number }[]>(
      reserveRefundSql(
        { invoiceId: invoice.id, amountCents: refund.amount, reason, requestedBy: null, now, paymentId, stripeId: refund.id },
        Prisma.sql`NOT EXISTS (SELECT 1 FROM "stripe_refunds" WHERE "stripeId" = ${refund.id})`,
      ),
    );
    if (adopted) console.warn(`[payments] refund ${refund.id} was made in Stripe's dashboard: recorded as refund ${adopted.id}`);
  });
}

const paymentIntentOf = (refund: Stripe.Refund): string | null => (typeof refund.payment_intent === "string" ? refund.payment_intent : (refund.payment_intent?.id ?? null));

/**
 * A verified refund event (refund.created, refund.updated, refund.failed, charge.refund.updated:
 * each carries the Refund): the refund of ours its metadata names, checked against Stripe's own
 * id, the payment and the amount, then settled as its status says. One made in Stripe's dashboard
 * of one of our payments is adopted first (adoptDashboardRefund); any other is recorded and changes
 * nothing.
 */
export async function handleRefundEvent(event: Stripe.Event, refund: Stripe.Refund, now = new Date()): Promise<RefundEventOutcome> {
  const metadataId = refund.metadata?.refundId;
  const byId = metadataId && /^\d{1,9}$/.test(metadataId) ? Number(metadataId) : null;
  const find = () =>
    getDb().stripeRefund.findFirst({
      where: { OR: [...(byId === null ? [] : [{ id: byId }]), { stripeId: refund.id }] },
      include: { invoice: { include: { quote: { include: quoteInclude } } } },
    });
  let found = await find();
  if (!found) {
    await adoptDashboardRefund(refund, now);
    found = await find();
  }
  const ours = found && found.paymentId === paymentIntentOf(refund) && found.amountCents === refund.amount && (found.stripeId === null || found.stripeId === refund.id);
  if (!found || !ours) {
    const [claimed] = await getDb().$queryRaw<{ id: string }[]>`INSERT INTO "stripe_events" ("id", "type", "receivedAt", "outcome", "amountCents", "currency", "paymentId")
      VALUES (${event.id}, ${event.type}, ${now}, 'unknown_refund', ${refund.amount}, ${refund.currency?.slice(0, 3) ?? null}, ${paymentIntentOf(refund)})
      ON CONFLICT ("id") DO NOTHING RETURNING "id"`;
    if (claimed) console.warn(`[payments] ${event.type} ${event.id}: refund ${refund.id} is not one of ours`);
    return claimed ? "unknown_refund" : "duplicate";
  }
  const row = quoteRowOf(found.invoice.quote);
  const invoice = row.invoices.find((candidate) => candidate.id === found.invoiceId)!;
  const target: LoadedRefund = { id: found.id, amountCents: found.amountCents, reason: found.reason, requestedBy: found.requestedBy, paymentId: found.paymentId, stripeId: found.stripeId, row, invoice };
  const context: RefundEvent = { id: event.id, type: event.type, refund };
  let outcome: string | null;
  if (refund.status === "succeeded") outcome = (await confirmCardRefund(target, refund.id, now, context)).outcome;
  else if (refund.status && failedStatuses.has(refund.status)) outcome = await failCardRefund(target, { status: "failed", reason: refund.failure_reason ?? refund.status, stripeId: refund.id }, now, context);
  else outcome = await markPending(target, refund.id, now, context);
  if (outcome === "refund_failed") console.warn(`[payments] ${event.id}: Stripe refund ${refund.id} of ${formatInvoiceNumber(invoice.number)} ${refund.status} (${refund.failure_reason ?? "no reason given"}); the owner is alerted`);
  return (outcome as RefundEventOutcome | null) ?? "duplicate";
}

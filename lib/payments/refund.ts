import "server-only";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { refundMessages, type RefundInput } from "@/lib/quotes/model/after-send-schemas";
import { findQuote } from "@/lib/quotes/services/drafts";
import { adminQuoteMessages } from "@/lib/quotes/model/quote-messages";
import { issuedNoteJson, issueNoteSql, refundNoteDocument, refundRefusal } from "@/lib/quotes/services/refund-note";
import { requestCardRefund, type RefundResultJson } from "./refunds";
import { stripeClient } from "./stripe";

/**
 * Refunding a paid invoice, the deposit's or the balance's (issue 45 point 5, issue 46 point 4):
 * the customer gets an adjustment note (ADJ-0001 upward, a sequence of its own), kept as issued
 * and e-mailed with its PDF. Never more than was paid: one UPDATE adds the amount to the
 * invoice's refundedCents only while the sum (with card refunds awaiting Stripe) stays within
 * the invoice, so two refunds at once cannot together pass it (the second waits on the row, then
 * finds the new sum). A card payment goes back through Stripe's refund API, and its note waits
 * for Stripe's confirmation (lib/payments/refunds.ts); a bank payment the owner pays back
 * himself, and its note is issued at once, as is a card payment he paid back himself (method "bank").
 */

export { refundMessages, refundSchema, type RefundInput } from "@/lib/quotes/model/after-send-schemas";
export type { AdjustmentNoteJson } from "@/lib/quotes/services/refund-note";
export type { PendingRefundJson, RefundResultJson } from "@/lib/payments/refunds";

/**
 * Refunds `input.amountCents` of quote `quoteId`'s invoice of `input.kind`: the note issued, or
 * (paid by card, Stripe configured) the refund sent to Stripe and pending its confirmation unless
 * confirmed at once. 404: no such quote or invoice; 409: nothing paid, or more than paid and not
 * yet refunded; 502: Stripe refused or failed it (nothing refunded, nothing issued).
 */
export async function refundInvoice(leadId: number, quoteId: number, input: RefundInput, issuedBy: string | null, now = new Date()): Promise<RefundResultJson> {
  const row = await findQuote(leadId, quoteId);
  const invoice = input.kind === "balance" ? row.balanceInvoice : row.depositInvoice;
  if (!invoice) throw new HttpError(404, input.kind === "balance" ? adminQuoteMessages.noBalanceInvoice : adminQuoteMessages.noDepositInvoice);
  if (!invoice.paidOn) throw new HttpError(409, refundMessages.nothingPaid(input.kind));
  const remaining = invoice.totalCents - invoice.refundedCents - invoice.refundPendingCents;
  if (input.amountCents > remaining) throw new HttpError(409, refundMessages.tooMuch(remaining, invoice.refundPendingCents));
  // Paid through Stripe: the money goes back the way it came, unless the owner paid it back himself
  // (method "bank": a card Stripe could not refund). Without Stripe configured (any more), the
  // owner refunds it himself, as a bank payment.
  const stripe = stripeClient();
  const byCard = stripe && invoice.paidMethod === "card" && invoice.paymentId ? { stripe, paymentId: invoice.paymentId } : null;
  if (input.method === "card" && !byCard) throw new HttpError(409, refundMessages.notByCard);
  if (byCard && input.method !== "bank") return requestCardRefund(byCard.stripe, row, { ...invoice, paymentId: byCard.paymentId }, input, issuedBy, now);
  const document = refundNoteDocument(row, invoice, input.amountCents, input.reason, now);
  const rows = await getDb().$queryRaw<{ id: number; number: number; refundedCents: number }[]>`WITH "refunded" AS (
       UPDATE "deposit_invoices" SET "refundedCents" = "refundedCents" + ${input.amountCents}
       WHERE "id" = ${invoice.id} AND "paidOn" IS NOT NULL AND "refundedCents" + "refundPendingCents" + ${input.amountCents} <= "totalCents"
       RETURNING "id", "quoteId", "refundedCents"
     ),
     ${issueNoteSql({ document, issuedBy, now })}
     SELECT n."id", n."number", r."refundedCents", (SELECT count(*)::int FROM "alert_jobs") AS "jobs" FROM "note" n, "refunded" r`;
  const note = rows[0];
  if (!note) throw await refundRefusal(invoice.id, input.kind);
  return { status: "issued", ...issuedNoteJson(note, document, now) };
}

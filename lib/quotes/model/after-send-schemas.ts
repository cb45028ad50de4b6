import { z } from "@/lib/zod";
import { adminQuoteMessages as messages } from "./quote-messages";

/**
 * The owner's actions on a quote after sending it (issue 33), one schema each for the API and the
 * lead card: extend its validity, mark its deposit paid, mark the job done. Days are Sydney calendar days; the rules
 * that need today or the stored quote are checked by the services (lib/quotes/services/extend.ts, deposit.ts).
 */
const strict = { error: () => messages.bodyNotObject };

const calendarDay = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
    }, message);

/** POST …/quotes/{quoteId}/extend: `{ validUntil: "YYYY-MM-DD" }`. */
export const extendQuoteSchema = z.strictObject({ validUntil: calendarDay(messages.validUntilDay) }, strict);

/** POST …/quotes/{quoteId}/deposit-paid: `{ paidOn: "YYYY-MM-DD" }`. */
export const depositPaidSchema = z.strictObject({ paidOn: calendarDay(messages.paidOnDay) }, strict);

/**
 * POST …/quotes/{quoteId}/send: `{ signedBy? }`, the name signed for the licence holder over
 * $5,000 for a home (s7). Optional: without it the configured licensed name signs.
 */
export const sendQuoteSchema = z.strictObject(
  { signedBy: z.string({ error: messages.signedBy }).trim().min(1, messages.signedBy).max(100, messages.signedBy).optional() },
  strict,
);

/** POST …/quotes/{quoteId}/complete: `{ completedOn: "YYYY-MM-DD" }`, the Sydney day the job was done. */
export const completeQuoteSchema = z.strictObject({ completedOn: calendarDay(messages.completedOnDay) }, strict);

export type SendQuoteInput = z.output<typeof sendQuoteSchema>;
export type ExtendQuoteInput = z.output<typeof extendQuoteSchema>;
export type DepositPaidInput = z.output<typeof depositPaidSchema>;
export type CompleteQuoteInput = z.output<typeof completeQuoteSchema>;

export const refundMessages = {
  amount: "amountCents must be a whole number of cents, more than 0.",
  reason: "reason must say why, in 3 to 500 characters.",
  kind: 'kind must be "deposit" or "balance".',
  method: 'method must be "card" or "bank".',
  notByCard: "This invoice was not paid by card through Stripe: refund it by bank transfer.",
  nothingPaid: (kind: "deposit" | "balance") => `This ${kind} is not marked paid: there is nothing to refund.`,
  tooMuch: (remainingCents: number, pendingCents = 0) =>
    `That is more than was paid and not yet refunded: at most ${remainingCents} cents can be refunded${pendingCents > 0 ? ` (${pendingCents} cents are waiting for Stripe to confirm a card refund)` : ""}.`,
  // A card payment's refund goes through Stripe's refund API (lib/payments/refunds.ts).
  stripeRefused: (message: string) => `Stripe refused the refund (${message}). Nothing was refunded and no adjustment note was issued.`,
  stripeUnreachable:
    "Stripe did not answer the refund. No adjustment note was issued: check the payment in Stripe's dashboard before trying again (a refund Stripe did make still gets its note when Stripe confirms it).",
  stripeFailed: (reason: string) => `Stripe could not refund the card (${reason}). Nothing was refunded and no adjustment note was issued.`,
} as const;

/**
 * POST …/quotes/{quoteId}/refund: `{ amountCents, reason, kind?, method? }` (lib/payments/refund.ts);
 * `kind` names the invoice refunded, the deposit's unless "balance"; `method` how the money goes
 * back, the way it came unless "bank" (a card refund Stripe could not make, paid back by the owner).
 */
export const refundSchema = z.strictObject(
  {
    amountCents: z.number({ error: refundMessages.amount }).int(refundMessages.amount).positive(refundMessages.amount).max(2_000_000_000, refundMessages.amount),
    reason: z.string({ error: refundMessages.reason }).trim().min(3, refundMessages.reason).max(500, refundMessages.reason),
    kind: z.enum(["deposit", "balance"], { error: refundMessages.kind }).default("deposit"),
    method: z.enum(["card", "bank"], { error: refundMessages.method }).optional(),
  },
  strict,
);
export type RefundInput = z.output<typeof refundSchema>;

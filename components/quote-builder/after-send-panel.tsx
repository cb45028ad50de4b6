"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { messageOf } from "@/lib/client/api";
import { quoteApi, quoteLinks } from "./quote-api";
import { toast } from "@/lib/client/toast";
import { formatCents, parseDollars } from "@/lib/money";
import { completeQuoteSchema } from "@/lib/quotes/model/after-send-schemas";
import type { DepositInvoiceJson } from "@/lib/quotes/model/invoice-json";
import type { QuoteJson } from "@/lib/quotes/services/quote-row";
import { builderStyles as styles } from "@/components/ui/builder-styles";
import { builderTexts } from "./builder-texts";

const texts = builderTexts.afterSend;

/** "2026-12-21" -> "21/12/2026", as the admin reads dates. */
const dayText = (day: string) => day.split("-").reverse().join("/");

/** Today in Sydney, "YYYY-MM-DD" (the date inputs' default). */
const sydneyDayOf = (at: string | Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(at));
const sydneyToday = () => sydneyDayOf(new Date());

export type AfterSendQuote = Pick<QuoteJson, "id" | "status" | "expired" | "validUntil" | "followUp" | "depositInvoice"> &
  Partial<Pick<QuoteJson, "decidedAt" | "completedOn" | "balanceInvoice">> & { updateRequested?: boolean };

/** Runs one of the panel's actions: its toast (the words may depend on the answer), then the page's data again. */
type Run = <T>(action: () => Promise<T>, done: string | ((result: T) => string), failed: string) => Promise<void>;

/**
 * A paid invoice's refunds (lib/payments/refund.ts): refunded so far, card refunds awaiting Stripe,
 * and "Refund" while anything is left. A card payment's refund goes to Stripe, and the toast says
 * whether its adjustment note went out or waits for Stripe's confirmation; one the owner paid back
 * himself (a card Stripe could not refund) is recorded at once, ticked as by bank transfer.
 */
function InvoiceRefund({ leadId, quoteId, kind, invoice, busy, run }: { leadId: number; quoteId: number; kind: "deposit" | "balance"; invoice: DepositInvoiceJson; busy: boolean; run: Run }) {
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [byBank, setByBank] = useState(false);
  const left = invoice.totalCents - invoice.refundedCents - invoice.refundPendingCents;
  return (
    <>
      {invoice.refundedCents > 0 && <p className="mt-2 text-slate-800">{texts.refunded(formatCents(invoice.refundedCents))}</p>}
      {invoice.refundPendingCents > 0 && (
        <p className="mt-2 text-slate-800" role="status">
          {texts.refundPending(formatCents(invoice.refundPendingCents))}
        </p>
      )}
      {invoice.paidOn && left > 0 && (
        <form
          className="mt-2 grid gap-2 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            const cents = parseDollars(amount);
            if (cents === null || cents <= 0) {
              toast.error(texts.refundFailed, { description: texts.refundAmountInvalid });
              return;
            }
            void run(
              async () => {
                const result = await quoteApi.refund(leadId, quoteId, kind, cents, reason, invoice.paidByCard && byBank ? "bank" : undefined);
                setAmount("");
                setReason("");
                setByBank(false);
                return result;
              },
              (result) => (result.status === "issued" ? texts.refundDone : texts.refundSent),
              texts.refundFailed,
            );
          }}
        >
          {invoice.paidByCard && (
            <div className="text-xs text-slate-600 sm:col-span-3">
              <p>{texts.refundByCard}</p>
              <label className="mt-1 flex items-center gap-2 text-slate-800">
                <input type="checkbox" className="size-4" checked={byBank} onChange={(event) => setByBank(event.target.checked)} />
                {texts.refundByBank}
              </label>
            </div>
          )}
          <div>
            <label htmlFor={`${kind}-refund-amount`} className={styles.label}>
              {texts.refundAmountLabel(kind)}
            </label>
            <input id={`${kind}-refund-amount`} inputMode="decimal" required className={styles.input} value={amount} onChange={(event) => setAmount(event.target.value)} />
          </div>
          <div>
            <label htmlFor={`${kind}-refund-reason`} className={styles.label}>
              {texts.refundReasonLabel(kind)}
            </label>
            <input id={`${kind}-refund-reason`} required minLength={3} maxLength={500} className={styles.input} value={reason} onChange={(event) => setReason(event.target.value)} />
          </div>
          <button type="submit" className={styles.secondary} disabled={busy}>
            {texts.refund(kind)}
          </button>
        </form>
      )}
    </>
  );
}

/**
 * A sent quote's life after sending, on its builder page: until when it is valid (and Extend), the
 * follow-ups' switch as sent, and once accepted the deposit's tax invoice with "Mark deposit paid",
 * then "Refund" (an adjustment note to the customer, lib/payments/refund.ts), and "Job done" (the
 * final tax invoice, for the balance) and that invoice, with its own "Refund".
 * Each action posts to the admin API and reloads the page's data from the server.
 */
export function AfterSendPanel({ leadId, quote }: { leadId: number; quote: AfterSendQuote }) {
  const router = useRouter();
  const [validUntil, setValidUntil] = useState("");
  const [paidOn, setPaidOn] = useState(sydneyToday);
  const [completedOn, setCompletedOn] = useState(sydneyToday);
  const [balancePaidOn, setBalancePaidOn] = useState(sydneyToday);
  const [busy, setBusy] = useState(false);
  const run: Run = async (action, done, failed) => {
    setBusy(true);
    try {
      const result = await action();
      toast.success(typeof done === "function" ? done(result) : done);
      router.refresh();
    } catch (error) {
      toast.error(failed, { description: messageOf(error, failed) });
    } finally {
      setBusy(false);
    }
  };
  const invoice = quote.depositInvoice;
  const accepted = quote.status === "accepted";
  if (quote.status !== "sent" && !invoice && !accepted) return null;
  const balance = quote.balanceInvoice ?? null;
  return (
    <section aria-labelledby="after-send-heading" className={`${styles.card} p-3 text-sm sm:p-4`}>
      <h2 id="after-send-heading" className="text-base font-semibold text-brand-950">
        {texts.heading}
      </h2>
      {quote.status === "sent" && quote.validUntil && (
        <>
          <p className="mt-2 text-slate-800">{quote.expired ? texts.expired(dayText(quote.validUntil)) : texts.validUntil(dayText(quote.validUntil))}</p>
          <p className="mt-1 text-slate-700">{quote.followUp ? texts.followUpOn : texts.followUpOff}</p>
          <form
            className="mt-2 flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void run(() => quoteApi.extend(leadId, quote.id, validUntil), texts.extended, texts.extendFailed);
            }}
          >
            <div>
              <label htmlFor="quote-extend" className={styles.label}>
                {texts.extendLabel}
              </label>
              <input id="quote-extend" type="date" required min={sydneyToday()} className={styles.input} value={validUntil} onChange={(event) => setValidUntil(event.target.value)} />
            </div>
            <button type="submit" className={styles.primary} disabled={busy}>
              {texts.extend}
            </button>
          </form>
        </>
      )}
      {invoice && (
        <>
          <p className="mt-2 text-slate-800">
            {texts.invoice(invoice.number, formatCents(invoice.totalCents))} {invoice.paidOn ? texts.paid(dayText(invoice.paidOn)) : texts.outstanding}
          </p>
          <a className={`${styles.secondary} mt-2`} href={quoteLinks.invoicePdf(leadId, quote.id)} download>
            {texts.invoicePdf}
          </a>
          {!invoice.paidOn && (
            <form
              className="mt-2 flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                void run(() => quoteApi.depositPaid(leadId, quote.id, paidOn), texts.markedPaid, texts.markPaidFailed);
              }}
            >
              <div>
                <label htmlFor="deposit-paid-on" className={styles.label}>
                  {texts.paidOnLabel}
                </label>
                <input id="deposit-paid-on" type="date" required max={sydneyToday()} min={invoice.issuedOn} className={styles.input} value={paidOn} onChange={(event) => setPaidOn(event.target.value)} />
              </div>
              <button type="submit" className={styles.accent} disabled={busy}>
                {texts.markPaid}
              </button>
            </form>
          )}
          <InvoiceRefund leadId={leadId} quoteId={quote.id} kind="deposit" invoice={invoice} busy={busy} run={run} />
        </>
      )}
      {accepted && quote.completedOn ? (
        <>
          <p className="mt-3 text-slate-800">{texts.done(dayText(quote.completedOn))}</p>
          {balance ? (
            <>
              <p className="mt-1 text-slate-800">
                {texts.balanceInvoice(balance.number, formatCents(balance.totalCents))} {balance.paidOn ? texts.paid(dayText(balance.paidOn)) : texts.outstanding}
              </p>
              <a className={`${styles.secondary} mt-2`} href={quoteLinks.invoicePdf(leadId, quote.id, "balance")} download>
                {texts.balancePdf}
              </a>
              {!balance.paidOn && (
                <form
                  className="mt-2 flex flex-wrap items-end gap-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void run(() => quoteApi.balancePaid(leadId, quote.id, balancePaidOn), texts.markedBalancePaid, texts.markBalancePaidFailed);
                  }}
                >
                  <div>
                    <label htmlFor="balance-paid-on" className={styles.label}>
                      {texts.paidOnLabel}
                    </label>
                    <input id="balance-paid-on" type="date" required max={sydneyToday()} min={balance.issuedOn} className={styles.input} value={balancePaidOn} onChange={(event) => setBalancePaidOn(event.target.value)} />
                  </div>
                  <button type="submit" className={styles.accent} disabled={busy}>
                    {texts.markBalancePaid}
                  </button>
                </form>
              )}
              <InvoiceRefund leadId={leadId} quoteId={quote.id} kind="balance" invoice={balance} busy={busy} run={run} />
            </>
          ) : (
            <p className="mt-1 text-slate-700">{texts.nothingLeft}</p>
          )}
        </>
      ) : null}
      {accepted && !quote.completedOn ? (
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            // The route's own schema: a bad day is refused here with the API's words.
            const input = completeQuoteSchema.safeParse({ completedOn });
            if (!input.success) {
              toast.error(texts.completeFailed, { description: input.error.issues[0]?.message });
              return;
            }
            void run(() => quoteApi.complete(leadId, quote.id, input.data), texts.completed, texts.completeFailed);
          }}
        >
          <div>
            <label htmlFor="quote-completed-on" className={styles.label}>
              {texts.completedOnLabel}
            </label>
            <input
              id="quote-completed-on"
              type="date"
              required
              max={sydneyToday()}
              min={quote.decidedAt ? sydneyDayOf(quote.decidedAt) : undefined}
              className={styles.input}
              value={completedOn}
              onChange={(event) => setCompletedOn(event.target.value)}
            />
          </div>
          <button type="submit" className={styles.accent} disabled={busy}>
            {texts.complete}
          </button>
          <p className="w-full text-xs text-slate-600">{texts.completeHint}</p>
        </form>
      ) : null}
    </section>
  );
}

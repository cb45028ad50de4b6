import { buttonVariants } from "@/components/ui/button-variants";
import { formatCents } from "@/lib/money";
import { balanceTexts, depositTexts, paymentMessages } from "@/lib/payments/texts";
import type { CustomerDeposit } from "@/lib/quotes/services/customer-view";
import { invoicePaymentRows, type InvoiceKind } from "@/lib/quotes/model/deposit-invoice";

/**
 * The accepted quote's deposit (#deposit): paid, with the day; or the tax invoice's amount, the
 * bank details and PayID (no fee), and "Pay by card" (a plain form to Stripe Checkout) when card
 * payments are configured. Back from Stripe before its webhook has arrived, the page says the
 * payment is being confirmed, with no card button (a second click would pay twice): only the
 * webhook marks it paid. The balance's invoice, once the job is done, has the same section (#balance).
 */
export function DepositSection({ token, deposit, returnedFromCard, refusal }: { token: string; deposit: CustomerDeposit; returnedFromCard: boolean; refusal: string | undefined }) {
  const { invoice } = deposit;
  const kind: InvoiceKind = invoice.kind === "balance" ? "balance" : "deposit";
  const texts = kind === "balance" ? balanceTexts : depositTexts;
  const amount = formatCents(invoice.totalCents);
  if (deposit.paidOnText) {
    return (
      <section id={kind} aria-labelledby={`${kind}-heading`} role="status" className="mb-6 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-[15px] leading-relaxed">
        <h2 id={`${kind}-heading`} className="font-semibold text-slate-900">
          {texts.paidTitle}
        </h2>
        <p className="mt-1 text-slate-800">{texts.paid(invoice.number, deposit.paidOnText)}</p>
      </section>
    );
  }
  // Only our own codes: "?error=__proto__" names no message.
  const message = refusal && Object.hasOwn(paymentMessages, refusal) ? paymentMessages[refusal as keyof typeof paymentMessages] : undefined;
  const rows = invoicePaymentRows(invoice);
  return (
    <section id={kind} aria-labelledby={`${kind}-heading`} className="mb-6 rounded-lg border border-slate-300 bg-white p-4 text-[15px] leading-relaxed sm:p-6">
      <h2 id={`${kind}-heading`} className="text-lg font-semibold text-slate-900">
        {texts.heading}: {amount}
      </h2>
      {returnedFromCard ? (
        <p role="status" className="mt-2 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
          {texts.confirming}
        </p>
      ) : null}
      <p className="mt-1 text-slate-700">{deposit.card ? texts.intro(invoice.number, amount) : texts.introBankOnly(invoice.number, amount)}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium break-all text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {deposit.card && !returnedFromCard ? (
        <form method="post" action={`/api/quote/${token}/${kind}/checkout`} className="mt-4">
          {message ? (
            <p role="alert" className="mb-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {message}
            </p>
          ) : null}
          <button type="submit" className={`${buttonVariants({ variant: "accent", size: "lg" })} w-full sm:w-auto`}>
            {texts.payByCard}
          </button>
          <p className="mt-2 text-sm text-slate-600">{texts.cardNote}</p>
        </form>
      ) : null}
    </section>
  );
}

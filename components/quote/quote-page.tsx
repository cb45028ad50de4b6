import { buttonVariants } from "@/components/ui/button-variants";
import { payFormOf } from "@/lib/payments/texts";
import { customerQuoteMessages, quotePageTexts as texts } from "@/lib/quotes/model/customer-texts";
import type { CustomerQuote } from "@/lib/quotes/services/customer-view";
import { guideApplies } from "@/lib/quotes/model/nsw-rules";
import { AcceptForm, AcceptState, DeclineForm, QuestionForm, QuoteTotal, UpdateAsked, UpdateRequestForm, UpdateTotalsButton } from "./customer-forms";
import { DepositSection } from "./deposit-section";
import { OptionTotals } from "./option-totals";
import { QuoteView } from "./quote-view";

/**
 * The customer's page of a quote (/quote/{token}): the quote (quote-view.tsx), then what the
 * customer can do with it: Accept (full name, the tick box after the terms, one button), Decline
 * (an optional reason) and Ask a question, each a form posting to its server action
 * (./quote-actions.ts, laid out by ./customer-forms.tsx), which works without JavaScript.
 * `query`: what the page's address carries: back from Stripe, or a card payment's refusal code.
 */
export interface QuotePageQuery {
  error?: string;
  form?: string;
  /** "deposit" or "balance": back from Stripe Checkout (its success_url). */
  paid?: string;
}

const ACCEPT_FORM = "quote-accept";

function Banner({ tone, title, children }: { tone: "good" | "neutral" | "warning"; title: string; children: React.ReactNode }) {
  const tones = { good: "border-emerald-300 bg-emerald-50", neutral: "border-slate-300 bg-slate-50", warning: "border-amber-300 bg-amber-50" };
  return (
    <div role="status" className={`mb-6 rounded-lg border p-4 text-[15px] leading-relaxed ${tones[tone]}`}>
      <p className="font-semibold text-slate-900">{title}</p>
      <div className="mt-1 text-slate-800">{children}</div>
    </div>
  );
}

function StateBanner({ view, token }: { view: CustomerQuote; token: string }) {
  const { document } = view;
  switch (view.state) {
    case "accepted":
      return (
        <Banner tone="good" title={texts.acceptedTitle}>
          <p>{texts.accepted(document.acceptance!.name, document.acceptance!.acceptedAtText)}</p>
        </Banner>
      );
    case "declined":
      return (
        <Banner tone="neutral" title={texts.declinedTitle}>
          <p>{texts.declined(view.declined?.atText ?? "")}</p>
          <p className="mt-1">{customerQuoteMessages.declined}</p>
        </Banner>
      );
    case "expired":
      return (
        <Banner tone="warning" title={texts.expiredTitle}>
          <p>{customerQuoteMessages.expired(document.validUntilText)}</p>
          {view.updateRequested ? (
            <UpdateAsked />
          ) : (
            // The owner is alerted by e-mail and push (lib/quotes/services/update-request.ts).
            <UpdateRequestForm token={token}>
              <button type="submit" className={`${buttonVariants({ variant: "accent" })} mt-2`}>
                {texts.askUpdateButton}
              </button>
            </UpdateRequestForm>
          )}
        </Banner>
      );
    case "replaced":
      return (
        <Banner tone="warning" title={texts.replacedTitle}>
          <p>{customerQuoteMessages.replaced}</p>
          <p className="mt-2">
            {view.newest?.path ? (
              <a className="font-semibold text-brand-700 underline underline-offset-2" href={view.newest.path}>
                {texts.newerVersion(view.newest.number)}
              </a>
            ) : (
              texts.preparing
            )}
          </p>
        </Banner>
      );
    default:
      return null;
  }
}

function AcceptSection({ token, view }: { token: string; view: CustomerQuote }) {
  return (
    <section id="accept" aria-labelledby="accept-heading" className="mt-8 rounded-lg border-2 border-brand-700 p-4 sm:p-6">
      <h2 id="accept-heading" className="text-xl font-bold">
        {texts.acceptHeading}
      </h2>
      <p className="mt-1 text-[15px] text-slate-700">{texts.acceptIntro}</p>
      <AcceptForm
        id={ACCEPT_FORM}
        token={token}
        guide={guideApplies(view.document)}
        button={
          <button type="submit" className={`${buttonVariants({ variant: "accent", size: "lg" })} mt-4 w-full sm:w-auto`}>
            {texts.acceptButton}
          </button>
        }
      >
        <p className="mt-3 text-sm text-slate-700">
          You are accepting a total of{" "}
          <strong data-quote-total="total" className="tabular-nums">
            <QuoteTotal name="total" cents={view.document.totals.totalCents} />
          </strong>
          {view.document.business.gstRegistered ? " including GST." : "."}
        </p>
      </AcceptForm>
    </section>
  );
}

function DeclineSection({ token }: { token: string }) {
  return (
    <section id="decline" aria-labelledby="decline-heading" className="mt-8">
      <h2 id="decline-heading" className="text-lg font-semibold">
        {texts.declineHeading}
      </h2>
      <p className="mt-1 text-[15px] text-slate-700">{texts.declineIntro}</p>
      <DeclineForm token={token}>
        <button type="submit" className={`${buttonVariants({ variant: "outline" })} mt-3`}>
          {texts.declineButton}
        </button>
      </DeclineForm>
    </section>
  );
}

function QuestionSection({ token }: { token: string }) {
  return (
    <section id="question" aria-labelledby="question-heading" className="mt-8">
      <h2 id="question-heading" className="text-lg font-semibold">
        {texts.questionHeading}
      </h2>
      <p className="mt-1 text-[15px] text-slate-700">{texts.questionIntro}</p>
      <QuestionForm token={token}>
        <button type="submit" className={`${buttonVariants({ variant: "default" })} mt-3`}>
          {texts.questionButton}
        </button>
      </QuestionForm>
    </section>
  );
}

export function QuotePage({ token, view, query, ownerPreview }: { token: string; view: CustomerQuote; query: QuotePageQuery; ownerPreview: boolean }) {
  const open = view.state === "open";
  const pdfPath = `/quote/${token}/pdf`;
  const options = new URLSearchParams(view.state === "accepted" ? [] : view.chosen.map((id) => ["option", String(id)]));
  const lines = view.document.sections.flatMap((section) =>
    section.lines.map((line) => ({ id: line.key, quantity: line.quantityText, unitPriceCents: line.unitPriceCents, optional: line.optional })),
  );
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      {ownerPreview ? (
        <p role="note" className="mb-4 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {texts.ownerPreview}
        </p>
      ) : null}
      <StateBanner view={view} token={token} />
      {/* The job done: its balance first, the deposit's record after it. */}
      {view.balance && !view.lapsed ? <DepositSection token={token} deposit={view.balance} returnedFromCard={query.paid === "balance"} refusal={query.form === payFormOf("balance") ? query.error : undefined} /> : null}
      {view.deposit && !view.lapsed ? <DepositSection token={token} deposit={view.deposit} returnedFromCard={query.paid === "deposit"} refusal={query.form === payFormOf("deposit") ? query.error : undefined} /> : null}
      {view.lapsed ? null : (
        <AcceptState lines={lines} depositPercent={view.document.totals.depositPercent} gstRegistered={view.document.business.gstRegistered}>
      <QuoteView
        document={view.document}
        optionsForm={open ? ACCEPT_FORM : undefined}
        totalsFooter={
          open && lines.some((line) => line.optional) ? (
            // Without JavaScript the Accept form's action sends back the ticks, and the totals follow them.
            <UpdateTotalsButton form={ACCEPT_FORM} className={`${buttonVariants({ variant: "outline", size: "sm" })} mt-3 w-full`} />
          ) : null
        }
        afterTerms={open ? <AcceptSection token={token} view={view} /> : null}
      />
      <p className="mt-6">
        <a data-quote-pdf="" href={options.size > 0 ? `${pdfPath}?${options}` : pdfPath} className={buttonVariants({ variant: "outline" })} download>
          {texts.downloadPdf}
        </a>
      </p>
      {open ? <DeclineSection token={token} /> : null}
      <QuestionSection token={token} />
      {open ? <OptionTotals formId={ACCEPT_FORM} lines={lines} depositPercent={view.document.totals.depositPercent} gstRegistered={view.document.business.gstRegistered} pdfPath={pdfPath} /> : null}
        </AcceptState>
      )}
    </main>
  );
}

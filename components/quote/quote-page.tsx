import { formatCents } from "@/lib/money";
import { buttonVariants } from "@/components/ui/button-variants";
import { payFormOf } from "@/lib/payments/texts";
import { customerLimits } from "@/lib/quotes/customer-schemas";
import { customerQuoteMessages, quotePageTexts as texts } from "@/lib/quotes/customer-texts";
import type { CustomerQuote } from "@/lib/quotes/customer-view";
import { guideApplies } from "@/lib/quotes/nsw-rules";
import { DepositSection } from "./deposit-section";
import { OptionTotals } from "./option-totals";
import { QuoteView } from "./quote-view";

/**
 * The customer's page of a quote (/quote/{token}): the quote (quote-view.tsx), then what the
 * customer can do with it: Accept (full name, the tick box after the terms, one button), Decline
 * (an optional reason) and Ask a question, each a plain form that works without JavaScript.
 * `query`: what the page's address carries back from a form (lib/quotes/customer-route.ts): the
 * outcome, or a refusal's code with the values typed.
 */
export interface QuotePageQuery {
  done?: string;
  error?: string;
  form?: string;
  name?: string;
  agree?: string;
  guide?: string;
  review?: string;
  reason?: string;
  message?: string;
  /** "deposit": back from Stripe Checkout (its success_url). */
  paid?: string;
}

const ACCEPT_FORM = "quote-accept";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/** The refusal to show under form `form`, in the page's own words (never text from the address). */
function refusal(query: QuotePageQuery, form: string): string | null {
  if (query.form !== form || !query.error) return null;
  const message = customerQuoteMessages[query.error as keyof typeof customerQuoteMessages];
  return typeof message === "string" ? message : null;
}

function Refusal({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {text}
    </p>
  );
}

function Banner({ tone, title, children }: { tone: "good" | "neutral" | "warning"; title: string; children: React.ReactNode }) {
  const tones = { good: "border-emerald-300 bg-emerald-50", neutral: "border-slate-300 bg-slate-50", warning: "border-amber-300 bg-amber-50" };
  return (
    <div role="status" className={`mb-6 rounded-lg border p-4 text-[15px] leading-relaxed ${tones[tone]}`}>
      <p className="font-semibold text-slate-900">{title}</p>
      <div className="mt-1 text-slate-800">{children}</div>
    </div>
  );
}

function StateBanner({ view, token, query }: { view: CustomerQuote; token: string; query: QuotePageQuery }) {
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
          {view.updateRequested || query.done === "update" ? (
            <p id="update" className="mt-3 font-medium text-emerald-900">
              {texts.updateAsked}
            </p>
          ) : (
            // The owner is alerted by e-mail and push (lib/quotes/update-request.ts).
            <form id="update" method="post" action={`/api/quote/${token}/update-request`} className="mt-3">
              <p className="text-sm text-slate-700">{texts.askUpdateIntro}</p>
              <Refusal text={refusal(query, "update")} />
              <button type="submit" className={`${buttonVariants({ variant: "accent" })} mt-2`}>
                {texts.askUpdateButton}
              </button>
            </form>
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

function AcceptSection({ token, view, query }: { token: string; view: CustomerQuote; query: QuotePageQuery }) {
  return (
    <section id="accept" aria-labelledby="accept-heading" className="mt-8 rounded-lg border-2 border-brand-700 p-4 sm:p-6">
      <h2 id="accept-heading" className="text-xl font-bold">
        {texts.acceptHeading}
      </h2>
      <p className="mt-1 text-[15px] text-slate-700">{texts.acceptIntro}</p>
      <form id={ACCEPT_FORM} method="post" action={`/api/quote/${token}/accept`} className="mt-4">
        <label htmlFor="accept-name" className="block text-sm font-semibold text-slate-900">
          {texts.nameLabel}
        </label>
        <input
          id="accept-name"
          name="name"
          type="text"
          autoComplete="name"
          required
          minLength={2}
          maxLength={customerLimits.maxName}
          defaultValue={query.name}
          className={inputClass}
        />
        <label className="mt-4 flex min-h-11 cursor-pointer items-start gap-3 text-[15px] text-slate-900">
          <input type="checkbox" name="agree" required defaultChecked={query.agree === "on"} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
          <span>{texts.agreeLabel}</span>
        </label>
        {guideApplies(view.document) ? (
          // Home Building Act 1989 (NSW) s7 and Home Building Regulation 2014: the customer confirms receiving the guide.
          <label className="mt-2 flex min-h-11 cursor-pointer items-start gap-3 text-[15px] text-slate-900">
            <input type="checkbox" name="guide" required defaultChecked={query.guide === "on"} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
            <span>{texts.guideLabel}</span>
          </label>
        ) : null}
        <label className="mt-2 flex min-h-11 cursor-pointer items-start gap-3 text-[15px] text-slate-900">
          <input type="checkbox" name="review" defaultChecked={query.review === "on"} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
          <span>{texts.reviewConsentLabel}</span>
        </label>
        <p className="mt-3 text-sm text-slate-700">
          You are accepting a total of{" "}
          <strong data-quote-total="total" className="tabular-nums">
            {formatCents(view.document.totals.totalCents)}
          </strong>
          {view.document.business.gstRegistered ? " including GST." : "."}
        </p>
        <Refusal text={refusal(query, "accept")} />
        <button type="submit" className={`${buttonVariants({ variant: "accent", size: "lg" })} mt-4 w-full sm:w-auto`}>
          {texts.acceptButton}
        </button>
      </form>
    </section>
  );
}

function DeclineSection({ token, query }: { token: string; query: QuotePageQuery }) {
  return (
    <section id="decline" aria-labelledby="decline-heading" className="mt-8">
      <h2 id="decline-heading" className="text-lg font-semibold">
        {texts.declineHeading}
      </h2>
      <p className="mt-1 text-[15px] text-slate-700">{texts.declineIntro}</p>
      <form method="post" action={`/api/quote/${token}/decline`} className="mt-3">
        <label htmlFor="decline-reason" className="block text-sm font-semibold text-slate-900">
          {texts.declineLabel}
        </label>
        <textarea id="decline-reason" name="reason" rows={3} maxLength={customerLimits.maxReason} defaultValue={query.form === "decline" ? query.reason : undefined} className={inputClass} />
        <Refusal text={refusal(query, "decline")} />
        <button type="submit" className={`${buttonVariants({ variant: "outline" })} mt-3`}>
          {texts.declineButton}
        </button>
      </form>
    </section>
  );
}

function QuestionSection({ token, query }: { token: string; query: QuotePageQuery }) {
  return (
    <section id="question" aria-labelledby="question-heading" className="mt-8">
      <h2 id="question-heading" className="text-lg font-semibold">
        {texts.questionHeading}
      </h2>
      <p className="mt-1 text-[15px] text-slate-700">{texts.questionIntro}</p>
      {query.done === "question" ? (
        <p role="status" className="mt-3 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
          {texts.questionSent}
        </p>
      ) : null}
      <form method="post" action={`/api/quote/${token}/question`} className="mt-3">
        <label htmlFor="question-message" className="block text-sm font-semibold text-slate-900">
          {texts.questionLabel}
        </label>
        <textarea
          id="question-message"
          name="message"
          rows={4}
          required
          maxLength={customerLimits.maxQuestion}
          defaultValue={query.form === "question" ? query.message : undefined}
          className={inputClass}
        />
        <Refusal text={refusal(query, "question")} />
        <button type="submit" className={`${buttonVariants({ variant: "default" })} mt-3`}>
          {texts.questionButton}
        </button>
      </form>
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
      <StateBanner view={view} token={token} query={query} />
      {/* The job done: its balance first, the deposit's record after it. */}
      {view.balance && !view.lapsed ? <DepositSection token={token} deposit={view.balance} returnedFromCard={query.paid === "balance"} refusal={query.form === payFormOf("balance") ? query.error : undefined} /> : null}
      {view.deposit && !view.lapsed ? <DepositSection token={token} deposit={view.deposit} returnedFromCard={query.paid === "deposit"} refusal={query.form === payFormOf("deposit") ? query.error : undefined} /> : null}
      {view.lapsed ? null : (
        <>
      <QuoteView
        document={view.document}
        optionsForm={open ? ACCEPT_FORM : undefined}
        totalsFooter={
          open && lines.some((line) => line.optional) ? (
            // Without JavaScript the server recomputes the totals for the ticks (a GET of this page).
            <button
              type="submit"
              form={ACCEPT_FORM}
              formMethod="get"
              formAction={`/quote/${token}#totals`}
              formNoValidate
              data-quote-update=""
              className={`${buttonVariants({ variant: "outline", size: "sm" })} mt-3 w-full`}
            >
              {texts.updateTotals}
            </button>
          ) : null
        }
        afterTerms={open ? <AcceptSection token={token} view={view} query={query} /> : null}
      />
      <p className="mt-6">
        <a data-quote-pdf="" href={options.size > 0 ? `${pdfPath}?${options}` : pdfPath} className={buttonVariants({ variant: "outline" })} download>
          {texts.downloadPdf}
        </a>
      </p>
      {open ? <DeclineSection token={token} query={query} /> : null}
      <QuestionSection token={token} query={query} />
      {open ? <OptionTotals formId={ACCEPT_FORM} lines={lines} depositPercent={view.document.totals.depositPercent} gstRegistered={view.document.business.gstRegistered} pdfPath={pdfPath} /> : null}
        </>
      )}
    </main>
  );
}

"use client";

import { createContext, useActionState, useContext, useMemo, type ReactNode } from "react";
import { formatCents, quoteTotals, type MoneyLine } from "@/lib/money";
import { quotePageTexts as texts } from "@/lib/quotes/model/customer-texts";
import { customerLimits } from "@/lib/quotes/model/customer-limits";
import {
  acceptQuoteAction,
  askQuestionAction,
  declineQuoteAction,
  requestUpdateAction,
  type AcceptFormState,
  type DeclineFormState,
  type QuestionFormState,
  type UpdateFormState,
} from "./quote-actions";

/**
 * The quote page's forms (components/quote/quote-page.tsx lays them out): each posts to its
 * server action (./quote-actions.ts) with useActionState, so it works the same without
 * JavaScript. The Accept form's state is shared with the option tick boxes in the lines and the
 * totals: after a refusal or "Update totals" they show what the customer ticked.
 */

/** The names the page's script finds the totals by (./option-totals.tsx). */
export type TotalName = "subtotal" | "gst" | "total" | "deposit" | "balance";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

export function Refusal({ text }: { text?: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {text}
    </p>
  );
}

interface AcceptContext {
  state: AcceptFormState;
  action: (form: FormData) => void;
  /** The totals for the ticks the form came back with; null: the page's own. */
  totals: Record<TotalName, number> | null;
}

const Accept = createContext<AcceptContext | null>(null);

/** Holds the Accept form's state for the form, its tick boxes and the totals (an open quote only). */
export function AcceptState({ lines, depositPercent, gstRegistered, children }: { lines: MoneyLine[]; depositPercent: number; gstRegistered: boolean; children: ReactNode }) {
  const [state, action] = useActionState<AcceptFormState, FormData>(acceptQuoteAction, { status: "idle" });
  const totals = useMemo(() => {
    const chosen = state.values?.options;
    if (!chosen) return null;
    const known = new Set(lines.map((line) => String(line.id)));
    const computed = quoteTotals(lines, { chosen: chosen.filter((id) => known.has(id)).map(Number), depositPercent, gstRegistered });
    return { subtotal: computed.subtotalCents, gst: computed.gstCents, total: computed.totalCents, deposit: computed.depositCents, balance: computed.balanceCents };
  }, [state, lines, depositPercent, gstRegistered]);
  return <Accept.Provider value={{ state, action, totals }}>{children}</Accept.Provider>;
}

/** A total as the page computed it, or for the ticks the Accept form came back with. */
export function QuoteTotal({ name, cents }: { name: TotalName; cents: number }) {
  const totals = useContext(Accept)?.totals;
  return <>{formatCents(totals ? totals[name] : cents)}</>;
}

/** An optional line's Include box: it belongs to the Accept form, wherever it sits. */
export function OptionBox({ value, form, included }: { value: string; form: string; included: boolean }) {
  const options = useContext(Accept)?.state.values?.options;
  return (
    <input
      type="checkbox"
      name="option"
      value={value}
      form={form}
      defaultChecked={options ? options.includes(value) : included}
      data-quote-option=""
      className="size-5 accent-accent-600"
    />
  );
}

/** "Update totals" without JavaScript: the Accept form sent to its action to show the totals for the ticks (the page's script hides it). */
export function UpdateTotalsButton({ form, className }: { form: string; className: string }) {
  return (
    <button type="submit" form={form} name="intent" value="totals" formNoValidate data-quote-update="" className={className}>
      {texts.updateTotals}
    </button>
  );
}

/** The Accept form's fields (full name, the tick boxes); `children`: the total; then any refusal and `button`. */
export function AcceptForm({ id, token, guide, button, children }: { id: string; token: string; guide: boolean; button: ReactNode; children: ReactNode }) {
  const context = useContext(Accept);
  if (!context) throw new Error("AcceptForm needs AcceptState");
  const { state, action } = context;
  const values = state.values;
  return (
    <form id={id} action={action} className="mt-4">
      <input type="hidden" name="token" value={token} />
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
        defaultValue={values?.name}
        className={inputClass}
      />
      <label className="mt-4 flex min-h-11 cursor-pointer items-start gap-3 text-[15px] text-slate-900">
        <input type="checkbox" name="agree" required defaultChecked={values?.agree} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
        <span>{texts.agreeLabel}</span>
      </label>
      {guide ? (
        // Home Building Act 1989 (NSW) s7 and Home Building Regulation 2014: the customer confirms receiving the guide.
        <label className="mt-2 flex min-h-11 cursor-pointer items-start gap-3 text-[15px] text-slate-900">
          <input type="checkbox" name="guide" required defaultChecked={values?.guide} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
          <span>{texts.guideLabel}</span>
        </label>
      ) : null}
      <label className="mt-2 flex min-h-11 cursor-pointer items-start gap-3 text-[15px] text-slate-900">
        <input type="checkbox" name="review" defaultChecked={values?.review} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
        <span>{texts.reviewConsentLabel}</span>
      </label>
      {children}
      <Refusal text={state.status === "refused" ? state.message : null} />
      {button}
    </form>
  );
}

export function DeclineForm({ token, children }: { token: string; children: ReactNode }) {
  const [state, action] = useActionState<DeclineFormState, FormData>(declineQuoteAction, { status: "idle" });
  return (
    <form action={action} className="mt-3">
      <input type="hidden" name="token" value={token} />
      <label htmlFor="decline-reason" className="block text-sm font-semibold text-slate-900">
        {texts.declineLabel}
      </label>
      <textarea id="decline-reason" name="reason" rows={3} maxLength={customerLimits.maxReason} defaultValue={state.values?.reason} className={inputClass} />
      <Refusal text={state.status === "refused" ? state.message : null} />
      {children}
    </form>
  );
}

export function QuestionForm({ token, children }: { token: string; children: ReactNode }) {
  const [state, action] = useActionState<QuestionFormState, FormData>(askQuestionAction, { status: "idle" });
  return (
    <>
      {state.status === "done" ? (
        <p role="status" className="mt-3 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
          {texts.questionSent}
        </p>
      ) : null}
      <form action={action} className="mt-3">
        <input type="hidden" name="token" value={token} />
        <label htmlFor="question-message" className="block text-sm font-semibold text-slate-900">
          {texts.questionLabel}
        </label>
        <textarea
          id="question-message"
          name="message"
          rows={4}
          required
          maxLength={customerLimits.maxQuestion}
          defaultValue={state.values?.message}
          className={inputClass}
        />
        <Refusal text={state.status === "refused" ? state.message : null} />
        {children}
      </form>
    </>
  );
}

export function UpdateRequestForm({ token, children }: { token: string; children: ReactNode }) {
  const [state, action] = useActionState<UpdateFormState, FormData>(requestUpdateAction, { status: "idle" });
  if (state.status === "done") return <UpdateAsked />;
  return (
    <form id="update" action={action} className="mt-3">
      <input type="hidden" name="token" value={token} />
      <p className="text-sm text-slate-700">{texts.askUpdateIntro}</p>
      <Refusal text={state.status === "refused" ? state.message : null} />
      {children}
    </form>
  );
}

/** The expired quote's update request, once made: the same words whether just sent or on a later visit. */
export function UpdateAsked() {
  return (
    <p id="update" role="status" className="mt-3 font-medium text-emerald-900">
      {texts.updateAsked}
    </p>
  );
}

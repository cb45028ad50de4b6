"use client";

import { useActionState, useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { loadLocaleDataSoon } from "@/lib/client/locale-data";
import { useHydrated } from "@/lib/client/use-hydrated";
import { QuoteForm } from "@/components/site/quote-form";
import type { RateCardPrice } from "@/lib/estimate/calculate";
import { applyIntent, draftFromFormData, initialDraft, intentOf, type EstimateDraft } from "@/lib/estimate/draft";
import type { DraftEstimate, estimateDraft } from "@/lib/estimate/from-draft";
import { estimateSummary, quotePrefill } from "@/lib/leads/model/estimate-prefill";
import type { EstimatorSettings } from "@/lib/estimate/settings";
import { updateEstimateAction, type EstimateFormState } from "./estimate-actions";
import { Choices } from "./estimate-fields";
import { ExteriorPart, InteriorPart } from "./estimate-parts";
import { EstimateResult, estimateTexts, Range } from "./estimate-result";

/**
 * The instant estimate. The page's HTML is this form with its answer (`firstAnswer`, computed on
 * the server from the rate card and the owner's settings); in the browser every change recomputes
 * the range at once (lib/estimate, the module the server uses too), loaded once the page is up so
 * that the schema is not part of the first paint's scripts. Without JavaScript the form posts to a
 * server action and the page comes back with the same answer, rendered on the server.
 * Below it, the quote form carries the estimate to the owner.
 */
export function EstimateCalculator({
  rateCard,
  settings,
  firstAnswer,
  submitClassName,
}: {
  rateCard: readonly RateCardPrice[];
  settings: EstimatorSettings;
  firstAnswer: DraftEstimate;
  submitClassName: string;
}) {
  const [state, formAction] = useActionState<EstimateFormState, FormData>(updateEstimateAction, { draft: initialDraft, answer: firstAnswer });
  // With JavaScript the form is never posted: the draft lives here. Without, `state` is the post's.
  const [draft, setDraft] = useState(state.draft);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // Chosen or typed before this script ran (it comes after the page's first paint): the form
  // shows it, so the estimate starts from it.
  useEffect(() => {
    if (!formRef.current) return;
    const shown = draftFromFormData(new FormData(formRef.current));
    setDraft((current) => (JSON.stringify(current) === JSON.stringify(shown) ? current : shown));
  }, []);

  const [compute, setCompute] = useState<typeof estimateDraft | null>(null);
  useEffect(() => {
    // Should it fail to load, "Show my estimate" asks the server action instead (onSubmit).
    import("@/lib/estimate/from-draft").then((module) => setCompute(() => module.estimateDraft), () => undefined);
    loadLocaleDataSoon();
  }, []);
  // Until the module is here (a moment after hydration), the server's answer for the form it drew.
  const answer = useMemo(() => (compute ? compute(draft, rateCard, settings) : state.answer), [compute, draft, rateCard, settings, state.answer]);
  const errors = answer.status === "invalid" ? answer.fieldErrors : {};
  const ready = answer.status === "ready" ? answer : undefined;
  // The quote form's first values come from a posted form (no JavaScript); with JavaScript the
  // button fills them in as the visitor leaves it (sendEstimate).
  const posted = state.focus ? state.answer : undefined;

  const focusRoom = state.focus?.startsWith("room:") ? Number(state.focus.slice("room:".length)) : undefined;
  const update = (patch: Partial<EstimateDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const act = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const intent = intentOf(event.currentTarget.value);
    setDraft((current) => applyIntent(current, intent));
  };
  const sendEstimate = () => fillEmptyQuoteFields(quotePrefill(draft.kind, ready?.result));

  return (
    <>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div>
          <form
            ref={formRef}
            action={formAction}
            onSubmit={(event) => {
              if (!compute) return;
              event.preventDefault();
              document.getElementById("estimate-result")?.focus();
            }}
            noValidate
            aria-label="Estimate calculator"
            className="group/estimate space-y-6"
          >
            {/* The form's default button, first in the form: Enter in a field shows the estimate, never a preset. */}
            <button type="submit" name="intent" value="update" tabIndex={-1} aria-hidden="true" className="sr-only">
              Show my estimate
            </button>
            <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
              <Choices
                legend="What are we painting?"
                name="kind"
                value={draft.kind}
                options={[
                  { value: "interior", label: "Inside" },
                  { value: "exterior", label: "Outside" },
                  { value: "both", label: "Inside and outside" },
                ]}
                onChange={(kind) => update({ kind })}
                markerClass={(value) => `kind-${value}`}
                columns="grid-cols-3"
                stacked
              />
            </div>
            <InteriorPart draft={draft} update={update} errors={errors} act={act} hydrated={hydrated} settings={settings} focusRoom={focusRoom} />
            <ExteriorPart draft={draft} update={update} errors={errors} act={act} hydrated={hydrated} />
            <button type="submit" name="intent" value="update" className="min-h-12 w-full rounded-md bg-brand-900 px-6 py-3 text-base font-semibold text-white hover:bg-brand-800 sm:w-auto">
              Show my estimate
            </button>
          </form>
          {/* On a phone the answer is below the form: the range stays in view at the bottom meanwhile. */}
          <div data-testid="estimate-bar" className="estimate-bar sticky bottom-0 z-30 -mx-4 mt-6 flex min-h-16 items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgba(15,43,70,0.08)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
            <p className="text-base text-slate-800">
              {ready ? (
                <>
                  <strong className="text-lg text-brand-950">
                    <Range lowCents={ready.result.lowCents} highCents={ready.result.highCents} />
                  </strong>{" "}
                  incl. GST
                </>
              ) : (
                "No estimate yet"
              )}
            </p>
            <a href="#estimate-result" className="flex min-h-12 shrink-0 items-center rounded-md px-3 font-semibold text-brand-800 underline underline-offset-4">
              Details
            </a>
          </div>
        </div>
        <EstimateResult answer={answer} focus={state.focus === "result"} onSend={sendEstimate} />
      </div>

      <section id="quote" aria-labelledby="quote-heading" className="mt-16 scroll-mt-20">
        <h2 id="quote-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {estimateTexts.send}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">
          We call you to book a free measure-up, then send a firm, written quote. Free and without obligation.
        </p>
        <div className="mt-6 max-w-3xl">
          <QuoteForm
            submitClassName={submitClassName}
            estimate={ready ? JSON.stringify(ready.input) : undefined}
            prefill={posted && quotePrefill(state.draft.kind, posted.status === "ready" ? posted.result : undefined)}
            intro={
              <p className="rounded-md bg-brand-50 p-3 text-sm text-slate-800">
                {ready ? (
                  <>
                    Your estimate goes with this request:{" "}
                    <strong>
                      <Range lowCents={ready.result.lowCents} highCents={ready.result.highCents} /> incl. GST
                    </strong>{" "}
                    ({estimateSummary(ready.input)}).
                  </>
                ) : (
                  "No estimate yet: choose what to paint above, or just tell us about the job."
                )}
              </p>
            }
          />
        </div>
      </section>
    </>
  );
}

/**
 * The quote form's service and budget, filled in from the estimate where the visitor left them
 * empty. A change event, so the full form (react-hook-form) takes the value in too.
 */
function fillEmptyQuoteFields(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const select = document.getElementById(`quote-${name}`);
    if (!(select instanceof HTMLSelectElement) || select.value !== "" || value === "") continue;
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

"use client";

import dynamic from "next/dynamic";
import { startTransition, useCallback, useDeferredValue, useMemo, useReducer, useState } from "react";
import type { SavedQuote } from "./quote-api";
import { licenseeSignatureApplies } from "@/lib/quotes/model/nsw-rules";
import { quoteBuilderPath as builderPath, quoteStatusLabels, shownQuoteStatus } from "@/lib/quotes/model/quote-status";
import { builderReducer, builderTotals, draftFromState, flatLines, newLine, newQuoteState, priceText, propertyOf, stateFromQuote, type QuoteContent, type QuoteStart } from "@/lib/quotes/model/builder-state";
import { AddArea } from "./add-area";
import { AfterSendPanel } from "./after-send-panel";
import { AreaEditor, type NewLineFocus } from "./area-editor";
import { BuilderButtons } from "./builder-buttons";
import { BuilderHeader, CustomerCard, LockedNotice, PhoneFooter, PreviewSection, RestoredNotice, useDesktop, ViewTabs, type BuilderView } from "./builder-layout";
import { builderTexts } from "./builder-texts";
import { DetailsEditor } from "./details-editor";
import type { DocumentBusiness, QuoteDocument, SameJobQuote } from "@/lib/quotes/model/quote-document";
import type { QuoteJson } from "@/lib/quotes/services/quote-row";
import type { PreviewProps } from "./quote-preview";
import type { RateCardOption } from "./rate-card-picker";
import { SaveState, TotalsPanel } from "./totals-panel";
import { useBuilderActions } from "./use-builder-actions";
import { incompleteLineCount, useBuilderProblems } from "./use-builder-problems";
import { useKeptDraft } from "./use-kept-draft";
import { useQuoteSaver } from "./use-quote-saver";

// Opened on demand: neither the dialogs nor the customer's view weigh on the builder's first paint.
const RateCardPicker = dynamic(() => import("./rate-card-picker"), { ssr: false });
const SendDialog = dynamic(() => import("./send-dialog"), { ssr: false });
const ConfirmDialog = dynamic(() => import("./confirm-dialog"), { ssr: false });
const QuotePreview = dynamic<PreviewProps>(() => import("./quote-preview"), { ssr: false, loading: () => <p className="p-4 text-sm text-slate-600">{builderTexts.preview.loading}</p> });

/** The lead the quote is for: who the preview and the e-mail address. */
export interface BuilderLead {
  id: number;
  name: string;
  email: string;
  phone: string | null;
}

/** A stored quote as the builder opens it: the admin API's answer. */
export type BuilderQuote = Pick<QuoteJson, "id" | "number" | "sequence" | "version" | "status" | "expired" | "sentAt" | "replacedById" | "validUntil" | "depositInvoice" | "decidedAt" | "completedOn" | "balanceInvoice"> &
  QuoteContent;

/** What the builder keeps of the stored quote: its id and its number, in both forms. */
const metaOf = (quote: Pick<QuoteJson, "id" | "number" | "sequence" | "version">) => ({ id: quote.id, number: quote.number, sequence: quote.sequence, version: quote.version });

/**
 * The quote builder (/admin-pwa/leads/{leadId}/quotes/{quoteId|new}): areas of lines from the
 * rate card or typed, the quote's details, live totals from lib/money, saved as the owner types,
 * a preview of the customer's page, and Send. A phone gets one column with the totals in a footer
 * that stays on screen; from 1024 px the lines sit beside the totals and the preview.
 *
 * This file wires the state to the parts: the problems (use-builder-problems.ts), the buttons'
 * calls (use-builder-actions.ts), the saving (use-quote-saver.ts) and the layout (builder-layout.tsx).
 */
export function QuoteBuilder({
  lead,
  quote,
  storedDocument,
  business,
  sameJob,
  rateCard,
  defaults,
  start = null,
}: {
  lead: BuilderLead;
  quote: BuilderQuote | null;
  /** A sent (or decided) quote as the server shows it: its preview is exactly that. */
  storedDocument: QuoteDocument | null;
  /** Who quotes, from the server's configuration: the preview draws with it. */
  business: DocumentBusiness;
  /** The lead's accepted quotes for work on a home: one job with this one (s92(4)). */
  sameJob: readonly SameJobQuote[];
  rateCard: readonly RateCardOption[];
  defaults: QuoteStart;
  /** A new quote's first content (the lead's instant estimate), instead of one empty area. */
  start?: QuoteContent | null;
}) {
  const desktop = useDesktop();
  const [initial] = useState(() => (quote ? stateFromQuote(quote) : start ? stateFromQuote(start) : newQuoteState(defaults)));
  const [state, dispatch] = useReducer(builderReducer, initial);
  // The stored quote's id and number: from the server's page, then from each save's answer.
  const [meta, setMeta] = useState(quote ? metaOf(quote) : null);
  const status = quote?.status ?? "draft";
  const locked = status !== "draft";
  const [view, setView] = useState<BuilderView>("build");
  const [pickerFor, setPickerFor] = useState<string | null>(null);
  const [focus, setFocus] = useState<NewLineFocus | null>(null);

  const draft = useMemo(() => draftFromState(state), [state]);
  const totals = useMemo(
    () => builderTotals(state, business.gstRegistered, sameJob.reduce((sum, quote) => sum + quote.totalCents, 0)),
    [state, business.gstRegistered, sameJob],
  );
  const lines = useMemo(() => flatLines(state), [state]);
  const initialSavedJson = useMemo(() => (quote ? JSON.stringify(draftFromState(initial).body) : null), [quote, initial]);

  const kept = useKeptDraft({ leadId: lead.id, quoteId: quote?.id ?? null, locked, initial, dispatch });
  const saver = useQuoteSaver({
    leadId: lead.id,
    initialQuoteId: quote?.id ?? null,
    initialSavedJson,
    state,
    body: draft.body,
    lineKeys: lines.map(({ line }) => line.key),
    locked,
    onCreated: (saved) => {
      setMeta(metaOf(saved));
      // The address of the stored quote, without a new page: what is being typed stays.
      window.history.replaceState(null, "", builderPath(lead.id, saved.id));
    },
    onSaved: (saved: SavedQuote) => setMeta(metaOf(saved)),
    // Nothing is written to the device before what it kept has been read (and brought back).
    persist: kept.checked,
  });
  const problems = useBuilderProblems({ draftProblems: draft.problems, serverProblems: saver.serverProblems, lines });
  const actions = useBuilderActions({ leadId: lead.id, email: lead.email, quoteId: meta?.id ?? null, blocked: draft.problems.length > 0, revealProblems: problems.revealAll, flush: saver.flush });

  const onPick = useCallback((area: string) => setPickerFor(area), []);
  const onTyped = useCallback((_area: string, line: string) => setFocus({ line, field: "description" }), []);
  const addArea = (name: string) => {
    dispatch({ type: "addArea", name });
    requestAnimationFrame(() => document.querySelector("[data-area]:last-of-type input")?.scrollIntoView({ block: "center" }));
  };

  // The preview renders after the typing it follows, at a lower priority; and on a phone the tab
  // pressed shows at once, the view it opens (40 lines, or their preview) drawn after it.
  const previewState = useDeferredValue(state);
  const shownView = useDeferredValue(view);
  const showPreview = desktop || shownView === "preview";
  // Lines are numbered across the quote: each area's first line's number.
  const firstNumbers = state.areas.reduce<number[]>((numbers, area, index) => [...numbers, index === 0 ? 1 : numbers[index - 1]! + state.areas[index - 1]!.lines.length], []);
  const saveState = (compact: boolean) => <SaveState status={saver.status} message={saver.message} firstLine={lines.length === 0} onRetry={() => void saver.flush()} compact={compact} />;
  const number = meta?.number ?? builderTexts.title(null);
  const incompleteLines = incompleteLineCount(totals.lineTotals);
  const buttons = (withSend: boolean) => (
    <BuilderButtons
      withSend={withSend}
      leadId={lead.id}
      quote={meta}
      locked={locked}
      replaced={status === "replaced"}
      sendDisabled={saver.status === "saving" && meta === null}
      onSend={() => void actions.openSend()}
      onConfirm={actions.setConfirming}
      onCopyLink={() => void actions.copyLink()}
    />
  );

  return (
    // A Radix dialog, while open, sets pointer-events: none and a custom property on <body>; each
    // change, at open and at close, would restyle and lay out every input of the quote again
    // (45 and 67 ms at 4x CPU on 40 lines). Set here, neither reaches the lines; the dialog's
    // overlay still takes every click, and nothing here reads the property.
    <main id="main" className="pointer-events-auto min-h-dvh bg-slate-50 pb-44 [--removed-body-scroll-bar-size:0px] lg:pb-12">
      <BuilderHeader title={builderTexts.title(meta?.number ?? null)} statusLabel={quoteStatusLabels[shownQuoteStatus({ status, expired: quote?.expired ?? false })]} leadName={lead.name} />
      <ViewTabs view={view} onView={setView} />

      <div className="mx-auto mt-4 max-w-7xl px-4 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,40rem)]">
        <div id="builder-lines" className={`@container flex min-w-0 flex-col gap-4 ${shownView === "preview" ? "max-lg:hidden" : ""}`}>
          {kept.restored && <RestoredNotice onDiscard={() => kept.discard(meta?.id ?? null)} />}
          {locked && <LockedNotice status={status} expired={quote?.expired ?? false} newerHref={quote?.replacedById ? builderPath(lead.id, quote.replacedById) : null} />}
          {quote && locked && <AfterSendPanel leadId={lead.id} quote={{ ...quote, followUp: quote.followUp ?? true }} />}
          <CustomerCard lead={lead} />

          <fieldset disabled={locked} className="flex min-w-0 flex-col gap-4">
            <legend className="sr-only">{builderTexts.title(meta?.number ?? null)}</legend>
            {state.areas.map((area, index) => {
              return (
                <AreaEditor
                  key={area.key}
                  area={area}
                  firstNumber={firstNumbers[index]!}
                  first={index === 0}
                  last={index === state.areas.length - 1}
                  totals={totals.lineTotals}
                  errors={problems.lineErrors}
                  areaError={problems.areaErrors.get(area.key)}
                  focus={focus}
                  dispatch={dispatch}
                  onTouched={problems.onTouched}
                  onPick={onPick}
                  onTyped={onTyped}
                />
              );
            })}
            {!locked && <AddArea used={state.areas.map((area) => area.name)} onAdd={addArea} />}
            <DetailsEditor
              notes={state.notes}
              exclusions={state.exclusions}
              terms={state.terms}
              validDays={state.validDays}
              depositPercent={state.depositPercent}
              property={propertyOf(state)}
              followUp={state.followUp}
              defaultTerms={defaults.terms}
              errors={problems.detailErrors}
              dispatch={dispatch}
            />
          </fieldset>
          <div className="lg:hidden">
            <TotalsPanel id="totals-phone" sameJob={sameJob} totals={totals} incompleteLines={incompleteLines} />
          </div>
          <div className="lg:hidden">{buttons(false)}</div>
        </div>

        <aside aria-label="Totals and preview" className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:self-start lg:overflow-y-auto">
          <div className="hidden flex-col gap-4 lg:flex">
            <TotalsPanel id="totals-desktop" sameJob={sameJob} totals={totals} incompleteLines={incompleteLines} />
            {saveState(false)}
            {buttons(true)}
          </div>
          <PreviewSection view={shownView} locked={locked}>
            {showPreview && <QuotePreview business={business} lead={lead} state={previewState} number={meta} sentAt={quote?.sentAt ?? null} stored={storedDocument} open={status === "draft" || (status === "sent" && !quote?.expired)} />}
          </PreviewSection>
        </aside>
      </div>

      <PhoneFooter required={totals.required} locked={locked} onSend={() => void actions.openSend()} saveState={saveState(true)} />

      {pickerFor !== null && (
        <RateCardPicker
          items={rateCard}
          open
          onClose={() => setPickerFor(null)}
          onPick={(item) => {
            const line = newLine({ description: item.name, unit: item.unit, price: priceText(item.unitPriceCents), rateCardItemId: item.id });
            setPickerFor(null);
            // The picker closes at once; the new line and the totals it changes are drawn after.
            startTransition(() => {
              dispatch({ type: "addLine", area: pickerFor, line });
              setFocus({ line: line.key, field: "quantity" });
            });
          }}
        />
      )}
      {actions.confirming === "revise" && meta !== null && (
        <ConfirmDialog title={builderTexts.revise.title(number)} description={builderTexts.revise.description(number)} action={builderTexts.revise.confirm} onClose={() => actions.setConfirming(null)} onConfirm={actions.revise} />
      )}
      {actions.confirming === "discard" && meta !== null && (
        <ConfirmDialog title={builderTexts.discard.title(number)} description={builderTexts.discard.description} action={builderTexts.discard.confirm} onClose={() => actions.setConfirming(null)} onConfirm={actions.discard} />
      )}
      {actions.sendOpen && meta !== null && (
        <SendDialog open number={number} customer={{ name: lead.name, email: lead.email }} totalCents={totals.required.totalCents} signFor={licenseeSignatureApplies(totals.nsw) ? business.licensedName : null} onClose={actions.closeSend} onSend={actions.send} />
      )}
    </main>
  );
}

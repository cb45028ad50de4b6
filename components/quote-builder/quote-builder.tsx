"use client";

import { ArrowLeft, Copy, Eye, FileDown, GitBranch, PencilRuler, Send } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useDeferredValue, useEffect, useMemo, useReducer, useState, useSyncExternalStore } from "react";
import { toast } from "@/lib/client/toast";
import { messageOf } from "@/lib/client/api";
import { quoteApi, quoteLinks, type SavedQuote } from "@/lib/client/quote-api";
import { licenseeSignatureApplies } from "@/lib/quotes/nsw-rules";
import { quoteBuilderPath as builderPath, quoteStatusLabels, shownQuoteStatus } from "@/lib/quotes/quote-status";
import { draftKey, readDraft, removeDraft } from "@/lib/client/quote-drafts";
import { formatCents } from "@/lib/money";
import { builderReducer, builderTotals, contentOf, draftFromState, flatLines, newLine, newQuoteState, priceText, propertyOf, stateFromQuote, type Problem, type QuoteContent, type QuoteStart } from "@/lib/quotes/builder-state";
import { AddArea } from "./add-area";
import { AfterSendPanel } from "./after-send-panel";
import { AreaEditor, type NewLineFocus } from "./area-editor";
import { builderStyles as styles } from "./builder-styles";
import { builderTexts } from "./builder-texts";
import { DetailsEditor, type DetailErrors } from "./details-editor";
import type { LineErrors } from "./line-editor";
import type { DocumentBusiness, QuoteDocument, SameJobQuote } from "@/lib/quotes/quote-document";
import type { QuoteJson } from "@/lib/quotes/quote-row";
import type { PreviewProps } from "./quote-preview";
import type { RateCardOption } from "./rate-card-picker";
import { SaveState, TotalsPanel } from "./totals-panel";
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

const desktopQuery = "(min-width: 1024px)";
function useDesktop(): boolean {
  return useSyncExternalStore(
    (change) => {
      const media = window.matchMedia(desktopQuery);
      media.addEventListener("change", change);
      return () => media.removeEventListener("change", change);
    },
    () => window.matchMedia(desktopQuery).matches,
    () => false,
  );
}

/**
 * The quote builder (/admin-pwa/leads/{leadId}/quotes/{quoteId|new}): areas of lines from the
 * rate card or typed, the quote's details, live totals from lib/money, saved as the owner types,
 * a preview of the customer's page, and Send. A phone gets one column with the totals in a footer
 * that stays on screen; from 1024 px the lines sit beside the totals and the preview.
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
  const router = useRouter();
  const desktop = useDesktop();
  const [initial] = useState(() => (quote ? stateFromQuote(quote) : start ? stateFromQuote(start) : newQuoteState(defaults)));
  const [state, dispatch] = useReducer(builderReducer, initial);
  // The stored quote's id and number: from the server's page, then from each save's answer.
  const [meta, setMeta] = useState(quote ? metaOf(quote) : null);
  const status = quote?.status ?? "draft";
  const locked = status !== "draft";
  const [view, setView] = useState<"build" | "preview">("build");
  const [pickerFor, setPickerFor] = useState<string | null>(null);
  const [focus, setFocus] = useState<NewLineFocus | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [restored, setRestored] = useState(false);
  // Nothing is written to the device before what it kept has been read (and brought back).
  const [storageChecked, setStorageChecked] = useState(false);
  const [sendOpen, setSendOpen] = useState(false);
  const [confirming, setConfirming] = useState<"revise" | "discard" | null>(null);

  const draft = useMemo(() => draftFromState(state), [state]);
  const totals = useMemo(
    () => builderTotals(state, business.gstRegistered, sameJob.reduce((sum, quote) => sum + quote.totalCents, 0)),
    [state, business.gstRegistered, sameJob],
  );
  const lines = useMemo(() => flatLines(state), [state]);
  const initialSavedJson = useMemo(() => (quote ? JSON.stringify(draftFromState(initial).body) : null), [quote, initial]);

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
    persist: storageChecked,
  });

  // Changes kept on this device that the server never got: bring them back.
  useEffect(() => {
    const kept = locked ? null : readDraft(draftKey(lead.id, quote?.id ?? null));
    // The device's storage is read once the page is live (the server cannot see it): one more render.
    if (kept && contentOf(kept) !== contentOf(initial)) {
      dispatch({ type: "replace", state: kept });
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRestored(true);
    }
    setStorageChecked(true);
  }, [lead.id, quote?.id, locked, initial]);

  const onTouched = useCallback((line: string, field: keyof LineErrors) => {
    setTouched((before) => (before.has(`${line}:${field}`) ? before : new Set(before).add(`${line}:${field}`)));
  }, []);

  // A problem shows once its field was left, or once Send was tried; the server's always.
  const visible = (problem: Problem) => showAll || !problem.line || touched.has(`${problem.line}:${problem.field}`);
  const problems = [...draft.problems.filter(visible), ...saver.serverProblems];
  const lineErrors = new Map<string, LineErrors>();
  for (const problem of problems) {
    if (!problem.line || problem.field === "section") continue;
    lineErrors.set(problem.line, { [problem.field]: problem.message, ...lineErrors.get(problem.line) });
  }
  const areaErrors = new Map(
    problems.flatMap((problem) => (problem.field === "section" && problem.line ? [[lines.find(({ line }) => line.key === problem.line)?.area.key ?? "", problem.message] as const] : [])),
  );
  const detailErrors: DetailErrors = Object.fromEntries(problems.filter((problem) => !problem.line && problem.field !== "lines").map((problem) => [problem.field, problem.message]));

  const onPick = useCallback((area: string) => setPickerFor(area), []);
  const onTyped = useCallback((_area: string, line: string) => setFocus({ line, field: "description" }), []);
  const addArea = (name: string) => {
    dispatch({ type: "addArea", name });
    requestAnimationFrame(() => document.querySelector("[data-area]:last-of-type input")?.scrollIntoView({ block: "center" }));
  };

  const customer = { name: lead.name, email: lead.email };
  const openSend = async () => {
    setShowAll(true);
    if (draft.problems.length > 0) {
      toast.error(builderTexts.send.failedTitle, { description: builderTexts.send.fixFirst });
      document.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    const saved = await saver.flush();
    if (!saved) {
      toast.error(builderTexts.send.failedTitle, { description: builderTexts.send.notSaved });
      return;
    }
    setSendOpen(true);
  };
  const send = async (signedBy?: string) => {
    if (meta === null) return;
    try {
      const sent = await quoteApi.send(lead.id, meta.id, signedBy);
      removeDraft(draftKey(lead.id, meta.id));
      toast.success(builderTexts.send.sentTitle, { description: builderTexts.send.sent(sent.number, lead.email) });
      setSendOpen(false);
      router.refresh();
    } catch (error) {
      toast.error(builderTexts.send.failedTitle, { description: messageOf(error, builderTexts.save.offline) });
    }
  };
  const revise = async () => {
    if (meta === null) return;
    try {
      const revised = await quoteApi.revise(lead.id, meta.id);
      setConfirming(null);
      router.push(builderPath(lead.id, revised.id));
    } catch (error) {
      toast.error(builderTexts.revise.failed, { description: messageOf(error, builderTexts.save.offline) });
    }
  };
  const discard = async () => {
    if (meta === null) return;
    try {
      await quoteApi.discard(lead.id, meta.id);
      setConfirming(null);
      toast.success(builderTexts.discard.done);
      router.push("/admin-pwa");
    } catch (error) {
      toast.error(builderTexts.discard.failed, { description: messageOf(error, builderTexts.save.offline) });
    }
  };
  const copyLink = async () => {
    if (meta === null) return;
    try {
      const { url } = await quoteLinks.create(lead.id, meta.id);
      await navigator.clipboard.writeText(url);
      toast.success(builderTexts.actions.copied, { description: url });
    } catch (error) {
      toast.error(builderTexts.actions.copyFailed, { description: messageOf(error, builderTexts.actions.copyFailed) });
    }
  };

  // The preview renders after the typing it follows, at a lower priority.
  const previewState = useDeferredValue(state);
  const showPreview = desktop || view === "preview";
  // Lines are numbered across the quote: each area's first line's number.
  const firstNumbers = state.areas.reduce<number[]>((numbers, area, index) => [...numbers, index === 0 ? 1 : numbers[index - 1]! + state.areas[index - 1]!.lines.length], []);
  const saveState = (compact: boolean) => <SaveState status={saver.status} message={saver.message} firstLine={lines.length === 0} onRetry={() => void saver.flush()} compact={compact} />;
  const number = meta?.number ?? builderTexts.title(null);

  const actions = (withSend: boolean) => (
    <div className="flex flex-wrap gap-2">
      {!locked && withSend && (
        <button type="button" className={styles.accent} onClick={() => void openSend()} disabled={saver.status === "saving" && meta === null}>
          <Send aria-hidden="true" />
          {builderTexts.actions.send}
        </button>
      )}
      {!locked && withSend && meta !== null && meta.version > 1 && (
        <button type="button" className={styles.secondary} onClick={() => setConfirming("discard")}>
          {builderTexts.discard.button}
        </button>
      )}
      {locked && meta !== null && (
        <>
          {status !== "replaced" && (
            <button type="button" className={styles.primary} onClick={() => setConfirming("revise")}>
              <GitBranch aria-hidden="true" />
              {builderTexts.actions.revise}
            </button>
          )}
          <button type="button" className={styles.secondary} onClick={() => void copyLink()}>
            <Copy aria-hidden="true" />
            {builderTexts.actions.copyLink}
          </button>
        </>
      )}
      {meta !== null && (
        <a className={styles.secondary} href={quoteLinks.pdf(lead.id, meta.id)} download>
          <FileDown aria-hidden="true" />
          {builderTexts.actions.pdf}
        </a>
      )}
    </div>
  );

  return (
    // A Radix dialog, while open, sets pointer-events: none and a custom property on <body>; each
    // change, at open and at close, would restyle and lay out every input of the quote again
    // (45 and 67 ms at 4x CPU on 40 lines). Set here, neither reaches the lines; the dialog's
    // overlay still takes every click, and nothing here reads the property.
    <main id="main" className="pointer-events-auto min-h-dvh bg-slate-50 pb-44 [--removed-body-scroll-bar-size:0px] lg:pb-12">
      <header className="bg-brand-900 px-4 py-3 text-white">
        <div className="mx-auto flex max-w-7xl items-center gap-3">
          <Link href="/admin-pwa" className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-brand-100 hover:bg-white/10">
            <ArrowLeft className="size-5" aria-hidden="true" />
            {builderTexts.back}
          </Link>
          <div className="min-w-0 flex-1">
            {/* Named in words, so a screen reader reads "Quote Q-0014, Sent", not "Quote Q-0014Sent". */}
            <h1 className="truncate text-lg font-bold text-white" aria-label={`${builderTexts.title(meta?.number ?? null)}, ${quoteStatusLabels[shownQuoteStatus({ status, expired: quote?.expired ?? false })]}`}>
              {builderTexts.title(meta?.number ?? null)}
              <span className="ml-2 rounded bg-white/15 px-2 py-0.5 align-middle text-xs font-semibold text-white" data-testid="quote-status">
                {quoteStatusLabels[shownQuoteStatus({ status, expired: quote?.expired ?? false })]}
              </span>
            </h1>
            <p className="truncate text-sm text-brand-100">{builderTexts.for(lead.name)}</p>
          </div>
        </div>
      </header>

      <div className="sticky top-0 z-20 border-b border-slate-200 bg-white lg:hidden">
        <div role="group" aria-label="Quote view" className="mx-auto grid max-w-7xl grid-cols-2">
          {(["build", "preview"] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              aria-pressed={view === tab}
              onClick={() => {
                setView(tab);
                window.scrollTo({ top: 0 });
              }}
              className="inline-flex min-h-12 items-center justify-center gap-2 border-b-2 border-transparent text-sm font-semibold text-slate-700 aria-pressed:border-brand-700 aria-pressed:text-brand-900"
            >
              {tab === "build" ? <PencilRuler className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
              {tab === "build" ? builderTexts.actions.build : builderTexts.actions.preview}
            </button>
          ))}
        </div>
      </div>

      <div className="mx-auto mt-4 max-w-7xl px-4 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,40rem)]">
        <div id="builder-lines" className={`@container flex min-w-0 flex-col gap-4 ${view === "preview" ? "max-lg:hidden" : ""}`}>
          {restored && (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="status">
              <p>{builderTexts.restored}</p>
              <button
                type="button"
                className="min-h-11 rounded-md px-2 font-semibold underline underline-offset-2"
                onClick={() => {
                  removeDraft(draftKey(lead.id, meta?.id ?? null));
                  dispatch({ type: "replace", state: initial });
                  setRestored(false);
                }}
              >
                {builderTexts.discardRestored}
              </button>
            </div>
          )}
          {locked && (
            <div className="rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-800">
              <p>{builderTexts.lockedBanner[quote?.expired ? "sent" : status] ?? builderTexts.save.locked}</p>
              {quote?.replacedById && (
                <Link className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2" href={builderPath(lead.id, quote.replacedById)}>
                  {builderTexts.newerVersion}
                </Link>
              )}
            </div>
          )}
          {quote && locked && <AfterSendPanel leadId={lead.id} quote={{ ...quote, followUp: quote.followUp ?? true }} />}
          <section aria-label="Customer" className={`${styles.card} p-3 text-sm sm:p-4`}>
            <p className="font-semibold text-slate-900">{lead.name}</p>
            <p className="break-all text-slate-700">{lead.email}</p>
            {lead.phone && <p className="text-slate-700">{lead.phone}</p>}
          </section>

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
                  errors={lineErrors}
                  areaError={areaErrors.get(area.key)}
                  focus={focus}
                  dispatch={dispatch}
                  onTouched={onTouched}
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
              errors={detailErrors}
              dispatch={dispatch}
            />
          </fieldset>
          <div className="lg:hidden">
            <TotalsPanel id="totals-phone" sameJob={sameJob} totals={totals} incompleteLines={[...totals.lineTotals.values()].filter((total) => total === null).length} />
          </div>
          <div className="lg:hidden">{actions(false)}</div>
        </div>

        <aside aria-label="Totals and preview" className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:self-start lg:overflow-y-auto">
          <div className="hidden flex-col gap-4 lg:flex">
            <TotalsPanel id="totals-desktop" sameJob={sameJob} totals={totals} incompleteLines={[...totals.lineTotals.values()].filter((total) => total === null).length} />
            {saveState(false)}
            {actions(true)}
          </div>
          <section id="builder-preview" aria-labelledby="preview-heading" className={view === "build" ? "max-lg:hidden" : ""}>
            <h2 id="preview-heading" className="text-base font-semibold text-brand-950">
              {builderTexts.preview.heading}
            </h2>
            {!locked && <p className="mt-1 text-sm text-slate-600">{builderTexts.preview.unsaved}</p>}
            <div className="mt-2 overflow-hidden rounded-xl border border-slate-300 bg-white">
              {showPreview && <QuotePreview business={business} lead={lead} state={previewState} number={meta} sentAt={quote?.sentAt ?? null} stored={storedDocument} open={status === "draft" || (status === "sent" && !quote?.expired)} />}
            </div>
          </section>
        </aside>
      </div>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,43,70,0.08)] backdrop-blur lg:hidden">
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs text-slate-600">{builderTexts.totals.total}</p>
            <p className="text-xl leading-tight font-bold text-brand-950 tabular-nums" data-testid="footer-total">
              {formatCents(totals.required.totalCents)}
            </p>
            <p className="text-xs text-slate-600 tabular-nums">
              {formatCents(totals.required.subtotalCents)} + GST {formatCents(totals.required.gstCents)}
            </p>
          </div>
          {!locked && (
            <button type="button" className={`${styles.accent} shrink-0`} onClick={() => void openSend()}>
              <Send aria-hidden="true" />
              {builderTexts.actions.send}
            </button>
          )}
        </div>
        <div className="mt-1">{saveState(true)}</div>
      </div>

      {pickerFor !== null && (
        <RateCardPicker
          items={rateCard}
          open
          onClose={() => setPickerFor(null)}
          onPick={(item) => {
            const line = newLine({ description: item.name, unit: item.unit, price: priceText(item.unitPriceCents), rateCardItemId: item.id });
            dispatch({ type: "addLine", area: pickerFor, line });
            setPickerFor(null);
            setFocus({ line: line.key, field: "quantity" });
          }}
        />
      )}
      {confirming === "revise" && meta !== null && (
        <ConfirmDialog title={builderTexts.revise.title(number)} description={builderTexts.revise.description(number)} action={builderTexts.revise.confirm} onClose={() => setConfirming(null)} onConfirm={revise} />
      )}
      {confirming === "discard" && meta !== null && (
        <ConfirmDialog title={builderTexts.discard.title(number)} description={builderTexts.discard.description} action={builderTexts.discard.confirm} onClose={() => setConfirming(null)} onConfirm={discard} />
      )}
      {sendOpen && meta !== null && <SendDialog open number={number} customer={customer} totalCents={totals.required.totalCents} signFor={licenseeSignatureApplies(totals.nsw) ? business.licensedName : null} onClose={() => setSendOpen(false)} onSend={send} />}
    </main>
  );
}

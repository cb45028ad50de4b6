"use client";

import { AlertTriangle, Check, CloudOff, Loader2, PencilLine } from "lucide-react";
import { formatCents } from "@/lib/money";
import type { BuilderTotals } from "@/lib/quotes/model/builder-state";
import type { SameJobQuote } from "@/lib/quotes/model/quote-document";
import { builderTexts } from "./builder-texts";
import type { SaveStatus } from "./use-quote-saver";

const texts = builderTexts.totals;

/** The quote's money as the customer will see it with no option ticked, and with every one. */
export function TotalsPanel({ id, totals, sameJob, incompleteLines }: { id: string; totals: BuilderTotals; sameJob: readonly SameJobQuote[]; incompleteLines: number }) {
  const { required, withOptions } = totals;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={`${id}-heading`} className="text-base font-semibold text-brand-950">
        {texts.heading}
      </h2>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
        <dt className="text-slate-700">{texts.subtotal}</dt>
        <dd className="text-right">{formatCents(required.subtotalCents)}</dd>
        <dt className="text-slate-700">{texts.gst}</dt>
        <dd className="text-right">{formatCents(required.gstCents)}</dd>
        <dt className="text-base font-semibold">{texts.total}</dt>
        <dd className="text-right text-base font-semibold" data-testid="total">
          {formatCents(required.totalCents)}
        </dd>
        <dt className="text-slate-700">{texts.deposit(totals.depositPercent)}</dt>
        <dd className="text-right">{formatCents(required.depositCents)}</dd>
        {totals.optionalCount > 0 && (
          <>
            <dt className="text-slate-700">{texts.withOptions(totals.optionalCount)}</dt>
            <dd className="text-right" data-testid="total-with-options">
              {formatCents(withOptions.totalCents)}
            </dd>
          </>
        )}
      </dl>
      {incompleteLines > 0 && <p className="mt-2 text-sm text-amber-800">{texts.incomplete(incompleteLines)}</p>}
      <p className="mt-3 rounded-lg bg-slate-50 p-2 text-sm text-slate-700">
        {texts.nsw[totals.nsw.kind]}
        {sameJob.length > 0 && totals.nsw.kind !== "commercial" ? (
          <span className="mt-1 block" data-testid="same-job">
            {texts.sameJob(sameJob.map((quote) => `${quote.number} (${formatCents(quote.totalCents)})`).join(", "), formatCents(withOptions.totalCents + sameJob.reduce((sum, quote) => sum + quote.totalCents, 0)))}
          </span>
        ) : null}
      </p>
    </section>
  );
}

const statusLook: Record<SaveStatus, { icon: typeof Check; className: string }> = {
  saved: { icon: Check, className: "text-green-800" },
  saving: { icon: Loader2, className: "text-slate-700" },
  unsaved: { icon: PencilLine, className: "text-slate-700" },
  incomplete: { icon: PencilLine, className: "text-amber-800" },
  refused: { icon: AlertTriangle, className: "text-red-700" },
  offline: { icon: CloudOff, className: "text-red-700" },
  signedOut: { icon: AlertTriangle, className: "text-red-700" },
  locked: { icon: AlertTriangle, className: "text-slate-700" },
};

/** Whether the server has what is on screen, and if not, why and what happens next. */
export function SaveState({
  status,
  message,
  firstLine,
  onRetry,
  compact = false,
}: {
  status: SaveStatus;
  message: string | null;
  /** No line at all yet: a new quote. */
  firstLine: boolean;
  onRetry: () => void;
  compact?: boolean;
}) {
  const texts = builderTexts.save;
  const { icon: Icon, className } = statusLook[status];
  const words: Record<SaveStatus, string> = {
    saved: texts.saved,
    saving: texts.saving,
    unsaved: texts.unsaved,
    incomplete: firstLine ? texts.incompleteFirst : texts.incomplete,
    refused: message ? `${texts.refused}: ${message}` : texts.refused,
    offline: message && message !== texts.offline ? `${texts.refused}: ${message}. Trying again.` : compact ? texts.offlineShort : texts.offline,
    signedOut: compact ? texts.signedOutShort : texts.signedOut,
    locked: texts.locked,
  };
  const retry = status === "refused" || status === "offline" || status === "signedOut";
  return (
    <div className={`flex min-w-0 items-center gap-2 text-sm ${className}`} data-save-status={status}>
      <p role="status" className={`flex min-w-0 items-center gap-1.5 ${compact ? "line-clamp-2" : ""}`}>
        <Icon className={`size-4 shrink-0 ${status === "saving" ? "animate-spin" : ""}`} aria-hidden="true" />
        <span className="min-w-0">{words[status]}</span>
      </p>
      {retry && (
        <button type="button" onClick={onRetry} className="min-h-11 shrink-0 rounded-md px-3 font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50">
          {texts.retry}
        </button>
      )}
    </div>
  );
}

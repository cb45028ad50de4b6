"use client";

import { ArrowLeft, Eye, PencilRuler, Send } from "lucide-react";
import Link from "next/link";
import { useSyncExternalStore, type ReactNode } from "react";
import { formatCents, type QuoteTotals } from "@/lib/money";
import { builderStyles as styles } from "@/components/ui/builder-styles";
import { builderTexts } from "./builder-texts";

/** The phone's one column shows either the lines or the preview; from 1024 px both show. */
export type BuilderView = "build" | "preview";

const desktopQuery = "(min-width: 1024px)";
export function useDesktop(): boolean {
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

/** The quote's number and shown status, and who it is for. */
export function BuilderHeader({ title, statusLabel, leadName }: { title: string; statusLabel: string; leadName: string }) {
  return (
    <header className="bg-brand-900 px-4 py-3 text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3">
        <Link href="/admin-pwa" className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-brand-100 hover:bg-white/10">
          <ArrowLeft className="size-5" aria-hidden="true" />
          {builderTexts.back}
        </Link>
        <div className="min-w-0 flex-1">
          {/* Named in words, so a screen reader reads "Quote Q-0014, Sent", not "Quote Q-0014Sent". */}
          <h1 className="truncate text-lg font-bold text-white" aria-label={`${title}, ${statusLabel}`}>
            {title}
            <span className="ml-2 rounded bg-white/15 px-2 py-0.5 align-middle text-xs font-semibold text-white" data-testid="quote-status">
              {statusLabel}
            </span>
          </h1>
          <p className="truncate text-sm text-brand-100">{builderTexts.for(leadName)}</p>
        </div>
      </div>
    </header>
  );
}

/** The phone's Build and Preview tabs; a switch starts the chosen view at its top. */
export function ViewTabs({ view, onView }: { view: BuilderView; onView: (view: BuilderView) => void }) {
  return (
    <div className="sticky top-0 z-20 border-b border-slate-200 bg-white lg:hidden">
      <div role="group" aria-label="Quote view" className="mx-auto grid max-w-7xl grid-cols-2">
        {(["build", "preview"] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            aria-pressed={view === tab}
            onClick={() => {
              onView(tab);
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
  );
}

/** Changes kept on this device were brought back: say so, and offer to drop them. */
export function RestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="status">
      <p>{builderTexts.restored}</p>
      <button type="button" className="min-h-11 rounded-md px-2 font-semibold underline underline-offset-2" onClick={onDiscard}>
        {builderTexts.discardRestored}
      </button>
    </div>
  );
}

/** Why a sent (or decided) quote cannot be changed, and the way to its newer version if any. */
export function LockedNotice({ status, expired, newerHref }: { status: string; expired: boolean; newerHref: string | null }) {
  return (
    <div className="rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-800">
      <p>{builderTexts.lockedBanner[expired ? "sent" : status] ?? builderTexts.save.locked}</p>
      {newerHref && (
        <Link className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2" href={newerHref}>
          {builderTexts.newerVersion}
        </Link>
      )}
    </div>
  );
}

export function CustomerCard({ lead }: { lead: { name: string; email: string; phone: string | null } }) {
  return (
    <section aria-label="Customer" className={`${styles.card} p-3 text-sm sm:p-4`}>
      <p className="font-semibold text-slate-900">{lead.name}</p>
      <p className="break-all text-slate-700">{lead.email}</p>
      {lead.phone && <p className="text-slate-700">{lead.phone}</p>}
    </section>
  );
}

/** The preview's heading and frame; hidden on a phone while the Build tab is on. */
export function PreviewSection({ view, locked, children }: { view: BuilderView; locked: boolean; children: ReactNode }) {
  return (
    <section id="builder-preview" aria-labelledby="preview-heading" className={view === "build" ? "max-lg:hidden" : ""}>
      <h2 id="preview-heading" className="text-base font-semibold text-brand-950">
        {builderTexts.preview.heading}
      </h2>
      {!locked && <p className="mt-1 text-sm text-slate-600">{builderTexts.preview.unsaved}</p>}
      <div className="mt-2 overflow-hidden rounded-xl border border-slate-300 bg-white">{children}</div>
    </section>
  );
}

/** A phone's footer that stays on screen: the total, Send, and how the save went. */
export function PhoneFooter({ required, locked, onSend, saveState }: { required: QuoteTotals; locked: boolean; onSend: () => void; saveState: ReactNode }) {
  return (
    <div className="builder-footer fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,43,70,0.08)] backdrop-blur lg:hidden">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-slate-600">{builderTexts.totals.total}</p>
          <p className="text-xl leading-tight font-bold text-brand-950 tabular-nums" data-testid="footer-total">
            {formatCents(required.totalCents)}
          </p>
          <p className="text-xs text-slate-600 tabular-nums">
            {formatCents(required.subtotalCents)} + GST {formatCents(required.gstCents)}
          </p>
        </div>
        {!locked && (
          <button type="button" className={`${styles.accent} shrink-0`} onClick={onSend}>
            <Send aria-hidden="true" />
            {builderTexts.actions.send}
          </button>
        )}
      </div>
      <div className="mt-1">{saveState}</div>
    </div>
  );
}

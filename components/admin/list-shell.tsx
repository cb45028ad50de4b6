"use client";

import { ChevronLeft, ChevronRight, Loader2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ControlTooltip } from "@/components/ui/tooltip";
import { buttonStyles } from "./admin-styles";

/**
 * The states every admin list shows in one place: the error with "Try Again", the loading line,
 * the empty message, or the list itself. The panel and the dashboard differ only in their words
 * and icons.
 */
export function ListStates({
  failed,
  loaded,
  empty,
  retrying,
  onRetry,
  error,
  loadingText,
  emptyContent,
  roomy = false,
  children,
}: {
  failed: boolean;
  loaded: boolean;
  empty: boolean;
  retrying: boolean;
  onRetry: () => void;
  error: { icon: LucideIcon; title: string; text?: string };
  loadingText: string;
  /** What an empty list shows: a line, or an icon with a title. */
  emptyContent: ReactNode;
  /** The dashboard's wider padding. */
  roomy?: boolean;
  children: ReactNode;
}) {
  const padding = roomy ? "p-10" : "p-8";
  if (failed) {
    const Icon = error.icon;
    return (
      <div role="alert" className={`flex flex-col items-center gap-2 rounded-xl border border-red-200 bg-white ${padding} text-center`}>
        <Icon className="h-8 w-8 text-red-700" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{error.title}</h2>
        {error.text && <p className="text-sm text-slate-700">{error.text}</p>}
        <button type="button" className={buttonStyles.primary} onClick={onRetry} disabled={retrying}>
          Try Again
        </button>
      </div>
    );
  }
  if (!loaded) {
    return (
      <p role="status" className={`flex items-center justify-center gap-2 ${padding} text-slate-700`}>
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        {loadingText}
      </p>
    );
  }
  return empty ? emptyContent : children;
}

/**
 * Previous / "Page N of M (T total)" / Next, shown only when there is more than one page. `page` is
 * the page asked for (the buttons move from it); `shownPage` the one the list on screen holds.
 */
export function Pagination({
  page,
  shownPage,
  totalPages,
  total,
  onPage,
}: {
  page: number;
  shownPage: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-2">
      <ControlTooltip label="Previous">
        <button type="button" className={buttonStyles.secondary} disabled={page <= 1} onClick={() => onPage(Math.max(1, page - 1))}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Previous</span>
        </button>
      </ControlTooltip>
      <p className="text-center text-sm text-slate-700">
        Page {shownPage} of {totalPages} ({total} total)
      </p>
      <ControlTooltip label="Next">
        <button type="button" className={buttonStyles.secondary} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          <span className="sr-only sm:not-sr-only">Next</span>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
      </ControlTooltip>
    </nav>
  );
}

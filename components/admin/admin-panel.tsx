"use client";

import { ChevronLeft, ChevronRight, Home, Inbox, Loader2, RefreshCw, WifiOff } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { business } from "@/lib/business";
import { ApiError, apiRequest } from "@/lib/client/api";
import { endStaleSignIn } from "@/lib/client/push";
import { ADMIN_RETRIES, ADMIN_RETRY_DELAY_MS } from "@/lib/client/polling";
import { ADMIN_PAGE_SIZE, quoteMessages } from "@/lib/quotes/admin-schemas";
import { countToday, type AdminQuote, type Pagination } from "@/lib/quotes/view";
import { AdminErrorBoundary } from "./admin-error-boundary";
import { AdminSessionGate } from "./admin-session-gate";
import { buttonStyles } from "./admin-styles";
import { LogoutButton } from "./logout-button";
import { PanelQuoteCard } from "./panel-quote-card";
import { PwaControls } from "./pwa-controls";
import { QuoteFilterBar } from "./quote-filters";
import { viewParams, type QuoteFilters } from "./quote-query";
import { ReplyDialog, type ReplyTarget } from "./reply-dialog";
import { usePolledQuery } from "./use-polled-query";

interface ListResponse {
  data: AdminQuote[];
  pagination: Pagination;
}

export const panelMessages = {
  errorTitle: "Error Loading Quotes",
  error: "Unable to load quote requests. Please check your connection",
  empty: "No quote requests yet.",
  emptyArchived: "No archived quotes.",
  noMatches: "No quotes match this search.",
} as const;

/** /admin-pwa for a signed-in admin: error boundary, session gate, then the panel. */
export function AdminPanelRoot() {
  return (
    <AdminErrorBoundary>
      <AdminSessionGate>
        <AdminPanel />
      </AdminSessionGate>
    </AdminErrorBoundary>
  );
}

function AdminPanel() {
  const router = useRouter();
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<QuoteFilters>({ q: "", service: "" });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);

  const key = viewParams({ page, limit: ADMIN_PAGE_SIZE, archived, q: filters.q, service: filters.service });
  const query = usePolledQuery(key, () => apiRequest<ListResponse>("GET", `/api/admin/quotes?${key}`), {
    retries: ADMIN_RETRIES,
    retryDelayMs: ADMIN_RETRY_DELAY_MS,
  });
  const list = query.data;

  // A 401 (the list is null): the session ended elsewhere; show the access flow again.
  useEffect(() => {
    if (list === null) {
      endStaleSignIn();
      router.refresh();
    }
  }, [list, router]);

  // Past the last page (its last quote was archived): go to the new last page (set during render,
  // React's pattern for state derived from a previous result).
  const totalPages = list?.pagination.totalPages ?? 0;
  if (list && totalPages > 0 && page > totalPages) setPage(totalPages);

  const changeFilters = useCallback((next: QuoteFilters) => {
    setFilters(next);
    setPage(1);
  }, []);

  async function toggle(quote: AdminQuote, change: { highlighted?: boolean; archived?: boolean }) {
    setBusyId(quote.id);
    try {
      await apiRequest("PATCH", `/api/admin/quotes/${quote.id}`, change);
      toast.success(quoteMessages.updatedTitle, { description: quoteMessages.updated });
      await query.refetch();
    } catch (error) {
      const server = error instanceof ApiError ? error.serverMessage : undefined;
      toast.error(quoteMessages.updateFailed, server ? { description: server } : undefined);
    } finally {
      setBusyId(null);
    }
  }

  const filtered = Boolean(filters.q || filters.service);
  const exportHref = `/api/admin/quotes/export?${viewParams({ archived, q: filters.q, service: filters.service })}`;

  return (
    <main id="main" className="min-h-dvh bg-slate-50 pb-12">
      <header className="bg-brand-900 px-4 py-4 text-white">
        <div className="mx-auto flex max-w-3xl flex-col gap-3">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h1 className="text-xl font-bold text-white">{business.name} Admin</h1>
              <p className="text-sm text-brand-100">{archived ? "Archived Quotes" : "Active Quotes"}</p>
            </div>
            <LogoutButton redirectTo="/admin-pwa" toastTitle="Logged out" />
          </div>
          <div className="flex flex-wrap gap-2">
            <PwaControls />
            <button
              type="button"
              className={buttonStyles.onDark}
              onClick={() => {
                setArchived((value) => !value);
                setPage(1);
              }}
            >
              <Inbox className="h-4 w-4" aria-hidden="true" />
              {archived ? "Show Active" : "Show Archived"}
            </button>
            <button type="button" className={buttonStyles.onDark} onClick={() => void query.refetch()} disabled={query.fetching}>
              <RefreshCw className={`h-4 w-4 ${query.fetching ? "animate-spin" : ""}`} aria-hidden="true" />
              Refresh
            </button>
            <Link href="/" className={buttonStyles.onDark}>
              <Home className="h-4 w-4" aria-hidden="true" />
              Home
            </Link>
          </div>
        </div>
      </header>

      <div className="mx-auto mt-4 flex max-w-3xl flex-col gap-4 px-4">
        <section aria-label="Statistics" className="grid grid-cols-2 gap-3">
          <Stat label="Total Quotes" value={list ? list.pagination.total : undefined} />
          <Stat label="Today (This Page)" value={list ? countToday(list.data) : undefined} />
        </section>

        <QuoteFilterBar filters={filters} onChange={changeFilters} exportHref={exportHref} />

        <section aria-label={archived ? "Archived Quotes" : "Active Quotes"} aria-busy={query.fetching} className="flex flex-col gap-3">
          {query.status === "error" ? (
            <div role="alert" className="flex flex-col items-center gap-2 rounded-xl border border-red-200 bg-white p-8 text-center">
              <WifiOff className="h-8 w-8 text-red-700" aria-hidden="true" />
              <h2 className="text-lg font-semibold">{panelMessages.errorTitle}</h2>
              <p className="text-sm text-slate-700">{panelMessages.error}</p>
              <button type="button" className={buttonStyles.primary} onClick={() => void query.refetch()} disabled={query.fetching}>
                Try Again
              </button>
            </div>
          ) : !list ? (
            <p role="status" className="flex items-center justify-center gap-2 p-8 text-slate-700">
              <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
              Loading quotes...
            </p>
          ) : list.data.length === 0 ? (
            <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">
              {filtered ? panelMessages.noMatches : archived ? panelMessages.emptyArchived : panelMessages.empty}
            </p>
          ) : (
            list.data.map((quote) => (
              <PanelQuoteCard
                key={quote.id}
                quote={quote}
                busy={busyId === quote.id}
                onToggle={(change) => void toggle(quote, change)}
                onReply={() => setReplyTo({ id: quote.id, name: quote.name, email: quote.email })}
              />
            ))
          )}
        </section>

        {list && list.pagination.totalPages > 1 && query.status !== "error" && (
          <nav aria-label="Pagination" className="flex items-center justify-between gap-2">
            <button type="button" className={buttonStyles.secondary} disabled={page <= 1} onClick={() => setPage((value) => Math.max(1, value - 1))}>
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              Previous
            </button>
            <p className="text-center text-sm text-slate-700">
              Page {list.pagination.page} of {list.pagination.totalPages} ({list.pagination.total} total)
            </p>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={page >= list.pagination.totalPages}
              onClick={() => setPage((value) => value + 1)}
            >
              Next
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </button>
          </nav>
        )}
      </div>

      <ReplyDialog quote={replyTo} onClose={() => setReplyTo(null)} onSent={() => void query.refetch()} />
    </main>
  );
}

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-brand-950">{value === undefined ? "–" : value.toLocaleString("en-AU")}</p>
    </div>
  );
}

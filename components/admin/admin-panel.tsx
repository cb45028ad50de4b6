"use client";

import { ChevronLeft, ChevronRight, Home, Inbox, Loader2, RefreshCw, WifiOff } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { business } from "@/lib/business";
import {
  adminQuotesKey,
  adminQuotesQuery,
  adminSpamKey,
  alertFailuresKey,
  dashboardQuotesKey,
  ownerNumbersKey,
  viewParams,
  type PipelineView,
  type QuoteFilters,
} from "@/lib/client/admin-queries";
import { ApiError, apiRequest } from "@/lib/client/api";
import { endStaleSignIn } from "@/lib/client/push";
import { quoteMessages } from "@/lib/quotes/admin-schemas";
import { leadTexts } from "@/lib/quotes/lead-texts";
import { countToday } from "@/lib/quotes/view";
import { AdminErrorBoundary } from "./admin-error-boundary";
import { AdminProviders } from "./admin-providers";
import { ControlTooltip } from "@/components/ui/tooltip";
import { AlertFailureBanner } from "./alert-failure-banner";
import { AdminSessionGate } from "./admin-session-gate";
import { buttonStyles } from "./admin-styles";
import { LogoutButton } from "./logout-button";
import { OwnerNumbers } from "./owner-numbers";
import { PanelQuoteCard } from "./panel-quote-card";
import { PwaControls } from "./pwa-controls";
import { QuoteFilterBar } from "./quote-filters";
import { ReplyDialog, type ReplyTarget } from "./reply-dialog";
import { SpamView } from "./spam-view";
import { StatusFilterBar } from "./status-filter";

export const panelMessages = {
  errorTitle: "Error Loading Quotes",
  error: "Unable to load quote requests. Please check your connection",
  /** The one empty text, for either view; a search that finds nothing says so instead. */
  empty: "No quote requests yet.",
  noMatches: "No quotes match this search.",
} as const;

/** /admin-pwa for a signed-in admin: error boundary, query client, session gate, then the panel. */
export function AdminPanelRoot() {
  return (
    <AdminErrorBoundary>
      <AdminProviders>
        <AdminSessionGate>
          <AdminPanel />
        </AdminSessionGate>
      </AdminProviders>
    </AdminErrorBoundary>
  );
}

type QuoteChange = { id: number; highlighted?: boolean; archived?: boolean };

function AdminPanel() {
  const router = useRouter();
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<QuoteFilters>({ q: "", service: "" });
  const [pipeline, setPipeline] = useState<PipelineView>({ status: "", sort: "newest" });
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const queryClient = useQueryClient();

  const query = useQuery(adminQuotesQuery({ page, archived, filters, pipeline }));
  const list = query.data;
  const fetching = query.isFetching;

  // A 401 (null): the session ended elsewhere; show the access flow again.
  useEffect(() => {
    if (list === null) {
      endStaleSignIn();
      router.refresh();
    }
  }, [list, router]);

  // Past the last page (its last quote was archived): go to the new last page (set during render,
  // React's pattern for state derived from a previous result).
  const totalPages = list?.pagination.totalPages ?? 0;
  if (list && !query.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);

  const changeFilters = useCallback((next: QuoteFilters) => {
    setFilters(next);
    setPage(1);
  }, []);
  const changePipeline = useCallback((next: PipelineView) => {
    setPipeline(next);
    setPage(1);
  }, []);

  const update = useMutation({
    mutationFn: ({ id, ...change }: QuoteChange) => apiRequest("PATCH", `/api/admin/quotes/${id}`, change),
    onSuccess: async () => {
      toast.success(quoteMessages.updatedTitle, { description: quoteMessages.updated });
      // Both lists show the flags; the card stays busy until its list has the change.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQuotesKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQuotesKey }),
      ]);
    },
    onError: (error) => {
      const server = error instanceof ApiError ? error.serverMessage : undefined;
      toast.error(quoteMessages.updateFailed, server ? { description: server } : undefined);
    },
  });
  const busyId = update.isPending ? update.variables.id : null;
  const refetch = () => {
    void query.refetch();
    void queryClient.invalidateQueries({ queryKey: adminSpamKey });
    void queryClient.invalidateQueries({ queryKey: alertFailuresKey });
    void queryClient.invalidateQueries({ queryKey: ownerNumbersKey });
  };

  const exportHref = `/api/admin/quotes/export?${viewParams({ archived, q: filters.q, service: filters.service, status: pipeline.status })}`;

  return (
    <main id="main" className="min-h-dvh bg-slate-50 pb-12">
      <header className="bg-brand-900 px-4 py-4 text-white">
        <div className="mx-auto flex max-w-3xl flex-col gap-3">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h1 className="text-xl font-bold text-white">{business.name} Admin</h1>
              <p className="text-sm text-brand-100">{archived ? "Archived Quotes" : "Active Quotes"}</p>
            </div>
            <LogoutButton redirectTo="/admin-pwa" toastTitle="Logged out" iconOnlyOnPhone />
          </div>
          <div className="flex flex-wrap gap-2">
            <PwaControls />
            <SpamView />
            <ControlTooltip label={archived ? "Show Active" : "Show Archived"}>
              <button
                type="button"
                className={buttonStyles.onDark}
                onClick={() => {
                  setArchived((value) => !value);
                  setPage(1);
                }}
              >
                <Inbox className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{archived ? "Show Active" : "Show Archived"}</span>
              </button>
            </ControlTooltip>
            <ControlTooltip label="Refresh">
              <button type="button" className={buttonStyles.onDark} onClick={refetch} disabled={fetching}>
                <RefreshCw className={`h-4 w-4 ${fetching ? "animate-spin" : ""}`} aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Refresh</span>
              </button>
            </ControlTooltip>
            <ControlTooltip label="Home">
              <Link href="/" className={buttonStyles.onDark}>
                <Home className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Home</span>
              </Link>
            </ControlTooltip>
          </div>
        </div>
      </header>

      <div className="mx-auto mt-4 flex max-w-3xl flex-col gap-4 px-4">
        <AlertFailureBanner />
        <section aria-label="Statistics" className="grid grid-cols-2 gap-3">
          <Stat label="Total Quotes" value={list ? list.pagination.total : undefined} />
          <Stat label="Today (This Page)" value={list ? countToday(list.data) : undefined} />
        </section>

        <OwnerNumbers />

        <QuoteFilterBar filters={filters} onChange={changeFilters} exportHref={exportHref} />
        <StatusFilterBar view={pipeline} counts={list?.statusCounts} onChange={changePipeline} />

        <section aria-label={archived ? "Archived Quotes" : "Active Quotes"} aria-busy={fetching} className="flex flex-col gap-3">
          {query.isError ? (
            <div role="alert" className="flex flex-col items-center gap-2 rounded-xl border border-red-200 bg-white p-8 text-center">
              <WifiOff className="h-8 w-8 text-red-700" aria-hidden="true" />
              <h2 className="text-lg font-semibold">{panelMessages.errorTitle}</h2>
              <p className="text-sm text-slate-700">{panelMessages.error}</p>
              <button type="button" className={buttonStyles.primary} onClick={refetch} disabled={fetching}>
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
              {filters.q || filters.service ? panelMessages.noMatches : pipeline.status ? leadTexts.filter.noMatches : panelMessages.empty}
            </p>
          ) : (
            list.data.map((quote) => (
              <PanelQuoteCard
                key={quote.id}
                quote={quote}
                busy={busyId === quote.id}
                reviewRequests={list.reviewRequests}
                onToggle={update.mutate}
                onReply={setReplyTo}
              />
            ))
          )}
        </section>

        {list && list.pagination.totalPages > 1 && !query.isError && (
          <nav aria-label="Pagination" className="flex items-center justify-between gap-2">
            <ControlTooltip label="Previous">
              <button type="button" className={buttonStyles.secondary} disabled={page <= 1} onClick={() => setPage((value) => Math.max(1, value - 1))}>
                <ChevronLeft className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Previous</span>
              </button>
            </ControlTooltip>
            <p className="text-center text-sm text-slate-700">
              Page {list.pagination.page} of {list.pagination.totalPages} ({list.pagination.total} total)
            </p>
            <ControlTooltip label="Next">
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={page >= list.pagination.totalPages}
                onClick={() => setPage((value) => value + 1)}
              >
                <span className="sr-only sm:not-sr-only">Next</span>
                <ChevronRight className="h-4 w-4" aria-hidden="true" />
              </button>
            </ControlTooltip>
          </nav>
        )}
      </div>

      <ReplyDialog quote={replyTo} onClose={() => setReplyTo(null)} />
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

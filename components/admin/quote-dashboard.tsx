"use client";

import { AlertTriangle, ChevronLeft, ChevronRight, Inbox, Loader2, RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "@/lib/client/api";
import type { DashboardQuote } from "@/lib/quotes/view";
import { buttonStyles } from "./admin-styles";
import { DashboardQuoteCard } from "./dashboard-quote-card";
import { QuoteFilterBar } from "./quote-filters";
import { viewParams, type QuoteFilters } from "./quote-query";
import { usePolledQuery } from "./use-polled-query";

interface ContactListResponse {
  data: DashboardQuote[];
  total: number;
  page: number;
  totalPages: number;
}

export const dashboardMessages = {
  loading: "Loading quote requests...",
  emptyTitle: "No Quote Requests Yet",
  empty: "New quote requests will appear here automatically.",
  noMatches: "No quote requests match this search.",
  errorTitle: "Error Loading Requests",
} as const;

/**
 * The dashboard's list: GET /api/contact every 30 s while the tab is visible (no retries: the
 * next poll is the retry), the three states, and the cards. A 401 means the session ended:
 * back to /login.
 */
export function QuoteDashboard() {
  const [filters, setFilters] = useState<QuoteFilters>({ q: "", service: "" });
  const [page, setPage] = useState(1);
  const key = viewParams({ page, q: filters.q, service: filters.service });
  const query = usePolledQuery(key, () => apiRequest<ContactListResponse>("GET", `/api/contact?${key}`));
  const list = query.data;

  const router = useRouter();
  useEffect(() => {
    if (list === null) router.replace("/login");
  }, [list, router]);
  if (list && list.totalPages > 0 && page > list.totalPages) setPage(list.totalPages);

  const changeFilters = useCallback((next: QuoteFilters) => {
    setFilters(next);
    setPage(1);
  }, []);

  const filtered = Boolean(filters.q || filters.service);
  return (
    <div className="mt-6 flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <p className="text-sm text-slate-600">Auto-refreshes every 30 seconds</p>
          <span className="rounded-full bg-brand-100 px-3 py-0.5 text-sm font-semibold text-brand-900" aria-live="polite">
            {list ? `${list.total.toLocaleString("en-AU")} total` : "…"}
          </span>
        </div>
        <button type="button" className={buttonStyles.secondary} onClick={() => void query.refetch()} disabled={query.fetching}>
          <RefreshCw className={`h-4 w-4 ${query.fetching ? "animate-spin" : ""}`} aria-hidden="true" />
          Refresh
        </button>
      </div>

      <QuoteFilterBar
        filters={filters}
        onChange={changeFilters}
        exportHref={`/api/admin/quotes/export?${viewParams({ archived: false, q: filters.q, service: filters.service })}`}
      />

      {query.status === "error" ? (
        <div role="alert" className="flex flex-col items-center gap-2 rounded-xl border border-red-200 bg-white p-10 text-center">
          <AlertTriangle className="h-8 w-8 text-red-700" aria-hidden="true" />
          <h2 className="text-lg font-semibold">{dashboardMessages.errorTitle}</h2>
          <button type="button" className={buttonStyles.primary} onClick={() => void query.refetch()} disabled={query.fetching}>
            Try Again
          </button>
        </div>
      ) : !list ? (
        <p role="status" className="flex items-center justify-center gap-2 p-10 text-slate-700">
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
          {dashboardMessages.loading}
        </p>
      ) : list.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-10 text-center">
          <Inbox className="h-8 w-8 text-slate-500" aria-hidden="true" />
          {filtered ? (
            <p className="text-slate-700">{dashboardMessages.noMatches}</p>
          ) : (
            <>
              <h2 className="text-lg font-semibold">{dashboardMessages.emptyTitle}</h2>
              <p className="text-slate-700">{dashboardMessages.empty}</p>
            </>
          )}
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {list.data.map((quote) => (
            <DashboardQuoteCard key={quote.id} quote={quote} />
          ))}
        </div>
      )}

      {list && list.totalPages > 1 && query.status !== "error" && (
        <nav aria-label="Pagination" className="flex items-center justify-between gap-2">
          <button type="button" className={buttonStyles.secondary} disabled={page <= 1} onClick={() => setPage((value) => Math.max(1, value - 1))}>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            Previous
          </button>
          <p className="text-sm text-slate-700">
            Page {list.page} of {list.totalPages} ({list.total} total)
          </p>
          <button type="button" className={buttonStyles.secondary} disabled={page >= list.totalPages} onClick={() => setPage((value) => value + 1)}>
            Next
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </button>
        </nav>
      )}
    </div>
  );
}

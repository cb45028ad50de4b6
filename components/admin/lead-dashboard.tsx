"use client";

import { AlertTriangle, Inbox, RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { dashboardLeadsQuery, viewParams, type LeadFilters } from "@/lib/client/admin-queries";
import { usePagedList } from "./use-paged-list";
import { ControlTooltip } from "@/components/ui/tooltip";
import { buttonStyles } from "./admin-styles";
import { DashboardLeadCard } from "./dashboard-lead-card";
import { LeadFilterBar } from "./lead-filters";
import { ListStates, Pagination } from "./list-shell";

export const dashboardMessages = {
  loading: "Loading quote requests...",
  emptyTitle: "No Quote Requests Yet",
  empty: "New quote requests will appear here automatically.",
  noMatches: "No quote requests match this search.",
  errorTitle: "Error Loading Requests",
} as const;

/**
 * The dashboard's list: GET /api/contact every 30 s while the tab is visible (no retries), the
 * three states, and the cards. A 401 (null) means the session ended: back to /login.
 */
export function LeadDashboard() {
  const router = useRouter();
  const [filters, setFilters] = useState<LeadFilters>({ q: "", service: "" });
  const onSignedOut = useCallback(() => router.replace("/login"), [router]);
  const { query, list, page, setPage } = usePagedList({
    view: JSON.stringify(filters),
    options: (page) => dashboardLeadsQuery({ page, filters }),
    totalPagesOf: (list) => list.totalPages,
    onSignedOut,
  });
  const refetch = () => void query.refetch();

  const empty = (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-10 text-center">
      <Inbox className="h-8 w-8 text-slate-500" aria-hidden="true" />
      {filters.q || filters.service ? (
        <p className="text-slate-700">{dashboardMessages.noMatches}</p>
      ) : (
        <>
          <h2 className="text-lg font-semibold">{dashboardMessages.emptyTitle}</h2>
          <p className="text-slate-700">{dashboardMessages.empty}</p>
        </>
      )}
    </div>
  );
  return (
    <div className="mt-6 flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <p className="text-sm text-slate-600">Auto-refreshes every 30 seconds</p>
          <span className="rounded-full bg-brand-100 px-3 py-0.5 text-sm font-semibold text-brand-900" aria-live="polite">
            {list ? `${list.total.toLocaleString("en-AU")} total` : "…"}
          </span>
        </div>
        <ControlTooltip label="Refresh">
          <button type="button" className={buttonStyles.secondary} onClick={refetch} disabled={query.isFetching}>
            <RefreshCw className={`h-4 w-4 ${query.isFetching ? "animate-spin" : ""}`} aria-hidden="true" />
            Refresh
          </button>
        </ControlTooltip>
      </div>

      <LeadFilterBar filters={filters} onChange={setFilters} exportHref={`/api/admin/quotes/export?${viewParams({ archived: false, q: filters.q, service: filters.service })}`} />

      <ListStates
        failed={query.isError}
        loaded={Boolean(list)}
        empty={list?.data.length === 0}
        retrying={query.isFetching}
        onRetry={refetch}
        error={{ icon: AlertTriangle, title: dashboardMessages.errorTitle }}
        loadingText={dashboardMessages.loading}
        emptyContent={empty}
        roomy
      >
        <div className="grid gap-4 md:grid-cols-2">
          {list?.data.map((lead) => (
            <DashboardLeadCard key={lead.id} lead={lead} />
          ))}
        </div>
      </ListStates>

      {list && !query.isError && <Pagination page={page} shownPage={list.page} totalPages={list.totalPages} total={list.total} onPage={setPage} />}
    </div>
  );
}

"use client";

import { WifiOff } from "lucide-react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { adminLeadsQuery, adminSpamKey, alertFailuresKey, ownerNumbersKey, viewParams, type LeadFilters, type PipelineView } from "@/lib/client/admin-queries";
import { useToggleLead } from "@/lib/client/lead-actions";
import { agendaKey } from "@/lib/client/visit-queries";
import { endStaleSignIn } from "@/lib/client/push";
import { usePagedList } from "@/lib/client/use-paged-list";
import { leadTexts } from "@/lib/leads/lead-texts";
import { countToday } from "@/lib/leads/view";
import { AdminErrorBoundary } from "./admin-error-boundary";
import { AdminProviders } from "./admin-providers";
import { AdminSessionGate } from "./admin-session-gate";
import { AlertFailureBanner } from "./alert-failure-banner";
import { LeadFilterBar } from "./lead-filters";
import { ListStates, Pagination } from "./list-shell";
import { OwnerNumbers } from "./owner-numbers";
import { PanelHeader } from "./panel-header";
import { PanelLeadCard } from "./panel-lead-card";
import { ReplyDialog, type ReplyTarget } from "./reply-dialog";
import { StatusFilterBar } from "./status-filter";
import { VisitsAgenda } from "./visits-agenda";

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

function AdminPanel() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [archived, setArchived] = useState(false);
  const [filters, setFilters] = useState<LeadFilters>({ q: "", service: "" });
  const [pipeline, setPipeline] = useState<PipelineView>({ status: "", sort: "newest" });
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  // A 401: the session ended elsewhere; show the access flow again.
  const onSignedOut = useCallback(() => {
    endStaleSignIn();
    router.refresh();
  }, [router]);
  const { query, list, page, setPage } = usePagedList({
    view: JSON.stringify([archived, filters, pipeline]),
    options: (page) => adminLeadsQuery({ page, archived, filters, pipeline }),
    totalPagesOf: (list) => list.pagination.totalPages,
    onSignedOut,
  });
  const toggle = useToggleLead();
  const busyId = toggle.isPending ? toggle.variables.id : null;
  const refetch = () => {
    void query.refetch();
    for (const queryKey of [adminSpamKey, alertFailuresKey, ownerNumbersKey, agendaKey]) void queryClient.invalidateQueries({ queryKey });
  };
  const exportHref = `/api/admin/quotes/export?${viewParams({ archived, q: filters.q, service: filters.service, status: pipeline.status })}`;
  const viewName = archived ? "Archived Quotes" : "Active Quotes";
  const emptyText = filters.q || filters.service ? panelMessages.noMatches : pipeline.status ? leadTexts.filter.noMatches : panelMessages.empty;

  return (
    <main id="main" className="min-h-dvh bg-slate-50 pb-12">
      <PanelHeader archived={archived} onToggleArchived={() => setArchived((value) => !value)} onRefresh={refetch} refreshing={query.isFetching} />
      <div className="mx-auto mt-4 flex max-w-3xl flex-col gap-4 px-4">
        <AlertFailureBanner />
        <section aria-label="Statistics" className="grid grid-cols-2 gap-3">
          <Stat label="Total Quotes" value={list ? list.pagination.total : undefined} />
          <Stat label="Today (This Page)" value={list ? countToday(list.data) : undefined} />
        </section>
        <VisitsAgenda />
        <OwnerNumbers />
        <LeadFilterBar filters={filters} onChange={setFilters} exportHref={exportHref} />
        <StatusFilterBar view={pipeline} counts={list?.statusCounts} onChange={setPipeline} />

        <section aria-label={viewName} aria-busy={query.isFetching} className="flex flex-col gap-3">
          <ListStates
            failed={query.isError}
            loaded={Boolean(list)}
            empty={list?.data.length === 0}
            retrying={query.isFetching}
            onRetry={refetch}
            error={{ icon: WifiOff, title: panelMessages.errorTitle, text: panelMessages.error }}
            loadingText="Loading quotes..."
            emptyContent={<p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">{emptyText}</p>}
          >
            {list?.data.map((lead) => (
              <PanelLeadCard key={lead.id} lead={lead} busy={busyId === lead.id} reviewRequests={list.reviewRequests} onToggle={toggle.mutate} onReply={setReplyTo} />
            ))}
          </ListStates>
        </section>

        {list && !query.isError && <Pagination page={page} shownPage={list.pagination.page} totalPages={list.pagination.totalPages} total={list.pagination.total} onPage={setPage} />}
      </div>
      <ReplyDialog lead={replyTo} onClose={() => setReplyTo(null)} />
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

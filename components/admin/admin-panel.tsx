"use client";

import { WifiOff } from "lucide-react";
import { useRouter } from "next/navigation";
import { useQueryClient, type DehydratedState } from "@tanstack/react-query";
import { memo, Suspense, useCallback, useEffect, useId, useMemo, useState } from "react";
import { adminLeadsQuery, adminSpamKey, agendaKey, alertFailuresKey, openingView, ownerNumbersKey, viewParams, type LeadFilters, type PipelineView } from "@/lib/client/admin-queries";
import { lastList, rememberList } from "@/lib/client/offline-copy";
import { useToggleLead } from "./lead-actions";
import { endStaleSignIn } from "./push-subscription";
import { useOnline } from "./use-online";
import { usePagedList } from "./use-paged-list";
import { useWideLayout, WideLayoutHint } from "./use-wide-layout";
import { leadTexts } from "@/lib/leads/model/lead-texts";
import { countToday, formatSydneyDateTime, type StatusCounts } from "@/lib/leads/model/view";
import { AdminErrorBoundary } from "./admin-error-boundary";
import { AdminProviders } from "./admin-providers";
import { AdminSessionGate } from "./admin-session-gate";
import { AlertFailureBanner } from "./alert-failure-banner";
import { ShortcutsHelp, toggleShortcutsHelp, useInboxShortcuts } from "./inbox-shortcuts";
import { LeadFilterBar } from "./lead-filters";
import { ListStates, Pagination } from "./list-shell";
import { OwnerNumbers } from "./owner-numbers";
import { PanelHeader } from "./panel-header";
import { PanelLeadCard } from "./panel-lead-card";
import { ReplyDialog, type ReplyTarget } from "./reply-dialog-loader";
import { StatusFilterBar } from "./status-filter";
import { VisitsAgenda } from "./visits-agenda";
import { useOpenLead } from "./use-open-lead";

export const panelMessages = {
  errorTitle: "Error Loading Quotes",
  error: "Unable to load quote requests. Please check your connection",
  /** The one empty text, for either view; a search that finds nothing says so instead. */
  empty: "No quote requests yet.",
  noMatches: "No quotes match this search.",
  offline: (time: string) => `Offline — showing the list from ${time}`,
  /** The wide layout's right-hand column while no lead is open. */
  nothingOpen: "The lead you open shows here.",
} as const;

/**
 * /admin-pwa for a signed-in admin: error boundary, query client, session gate, then the panel.
 * `start`: the session and first list as the server answered them (lib/panel/panel-start.ts);
 * `wide`: the layout the server drew (components/admin/use-wide-layout.ts).
 */
export function AdminPanelRoot({ start, wide = false }: { start?: DehydratedState; wide?: boolean }) {
  return (
    <AdminErrorBoundary>
      <AdminProviders start={start}>
        <WideLayoutHint value={wide}>
          <AdminSessionGate>
            <AdminPanel />
          </AdminSessionGate>
        </WideLayoutHint>
      </AdminProviders>
    </AdminErrorBoundary>
  );
}

/**
 * The panel. On a phone: one column, every card whole. From 1024 px: the inbox, the list on the
 * left and the open lead on the right (inside its card: ./lead-pane.tsx), with keyboard
 * shortcuts. Offline, it shows the last list this device kept (lib/client/offline-copy.ts), marked so.
 */
function AdminPanel() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const wide = useWideLayout();
  const online = useOnline();
  const helpId = useId();
  const [archived, setArchived] = useState<boolean>(openingView.archived);
  const [filters, setFilters] = useState<LeadFilters>(openingView.filters);
  const [pipeline, setPipeline] = useState<PipelineView>(openingView.pipeline);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  // A 401: the session ended elsewhere; show the access flow again.
  const onSignedOut = useCallback(() => {
    endStaleSignIn();
    router.refresh();
  }, [router]);
  const view = JSON.stringify([archived, filters, pipeline]);
  const { query, list, page, setPage } = usePagedList({
    view,
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

  // The view the app opens to is kept on the device for an offline start.
  const openingPage = page === 1 && view === JSON.stringify([openingView.archived, openingView.filters, openingView.pipeline]);
  useEffect(() => {
    if (openingPage && list && query.isSuccess && !query.isPlaceholderData) rememberList(list, query.dataUpdatedAt);
  }, [openingPage, list, query.isSuccess, query.isPlaceholderData, query.dataUpdatedAt]);
  // No network (the device says so, or a request failed to reach the server): the list on
  // screen, else the one kept, read-only and marked with its time.
  const unreachable = !online || (query.isError && query.error instanceof TypeError);
  const saved = useMemo(() => (unreachable && !list ? lastList() : null), [unreachable, list]);
  const shown = list ?? saved?.list;
  const shownAt = list ? query.dataUpdatedAt : saved?.savedAt;

  const { openId, move, open } = useOpenLead({
    leads: wide ? shown?.data : undefined,
    view: `${view}:${page}`,
    page,
    totalPages: shown?.pagination.totalPages ?? 0,
    onPage: setPage,
  });
  const openLead = shown?.data.find((lead) => lead.id === openId);
  // A lead opened from the keyboard takes the focus (its name), which brings it into view.
  const [keyMoves, setKeyMoves] = useState(0);
  const moves = useMemo(
    () => ({
      next: () => {
        move(1);
        setKeyMoves((count) => count + 1);
      },
      previous: () => {
        move(-1);
        setKeyMoves((count) => count + 1);
      },
      reply: () => openLead && !unreachable && setReplyTo({ id: openLead.id, name: openLead.name, email: openLead.email }),
      archive: () => openLead && !unreachable && toggle.mutate({ id: openLead.id, archived: !openLead.archived }),
      search: () => document.getElementById(`${helpId}-filters`)?.querySelector<HTMLInputElement>("input[type=search]")?.focus(),
      help: () => toggleShortcutsHelp(`${helpId}-shortcuts`),
    }),
    [move, openLead, unreachable, toggle, helpId],
  );
  useInboxShortcuts(wide, moves);
  useEffect(() => {
    if (keyMoves === 0 || openId === null) return;
    const name = document.getElementById(`quote-${openId}-name`)?.querySelector("button");
    name?.scrollIntoView({ block: "nearest" });
    name?.focus({ preventScroll: true });
  }, [keyMoves, openId]);

  const exportHref = `/api/admin/quotes/export?${viewParams({ archived, q: filters.q, service: filters.service, status: pipeline.status })}`;
  const viewName = archived ? "Archived Quotes" : "Active Quotes";
  const emptyText = filters.q || filters.service ? panelMessages.noMatches : pipeline.status ? leadTexts.filter.noMatches : panelMessages.empty;

  return (
    <div className="min-h-dvh bg-slate-50 pb-12">
      <PanelHeader
        archived={archived}
        onToggleArchived={() => setArchived((value) => !value)}
        onRefresh={refetch}
        refreshing={query.isFetching}
        tools={wide ? <ShortcutsHelp id={`${helpId}-shortcuts`} /> : null}
      />
      <div className="mx-auto mt-4 flex max-w-3xl flex-col gap-4 px-4 lg:max-w-[96rem] lg:px-6">
        {unreachable && shownAt !== undefined && (
          <p role="status" className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-950">
            <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
            {panelMessages.offline(formatSydneyDateTime(new Date(shownAt).toISOString()))}
          </p>
        )}
        <AlertFailureBanner />
        {/* On a phone one after the other (the parent's gap). From 1024 px the numbers stand on the
            right of the statistics and the filters, which keep the page's order (and the focus's). */}
        <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:grid-rows-[auto_auto_1fr] xl:grid-cols-[minmax(0,1fr)_24rem]">
          <section aria-label="Statistics" className="grid grid-cols-2 gap-3 lg:col-start-1 lg:row-start-1">
            <Stat label="Total Quotes" value={shown ? shown.pagination.total : undefined} />
            <Stat label="Today (This Page)" value={shown ? countToday(shown.data) : undefined} />
          </section>
          {/* From 1024 px as tall as the statistics and filters beside it, scrolled inside: a busy
              week never pushes the inbox below down the page. */}
          <div className="lg:relative lg:col-start-2 lg:row-span-3 lg:row-start-1">
            <div className="flex flex-col gap-4 lg:absolute lg:inset-0 lg:overflow-y-auto lg:overscroll-contain">
              <SideColumn />
            </div>
          </div>
          <div id={`${helpId}-filters`} className="@container flex flex-col gap-4 lg:col-start-1 lg:row-start-2">
            <FilterBars filters={filters} onFilters={setFilters} exportHref={exportHref} pipeline={pipeline} counts={shown?.statusCounts} onPipeline={setPipeline} />
          </div>
        </div>

        {/* The inbox. From 1024 px the open card's pane is placed over the right-hand column, so
            this box is the one positioned element between that pane and the page. */}
        <div className="flex flex-col gap-4 lg:relative lg:grid lg:min-h-[calc(100dvh-2rem)] lg:grid-cols-[var(--list-width)_minmax(0,1fr)] lg:items-start lg:[--list-width:26rem] xl:[--list-width:30rem]">
          <div className="flex min-w-0 flex-col gap-4">
            <section aria-label={viewName} aria-busy={query.isFetching} className="flex flex-col gap-3">
              <ListStates
                failed={query.isError && !saved}
                loaded={Boolean(shown)}
                empty={shown?.data.length === 0}
                retrying={query.isFetching}
                onRetry={refetch}
                error={{ icon: WifiOff, title: panelMessages.errorTitle, text: panelMessages.error }}
                loadingText="Loading quotes..."
                emptyContent={<p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">{emptyText}</p>}
              >
                {/* Offline: read-only (its buttons off, its links to mail and call still there). */}
                <fieldset disabled={unreachable} className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
                  {shown?.data.map((lead) => (
                    <Suspense key={lead.id}>
                      <PanelLeadCard
                        lead={lead}
                        busy={busyId === lead.id}
                        reviewRequests={shown.reviewRequests}
                        onToggle={toggle.mutate}
                        onReply={setReplyTo}
                        layout={wide ? "row" : "card"}
                        open={wide && lead.id === openId}
                        onOpen={open}
                      />
                    </Suspense>
                  ))}
                </fieldset>
              </ListStates>
            </section>

            {list && !query.isError && <Pagination page={page} shownPage={list.pagination.page} totalPages={list.pagination.totalPages} total={list.pagination.total} onPage={setPage} />}
          </div>
          {wide && openId === null && (
            <p className="hidden rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600 lg:block">{panelMessages.nothingOpen}</p>
          )}
        </div>
      </div>
      {replyTo && <ReplyDialog lead={replyTo} onClose={() => setReplyTo(null)} />}
    </div>
  );
}

// Each <Suspense> of the panel is hydrated on its own, in slices (React's selective hydration): the
// page drawn by the server is not one long task on a phone. These two are memoised so that a render
// of the panel before they hydrate (the layout turning wide on a desk's first visit) leaves them to
// hydrate from the server's HTML; an update would have React draw them again on the client.
const SideColumn = memo(function SideColumn() {
  return (
    <Suspense>
      <VisitsAgenda />
      <OwnerNumbers />
    </Suspense>
  );
});

const FilterBars = memo(function FilterBars({
  filters,
  onFilters,
  exportHref,
  pipeline,
  counts,
  onPipeline,
}: {
  filters: LeadFilters;
  onFilters: (filters: LeadFilters) => void;
  exportHref: string;
  pipeline: PipelineView;
  counts: StatusCounts | undefined;
  onPipeline: (view: PipelineView) => void;
}) {
  return (
    <Suspense>
      <LeadFilterBar filters={filters} onChange={onFilters} exportHref={exportHref} />
      <StatusFilterBar view={pipeline} counts={counts} onChange={onPipeline} />
    </Suspense>
  );
});

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-brand-950">{value === undefined ? "–" : value.toLocaleString("en-AU")}</p>
    </div>
  );
}

import { onlineManager, QueryClient, queryOptions, type QueryFunction, type QueryKey } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/client/api";
import { ADMIN_PAGE_SIZE, type ServiceFilter } from "@/lib/leads/model/admin-input-rules";
import type { AlertFailure } from "@/lib/alerts/failures";
import type { SpamItem } from "@/lib/leads/services/spam";
import type { LeadSort, StatusFilter } from "@/lib/leads/model/status";
import type { AdminLead, DashboardLead, Pagination, StatusCounts } from "@/lib/leads/model/view";
import type { Numbers } from "@/lib/panel/numbers";

/** The admin's fetching rules, as TanStack Query options. */
export const POLL_INTERVAL_MS = 30_000;
export const ADMIN_RETRIES = 3;
export const ADMIN_RETRY_DELAY_MS = 1_000;
export const AUTH_CHECK_STALE_MS = 5 * 60_000;

export interface LeadFilters {
  q: string;
  service: ServiceFilter | "";
}

/** The panel's status filter and order (the dashboard has neither). */
export interface PipelineView {
  status: StatusFilter | "";
  sort: LeadSort;
}

/** The query string of a view: only what is set, so URLs stay short. */
export function viewParams(values: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params.toString();
}

/** Every query's key is `[path, params?]`: the URL it reads is `path?params`. */
export function queryUrl(queryKey: QueryKey): string {
  const [path, params] = queryKey as [string, Record<string, string | number | boolean | undefined>?];
  const search = params ? viewParams(params) : "";
  return search ? `${path}?${search}` : path;
}

/**
 * The default query function GETs the key's URL. A 401 is `null` (the session ended), any other
 * non-ok answer the ApiError "status: body text".
 */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  try {
    // TanStack Query refuses `undefined` as data; an empty body is `null` too.
    return (await apiRequest("GET", queryUrl(queryKey))) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
};

/** The one client of an admin page: no retry, no refetch on focus, data never stale unless a query says so. */
export function createAdminQueryClient(): QueryClient {
  // TanStack Query takes the device for online until it hears otherwise: an app opened offline
  // would fail its queries (after their retries) instead of waiting for the network.
  if (typeof window !== "undefined") onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/** A panel card's quote: the list row with its status, notes and source. */
export type PanelLead = AdminLead;

export interface AdminLeadList {
  data: PanelLead[];
  pagination: Pagination;
  /** Per status (and overdue) over the current archived/q/service view, whatever the status filter. */
  statusCounts: StatusCounts;
  /** GOOGLE_REVIEW_URL is set: "Ask for a review" can be offered. */
  reviewRequests: boolean;
}

export interface DashboardLeadList {
  data: DashboardLead[];
  total: number;
  page: number;
  totalPages: number;
}

export const adminLeadsKey = ["/api/admin/quotes"] as const;
export const dashboardLeadsKey = ["/api/contact"] as const;
export const authCheckKey = ["/api/auth/check"] as const;

interface ViewKeyParams {
  page: number;
  archived?: boolean;
  q: string;
  service: string;
}

/**
 * Placeholder data only within one view and page (a search being typed): a page or view change
 * shows that key's cached data or the loading state, never another view's cards.
 */
function sameViewAndPage<T>(current: ViewKeyParams) {
  return (previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined => {
    const before = previousQuery?.queryKey[1] as ViewKeyParams | undefined;
    return before && before.page === current.page && before.archived === current.archived ? previous : undefined;
  };
}

/** The view the panel opens to: active, newest first, no filter. */
export const openingView = { archived: false, filters: { q: "", service: "" }, pipeline: { status: "", sort: "newest" } } as const satisfies {
  archived: boolean;
  filters: LeadFilters;
  pipeline: PipelineView;
};

/** The panel's list: polled every 30 s, 3 retries 1 s apart. The default order is not sent. */
export function adminLeadsQuery({ page, archived, filters, pipeline }: { page: number; archived: boolean; filters: LeadFilters; pipeline?: PipelineView }) {
  const params = {
    page,
    limit: ADMIN_PAGE_SIZE,
    archived,
    q: filters.q,
    service: filters.service,
    status: pipeline?.status ?? "",
    sort: pipeline?.sort === "oldest_unanswered" ? pipeline.sort : "",
  };
  return queryOptions<AdminLeadList | null>({
    queryKey: [...adminLeadsKey, params],
    refetchInterval: POLL_INTERVAL_MS,
    retry: ADMIN_RETRIES,
    retryDelay: ADMIN_RETRY_DELAY_MS,
    placeholderData: sameViewAndPage<AdminLeadList | null>(params),
  });
}

/** The dashboard's list: polled every 30 s, no retry (the client's default). */
export function dashboardLeadsQuery({ page, filters }: { page: number; filters: LeadFilters }) {
  const params = { page, q: filters.q, service: filters.service };
  return queryOptions<DashboardLeadList | null>({
    queryKey: [...dashboardLeadsKey, params],
    refetchInterval: POLL_INTERVAL_MS,
    placeholderData: sameViewAndPage<DashboardLeadList | null>(params),
  });
}

/**
 * The session gate's check: cached 5 minutes, never retried. Asked even offline (where it fails
 * at once), so that the panel opened offline shows its last list instead of waiting.
 */
export function authCheckQuery() {
  return queryOptions<{ authenticated: boolean; user?: { username: string } } | null>({
    queryKey: authCheckKey,
    staleTime: AUTH_CHECK_STALE_MS,
    retry: false,
    networkMode: "always",
  });
}

// The JSON the admin routes answer, typed where the server makes it (types only: nothing of
// those server modules reaches the browser).
export type { SpamItem } from "@/lib/leads/services/spam";
export type { AlertFailure } from "@/lib/alerts/failures";

export const adminSpamKey = ["/api/admin/spam"] as const;
export const alertFailuresKey = ["/api/admin/alerts"] as const;

/** The Spam view's list and count (the header shows the count): polled with the panel's list. */
export function adminSpamQuery() {
  return queryOptions<{ data: SpamItem[]; total: number } | null>({ queryKey: adminSpamKey, refetchInterval: POLL_INTERVAL_MS });
}

/** The alerts that failed for good, for the panel's banner: polled with the panel's list. */
export function alertFailuresQuery() {
  return queryOptions<{ data: AlertFailure[]; total: number } | null>({ queryKey: alertFailuresKey, refetchInterval: POLL_INTERVAL_MS });
}

export const ownerNumbersKey = ["/api/admin/numbers"] as const;
/** The agenda (components/admin/visit-queries.ts): here, where the panel's server-drawn start reads it too. */
export const agendaKey = ["/api/admin/visits"] as const;

/** The owner's numbers for this week and this month: polled with the panel's list. */
export function ownerNumbersQuery() {
  return queryOptions<{ week: Numbers; month: Numbers } | null>({ queryKey: ownerNumbersKey, refetchInterval: POLL_INTERVAL_MS });
}

import "server-only";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { adminLeadsQuery, authCheckKey, openingView, queryUrl, type AdminLeadList } from "@/lib/client/admin-queries";
import { parseOr400, searchParamsObject } from "@/lib/http/parse";
import { leadListQuerySchema, type LeadListQuery } from "@/lib/leads/model/admin-schemas";
import { listLeads } from "./list";
import { reviewRequestsEnabled } from "@/lib/leads/services/review-request";

/** One page of the panel's list, as GET /api/admin/quotes answers it. */
export async function panelList(query: LeadListQuery): Promise<AdminLeadList> {
  return { ...(await listLeads(query)), reviewRequests: reviewRequestsEnabled() };
}

/**
 * What the panel's first screen needs, answered on the server for the signed-in admin: the
 * session check and the list the panel opens to. The page is drawn with them, so the owner's
 * phone shows his inbox without waiting for the panel's script and then its requests.
 */
export async function panelStartState(admin: { username: string }): Promise<DehydratedState> {
  const client = new QueryClient();
  client.setQueryData(authCheckKey, { authenticated: true, user: { username: admin.username } });
  const { queryKey } = adminLeadsQuery({ page: 1, ...openingView });
  // The same parameters, through the same schema, as the panel's own request would send.
  const query = parseOr400(leadListQuerySchema, searchParamsObject(new URL(queryUrl(queryKey), "http://panel").searchParams));
  client.setQueryData(queryKey, await panelList(query));
  return dehydrate(client);
}

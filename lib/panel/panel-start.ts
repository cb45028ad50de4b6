import "server-only";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { adminLeadsQuery, adminSpamKey, agendaKey, alertFailuresKey, authCheckKey, openingView, ownerNumbersKey, queryUrl, type AdminLeadList } from "@/lib/client/admin-queries";
import { listAlertFailures } from "@/lib/alerts/failures";
import { listSpam } from "@/lib/leads/services/spam";
import { agendaQuerySchema, listAgenda } from "@/lib/visits/services/agenda";
import { ownerNumbers } from "./numbers";
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
 * session check, the list the panel opens to, and what stands beside it (the Spam count, the
 * failed alerts' banner, the agenda, the owner's numbers), each as its GET route answers it. The
 * page is drawn with them, so the owner's phone shows his inbox without waiting for the panel's
 * script and then its requests; and the script asks for nothing while it starts (its requests
 * were a long task of the start on a phone).
 */
export async function panelStartState(admin: { username: string }): Promise<DehydratedState> {
  const client = new QueryClient();
  client.setQueryData(authCheckKey, { authenticated: true, user: { username: admin.username } });
  const { queryKey } = adminLeadsQuery({ page: 1, ...openingView });
  // The same parameters, through the same schemas, as the panel's own requests would send.
  const query = parseOr400(leadListQuerySchema, searchParamsObject(new URL(queryUrl(queryKey), "http://panel").searchParams));
  const beside = [
    [adminSpamKey, listSpam()],
    [alertFailuresKey, listAlertFailures()],
    [agendaKey, listAgenda(parseOr400(agendaQuerySchema, {}))],
    [ownerNumbersKey, ownerNumbers()],
  ] as const;
  const [list, answers] = await Promise.all([panelList(query), Promise.allSettled(beside.map(([, answer]) => answer))]);
  client.setQueryData(queryKey, list);
  // One that fails is left to the panel's own request, which shows its error where that part stands.
  answers.forEach((answer, index) => answer.status === "fulfilled" && client.setQueryData(beside[index]![0], answer.value));
  return dehydrate(client);
}

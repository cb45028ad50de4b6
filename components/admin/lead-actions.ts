"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/client/toast";
import { adminLeadsKey, dashboardLeadsKey, ownerNumbersKey, type AdminLeadList, type PanelLead } from "@/lib/client/admin-queries";
import { ApiError, apiRequest, messageOf } from "@/lib/client/api";
import { leadMessages } from "@/lib/leads/model/admin-input-rules";
import type { LeadNoteJson as LeadNote } from "@/lib/leads/model/view";
import { leadTexts } from "@/lib/leads/model/lead-texts";
import type { LostReason, LeadStatus } from "@/lib/leads/model/status";

/**
 * The card's pipeline actions as TanStack Query mutations. Each one changes the cached lists at
 * once (the owner sees the result on the next paint), puts them back if the server refuses, and
 * then reads the lists, the dashboard and the numbers again.
 */
type Snapshot = [readonly unknown[], AdminLeadList | null | undefined][];

async function patchCachedLead(queryClient: QueryClient, id: number, patch: (lead: PanelLead) => PanelLead): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: adminLeadsKey });
  const snapshot = queryClient.getQueriesData<AdminLeadList | null>({ queryKey: adminLeadsKey });
  queryClient.setQueriesData<AdminLeadList | null>({ queryKey: adminLeadsKey }, (list) =>
    list ? { ...list, data: list.data.map((lead) => (lead.id === id ? patch(lead) : lead)) } : list,
  );
  return snapshot;
}

function restore(queryClient: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

function refreshAfterChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminLeadsKey }),
    queryClient.invalidateQueries({ queryKey: dashboardLeadsKey }),
    queryClient.invalidateQueries({ queryKey: ownerNumbersKey }),
  ]);
}

export function useChangeStatus(lead: Pick<PanelLead, "id" | "name">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { status: LeadStatus; lostReason?: LostReason }) => apiRequest<PanelLead>("PATCH", `/api/admin/quotes/${lead.id}`, change),
    onMutate: async (change) => ({
      snapshot: await patchCachedLead(queryClient, lead.id, (cached) => ({ ...cached, status: change.status, lostReason: change.lostReason ?? null, overdue: cached.overdue && change.status === "new" })),
    }),
    onSuccess: (_row, change) => toast.success(leadTexts.status.changedTitle, { description: leadTexts.status.changed(lead.name, change.status, change.lostReason) }),
    onError: (error, _change, context) => {
      restore(queryClient, context?.snapshot);
      toast.error(leadTexts.status.failedTitle, { description: messageOf(error, leadTexts.status.failed) });
    },
    onSettled: () => refreshAfterChange(queryClient),
  });
}

/** The star and the archive (PATCH /api/admin/quotes/{id}); the card stays busy until both lists have the change. */
export function useToggleLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: number; highlighted?: boolean; archived?: boolean }) => apiRequest("PATCH", `/api/admin/quotes/${id}`, change),
    onSuccess: async () => {
      toast.success(leadMessages.updatedTitle, { description: leadMessages.updated });
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminLeadsKey }), queryClient.invalidateQueries({ queryKey: dashboardLeadsKey })]);
    },
    onError: (error) => {
      const server = error instanceof ApiError ? error.serverMessage : undefined;
      toast.error(leadMessages.updateFailed, server ? { description: server } : undefined);
    },
  });
}

/** A note made in the browser before the server numbers it. */
let provisionalId = -1;

export function useAddNote(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiRequest<LeadNote>("POST", `/api/admin/quotes/${leadId}/notes`, { body }),
    onMutate: async (body) => {
      const now = new Date().toISOString();
      const note: LeadNote = { id: provisionalId--, body: body.trim(), createdAt: now, updatedAt: now };
      return { snapshot: await patchCachedLead(queryClient, leadId, (lead) => ({ ...lead, notes: [note, ...lead.notes] })) };
    },
    onError: (error, _body, context) => {
      restore(queryClient, context?.snapshot);
      toast.error(leadTexts.notes.failedTitle, { description: messageOf(error, leadTexts.notes.failed) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminLeadsKey }),
  });
}

export function useEditNote(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) => apiRequest<LeadNote>("PATCH", `/api/admin/quotes/${leadId}/notes/${id}`, { body }),
    onMutate: async ({ id, body }) => ({
      snapshot: await patchCachedLead(queryClient, leadId, (lead) => ({
        ...lead,
        notes: lead.notes.map((note) => (note.id === id ? { ...note, body: body.trim(), updatedAt: new Date().toISOString() } : note)),
      })),
    }),
    onError: (error, _change, context) => {
      restore(queryClient, context?.snapshot);
      toast.error(leadTexts.notes.failedTitle, { description: messageOf(error, leadTexts.notes.failed) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminLeadsKey }),
  });
}

export function useDeleteNote(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/quotes/${leadId}/notes/${id}`),
    onMutate: async (id) => ({
      snapshot: await patchCachedLead(queryClient, leadId, (lead) => ({ ...lead, notes: lead.notes.filter((note) => note.id !== id) })),
    }),
    onError: (error, _id, context) => {
      restore(queryClient, context?.snapshot);
      toast.error(leadTexts.notes.deleteFailedTitle, { description: messageOf(error, leadTexts.notes.deleteFailed) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminLeadsKey }),
  });
}

export function useAskForReview(lead: Pick<PanelLead, "id" | "name">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", `/api/admin/quotes/${lead.id}/review-request`),
    onSuccess: async () => {
      toast.success(leadTexts.review.sentTitle, { description: leadTexts.review.sent(lead.name) });
      // The button goes at once; the list read below brings the server's own time.
      await patchCachedLead(queryClient, lead.id, (cached) => ({ ...cached, reviewRequestedAt: new Date().toISOString() }));
    },
    onError: (error) => toast.error(leadTexts.review.failedTitle, { description: messageOf(error, leadTexts.review.failed) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminLeadsKey }),
  });
}

/** Deletes a lead for good (after the card's dialog): gone from the lists at once, back if the server refuses. */
export function useDeleteLead(lead: Pick<PanelLead, "id" | "name">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/admin/quotes/${lead.id}`),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: adminLeadsKey });
      const snapshot: Snapshot = queryClient.getQueriesData<AdminLeadList | null>({ queryKey: adminLeadsKey });
      queryClient.setQueriesData<AdminLeadList | null>({ queryKey: adminLeadsKey }, (list) => (list ? { ...list, data: list.data.filter((cached) => cached.id !== lead.id) } : list));
      return { snapshot };
    },
    onSuccess: () => toast.success(leadTexts.remove.deletedTitle, { description: leadTexts.remove.deleted(lead.name) }),
    onError: (error, _none, context) => {
      restore(queryClient, context?.snapshot);
      toast.error(leadTexts.remove.failedTitle, { description: messageOf(error, leadTexts.remove.failed) });
    },
    onSettled: () => refreshAfterChange(queryClient),
  });
}

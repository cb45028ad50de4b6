"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/client/toast";
import { adminQuotesKey, dashboardQuotesKey, ownerNumbersKey, type AdminQuoteList, type PanelQuote } from "@/lib/client/admin-queries";
import { apiRequest, messageOf } from "@/lib/client/api";
import type { QuoteNoteJson as QuoteNote } from "@/lib/quotes/view";
import { leadTexts } from "@/lib/quotes/lead-texts";
import type { LostReason, QuoteStatus } from "@/lib/quotes/status";

/**
 * The card's pipeline actions as TanStack Query mutations. Each one changes the cached lists at
 * once (the owner sees the result on the next paint), puts them back if the server refuses, and
 * then reads the lists, the dashboard and the numbers again.
 */
type Snapshot = [readonly unknown[], AdminQuoteList | null | undefined][];

async function patchCachedQuote(queryClient: QueryClient, id: number, patch: (quote: PanelQuote) => PanelQuote): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: adminQuotesKey });
  const snapshot = queryClient.getQueriesData<AdminQuoteList | null>({ queryKey: adminQuotesKey });
  queryClient.setQueriesData<AdminQuoteList | null>({ queryKey: adminQuotesKey }, (list) =>
    list ? { ...list, data: list.data.map((quote) => (quote.id === id ? patch(quote) : quote)) } : list,
  );
  return snapshot;
}

function restore(queryClient: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

function refreshAfterChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQuotesKey }),
    queryClient.invalidateQueries({ queryKey: dashboardQuotesKey }),
    queryClient.invalidateQueries({ queryKey: ownerNumbersKey }),
  ]);
}

export function useChangeStatus(quote: Pick<PanelQuote, "id" | "name">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { status: QuoteStatus; lostReason?: LostReason }) => apiRequest<PanelQuote>("PATCH", `/api/admin/quotes/${quote.id}`, change),
    onMutate: async (change) => ({
      snapshot: await patchCachedQuote(queryClient, quote.id, (cached) => ({ ...cached, status: change.status, lostReason: change.lostReason ?? null, overdue: cached.overdue && change.status === "new" })),
    }),
    onSuccess: (_row, change) => toast.success(leadTexts.status.changedTitle, { description: leadTexts.status.changed(quote.name, change.status, change.lostReason) }),
    onError: (error, _change, context) => {
      restore(queryClient, context?.snapshot);
      toast.error(leadTexts.status.failedTitle, { description: messageOf(error, leadTexts.status.failed) });
    },
    onSettled: () => refreshAfterChange(queryClient),
  });
}

/** A note made in the browser before the server numbers it. */
let provisionalId = -1;

export function useAddNote(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiRequest<QuoteNote>("POST", `/api/admin/quotes/${quoteId}/notes`, { body }),
    onMutate: async (body) => {
      const now = new Date().toISOString();
      const note: QuoteNote = { id: provisionalId--, body: body.trim(), createdAt: now, updatedAt: now };
      return { snapshot: await patchCachedQuote(queryClient, quoteId, (quote) => ({ ...quote, notes: [note, ...quote.notes] })) };
    },
    onError: (error, _body, context) => {
      restore(queryClient, context?.snapshot);
      toast.error(leadTexts.notes.failedTitle, { description: messageOf(error, leadTexts.notes.failed) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQuotesKey }),
  });
}

export function useEditNote(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) => apiRequest<QuoteNote>("PATCH", `/api/admin/quotes/${quoteId}/notes/${id}`, { body }),
    onMutate: async ({ id, body }) => ({
      snapshot: await patchCachedQuote(queryClient, quoteId, (quote) => ({
        ...quote,
        notes: quote.notes.map((note) => (note.id === id ? { ...note, body: body.trim(), updatedAt: new Date().toISOString() } : note)),
      })),
    }),
    onError: (error, _change, context) => {
      restore(queryClient, context?.snapshot);
      toast.error(leadTexts.notes.failedTitle, { description: messageOf(error, leadTexts.notes.failed) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQuotesKey }),
  });
}

export function useDeleteNote(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/quotes/${quoteId}/notes/${id}`),
    onMutate: async (id) => ({
      snapshot: await patchCachedQuote(queryClient, quoteId, (quote) => ({ ...quote, notes: quote.notes.filter((note) => note.id !== id) })),
    }),
    onError: (error, _id, context) => {
      restore(queryClient, context?.snapshot);
      toast.error(leadTexts.notes.deleteFailedTitle, { description: messageOf(error, leadTexts.notes.deleteFailed) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQuotesKey }),
  });
}

export function useAskForReview(quote: Pick<PanelQuote, "id" | "name">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", `/api/admin/quotes/${quote.id}/review-request`),
    onSuccess: async () => {
      toast.success(leadTexts.review.sentTitle, { description: leadTexts.review.sent(quote.name) });
      // The button goes at once; the list read below brings the server's own time.
      await patchCachedQuote(queryClient, quote.id, (cached) => ({ ...cached, reviewRequestedAt: new Date().toISOString() }));
    },
    onError: (error) => toast.error(leadTexts.review.failedTitle, { description: messageOf(error, leadTexts.review.failed) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQuotesKey }),
  });
}

"use client";

import { useCallback, useState } from "react";

export type Edge = "first" | "last";

/**
 * The index of the open lead among `ids`: the chosen one while it is in the list; else the lead
 * now at the chosen one's last index (it left: archived), or the last one after going back a
 * page; -1 for an empty list.
 */
export function openLeadIndex(ids: readonly number[], chosenId: number | null, lastIndex: number, edge: Edge | null): number {
  if (ids.length === 0) return -1;
  const chosen = chosenId === null ? -1 : ids.indexOf(chosenId);
  if (chosen >= 0) return chosen;
  return edge === "last" ? ids.length - 1 : Math.min(lastIndex, ids.length - 1);
}

/**
 * Which lead of the list is open (the wide layout's right-hand pane). The first one until the
 * owner chooses; a chosen lead that leaves the list (archived) hands over to the lead now in its
 * place; a new view or page opens its first lead, or its last when the owner went back a page
 * with k. `move` goes to the next or previous lead, across pages.
 */
export function useOpenLead({
  leads,
  view,
  page,
  totalPages,
  onPage,
}: {
  leads: readonly { id: number }[] | undefined;
  /** Anything that identifies the list shown (filters, archive, page). */
  view: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const [state, setState] = useState<{ view: string; id: number | null; index: number; edge: Edge | null }>({ view, id: null, index: 0, edge: null });
  // State derived from props, set during render (React's pattern): a new view starts afresh.
  if (state.view !== view) setState({ view, id: null, index: 0, edge: state.edge });

  const ids = leads?.map((lead) => lead.id) ?? [];
  const chosen = state.id === null ? -1 : ids.indexOf(state.id);
  // Where the chosen lead is, kept for when it leaves the list.
  if (chosen >= 0 && chosen !== state.index) setState({ ...state, index: chosen });
  const openIndex = openLeadIndex(ids, state.id, state.index, state.edge);
  const openId = openIndex >= 0 ? (ids[openIndex] ?? null) : null;

  /** Stable: the memoised cards get it. */
  const open = useCallback((id: number) => setState((current) => ({ ...current, id, edge: null })), []);

  const move = (by: 1 | -1) => {
    if (openIndex < 0) return;
    const next = openIndex + by;
    if (next >= 0 && next < ids.length) {
      setState((current) => ({ ...current, id: ids[next]!, index: next, edge: null }));
      return;
    }
    const nextPage = page + by;
    if (nextPage < 1 || nextPage > totalPages) return;
    setState((current) => ({ ...current, id: null, index: 0, edge: by > 0 ? "first" : "last" }));
    onPage(nextPage);
  };

  return { openId, openIndex, open, move };
}

"use client";

import { useQuery, type UseQueryOptions } from "@tanstack/react-query";
import { useEffect, useState } from "react";

/**
 * One admin list's page and query: the page goes back to 1 when the view (filters, status,
 * archive) changes, clamps to the last page when that page empties (its last lead archived),
 * and a 401 (the list is null) calls `onSignedOut`.
 */
export function usePagedList<T extends object>({
  view,
  options,
  totalPagesOf,
  onSignedOut,
}: {
  /** Anything that identifies the view: a change sends the list to its first page. */
  view: string;
  options: (page: number) => UseQueryOptions<T | null, Error, T | null, readonly unknown[]>;
  totalPagesOf: (list: T) => number;
  onSignedOut: () => void;
}) {
  const [page, setPage] = useState(1);
  const [shownView, setShownView] = useState(view);
  // State derived from props, set during render (React's pattern): no frame of the old page.
  if (view !== shownView) {
    setShownView(view);
    setPage(1);
  }
  const query = useQuery(options(view === shownView ? page : 1));
  const list = query.data;

  useEffect(() => {
    if (list === null) onSignedOut();
  }, [list, onSignedOut]);

  const totalPages = list ? totalPagesOf(list) : 0;
  if (list && !query.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);

  return { query, list, page, setPage };
}

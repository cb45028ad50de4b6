"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/client/api";
import { POLL_INTERVAL_MS, startPolling, withRetries } from "@/lib/client/polling";

export type QueryState<T> =
  | { status: "loading"; data: undefined; error: undefined }
  | { status: "success"; data: T; error: undefined }
  | { status: "error"; data: T | undefined; error: unknown };

/**
 * One polled JSON query: fetched when `key` changes, every 30 s while the tab is visible, and on
 * `refetch()`. A 401 resolves to `null` (the session ended) and is never retried. Earlier data stays
 * on screen while the next page loads.
 */
export function usePolledQuery<T>(
  key: string,
  fetcher: () => Promise<T>,
  { retries = 0, retryDelayMs = 1_000, intervalMs = POLL_INTERVAL_MS }: { retries?: number; retryDelayMs?: number; intervalMs?: number } = {},
) {
  const [state, setState] = useState<QueryState<T | null>>({ status: "loading", data: undefined, error: undefined });
  const [fetching, setFetching] = useState(true);
  const fetcherRef = useRef(fetcher);
  const generation = useRef(0);
  const poller = useRef<ReturnType<typeof startPolling> | undefined>(undefined);

  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  const run = useCallback(async () => {
    const mine = ++generation.current;
    setFetching(true);
    try {
      const data = await withRetries(
        async () => {
          try {
            return await fetcherRef.current();
          } catch (error) {
            if (error instanceof ApiError && error.status === 401) return null;
            throw error;
          }
        },
        { retries, delayMs: retryDelayMs },
      );
      if (mine === generation.current) setState({ status: "success", data, error: undefined });
    } catch (error) {
      if (mine === generation.current) setState((previous) => ({ status: "error", data: previous.data ?? undefined, error }));
    } finally {
      if (mine === generation.current) setFetching(false);
    }
  }, [retries, retryDelayMs]);

  useEffect(() => {
    void run();
    poller.current = startPolling({ intervalMs, tick: () => void run() });
    return () => {
      poller.current?.stop();
      // A counter, not a DOM node: bumping it makes any answer still in flight stale.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      generation.current++;
    };
  }, [key, run, intervalMs]);

  const refetch = useCallback(() => {
    poller.current?.markFresh();
    return run();
  }, [run]);

  return { ...state, fetching, refetch };
}

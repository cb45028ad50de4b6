"use client";

import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "@/lib/client/api";

/**
 * A small admin JSON resource for the Spam view and the alert banner: read on mount, whenever
 * `refreshKey` changes (the panel's list was read again: its poll, Refresh, an action), and on
 * `reload()`. A failure keeps what was shown; the next read tries again.
 */
export function useAdminJson<T>(url: string, refreshKey: unknown) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    apiRequest<T>("GET", url).then(
      (next) => current && setData(next),
      // Signed out or offline: the panel itself shows that; keep the last answer.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [url, refreshKey, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data, reload };
}

"use client";

import { createContext, useContext, useEffect, useSyncExternalStore } from "react";
import { WIDE_LAYOUT_COOKIE, WIDE_LAYOUT_QUERY } from "@/lib/admin-layout";

/** The server's guess (WIDE_LAYOUT_COOKIE), which the page is drawn and hydrated with. */
export const WideLayoutHint = createContext(false);

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_LAYOUT_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True from 1024 px: the screen has room for the list and the open lead side by side. */
export function useWideLayout(): boolean {
  const hint = useContext(WideLayoutHint);
  const wide = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_LAYOUT_QUERY).matches,
    () => hint,
  );
  useEffect(() => {
    if (wide !== hint) document.cookie = `${WIDE_LAYOUT_COOKIE}=${wide ? 1 : 0}; path=/admin-pwa; max-age=31536000; samesite=lax${location.protocol === "https:" ? "; secure" : ""}`;
  }, [wide, hint]);
  return wide;
}

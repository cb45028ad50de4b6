"use client";

import { useSyncExternalStore } from "react";

/** False in the server's HTML and while hydrating, true once JavaScript runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
}

"use client";

import { useSyncExternalStore } from "react";

/** Where the panel turns from the phone's column of cards into the inbox (list and open lead): Tailwind's `lg`. */
export const WIDE_LAYOUT_QUERY = "(min-width: 1024px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_LAYOUT_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True from 1024 px: the screen has room for the list and the open lead side by side. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_LAYOUT_QUERY).matches,
    () => false,
  );
}

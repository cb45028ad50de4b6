"use client";

import { Toaster as Sonner } from "sonner";

/**
 * Toasts (SPEC section 9): one at a time, 5 s, swiped away to the right, F8 focuses the region.
 * Destructive toasts are `toast.error`.
 */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      swipeDirections={["right"]}
      hotkey={["F8"]}
      position="bottom-right"
      richColors
      closeButton
      toastOptions={{ classNames: { title: "font-semibold", description: "text-sm" } }}
    />
  );
}

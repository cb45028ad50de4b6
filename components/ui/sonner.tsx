"use client";

import { Toaster as Sonner } from "sonner";

/**
 * Toasts: one at a time, 5 s, swiped away to the right, F8 focuses the region.
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
      closeButton
      // Our own colours: sonner's rich colours fail WCAG AA contrast for the description.
      toastOptions={{
        classNames: {
          toast: "!border-slate-200 !bg-white !text-slate-900",
          title: "font-semibold",
          description: "!text-slate-700 text-sm",
          success: "!border-l-4 !border-l-green-700",
          error: "!border-red-300 !bg-red-50 !text-red-900 [&_[data-description]]:!text-red-900",
        },
      }}
    />
  );
}

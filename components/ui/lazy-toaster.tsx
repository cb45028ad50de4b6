"use client";

import { useEffect, useState, type ComponentType } from "react";
import { TOASTS_NEEDED_EVENT, TOASTS_NEEDED_FLAG } from "@/lib/client/toast-event";

/**
 * The root layout's toast region, mounted only once the page raised its first toast
 * (lib/client/toast.ts): keeps sonner out of pages until they need it.
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      void import("./sonner").then((module) => setToaster(() => module.Toaster));
    };
    if ((window as unknown as Record<string, boolean | undefined>)[TOASTS_NEEDED_FLAG]) load();
    else window.addEventListener(TOASTS_NEEDED_EVENT, load);
    return () => window.removeEventListener(TOASTS_NEEDED_EVENT, load);
  }, []);
  return Toaster ? <Toaster /> : null;
}

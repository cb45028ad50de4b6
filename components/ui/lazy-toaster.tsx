"use client";

import { useEffect, useState, type ComponentType } from "react";

const TOASTS_NEEDED_EVENT = "orbit:toasts-needed"; // lib/client/toast.ts announces it

/**
 * The root layout's toast region, mounted only once some code on the page can raise a toast
 * (it imported lib/client/toast.ts): keeps sonner out of pages that do not need it.
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
    if ((window as unknown as { __orbitToastsNeeded?: boolean }).__orbitToastsNeeded) load();
    else window.addEventListener(TOASTS_NEEDED_EVENT, load);
    return () => window.removeEventListener(TOASTS_NEEDED_EVENT, load);
  }, []);
  return Toaster ? <Toaster /> : null;
}

"use client";

import { useSyncExternalStore } from "react";
import { lazyPart } from "@/lib/client/lazy-part";
import type { RadixControlTooltipProps } from "./tooltip-radix";

// The tooltips (Radix, ./tooltip-radix.tsx) are 27 KB gzipped, an eighth of the panel's script,
// and a finger never hovers: they are loaded when a mouse, a pen or the Tab key is first used, on
// a desk too, where the mouse moves long before it rests 700 ms on a control. A page that shows
// tooltips later (the access flow, then the panel) imports this module early, so that its first
// clicks count.
export const RadixControlTooltip = lazyPart<RadixControlTooltipProps>(() => import("./tooltip-radix").then((module) => module.RadixControlTooltip));

let wanted = false;
let settled = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function want() {
  if (wanted) return;
  wanted = true;
  const done = () => {
    settled = true;
    notify();
  };
  RadixControlTooltip.preload().then(done, done);
  notify();
}

if (typeof window !== "undefined") {
  const onPointer = (event: PointerEvent) => event.pointerType !== "touch" && stopListening();
  const onKey = (event: KeyboardEvent) => event.key === "Tab" && stopListening();
  const stopListening = () => {
    window.removeEventListener("pointerdown", onPointer, true);
    window.removeEventListener("pointermove", onPointer, true);
    window.removeEventListener("keydown", onKey, true);
    want();
  };
  window.addEventListener("pointerdown", onPointer, { capture: true, passive: true });
  window.addEventListener("pointermove", onPointer, { capture: true, passive: true });
  window.addEventListener("keydown", onKey, { capture: true, passive: true });
}

/**
 * Whether the tooltips are settled: not wanted on this device (yet), or here (or failed to come).
 * A screen that holds its content back anyway (the panel's session check) waits for it, so that
 * its controls are built once, with their tooltips.
 */
export function useTooltipsSettled(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => !wanted || settled,
    () => true,
  );
}

"use client";

import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

/**
 * A part of a page whose code is loaded when it is first shown (a dialog opened, a menu tapped),
 * or ahead of that on a hint (`preload` on hover or focus); until then it shows its `fallback`.
 * Hand-written over React.lazy because a chunk that fails to load (offline) must leave the page
 * working and be tried again when the part is next shown, where React.lazy would throw to the
 * nearest error boundary for good.
 */
type PartProps<Props> = Props & {
  /** Shown until the code is here. */
  fallback?: ReactNode;
  /** false: show the fallback without loading (until something else loads it); default true. */
  wanted?: boolean;
};

export type LazyPart<Props> = ((props: PartProps<Props>) => ReactNode) & {
  /** Starts loading (once; again after a failure). */
  preload: () => Promise<ComponentType<Props>>;
  /** Whether the code is here: the part then shows at once. */
  useReady: () => boolean;
};

// A part that arrives while a pointer is pressed is shown once the press is over: swapping a
// control for its loaded version between its pointerdown and its click would lose that click.
let pressing = false;
const afterPress: (() => void)[] = [];
if (typeof window !== "undefined") {
  const release = () => {
    pressing = false;
    // After the click that this pointerup is about to fire, in the same task.
    setTimeout(() => {
      if (!pressing) for (const show of afterPress.splice(0)) show();
    }, 0);
  };
  window.addEventListener("pointerdown", () => void (pressing = true), { capture: true, passive: true });
  window.addEventListener("pointerup", release, { capture: true, passive: true });
  window.addEventListener("pointercancel", release, { capture: true, passive: true });
}
const whenNotPressing = (show: () => void) => (pressing ? afterPress.push(show) : show());

export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<ComponentType<Props>> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const current = () => loaded;

  function preload() {
    pending ??= load().then(
      (component) => {
        whenNotPressing(() => {
          loaded = component;
          for (const listener of listeners) listener();
        });
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  function Part({ fallback = null, wanted = true, ...props }: PartProps<Props>) {
    const Loaded = useSyncExternalStore(subscribe, current, () => null);
    useEffect(() => {
      if (wanted && !Loaded) preload().catch((error: unknown) => console.warn("[admin] a part of the page could not be loaded", error));
    }, [wanted, Loaded]);
    // `loaded` is set once, to one module's component: its identity never changes.
    return Loaded ? <Loaded {...(props as Props)} /> : fallback;
  }

  function useReady() {
    return useSyncExternalStore(
      subscribe,
      () => loaded !== null,
      () => false,
    );
  }

  return Object.assign(Part, { preload, useReady });
}

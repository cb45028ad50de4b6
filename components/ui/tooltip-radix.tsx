"use client";

import { Tooltip as TooltipPrimitive } from "radix-ui";
import { useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type ReactElement } from "react";

/** Hover or keyboard focus opens a tooltip after 700 ms; within 300 ms of another closing, at once. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

/** shadcn/ui-style tooltips on Radix (hover delay, Escape, scroll, aria wiring come from Radix). Loaded by ./tooltip-demand.ts. */
function cx(...classes: (string | false | undefined)[]) {
  return classes.filter(Boolean).join(" ");
}

function TooltipContent({ className, sideOffset = 6, children, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cx("z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md", className)}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-slate-900" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

// When the last tooltip closed: the next one opens at once within the skip delay, by hover or
// keyboard focus. Each tooltip has a provider of its own (this code arrives after the page's
// tree is built, so no provider can sit above them all): the skip between tooltips is kept here.
let lastClosedAt = 0;
const skipping = () => Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;

export interface RadixControlTooltipProps {
  label: string;
  children: ReactElement;
}

/**
 * A control's tooltip whose text is the control's accessible name (`label`). Radix opens a
 * tooltip the moment its trigger gets focus; here keyboard focus waits the hover delay too, and
 * a focus from a click opens nothing. Closes on press, click, scroll, blur and Escape (Radix).
 */
export function RadixControlTooltip({ label, children }: RadixControlTooltipProps) {
  const [open, setOpen] = useState(false);
  const focusTimer = useRef<number | undefined>(undefined);
  const trigger = useRef<HTMLElement>(null);
  // This control replaced its plain self (./tooltip.tsx) while it had the focus: give it back.
  const [hadFocus] = useState(() => {
    const active = document.activeElement;
    return active instanceof HTMLElement && active !== document.body && (active.getAttribute("aria-label") ?? active.textContent?.trim()) === label;
  });
  useLayoutEffect(() => {
    if (hadFocus && (document.activeElement === document.body || document.activeElement === null)) trigger.current?.focus({ preventScroll: true });
  }, [hadFocus]);
  useEffect(() => () => window.clearTimeout(focusTimer.current), []);

  const change = (next: boolean) => {
    window.clearTimeout(focusTimer.current);
    if (!next && open) lastClosedAt = Date.now();
    setOpen(next);
  };

  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <TooltipPrimitive.Root open={open} onOpenChange={change}>
        <TooltipPrimitive.Trigger
          ref={trigger as React.Ref<HTMLButtonElement>}
          asChild
          onPointerEnter={(event) => {
            if (event.pointerType !== "touch" && skipping()) setOpen(true);
          }}
          // A blur, press or Escape before the delay is up: nothing opens (Radix only closes what is open).
          onBlur={() => window.clearTimeout(focusTimer.current)}
          onPointerDown={() => window.clearTimeout(focusTimer.current)}
          onKeyDown={(event) => event.key === "Escape" && window.clearTimeout(focusTimer.current)}
          onFocus={(event) => {
            event.preventDefault(); // Radix's own handler would open at once
            if (!event.currentTarget.matches(":focus-visible")) return;
            const delay = skipping() ? 0 : TOOLTIP_DELAY_MS;
            window.clearTimeout(focusTimer.current);
            focusTimer.current = window.setTimeout(() => setOpen(true), delay);
          }}
        >
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipContent>{label}</TooltipContent>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}

"use client";

import { Tooltip as TooltipPrimitive } from "radix-ui";
import { useEffect, useRef, useState, type ComponentProps, type ReactElement, type ReactNode } from "react";

/** Hover or keyboard focus opens a tooltip after 700 ms; within 300 ms of another closing, at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

function cx(...classes: (string | false | undefined)[]) {
  return classes.filter(Boolean).join(" ");
}

/** shadcn/ui-style tooltips on Radix (hover delay, Escape, scroll, aria wiring come from Radix). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ className, sideOffset = 6, children, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
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

// When the last tooltip closed: keyboard focus moving on within the skip delay opens at once,
// as hover does through Radix's provider (which keeps its own clock to itself).
let lastClosedAt = 0;

/**
 * A control's tooltip whose text is the control's accessible name (`label`). Radix opens a
 * tooltip the moment its trigger gets focus; here keyboard focus waits the hover delay too, and
 * a focus from a click opens nothing. Closes on press, click, scroll, blur and Escape (Radix).
 */
export function ControlTooltip({ label, children }: { label: string; children: ReactElement }) {
  const [open, setOpen] = useState(false);
  const focusTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(focusTimer.current), []);

  const change = (next: boolean) => {
    window.clearTimeout(focusTimer.current);
    if (!next && open) lastClosedAt = Date.now();
    setOpen(next);
  };

  return (
    <Tooltip open={open} onOpenChange={change}>
      <TooltipTrigger
        asChild
        // A blur, press or Escape before the delay is up: nothing opens (Radix only closes what is open).
        onBlur={() => window.clearTimeout(focusTimer.current)}
        onPointerDown={() => window.clearTimeout(focusTimer.current)}
        onKeyDown={(event) => event.key === "Escape" && window.clearTimeout(focusTimer.current)}
        onFocus={(event) => {
          event.preventDefault(); // Radix's own handler would open at once
          if (!event.currentTarget.matches(":focus-visible")) return;
          const delay = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
          window.clearTimeout(focusTimer.current);
          focusTimer.current = window.setTimeout(() => setOpen(true), delay);
        }}
      >
        {children}
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

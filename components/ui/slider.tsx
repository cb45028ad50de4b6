"use client";

import { Slider as SliderPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * shadcn/ui-style slider on Radix: arrow keys, Page Up/Down, Home and End move it; the thumb is
 * the focusable `role="slider"` and carries the accessible name (`thumbLabel`) and its value (one thumb).
 */
export function Slider({ className, thumbLabel, ...props }: ComponentProps<typeof SliderPrimitive.Root> & { thumbLabel: string }) {
  return (
    <SliderPrimitive.Root className={cn("relative flex w-full touch-none items-center select-none", className)} {...props}>
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-slate-200">
        <SliderPrimitive.Range className="absolute h-full bg-brand-700" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={thumbLabel}
        // Radix knows the thumb's value only once its items have mounted: the server's HTML says it too.
        aria-valuenow={(props.value ?? props.defaultValue)?.[0]}
        className="block h-6 w-6 rounded-full border-2 border-brand-700 bg-white shadow transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none"
      />
    </SliderPrimitive.Root>
  );
}

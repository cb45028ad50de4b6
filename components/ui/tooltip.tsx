"use client";

import type { ReactElement } from "react";
import { RadixControlTooltip } from "./tooltip-demand";

export { useTooltipsSettled } from "./tooltip-demand";

/**
 * A control's tooltip whose text is the control's accessible name (`label`): the control as it
 * is until the tooltips' code is here (./tooltip-demand.ts says when it comes), then with its
 * tooltip (./tooltip-radix.tsx).
 */
export function ControlTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <RadixControlTooltip wanted={false} label={label} fallback={children}>
      {children}
    </RadixControlTooltip>
  );
}

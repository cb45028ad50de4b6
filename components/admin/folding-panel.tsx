"use client";

import { ChevronDown, type LucideIcon } from "lucide-react";
import { useEffect, useRef, type ReactNode, type SyntheticEvent } from "react";

/**
 * A panel of the admin's side column (the week's visits, the numbers): folded on a phone, its
 * summary still saying the headline; open from 640 px, where there is room for it.
 */
export function FoldingPanel({
  icon: Icon,
  heading,
  headline,
  onToggle,
  children,
}: {
  icon: LucideIcon;
  heading: string;
  /** Under the heading in the summary line. */
  headline?: ReactNode;
  onToggle?: (event: SyntheticEvent<HTMLDetailsElement>) => void;
  children: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && window.matchMedia("(min-width: 640px)").matches) details.current.open = true;
  }, []);
  return (
    <details ref={details} aria-label={heading} onToggle={onToggle} className="group rounded-xl border border-slate-200 bg-white">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 px-4 py-2 [&::-webkit-details-marker]:hidden">
        <Icon className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold text-brand-950">{heading}</span>
          {headline}
        </span>
        <ChevronDown className="ml-auto h-4 w-4 shrink-0 text-slate-600 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="border-t border-slate-200 px-4 pt-2 pb-4">{children}</div>
    </details>
  );
}

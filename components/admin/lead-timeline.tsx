"use client";

import { useQuery } from "@tanstack/react-query";
import { ChevronDown, History } from "lucide-react";
import { useState } from "react";
import type { TimelineEntry } from "@/lib/panel/timeline";

/**
 * The lead's one timeline on its card, folded: opening it loads GET /api/admin/leads/{id}/timeline
 * (received, replied, visits, each quote's life, follow-ups, the deposit), oldest first, Sydney times.
 */
export function LeadTimeline({ leadId, name }: { leadId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const { data, isError, isPending } = useQuery<{ data: TimelineEntry[] } | null>({ queryKey: [`/api/admin/leads/${leadId}/timeline`], enabled: open, staleTime: 0 });
  return (
    <details className="group mt-3 rounded-lg bg-slate-50 p-3" onToggle={(event) => setOpen(event.currentTarget.open)} aria-label={`Timeline of ${name}`}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 text-sm font-semibold text-slate-800 [&::-webkit-details-marker]:hidden">
        <History className="h-4 w-4" aria-hidden="true" />
        Timeline
        <ChevronDown className="ml-auto h-4 w-4 text-slate-600 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      {open &&
        (isError || data === null ? (
          <p className="mt-1 text-sm text-red-800">The timeline could not be loaded.</p>
        ) : isPending || !data ? (
          <p className="mt-1 text-sm text-slate-700">Loading...</p>
        ) : (
          <ol className="mt-1 flex flex-col gap-1.5 border-l-2 border-slate-200 pl-3">
            {data.data.map((entry, index) => (
              <li key={`${entry.at}-${entry.kind}-${index}`} className="text-sm">
                <time dateTime={entry.at} className="block text-xs text-slate-600 tabular-nums">
                  {entry.atText}
                </time>
                <span className="text-slate-900">{entry.text}</span>
              </li>
            ))}
          </ol>
        ))}
    </details>
  );
}

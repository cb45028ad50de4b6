"use client";

import { BarChart3, ChevronDown } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ownerNumbersQuery } from "@/lib/client/admin-queries";
import { lazyPart } from "@/lib/client/lazy-part";
import { formatShare, leadTexts } from "@/lib/leads/lead-texts";
import type { NumbersTableProps } from "./numbers-table";

const texts = leadTexts.numbers;
// The table's code comes when the numbers are first unfolded (at once on a wide screen).
const NumbersTable = lazyPart<NumbersTableProps>(() => import("./numbers-table").then((module) => module.NumbersTable));

/**
 * The owner's numbers for this week and this month, side by side: folded on a phone (its
 * summary line still says the week's headline), open on a wider screen.
 */
export function OwnerNumbers() {
  const { data, isError } = useQuery(ownerNumbersQuery());
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // Folded by default; a wide screen has the room to open it.
  useEffect(() => {
    if (details.current && window.matchMedia("(min-width: 640px)").matches) details.current.open = true;
  }, []);
  const week = data?.week;
  return (
    <details
      ref={details}
      aria-label={texts.heading}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-xl border border-slate-200 bg-white"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 px-4 py-2 [&::-webkit-details-marker]:hidden">
        <BarChart3 className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold text-brand-950">{texts.heading}</span>
          {week && (
            // The week's headline while folded; open, the table says it.
            <span className="text-xs text-slate-700 group-open:hidden">{texts.headline(week.received, formatShare(week.answeredWithin24hShare))}</span>
          )}
        </span>
        <ChevronDown className="ml-auto h-4 w-4 shrink-0 text-slate-600 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="border-t border-slate-200 px-4 pt-2 pb-4">
        {isError || data === null ? (
          <p className="text-sm text-red-800">{texts.error}</p>
        ) : !data ? (
          <p className="text-sm text-slate-700">{texts.loading}</p>
        ) : (
          <NumbersTable wanted={open} week={data.week} month={data.month} fallback={<p className="text-sm text-slate-700">{texts.loading}</p>} />
        )}
      </div>
    </details>
  );
}

"use client";

import { BarChart3 } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ownerNumbersQuery } from "@/lib/client/admin-queries";
import { lazyPart } from "@/lib/client/lazy-part";
import { formatShare, leadTexts } from "@/lib/leads/model/lead-texts";
import { FoldingPanel } from "./folding-panel";
import type { NumbersTableProps } from "./numbers-table";

const texts = leadTexts.numbers;
// The table's code comes when the numbers are first unfolded (at once on a wide screen).
const NumbersTable = lazyPart<NumbersTableProps>(() => import("./numbers-table").then((module) => module.NumbersTable));

/**
 * The owner's numbers for this week and this month, side by side, in a folding panel.
 */
export function OwnerNumbers() {
  const { data, isError } = useQuery(ownerNumbersQuery());
  const [open, setOpen] = useState(false);
  const week = data?.week;
  return (
    <FoldingPanel
      icon={BarChart3}
      heading={texts.heading}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      headline={
        week && (
          // The week's headline while folded; open, the table says it.
          <span className="text-xs text-slate-700 group-open:hidden">{texts.headline(week.received, formatShare(week.answeredWithin24hShare))}</span>
        )
      }
    >
      {isError || data === null ? (
        <p className="text-sm text-red-800">{texts.error}</p>
      ) : !data ? (
        <p className="text-sm text-slate-700">{texts.loading}</p>
      ) : (
        <NumbersTable wanted={open} week={data.week} month={data.month} fallback={<p className="text-sm text-slate-700">{texts.loading}</p>} />
      )}
    </FoldingPanel>
  );
}

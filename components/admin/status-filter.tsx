"use client";

import { clsx } from "clsx";
import { useId } from "react";
import type { PipelineView } from "@/lib/client/admin-queries";
import type { LeadSort, StatusFilter as StatusValue } from "@/lib/leads/model/status";
import type { StatusCounts } from "@/lib/leads/model/view";
import { leadTexts } from "@/lib/leads/model/lead-texts";
import { leadStatuses, leadStatusLabels } from "@/lib/leads/model/status";

// Overdue beside All: the promise kept or broken is the first thing the owner looks for.
const choices: { value: StatusValue | ""; label: string }[] = [
  { value: "", label: leadTexts.filter.all },
  { value: "overdue", label: leadTexts.filter.overdue },
  ...leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] })),
];

/**
 * The panel's status filter, one button per status with its count in the current view (search,
 * service, active or archived), Overdue among them; and the order, newest or oldest unanswered.
 */
export function StatusFilterBar({ view, counts, onChange }: { view: PipelineView; counts: StatusCounts | undefined; onChange: (view: PipelineView) => void }) {
  const id = useId();
  const total = counts ? leadStatuses.reduce((sum, status) => sum + counts[status], 0) : undefined;
  return (
    // Beside the owner's numbers (from 1024 px) its column can be narrow: the order then goes under the statuses.
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-end sm:justify-between lg:flex-col lg:items-start lg:@4xl:flex-row lg:@4xl:items-end">
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-slate-700">{leadTexts.filter.legend}</legend>
        <div className="mt-1 flex flex-wrap gap-1.5">
          {choices.map((choice) => {
            const count = choice.value === "" ? total : counts?.[choice.value];
            const pressed = view.status === choice.value;
            return (
              <button
                key={choice.value || "all"}
                type="button"
                aria-pressed={pressed}
                onClick={() => onChange({ ...view, status: choice.value })}
                className={clsx(
                  "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  pressed
                    ? "border-brand-700 bg-brand-700 text-white"
                    : choice.value === "overdue" && count
                      ? "border-red-300 bg-white text-red-900 hover:bg-slate-50"
                      : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
                )}
              >
                {choice.label}
                <span className={clsx("rounded-full px-1.5 text-xs tabular-nums", pressed ? "bg-white/20" : "bg-slate-100 text-slate-800")}>{count ?? "…"}</span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="sm:w-48">
        <label htmlFor={`${id}-sort`} className="block text-sm font-medium text-slate-700">
          {leadTexts.filter.sort}
        </label>
        <select
          id={`${id}-sort`}
          value={view.sort}
          onChange={(event) => onChange({ ...view, sort: event.target.value as LeadSort })}
          className="mt-1 min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          <option value="newest">{leadTexts.filter.newest}</option>
          <option value="oldest_unanswered">{leadTexts.filter.oldestUnanswered}</option>
        </select>
      </div>
    </div>
  );
}

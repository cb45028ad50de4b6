"use client";

import { BarChart3, ChevronDown } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ownerNumbersQuery } from "@/lib/client/admin-queries";
import type { Numbers as PeriodNumbers } from "@/lib/leads/numbers";
import { formatMinutes, formatShare, leadTexts, sourceLabel } from "@/lib/leads/lead-texts";
import { lostReasonLabels, lostReasons } from "@/lib/leads/status";
import { sydneyDay } from "@/lib/leads/view";

const texts = leadTexts.numbers;

/**
 * The owner's numbers for this week and this month, side by side: folded on a phone (its
 * summary line still says the week's headline), open on a wider screen.
 */
export function OwnerNumbers() {
  const { data, isError } = useQuery(ownerNumbersQuery());
  const details = useRef<HTMLDetailsElement>(null);
  // Folded by default; a wide screen has the room to open it.
  useEffect(() => {
    if (details.current && window.matchMedia("(min-width: 640px)").matches) details.current.open = true;
  }, []);
  const week = data?.week;
  return (
    <details
      ref={details}
      aria-label={texts.heading}
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
          <NumbersTable week={data.week} month={data.month} />
        )}
      </div>
    </details>
  );
}

/** `sub`: a reason under Lost; `indent`: another row's part, named as it is. */
type Row = { label: string; week: string; month: string; sub?: boolean; indent?: boolean };

function NumbersTable({ week, month }: { week: PeriodNumbers; month: PeriodNumbers }) {
  const count = (value: number) => value.toLocaleString("en-AU");
  const minutes = (value: number | null) => (value === null ? texts.none : formatMinutes(value));
  const rows: Row[] = [
    { label: texts.received, week: count(week.received), month: count(month.received) },
    { label: texts.medianFirstResponse, week: minutes(week.medianFirstResponseMinutes), month: minutes(month.medianFirstResponseMinutes) },
    { label: texts.answeredWithin24h, week: formatShare(week.answeredWithin24hShare), month: formatShare(month.answeredWithin24hShare) },
    { label: texts.quotesSent, week: count(week.quotesSent), month: count(month.quotesSent) },
    { label: texts.won, week: count(week.won), month: count(month.won) },
    { label: texts.lost, week: count(week.lost), month: count(month.lost) },
    // Only the reasons that occur, under Lost.
    ...lostReasons
      .filter((reason) => (week.lostByReason[reason] ?? 0) + (month.lostByReason[reason] ?? 0) > 0)
      .map((reason) => ({ label: lostReasonLabels[reason], week: count(week.lostByReason[reason] ?? 0), month: count(month.lostByReason[reason] ?? 0), sub: true })),
    { label: texts.conversion, week: formatShare(week.conversion), month: formatShare(month.conversion) },
    // The estimator as a source of its own, beside the campaigns below: how many, and how many become Won.
    { label: texts.fromEstimate, week: count(week.fromEstimate.received), month: count(month.fromEstimate.received) },
    { label: texts.fromEstimateWon, week: formatShare(week.fromEstimate.wonShare), month: formatShare(month.fromEstimate.wonShare), indent: true },
  ];
  const sources = [...new Set([...month.bySource, ...week.bySource].map((entry) => entry.source))];
  const sourceCount = (period: PeriodNumbers, source: string) => count(period.bySource.find((entry) => entry.source === source)?.count ?? 0);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{texts.heading}</caption>
      <thead>
        <tr className="text-left text-xs text-slate-600">
          <td />
          <th scope="col" className="py-1 pl-2 text-right font-semibold whitespace-nowrap" title={texts.period(sydneyDay(week.from), sydneyDay(week.to))}>
            {texts.week}
          </th>
          <th scope="col" className="py-1 pl-2 text-right font-semibold whitespace-nowrap" title={texts.period(sydneyDay(month.from), sydneyDay(month.to))}>
            {texts.month}
          </th>
        </tr>
      </thead>
      <tbody className="tabular-nums">
        {rows.map((row) => (
          <tr key={row.label} className="border-t border-slate-100">
            <th scope="row" className={`py-1.5 text-left font-normal ${row.sub || row.indent ? "pl-4 text-slate-700" : "text-slate-800"}`}>
              {row.sub ? `${texts.lost}: ${row.label}` : row.label}
            </th>
            <td className="py-1.5 pl-2 text-right font-semibold whitespace-nowrap text-slate-900">{row.week}</td>
            <td className="py-1.5 pl-2 text-right font-semibold whitespace-nowrap text-slate-900">{row.month}</td>
          </tr>
        ))}
        <tr className="border-t border-slate-200">
          <th scope="rowgroup" colSpan={3} className="pt-3 pb-1 text-left text-xs font-semibold text-slate-600">
            {texts.bySource}
          </th>
        </tr>
        {sources.length === 0 ? (
          <tr>
            <td colSpan={3} className="py-1.5 text-slate-700">
              {texts.noSource}
            </td>
          </tr>
        ) : (
          sources.map((source) => (
            <tr key={source} className="border-t border-slate-100">
              <th scope="row" className="py-1.5 pl-4 text-left font-normal break-all text-slate-700">
                {sourceLabel(source)}
              </th>
              <td className="py-1.5 pl-2 text-right font-semibold whitespace-nowrap text-slate-900">{sourceCount(week, source)}</td>
              <td className="py-1.5 pl-2 text-right font-semibold whitespace-nowrap text-slate-900">{sourceCount(month, source)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

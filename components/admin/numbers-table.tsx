"use client";

import type { Numbers as PeriodNumbers } from "@/lib/panel/numbers";
import { formatMinutes, formatShare, leadTexts, sourceLabel } from "@/lib/leads/model/lead-texts";
import { lostReasonLabels, lostReasons } from "@/lib/leads/model/status";
import { sydneyDay } from "@/lib/leads/model/view";
import { formatCents } from "@/lib/money";

const texts = leadTexts.numbers;

export interface NumbersTableProps {
  week: PeriodNumbers;
  month: PeriodNumbers;
}

/** `sub`: a reason under Lost; `indent`: another row's part, named as it is. */
type Row = { label: string; week: string; month: string; sub?: boolean; indent?: boolean };

/** The numbers of this week and this month, one row a measure, then by source. */
export function NumbersTable({ week, month }: NumbersTableProps) {
  const count = (value: number) => value.toLocaleString("en-AU");
  const minutes = (value: number | null) => (value === null ? texts.none : formatMinutes(value));
  const rows: Row[] = [
    { label: texts.received, week: count(week.received), month: count(month.received) },
    { label: texts.medianFirstResponse, week: minutes(week.medianFirstResponseMinutes), month: minutes(month.medianFirstResponseMinutes) },
    { label: texts.answeredWithin24h, week: formatShare(week.answeredWithin24hShare), month: formatShare(month.answeredWithin24hShare) },
    { label: texts.leadsQuoted, week: count(week.leadsQuoted), month: count(month.leadsQuoted) },
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
  const dollars = (cents: number) => formatCents(cents);
  const quoteRows: Row[] = [
    { label: texts.quotesSent, week: count(week.quotesSent), month: count(month.quotesSent) },
    { label: texts.valueSent, week: dollars(week.quoteValueSentCents), month: dollars(month.quoteValueSentCents) },
    { label: texts.quotesAccepted, week: count(week.quotesAccepted), month: count(month.quotesAccepted) },
    { label: texts.valueAccepted, week: dollars(week.quoteValueAcceptedCents), month: dollars(month.quoteValueAcceptedCents) },
    { label: texts.winRateByCount, week: formatShare(week.winRateByCount), month: formatShare(month.winRateByCount) },
    { label: texts.winRateByValue, week: formatShare(week.winRateByValue), month: formatShare(month.winRateByValue) },
    {
      label: texts.medianDaysToDecision,
      week: week.medianDaysToDecision === null ? texts.none : texts.days(week.medianDaysToDecision),
      month: month.medianDaysToDecision === null ? texts.none : texts.days(month.medianDaysToDecision),
    },
    // A balance now, the same in both columns.
    { label: texts.depositsOutstanding, week: dollars(week.depositsOutstandingCents), month: dollars(month.depositsOutstandingCents) },
    { label: texts.balancesOutstanding, week: dollars(week.balancesOutstandingCents), month: dollars(month.balancesOutstandingCents) },
    // This Sydney month's payments, in both columns like the balances.
    { label: texts.paidThisMonth, week: dollars(week.paidThisMonthCents), month: dollars(month.paidThisMonthCents) },
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
          <NumberRow key={row.label} row={row} />
        ))}
        <tr className="border-t border-slate-200">
          <th scope="rowgroup" colSpan={3} className="pt-3 pb-1 text-left text-xs font-semibold text-slate-600">
            {texts.quotes}
          </th>
        </tr>
        {quoteRows.map((row) => (
          // Each a part of the group above, named as it is.
          <NumberRow key={row.label} row={{ ...row, indent: true }} />
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

/** One measure: its name (a Lost reason under Lost), this week's figure and this month's. */
function NumberRow({ row }: { row: Row }) {
  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className={`py-1.5 text-left font-normal ${row.sub || row.indent ? "pl-4 text-slate-700" : "text-slate-800"}`}>
        {row.sub ? `${texts.lost}: ${row.label}` : row.label}
      </th>
      <td className="py-1.5 pl-2 text-right font-semibold whitespace-nowrap text-slate-900">{row.week}</td>
      <td className="py-1.5 pl-2 text-right font-semibold whitespace-nowrap text-slate-900">{row.month}</td>
    </tr>
  );
}

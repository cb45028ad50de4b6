import { Calculator, FilePlus2 } from "lucide-react";
import Link from "next/link";
import type { LeadEstimate } from "@/lib/estimate/lead-estimate";
import { estimateSummary } from "@/lib/leads/model/estimate-prefill";
import { formatCents, formatDollars, lineTotalCents } from "@/lib/money";
import { quoteBuilderPath } from "@/lib/quotes/model/quote-status";
import { unitLabel } from "@/lib/rate-card/units";
import { buttonStyles } from "./admin-styles";

/** The quote builder's address for a new quote that starts from the lead's estimate. */
export const quoteFromEstimatePath = (leadId: number) => `${quoteBuilderPath(leadId, "new")}?from=estimate`;

/**
 * The instant estimate a lead came with, as its customer saw it: the range incl. GST, the job in
 * a few words, the paint, the lines by room (folded), and "Start a quote from this estimate".
 */
export function LeadEstimateSummary({ leadId, name, estimate }: { leadId: number; name: string; estimate: LeadEstimate | null }) {
  if (!estimate) return null;
  const sections = new Map<string, LeadEstimate["lines"]>();
  for (const line of estimate.lines) sections.set(line.section, [...(sections.get(line.section) ?? []), line]);
  return (
    <section aria-label={`Instant estimate of ${name}`} data-testid="lead-estimate" className="mt-3 rounded-lg border border-brand-100 bg-brand-50 p-3">
      <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
        <Calculator className="h-4 w-4" aria-hidden="true" />
        Instant estimate
      </h3>
      <p className="mt-1 text-sm text-slate-800">
        <strong className="text-base text-brand-950 tabular-nums">
          {formatDollars(estimate.lowCents)} – {formatDollars(estimate.highCents)}
        </strong>{" "}
        incl. GST · about {estimate.litres} litres of paint
      </p>
      <p className="text-sm text-slate-700">{estimateSummary(estimate.input)}</p>
      <details className="mt-1 text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-800">What the customer saw, room by room</summary>
        {[...sections].map(([section, lines]) => (
          <div key={section} className="mt-2">
            <h4 className="font-semibold text-slate-900">{section}</h4>
            <ul className="text-slate-700">
              {lines.map((line, index) => (
                <li key={index} className="flex justify-between gap-2 tabular-nums">
                  <span>
                    {line.description}, {line.quantity.toLocaleString("en-AU")} {unitLabel(line.unit, "short")}
                  </span>
                  <span>{formatCents(lineTotalCents(line))}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <p className="mt-2 text-xs text-slate-600">Prices ex GST, as the estimate computed them.</p>
      </details>
      <Link href={quoteFromEstimatePath(leadId)} className={`${buttonStyles.secondary} mt-2`} aria-label={`Start a quote from this estimate, for ${name}`}>
        <FilePlus2 className="h-4 w-4" aria-hidden="true" />
        Start a quote from this estimate
      </Link>
    </section>
  );
}

import { FileText, Plus } from "lucide-react";
import Link from "next/link";
import { formatCents } from "@/lib/money";
import { quoteBuilderPath, quoteStatusBadge, quoteStatusLabels, shownQuoteStatus, type LeadQuoteSummary } from "@/lib/quotes/model/quote-status";
import { buttonStyles } from "./admin-styles";

/**
 * A lead's written quotes on its card: number, status and total of each, a link to open it, and
 * "New quote". Links only: the builder is a page of its own, loaded when opened.
 */
export function LeadQuotes({ leadId, name, quotes }: { leadId: number; name: string; quotes: readonly LeadQuoteSummary[] }) {
  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
          <FileText className="h-4 w-4" aria-hidden="true" />
          Quotes ({quotes.length})
        </h3>
        <Link href={quoteBuilderPath(leadId, "new")} className={buttonStyles.ghost} aria-label={`New quote for ${name}`}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New quote
        </Link>
      </div>
      {quotes.length > 0 && (
        <ul className="mt-1 flex flex-col divide-y divide-slate-200">
          {quotes.map((quote) => {
            const status = shownQuoteStatus(quote);
            return (
              <li key={quote.id} className="flex items-center gap-2 py-1.5 text-sm">
                <span className="font-medium text-slate-900 tabular-nums">{quote.number}</span>
                <span className={`rounded px-1.5 py-0.5 text-xs font-medium ring-1 ${quoteStatusBadge[status]}`}>{quoteStatusLabels[status]}</span>
                <span className="ml-auto text-slate-800 tabular-nums">{formatCents(quote.totalCents)}</span>
                <Link href={quoteBuilderPath(leadId, quote.id)} className={buttonStyles.ghost} aria-label={`Open quote ${quote.number}`}>
                  Open
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

import { MessageSquareReply, Phone } from "lucide-react";
import { telHref } from "@/lib/phone";
import { replyBody, replySubject } from "@/lib/quotes/reply-template";
import { formatSydneyDateTime, type DashboardQuote } from "@/lib/quotes/view";
import { buttonStyles } from "./admin-styles";
import { AlertNotDelivered } from "./alert-not-delivered";
import { OverdueMark, StatusBadge } from "./lead-status";
import { ContactLinks, ServiceBadge } from "./quote-card-parts";
import { QuotePhotos } from "./quote-photos";

/** A quote request on the dashboard: every field, its status (and Overdue), Reply (mailto) and Call. */
export function DashboardQuoteCard({ quote }: { quote: DashboardQuote }) {
  const mailto = `mailto:${quote.email}?subject=${encodeURIComponent(replySubject(quote.name))}&body=${encodeURIComponent(replyBody(quote.name))}`;
  return (
    <article aria-labelledby={`request-${quote.id}-name`} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`request-${quote.id}-name`} className="text-lg font-semibold break-words">
            {quote.name}
          </h2>
          <p className="text-sm text-slate-600">
            Submitted <time dateTime={quote.createdAt}>{formatSydneyDateTime(quote.createdAt)}</time>
          </p>
        </div>
        <span className="shrink-0 rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs font-semibold text-slate-700">#{quote.id}</span>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <StatusBadge status={quote.status} lostReason={quote.lostReason} />
        {quote.overdue && <OverdueMark />}
      </p>

      <ContactLinks email={quote.email} phone={quote.phone} />

      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Project type</dt>
        <dd>
          <ServiceBadge service={quote.projectType} />
        </dd>
        <dt className="text-slate-600">Budget range</dt>
        <dd className="text-slate-900">{quote.budgetRange || "Not specified"}</dd>
        <dt className="text-slate-600">Timeline</dt>
        <dd className="text-slate-900">{quote.timeline || "Not specified"}</dd>
      </dl>

      <p className="mt-3 flex-1 rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">{quote.message || "No message."}</p>
      <QuotePhotos quoteId={quote.id} count={quote.photoCount} name={quote.name} />
      <AlertNotDelivered error={quote.alertError} />
      {quote.lastRepliedAt && (
        <p className="mt-2 text-xs text-slate-600">
          Last replied <time dateTime={quote.lastRepliedAt}>{formatSydneyDateTime(quote.lastRepliedAt)}</time>
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-2">
        <a href={mailto} className={buttonStyles.primary} aria-label={`Reply to ${quote.name} by e-mail`}>
          <MessageSquareReply className="h-4 w-4" aria-hidden="true" />
          Reply
        </a>
        {quote.phone && (
          <a href={telHref(quote.phone)} className={buttonStyles.secondary} aria-label={`Call ${quote.name}`}>
            <Phone className="h-4 w-4" aria-hidden="true" />
            Call
          </a>
        )}
      </div>
    </article>
  );
}

"use client";

import { memo } from "react";
import { Archive, ArchiveRestore, MessageSquareReply, Star } from "lucide-react";
import { ControlTooltip } from "@/components/ui/tooltip";
import type { PanelQuote } from "@/lib/client/admin-queries";
import { formatSydneyDateTime } from "@/lib/quotes/view";
import { buttonStyles } from "./admin-styles";
import { AlertNotDelivered } from "./alert-not-delivered";
import { AskForReview, FirstResponse, ReviewRequested, SourceLine } from "./lead-details";
import { LeadNotes } from "./lead-notes";
import { OverdueMark, StatusControl } from "./lead-status";
import { ContactLinks, ServiceBadge } from "./quote-card-parts";
import { QuotePhotos } from "./quote-photos";
import type { ReplyTarget } from "./reply-dialog";

/**
 * A quote in the admin panel: its status (a tap away), highlight (star), archive toggle, Reply,
 * its notes, and "Ask for a review" once won. Highlighted: yellow ring. Memoised: a change to one
 * card (a status, a note) renders that card only, which keeps the tap's next paint quick.
 */
export const PanelQuoteCard = memo(function PanelQuoteCard({
  quote,
  busy,
  reviewRequests,
  onToggle,
  onReply,
}: {
  quote: PanelQuote;
  busy: boolean;
  /** GOOGLE_REVIEW_URL is set: the server can send review requests. */
  reviewRequests: boolean;
  /** Stable (memo): the card passes its own id. */
  onToggle: (change: { id: number; highlighted?: boolean; archived?: boolean }) => void;
  onReply: (quote: ReplyTarget) => void;
}) {
  const highlightLabel = quote.highlighted ? `Remove highlight from ${quote.name}` : `Highlight ${quote.name}`;
  const archiveLabel = `${quote.archived ? "Unarchive" : "Archive"} ${quote.name}`;
  const replyLabel = `Reply to ${quote.name}`;
  return (
    <article
      aria-labelledby={`quote-${quote.id}-name`}
      data-highlighted={quote.highlighted}
      data-status={quote.status}
      className={`rounded-xl border bg-white p-4 shadow-sm ${quote.highlighted ? "border-yellow-300 ring-2 ring-yellow-400" : "border-slate-200"}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`quote-${quote.id}-name`} className="truncate text-base font-semibold">
            {quote.name}
          </h2>
          <p className="text-sm text-slate-600">
            <time dateTime={quote.createdAt}>{formatSydneyDateTime(quote.createdAt)}</time>
            <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">#{quote.id}</span>
          </p>
        </div>
        <ControlTooltip label={highlightLabel}>
          <button
            type="button"
            disabled={busy}
            aria-pressed={quote.highlighted}
            aria-label={highlightLabel}
            onClick={() => onToggle({ id: quote.id, highlighted: !quote.highlighted })}
            className="-m-1 rounded-md p-2 hover:bg-yellow-50 disabled:opacity-60"
          >
            <Star size={18} className={quote.highlighted ? "fill-yellow-400 text-yellow-600" : "text-slate-500"} aria-hidden="true" />
          </button>
        </ControlTooltip>
      </div>

      <div className="mt-2 flex flex-wrap items-center gap-2">
        <StatusControl quote={quote} />
        {quote.overdue && <OverdueMark />}
      </div>

      <ContactLinks email={quote.email} phone={quote.phone} />
      <p className="mt-3">
        <ServiceBadge service={quote.service} />
      </p>
      {quote.message && <p className="mt-3 text-sm whitespace-pre-line text-slate-800">{quote.message}</p>}
      <QuotePhotos quoteId={quote.id} count={quote.photoCount} name={quote.name} />
      <AlertNotDelivered error={quote.alertError} />
      {quote.lastRepliedAt && (
        <p className="mt-3 text-xs text-slate-600">
          Last replied <time dateTime={quote.lastRepliedAt}>{formatSydneyDateTime(quote.lastRepliedAt)}</time>
        </p>
      )}
      <FirstResponse quote={quote} />
      <ReviewRequested at={quote.reviewRequestedAt} />
      <SourceLine quote={quote} />
      <LeadNotes quoteId={quote.id} name={quote.name} notes={quote.notes} />

      <div className="mt-4 flex flex-wrap gap-2">
        <ControlTooltip label={replyLabel}>
          <button type="button" onClick={() => onReply({ id: quote.id, name: quote.name, email: quote.email })} className={buttonStyles.primary} aria-label={replyLabel}>
            <MessageSquareReply className="h-4 w-4" aria-hidden="true" />
            Reply
          </button>
        </ControlTooltip>
        <ControlTooltip label={archiveLabel}>
          <button type="button" disabled={busy} onClick={() => onToggle({ id: quote.id, archived: !quote.archived })} className={buttonStyles.secondary} aria-label={archiveLabel}>
            {quote.archived ? <ArchiveRestore className="h-4 w-4" aria-hidden="true" /> : <Archive className="h-4 w-4" aria-hidden="true" />}
            {quote.archived ? "Unarchive" : "Archive"}
          </button>
        </ControlTooltip>
        <AskForReview quote={quote} enabled={reviewRequests} />
      </div>
    </article>
  );
});

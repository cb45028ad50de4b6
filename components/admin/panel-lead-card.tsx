"use client";

import { memo } from "react";
import { Archive, ArchiveRestore, MessageSquareReply, Star } from "lucide-react";
import { ControlTooltip } from "@/components/ui/tooltip";
import type { PanelLead } from "@/lib/client/admin-queries";
import { formatSydneyDateTime } from "@/lib/leads/view";
import { buttonStyles } from "./admin-styles";
import { AlertNotDelivered } from "./alert-not-delivered";
import { BookingLinkButton } from "./booking-link-button";
import { AskForReview, FirstResponse, ReviewRequested, SourceLine } from "./lead-details";
import { LeadEstimateSummary } from "./lead-estimate";
import { LeadNotes } from "./lead-notes";
import { OverdueMark, StatusControl } from "./lead-status";
import { ContactLinks, ServiceBadge } from "./lead-card-parts";
import { LeadPhotos } from "./lead-photos";
import { LeadQuotes } from "./lead-quotes";
import type { ReplyTarget } from "./reply-dialog";

/**
 * A quote in the admin panel: its status (a tap away), highlight (star), archive toggle, Reply,
 * its notes, and "Ask for a review" once won. Highlighted: yellow ring. Memoised: a change to one
 * card (a status, a note) renders that card only, which keeps the tap's next paint quick.
 */
export const PanelLeadCard = memo(function PanelLeadCard({
  lead,
  busy,
  reviewRequests,
  onToggle,
  onReply,
}: {
  lead: PanelLead;
  busy: boolean;
  /** GOOGLE_REVIEW_URL is set: the server can send review requests. */
  reviewRequests: boolean;
  /** Stable (memo): the card passes its own id. */
  onToggle: (change: { id: number; highlighted?: boolean; archived?: boolean }) => void;
  onReply: (lead: ReplyTarget) => void;
}) {
  const highlightLabel = lead.highlighted ? `Remove highlight from ${lead.name}` : `Highlight ${lead.name}`;
  const archiveLabel = `${lead.archived ? "Unarchive" : "Archive"} ${lead.name}`;
  const replyLabel = `Reply to ${lead.name}`;
  return (
    <article
      aria-labelledby={`quote-${lead.id}-name`}
      data-highlighted={lead.highlighted}
      data-status={lead.status}
      className={`rounded-xl border bg-white p-4 shadow-sm ${lead.highlighted ? "border-yellow-300 ring-2 ring-yellow-400" : "border-slate-200"}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`quote-${lead.id}-name`} className="truncate text-base font-semibold">
            {lead.name}
          </h2>
          <p className="text-sm text-slate-600">
            <time dateTime={lead.createdAt}>{formatSydneyDateTime(lead.createdAt)}</time>
            <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">#{lead.id}</span>
          </p>
        </div>
        <ControlTooltip label={highlightLabel}>
          <button
            type="button"
            disabled={busy}
            aria-pressed={lead.highlighted}
            aria-label={highlightLabel}
            onClick={() => onToggle({ id: lead.id, highlighted: !lead.highlighted })}
            className="-m-1 rounded-md p-2 hover:bg-yellow-50 disabled:opacity-60"
          >
            <Star size={18} className={lead.highlighted ? "fill-yellow-400 text-yellow-600" : "text-slate-500"} aria-hidden="true" />
          </button>
        </ControlTooltip>
      </div>

      <div className="mt-2 flex flex-wrap items-center gap-2">
        <StatusControl lead={lead} />
        {lead.overdue && <OverdueMark />}
      </div>

      <ContactLinks email={lead.email} phone={lead.phone} />
      <p className="mt-3">
        <ServiceBadge service={lead.service} />
      </p>
      {lead.message && <p className="mt-3 text-sm whitespace-pre-line text-slate-800">{lead.message}</p>}
      <LeadEstimateSummary leadId={lead.id} name={lead.name} estimate={lead.estimate} />
      <LeadPhotos leadId={lead.id} count={lead.photoCount} name={lead.name} />
      <AlertNotDelivered error={lead.alertError} />
      {lead.lastRepliedAt && (
        <p className="mt-3 text-xs text-slate-600">
          Last replied <time dateTime={lead.lastRepliedAt}>{formatSydneyDateTime(lead.lastRepliedAt)}</time>
        </p>
      )}
      <FirstResponse lead={lead} />
      <ReviewRequested at={lead.reviewRequestedAt} />
      <SourceLine lead={lead} />
      <LeadQuotes leadId={lead.id} name={lead.name} quotes={lead.quotes} />
      <LeadNotes leadId={lead.id} name={lead.name} notes={lead.notes} />

      <div className="mt-4 flex flex-wrap gap-2">
        <ControlTooltip label={replyLabel}>
          <button type="button" onClick={() => onReply({ id: lead.id, name: lead.name, email: lead.email })} className={buttonStyles.primary} aria-label={replyLabel}>
            <MessageSquareReply className="h-4 w-4" aria-hidden="true" />
            Reply
          </button>
        </ControlTooltip>
        <ControlTooltip label={archiveLabel}>
          <button type="button" disabled={busy} onClick={() => onToggle({ id: lead.id, archived: !lead.archived })} className={buttonStyles.secondary} aria-label={archiveLabel}>
            {lead.archived ? <ArchiveRestore className="h-4 w-4" aria-hidden="true" /> : <Archive className="h-4 w-4" aria-hidden="true" />}
            {lead.archived ? "Unarchive" : "Archive"}
          </button>
        </ControlTooltip>
        <AskForReview lead={lead} enabled={reviewRequests} />
        <BookingLinkButton leadId={lead.id} name={lead.name} />
      </div>
    </article>
  );
});

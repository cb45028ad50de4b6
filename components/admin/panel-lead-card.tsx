"use client";

import { clsx } from "clsx";
import { memo } from "react";
import { Archive, ArchiveRestore, MessageSquareReply, Star } from "lucide-react";
import { ControlTooltip } from "@/components/ui/tooltip";
import type { PanelLead } from "@/lib/client/admin-queries";
import { formatSydneyDateTime } from "@/lib/leads/model/view";
import { buttonStyles } from "./admin-styles";
import { BookingLinkButton } from "./booking-link-button";
import { DeleteLeadButton } from "./delete-lead-button";
import { RevokeLinksButton } from "./revoke-links-button";
import { AskForReview } from "./lead-details";
import { ContactLinks, ServiceBadge } from "./lead-card-parts";
import { LeadPane } from "./lead-pane";
import { OverdueMark, StatusControl } from "./lead-status";
import { LeadFacts, OpenLead } from "./open-lead";
import { preloadReplyDialog, type ReplyTarget } from "./reply-dialog-loader";

/**
 * A quote in the admin panel: its status (a tap away), highlight (star), archive toggle, Reply,
 * "Ask for a review" once won, and Delete (asked first); the open lead (./open-lead.tsx: message, photos, notes).
 * Highlighted: yellow ring. On a phone ("card") every card shows its open lead; from 1024 px
 * ("row") the card is a row of the list, and the open one shows its lead in the right-hand pane.
 * Memoised: a change to one card (a status, a note) renders that card only, which keeps the
 * tap's next paint quick.
 */
export const PanelLeadCard = memo(function PanelLeadCard({
  lead,
  busy,
  reviewRequests,
  onToggle,
  onReply,
  layout,
  open = false,
  onOpen,
}: {
  lead: PanelLead;
  busy: boolean;
  /** GOOGLE_REVIEW_URL is set: the server can send review requests. */
  reviewRequests: boolean;
  /** Stable (memo): the card passes its own id. */
  onToggle: (change: { id: number; highlighted?: boolean; archived?: boolean }) => void;
  onReply: (lead: ReplyTarget) => void;
  layout: "card" | "row";
  /** A row: this lead is the open one. */
  open?: boolean;
  /** A row: open this lead (stable, memo). */
  onOpen?: (id: number) => void;
}) {
  const highlightLabel = lead.highlighted ? `Remove highlight from ${lead.name}` : `Highlight ${lead.name}`;
  const archiveLabel = `${lead.archived ? "Unarchive" : "Archive"} ${lead.name}`;
  const replyLabel = `Reply to ${lead.name}`;
  const row = layout === "row";
  const paneId = `lead-${lead.id}-open`;
  // A row shows the buttons' words from 1280 px; below, their icons (their names in tooltips). The
  // list is 30rem wide there: room for two words, Reply and Archive; the rarer two stay icons.
  const word = row ? "sr-only xl:not-sr-only" : undefined;
  const rareWord = row ? "sr-only" : undefined;
  const actions = (
    <>
      <ControlTooltip label={replyLabel}>
        <button
          type="button"
          onClick={() => onReply({ id: lead.id, name: lead.name, email: lead.email })}
          onPointerEnter={preloadReplyDialog}
          onFocus={preloadReplyDialog}
          className={buttonStyles.primary}
          aria-label={replyLabel}
        >
          <MessageSquareReply className="h-4 w-4" aria-hidden="true" />
          <span className={word}>Reply</span>
        </button>
      </ControlTooltip>
      <ControlTooltip label={archiveLabel}>
        <button type="button" disabled={busy} onClick={() => onToggle({ id: lead.id, archived: !lead.archived })} className={buttonStyles.secondary} aria-label={archiveLabel}>
          {lead.archived ? <ArchiveRestore className="h-4 w-4" aria-hidden="true" /> : <Archive className="h-4 w-4" aria-hidden="true" />}
          <span className={word}>{lead.archived ? "Unarchive" : "Archive"}</span>
        </button>
      </ControlTooltip>
      <AskForReview lead={lead} enabled={reviewRequests} />
      <BookingLinkButton leadId={lead.id} name={lead.name} wordClassName={rareWord} />
      <RevokeLinksButton leadId={lead.id} name={lead.name} wordClassName={rareWord} />
      <DeleteLeadButton lead={lead} wordClassName={rareWord} />
    </>
  );
  return (
    <article
      aria-labelledby={`quote-${lead.id}-name`}
      data-highlighted={lead.highlighted}
      data-status={lead.status}
      data-open={row ? open : undefined}
      onClick={
        row && !open
          ? (event) => {
              // A click on the row's free space opens it; its controls keep their own jobs.
              if (!(event.target as Element).closest("a, button, input, select, textarea, label, [role=menu]")) onOpen?.(lead.id);
            }
          : undefined
      }
      className={clsx(
        "rounded-xl border bg-white shadow-sm",
        row ? "p-3" : "p-4",
        row && !open && "cursor-pointer hover:border-brand-300",
        row && open && "border-brand-600 bg-brand-50/60",
        lead.highlighted ? "ring-2 ring-yellow-400" : "",
        lead.highlighted && !(row && open) ? "border-yellow-300" : !(row && open) ? "border-slate-200" : "",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`quote-${lead.id}-name`} className="truncate text-base font-semibold">
            {row ? (
              <button
                type="button"
                aria-expanded={open}
                aria-controls={open ? paneId : undefined}
                onClick={() => onOpen?.(lead.id)}
                className="max-w-full truncate rounded-sm text-left underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {lead.name}
              </button>
            ) : (
              lead.name
            )}
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
        {row && <ServiceBadge service={lead.service} />}
        {row && <div className="ml-auto flex flex-wrap gap-2">{actions}</div>}
      </div>

      <ContactLinks email={lead.email} phone={lead.phone} inline={row} />
      {row ? (
        <>
          {/* The row's glimpse of the message; the pane has it whole. */}
          {lead.message && <p className="mt-2 line-clamp-2 text-sm text-slate-700">{lead.message}</p>}
          <LeadFacts lead={lead} />
        </>
      ) : (
        <>
          <p className="mt-3">
            <ServiceBadge service={lead.service} />
          </p>
          <OpenLead lead={lead} layout="card" />
        </>
      )}

      {!row && <div className="mt-4 flex flex-wrap gap-2">{actions}</div>}
      {row && open && <LeadPane lead={lead} id={paneId} />}
    </article>
  );
});

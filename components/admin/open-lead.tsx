"use client";

import type { PanelLead } from "@/lib/client/admin-queries";
import { formatSydneyDateTime, serviceLabel } from "@/lib/leads/model/view";
import { AlertNotDelivered } from "./alert-not-delivered";
import { FirstResponse, ReviewRequested, SourceLine } from "./lead-details";
import { LeadEstimateSummary } from "./lead-estimate";
import { LeadNotes } from "./lead-notes";
import { LeadPhotos } from "./lead-photos";
import { LeadQuotes } from "./lead-quotes";
import { LeadTimeline } from "./lead-timeline";

/**
 * The open lead: what the owner works on, one section after another: the request's message,
 * its photos, its written quotes, its notes (each further section is added here once). The phone shows it inside every card ("card"); from 1024 px the open lead's card shows
 * it in the right-hand pane ("pane", ./lead-pane.tsx), where the list row already carries the
 * short facts.
 */
export function OpenLead({ lead, layout }: { lead: PanelLead; layout: "card" | "pane" }) {
  return (
    <>
      {lead.message && <p className={`mt-3 text-sm whitespace-pre-line text-slate-800 ${layout === "pane" ? "rounded-md bg-slate-50 p-3" : ""}`}>{lead.message}</p>}
      <LeadEstimateSummary leadId={lead.id} name={lead.name} estimate={lead.estimate} />
      <LeadPhotos leadId={lead.id} count={lead.photoCount} name={lead.name} />
      {layout === "card" && <LeadFacts lead={lead} />}
      <LeadQuotes leadId={lead.id} name={lead.name} quotes={lead.quotes} />
      <LeadNotes leadId={lead.id} name={lead.name} notes={lead.notes} />
      <LeadTimeline leadId={lead.id} name={lead.name} />
    </>
  );
}

/**
 * The short facts of a lead, one line each when there is something to say: an alert that was
 * not delivered, the last reply, the first response, the review request and where it came from.
 */
export function LeadFacts({ lead }: { lead: PanelLead }) {
  return (
    <>
      <AlertNotDelivered error={lead.alertError} />
      {lead.lastRepliedAt && (
        <p className="mt-3 text-xs text-slate-600">
          Last replied <time dateTime={lead.lastRepliedAt}>{formatSydneyDateTime(lead.lastRepliedAt)}</time>
        </p>
      )}
      <FirstResponse lead={lead} />
      <ReviewRequested at={lead.reviewRequestedAt} />
      <SourceLine lead={lead} />
    </>
  );
}

/** What the request said beyond its message: shown in the pane, where there is room. */
export function RequestDetails({ lead }: { lead: PanelLead }) {
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-slate-600">Service</dt>
      <dd className="text-slate-900">{serviceLabel(lead.service)}</dd>
      <dt className="text-slate-600">Budget range</dt>
      <dd className="text-slate-900">{lead.budgetRange || "Not specified"}</dd>
      <dt className="text-slate-600">Timeline</dt>
      <dd className="text-slate-900">{lead.timeline || "Not specified"}</dd>
    </dl>
  );
}

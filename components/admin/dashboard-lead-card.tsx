import { MessageSquareReply, Phone } from "lucide-react";
import { telHref } from "@/lib/phone";
import { replyBody, replySubject } from "@/lib/leads/model/reply-template";
import { formatSydneyDateTime, type DashboardLead } from "@/lib/leads/model/view";
import { buttonStyles } from "./admin-styles";
import { AlertNotDelivered } from "./alert-not-delivered";
import { OverdueMark, StatusBadge } from "./lead-status";
import { ContactLinks, ServiceBadge } from "./lead-card-parts";
import { LeadPhotos } from "./lead-photos";

/** A quote request on the dashboard: every field, its status (and Overdue), Reply (mailto) and Call. */
export function DashboardLeadCard({ lead }: { lead: DashboardLead }) {
  const mailto = `mailto:${lead.email}?subject=${encodeURIComponent(replySubject(lead.name))}&body=${encodeURIComponent(replyBody(lead.name))}`;
  return (
    <article aria-labelledby={`request-${lead.id}-name`} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`request-${lead.id}-name`} className="text-lg font-semibold break-words">
            {lead.name}
          </h2>
          <p className="text-sm text-slate-600">
            Submitted <time dateTime={lead.createdAt}>{formatSydneyDateTime(lead.createdAt)}</time>
          </p>
        </div>
        <span className="shrink-0 rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs font-semibold text-slate-700">#{lead.id}</span>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <StatusBadge status={lead.status} lostReason={lead.lostReason} />
        {lead.overdue && <OverdueMark />}
      </p>

      <ContactLinks email={lead.email} phone={lead.phone} />

      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Project type</dt>
        <dd>
          <ServiceBadge service={lead.projectType} />
        </dd>
        <dt className="text-slate-600">Budget range</dt>
        <dd className="text-slate-900">{lead.budgetRange || "Not specified"}</dd>
        <dt className="text-slate-600">Timeline</dt>
        <dd className="text-slate-900">{lead.timeline || "Not specified"}</dd>
      </dl>

      <p className="mt-3 flex-1 rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">{lead.message || "No message."}</p>
      <LeadPhotos leadId={lead.id} count={lead.photoCount} name={lead.name} />
      <AlertNotDelivered error={lead.alertError} />
      {lead.lastRepliedAt && (
        <p className="mt-2 text-xs text-slate-600">
          Last replied <time dateTime={lead.lastRepliedAt}>{formatSydneyDateTime(lead.lastRepliedAt)}</time>
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-2">
        <a href={mailto} className={buttonStyles.primary} aria-label={`Reply to ${lead.name} by e-mail`}>
          <MessageSquareReply className="h-4 w-4" aria-hidden="true" />
          Reply
        </a>
        {lead.phone && (
          <a href={telHref(lead.phone)} className={buttonStyles.secondary} aria-label={`Call ${lead.name}`}>
            <Phone className="h-4 w-4" aria-hidden="true" />
            Call
          </a>
        )}
      </div>
    </article>
  );
}

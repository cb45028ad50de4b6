"use client";

import { Globe, Star, Timer } from "lucide-react";
import { useAskForReview } from "./lead-actions";
import type { PanelLead } from "@/lib/client/admin-queries";
import { formatMinutes, leadTexts } from "@/lib/leads/model/lead-texts";
import { formatSydneyDateTime } from "@/lib/leads/model/view";
import { buttonStyles } from "./admin-styles";

/** "google / cpc / spring-sale" and the referring site, when the form recorded any. */
export function SourceLine({ lead }: { lead: Pick<PanelLead, "utmSource" | "utmMedium" | "utmCampaign" | "referrer"> }) {
  const campaign = [lead.utmSource, lead.utmMedium, lead.utmCampaign].filter(Boolean).join(" / ");
  if (!campaign && !lead.referrer) return null;
  return (
    <p className="mt-2 flex items-start gap-1.5 text-xs break-all text-slate-700" data-testid="source-line">
      <Globe className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-semibold">{leadTexts.source.label}:</span> {campaign && lead.referrer ? `${campaign} ${leadTexts.source.from(lead.referrer)}` : campaign || lead.referrer}
      </span>
    </p>
  );
}

/** How long the first answer took, from the request to the first reply or move out of New. */
export function FirstResponse({ lead }: { lead: Pick<PanelLead, "createdAt" | "firstResponseAt"> }) {
  if (!lead.firstResponseAt) return null;
  const minutes = (Date.parse(lead.firstResponseAt) - Date.parse(lead.createdAt)) / 60_000;
  return (
    <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-700">
      <Timer className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <time dateTime={lead.firstResponseAt} title={formatSydneyDateTime(lead.firstResponseAt)}>
        {leadTexts.firstResponse(formatMinutes(minutes))}
      </time>
    </p>
  );
}

/** "Review requested <date>" once the customer was asked. */
export function ReviewRequested({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-700">
      <Star className="h-3.5 w-3.5 shrink-0 fill-yellow-400 text-yellow-700" aria-hidden="true" />
      {leadTexts.review.requested} <time dateTime={at}>{formatSydneyDateTime(at)}</time>
    </p>
  );
}

/**
 * "Ask for a review": only on a Won request, while reviews are set up, when the customer ticked
 * "You may ask me for a review" (Spam Act 2003 s16) and it was not asked yet.
 */
export function AskForReview({ lead, enabled }: { lead: Pick<PanelLead, "id" | "name" | "status" | "reviewRequestedAt" | "reviewConsentAt">; enabled: boolean }) {
  const ask = useAskForReview(lead);
  if (!enabled || lead.status !== "won" || lead.reviewRequestedAt || !lead.reviewConsentAt) return null;
  return (
    <button type="button" className={buttonStyles.secondary} aria-label={leadTexts.review.askLabel(lead.name)} disabled={ask.isPending} onClick={() => ask.mutate()}>
      <Star className="h-4 w-4 text-yellow-700" aria-hidden="true" />
      {ask.isPending ? leadTexts.review.asking : leadTexts.review.ask}
    </button>
  );
}

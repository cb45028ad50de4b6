"use client";

import { Globe, Star, Timer } from "lucide-react";
import { useAskForReview } from "@/lib/client/lead-actions";
import type { PanelQuote } from "@/lib/client/admin-queries";
import { formatMinutes, leadTexts } from "@/lib/quotes/lead-texts";
import { formatSydneyDateTime } from "@/lib/quotes/view";
import { buttonStyles } from "./admin-styles";

/** "google / cpc / spring-sale" and the referring site, when the form recorded any. */
export function SourceLine({ quote }: { quote: Pick<PanelQuote, "utmSource" | "utmMedium" | "utmCampaign" | "referrer"> }) {
  const campaign = [quote.utmSource, quote.utmMedium, quote.utmCampaign].filter(Boolean).join(" / ");
  if (!campaign && !quote.referrer) return null;
  return (
    <p className="mt-2 flex items-start gap-1.5 text-xs break-all text-slate-700" data-testid="source-line">
      <Globe className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-semibold">{leadTexts.source.label}:</span> {campaign && quote.referrer ? `${campaign} ${leadTexts.source.from(quote.referrer)}` : campaign || quote.referrer}
      </span>
    </p>
  );
}

/** How long the first answer took, from the request to the first reply or move out of New. */
export function FirstResponse({ quote }: { quote: Pick<PanelQuote, "createdAt" | "firstResponseAt"> }) {
  if (!quote.firstResponseAt) return null;
  const minutes = (Date.parse(quote.firstResponseAt) - Date.parse(quote.createdAt)) / 60_000;
  return (
    <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-700">
      <Timer className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <time dateTime={quote.firstResponseAt} title={formatSydneyDateTime(quote.firstResponseAt)}>
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

/** "Ask for a review": only on a Won request, while reviews are set up and it was not asked yet. */
export function AskForReview({ quote, enabled }: { quote: Pick<PanelQuote, "id" | "name" | "status" | "reviewRequestedAt">; enabled: boolean }) {
  const ask = useAskForReview(quote);
  if (!enabled || quote.status !== "won" || quote.reviewRequestedAt) return null;
  return (
    <button type="button" className={buttonStyles.secondary} aria-label={leadTexts.review.askLabel(quote.name)} disabled={ask.isPending} onClick={() => ask.mutate()}>
      <Star className="h-4 w-4 text-yellow-700" aria-hidden="true" />
      {ask.isPending ? leadTexts.review.asking : leadTexts.review.ask}
    </button>
  );
}

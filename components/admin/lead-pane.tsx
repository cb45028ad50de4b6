"use client";

import type { PanelLead } from "@/lib/client/admin-queries";
import { formatSydneyDateTime } from "@/lib/leads/model/view";
import { OpenLead, RequestDetails } from "./open-lead";

/**
 * The right-hand pane of the wide layout: the open lead (./open-lead.tsx) beside the list. It
 * lives inside the lead's own card, so the card holds all of its lead, and is placed over the
 * inbox's right-hand column: the card and the list column are not positioned, the inbox is
 * (./admin-panel.tsx, `--list-width`). It stays in view while the list scrolls.
 */
export function LeadPane({ lead, id }: { lead: PanelLead; id: string }) {
  return (
    // Below 1024 px it is hidden: a page drawn wide (components/admin/use-wide-layout.ts) on a screen
    // that is not shows its rows only, until its script turns them into cards.
    <section id={id} aria-labelledby={`${id}-title`} className="absolute inset-y-0 right-0 left-[calc(var(--list-width)+1rem)] max-lg:hidden">
      <div className="sticky top-4 max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h3 id={`${id}-title`} className="text-xl font-semibold break-words text-brand-950">
          {lead.name}
        </h3>
        <p className="text-sm text-slate-600">
          Received <time dateTime={lead.createdAt}>{formatSydneyDateTime(lead.createdAt)}</time> · #{lead.id}
        </p>
        <RequestDetails lead={lead} />
        <OpenLead lead={lead} layout="pane" />
      </div>
    </section>
  );
}

"use client";

import { clsx } from "clsx";
import { ChevronDown, Clock } from "lucide-react";
import { useState } from "react";
import type { PanelLead } from "@/lib/client/admin-queries";
import { lazyPart } from "@/lib/client/lazy-part";
import { leadTexts } from "@/lib/leads/model/lead-texts";
import { lostReasonLabels, leadStatusLabels, type LostReason, type LeadStatus } from "@/lib/leads/model/status";
import type { StatusMenuProps } from "./status-menu";

/** Each status's badge colours (text at least 4.5:1 on its background). */
export const statusBadgeClass: Record<LeadStatus, string> = {
  new: "bg-sky-100 text-sky-900 ring-sky-300",
  contacted: "bg-indigo-100 text-indigo-900 ring-indigo-300",
  visit_booked: "bg-teal-100 text-teal-900 ring-teal-300",
  quote_sent: "bg-amber-100 text-amber-900 ring-amber-300",
  won: "bg-green-100 text-green-900 ring-green-300",
  lost: "bg-slate-200 text-slate-800 ring-slate-300",
};

/** The status as a badge, with the reason when lost (the dashboard's card). */
export function StatusBadge({ status, lostReason }: { status: LeadStatus; lostReason?: LostReason | null }) {
  return (
    <span data-status={status} className={clsx("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1", statusBadgeClass[status])}>
      {leadStatusLabels[status]}
      {status === "lost" && lostReason ? `: ${lostReasonLabels[lostReason]}` : ""}
    </span>
  );
}

/** The "Overdue" mark: still New after 20 hours. */
export function OverdueMark() {
  return (
    <span title={leadTexts.overdue.explain} className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900 ring-1 ring-red-300">
      <Clock className="h-3.5 w-3.5" aria-hidden="true" />
      {leadTexts.overdue.mark}
      <span className="sr-only">: {leadTexts.overdue.explain}</span>
    </span>
  );
}

// The menu (Radix DropdownMenu, with the Lost dialog behind it) is most of the status control's
// code and no part of what the owner first sees: it is loaded on the first tap (or hover) of a badge.
const StatusMenu = lazyPart<StatusMenuProps>(() => import("./status-menu").then((module) => module.StatusMenu));

/**
 * The card's status control: the badge opens a menu of statuses (./status-menu.tsx). Until the
 * menu's code is here, the badge is a plain button of the same look and name; a tap loads the
 * menu and opens it. Once loaded, every badge is the menu's own trigger.
 */
export function StatusControl({ lead }: { lead: Pick<PanelLead, "id" | "name" | "status" | "lostReason"> }) {
  const [tapped, setTapped] = useState(false);
  const current = `${leadStatusLabels[lead.status]}${lead.status === "lost" && lead.lostReason ? `: ${lostReasonLabels[lead.lostReason]}` : ""}`;
  const label = leadTexts.status.label(lead.name, current);
  const className = clsx(
    "inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
    statusBadgeClass[lead.status],
  );
  const content = (
    <>
      {current}
      <ChevronDown className="h-4 w-4" aria-hidden="true" />
    </>
  );
  const load = () => void StatusMenu.preload().catch(() => {});
  const plain = (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-status={lead.status}
      className={className}
      onPointerEnter={load}
      onClick={() => {
        setTapped(true);
        load(); // again, should the first try have failed
      }}
    >
      {content}
    </button>
  );
  return <StatusMenu wanted={tapped} fallback={plain} lead={lead} label={label} className={className} openAtOnce={tapped} content={content} />;
}

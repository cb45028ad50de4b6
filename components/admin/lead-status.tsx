"use client";

import { Check, ChevronDown, Clock } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useId, useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useChangeStatus } from "@/lib/client/lead-actions";
import type { PanelLead } from "@/lib/client/admin-queries";
import { leadTexts } from "@/lib/leads/lead-texts";
import { lostReasonLabels, lostReasons, leadStatuses, leadStatusLabels, type LostReason, type LeadStatus } from "@/lib/leads/status";
import { cn } from "@/lib/utils";
import { buttonStyles } from "./admin-styles";

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
    <span data-status={status} className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1", statusBadgeClass[status])}>
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

/**
 * The card's status control: the badge opens a menu of statuses (a non-modal Radix DropdownMenu:
 * no page-wide scroll lock on open, which kept a tap over 200 ms on a slow phone). Lost asks for
 * its reason in a small dialog before anything is saved; every other choice saves at once.
 */
export function StatusControl({ lead }: { lead: Pick<PanelLead, "id" | "name" | "status" | "lostReason"> }) {
  const change = useChangeStatus(lead);
  const [askingReason, setAskingReason] = useState(false);
  const openingDialog = useRef(false);
  const current = `${leadStatusLabels[lead.status]}${lead.status === "lost" && lead.lostReason ? `: ${lostReasonLabels[lead.lostReason]}` : ""}`;
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={leadTexts.status.label(lead.name, current)}
          data-status={lead.status}
          className={cn(
            "inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
            statusBadgeClass[lead.status],
          )}
        >
          {current}
          <ChevronDown className="h-4 w-4" aria-hidden="true" />
        </DropdownMenu.Trigger>
        {/* Not portalled: the open menu stays inside the page's main landmark. */}
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          // The Lost dialog takes the focus; the menu must not hand it back to the badge.
          onCloseAutoFocus={(event) => {
            if (openingDialog.current) event.preventDefault();
            openingDialog.current = false;
          }}
        >
          <DropdownMenu.RadioGroup
            value={lead.status}
            onValueChange={(value) => {
              const status = value as LeadStatus;
              if (status === lead.status && status !== "lost") return;
              if (status === "lost") {
                openingDialog.current = true;
                setAskingReason(true);
              } else change.mutate({ status });
            }}
          >
            {leadStatuses.map((status) => (
              <DropdownMenu.RadioItem
                key={status}
                value={status}
                className="relative flex min-h-10 cursor-pointer items-center rounded-md py-2 pr-3 pl-8 text-sm text-slate-900 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-950"
              >
                <DropdownMenu.ItemIndicator className="absolute left-2 inline-flex">
                  <Check className="h-4 w-4" aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
                {leadStatusLabels[status]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <LostReasonDialog
        name={lead.name}
        open={askingReason}
        initial={lead.lostReason}
        onClose={() => setAskingReason(false)}
        onSave={(lostReason) => {
          setAskingReason(false);
          change.mutate({ status: "lost", lostReason });
        }}
      />
    </>
  );
}

function LostReasonDialog({
  name,
  open,
  initial,
  onClose,
  onSave,
}: {
  name: string;
  open: boolean;
  initial: LostReason | null;
  onClose: () => void;
  onSave: (reason: LostReason) => void;
}) {
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent className="max-w-sm">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const reason = new FormData(event.currentTarget).get("reason");
              if (typeof reason === "string" && (lostReasons as readonly string[]).includes(reason)) onSave(reason as LostReason);
            }}
          >
            <DialogHeader>
              <DialogTitle>{leadTexts.lost.title(name)}</DialogTitle>
              <DialogDescription>{leadTexts.lost.description}</DialogDescription>
            </DialogHeader>
            <fieldset>
              <legend className="sr-only">{leadTexts.lost.reasonLegend}</legend>
              <div className="grid gap-1">
                {lostReasons.map((reason) => (
                  <label key={reason} htmlFor={`${id}-${reason}`} className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 text-sm text-slate-900 hover:bg-slate-50">
                    <input
                      id={`${id}-${reason}`}
                      type="radio"
                      name="reason"
                      value={reason}
                      required
                      defaultChecked={initial === reason}
                      className="h-4 w-4 accent-brand-700"
                    />
                    {lostReasonLabels[reason]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="mt-5 flex justify-end gap-2">
              <button type="button" className={buttonStyles.secondary} onClick={onClose}>
                {leadTexts.lost.cancel}
              </button>
              <button type="submit" className={buttonStyles.primary}>
                {leadTexts.lost.save}
              </button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

"use client";

import { Check } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useRef, useState, type ReactNode } from "react";
import type { PanelLead } from "@/lib/client/admin-queries";
import { lazyPart } from "@/lib/client/lazy-part";
import { useChangeStatus } from "./lead-actions";
import { leadStatuses, leadStatusLabels, type LeadStatus } from "@/lib/leads/model/status";
import type { LostReasonDialogProps } from "./lost-reason-dialog";

export interface StatusMenuProps {
  lead: Pick<PanelLead, "id" | "name" | "status" | "lostReason">;
  /** The badge's accessible name and look, as ./lead-status.tsx words and colours them. */
  label: string;
  className: string;
  content: ReactNode;
  /** The badge was tapped before this code was here: open now. */
  openAtOnce: boolean;
}

const LostReasonDialog = lazyPart<LostReasonDialogProps>(() => import("./lost-reason-dialog").then((module) => module.LostReasonDialog));

/**
 * The status menu (a non-modal Radix DropdownMenu: no page-wide scroll lock on open, which kept a
 * tap over 200 ms on a slow phone). Lost asks for its reason in a small dialog before anything is
 * saved; every other choice saves at once.
 */
export function StatusMenu({ lead, label, className, content, openAtOnce }: StatusMenuProps) {
  const change = useChangeStatus(lead);
  const [askingReason, setAskingReason] = useState(false);
  const openingDialog = useRef(false);
  const [open, setOpen] = useState(openAtOnce);
  // Radix opens the menu on pointerdown. A tap whose pointerdown reached the plain badge just
  // before this code arrived and replaced it ends with a click on this trigger alone: open then,
  // or that tap would be lost.
  const pressedHere = useRef(false);
  return (
    <>
      <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
        <DropdownMenu.Trigger
          aria-label={label}
          data-status={lead.status}
          className={className}
          onPointerDown={() => {
            pressedHere.current = true;
          }}
          onClick={() => {
            if (!pressedHere.current) setOpen(true);
            pressedHere.current = false;
          }}
        >
          {content}
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
      {askingReason && (
        <LostReasonDialog
          name={lead.name}
          initial={lead.lostReason}
          onClose={() => setAskingReason(false)}
          onSave={(lostReason) => {
            setAskingReason(false);
            change.mutate({ status: "lost", lostReason });
          }}
        />
      )}
    </>
  );
}

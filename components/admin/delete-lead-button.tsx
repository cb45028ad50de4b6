"use client";

import { useState } from "react";
import { Trash2 } from "lucide-react";
import { ControlTooltip } from "@/components/ui/tooltip";
import type { PanelLead } from "@/lib/client/admin-queries";
import { useDeleteLead } from "./lead-actions";
import { lazyPart } from "@/lib/client/lazy-part";
import { leadTexts } from "@/lib/leads/model/lead-texts";
import { buttonStyles } from "./admin-styles";
import type { DeleteLeadDialogProps } from "./delete-lead-dialog";

const texts = leadTexts.remove;

// The question's dialog (Radix) loads when it is first asked, or when the button is hovered or focused.
const DeleteLeadDialog = lazyPart<DeleteLeadDialogProps>(() => import("./delete-lead-dialog").then((module) => module.DeleteLeadDialog));
const preloadDialog = () => void DeleteLeadDialog.preload().catch(() => {});

/**
 * "Delete": asks first ("Delete {name}'s request?"), then deletes the lead with its photos and
 * notes for good (DELETE /api/admin/quotes/{id}); the card leaves the list at once.
 */
export function DeleteLeadButton({ lead, wordClassName }: { lead: Pick<PanelLead, "id" | "name">; /** A list row shows only the icon. */ wordClassName?: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteLead(lead);
  return (
    <>
      <ControlTooltip label={texts.label(lead.name)}>
        <button
          type="button"
          className={buttonStyles.secondary}
          aria-label={texts.label(lead.name)}
          disabled={remove.isPending}
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
          onClick={() => setAsking(true)}
        >
          <Trash2 className="h-4 w-4 text-red-700" aria-hidden="true" />
          <span className={wordClassName}>{texts.button}</span>
        </button>
      </ControlTooltip>
      {asking && (
        <DeleteLeadDialog
          name={lead.name}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            remove.mutate();
          }}
        />
      )}
    </>
  );
}

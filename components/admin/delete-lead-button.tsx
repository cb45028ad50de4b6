"use client";

import { useState } from "react";
import { Trash2 } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { PanelLead } from "@/lib/client/admin-queries";
import { useDeleteLead } from "@/lib/client/lead-actions";
import { leadTexts } from "@/lib/leads/lead-texts";
import { buttonStyles } from "./admin-styles";

const texts = leadTexts.remove;

/**
 * "Delete": asks first ("Delete {name}'s request?"), then deletes the lead with its photos and
 * notes for good (DELETE /api/admin/quotes/{id}); the card leaves the list at once.
 */
export function DeleteLeadButton({ lead, wordClassName }: { lead: Pick<PanelLead, "id" | "name">; /** A list row shows the word from 1280 px only. */ wordClassName?: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteLead(lead);
  return (
    <>
      <button type="button" className={buttonStyles.secondary} aria-label={texts.label(lead.name)} disabled={remove.isPending} onClick={() => setAsking(true)}>
        <Trash2 className="h-4 w-4 text-red-700" aria-hidden="true" />
        <span className={wordClassName}>{texts.button}</span>
      </button>
      {asking && (
        <Dialog open onOpenChange={(next) => !next && setAsking(false)}>
          <DialogContent className="max-w-sm">
            <DialogHeader>
              <DialogTitle>{texts.title(lead.name)}</DialogTitle>
              <DialogDescription>{texts.description}</DialogDescription>
            </DialogHeader>
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <button type="button" className={buttonStyles.secondary} onClick={() => setAsking(false)}>
                {texts.cancel}
              </button>
              <button
                type="button"
                className={buttonStyles.danger}
                onClick={() => {
                  setAsking(false);
                  remove.mutate();
                }}
              >
                {texts.confirm}
              </button>
            </div>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

"use client";

import { useId } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { leadTexts } from "@/lib/leads/model/lead-texts";
import { lostReasonLabels, lostReasons, type LostReason } from "@/lib/leads/model/status";
import { buttonStyles } from "./admin-styles";

export interface LostReasonDialogProps {
  name: string;
  initial: LostReason | null;
  onClose: () => void;
  onSave: (reason: LostReason) => void;
}

/** "Why was {name} lost?": the reason, asked before Lost is saved (open while mounted). */
export function LostReasonDialog({ name, initial, onClose, onSave }: LostReasonDialogProps) {
  const id = useId();
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
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
    </Dialog>
  );
}

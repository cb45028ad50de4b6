"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { leadTexts } from "@/lib/leads/model/lead-texts";
import { buttonStyles } from "./admin-styles";

const texts = leadTexts.remove;

export interface DeleteLeadDialogProps {
  name: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Delete {name}'s request?": Cancel, or delete for good (./delete-lead-button.tsx does it). */
export function DeleteLeadDialog({ name, onCancel, onConfirm }: DeleteLeadDialogProps) {
  return (
    <Dialog open onOpenChange={(next) => !next && onCancel()}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{texts.title(name)}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
            {texts.cancel}
          </button>
          <button type="button" className={buttonStyles.danger} onClick={onConfirm}>
            {texts.confirm}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

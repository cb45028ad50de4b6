"use client";

import { Loader2 } from "lucide-react";
import { useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { builderStyles as styles } from "@/components/ui/builder-styles";
import { builderTexts } from "./builder-texts";

/**
 * A question before an action that changes what the customer has ("Revise Q-0001?", "Discard this
 * draft?"): what will happen, Cancel, and the action, pressed once even on a double tap.
 */
export default function ConfirmDialog({
  title,
  description,
  action,
  onClose,
  onConfirm,
}: {
  title: string;
  description: string;
  action: string;
  onClose: () => void;
  /** Resolves when the action is settled either way. */
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const pressed = useRef(false);
  const confirm = async () => {
    if (pressed.current) return;
    pressed.current = true;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      pressed.current = false;
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="mt-5 grid grid-cols-2 gap-2">
          <button type="button" className={styles.secondary} onClick={onClose} disabled={busy}>
            {builderTexts.send.cancel}
          </button>
          <button type="button" className={styles.primary} onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {action}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

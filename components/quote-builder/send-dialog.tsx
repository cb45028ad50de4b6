"use client";

import { Loader2, Send } from "lucide-react";
import { useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { builderStyles as styles } from "./builder-styles";
import { builderTexts } from "./builder-texts";

const texts = builderTexts.send;

/**
 * "Send Q-0001?": who gets it, the total, and that it locks. One send even on a double tap: the
 * first tap disables the button before anything else happens (and the server sends a draft once).
 */
export default function SendDialog({
  open,
  number,
  customer,
  totalCents,
  onClose,
  onSend,
}: {
  open: boolean;
  number: string;
  customer: { name: string; email: string };
  totalCents: number;
  onClose: () => void;
  /** Resolves when the send is settled either way. */
  onSend: () => Promise<void>;
}) {
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const send = async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      await onSend();
    } finally {
      busy.current = false;
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !sending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.title(number)}</DialogTitle>
          <DialogDescription>{texts.to(customer.name, customer.email)}</DialogDescription>
        </DialogHeader>
        <p className="text-base font-semibold text-slate-900">{texts.total(totalCents)}</p>
        <p className="mt-1 text-sm text-slate-700">{texts.locks}</p>
        <div className="mt-5 grid grid-cols-2 gap-2">
          <button type="button" className={styles.secondary} onClick={onClose} disabled={sending}>
            {texts.cancel}
          </button>
          <button type="button" className={styles.accent} onClick={() => void send()} disabled={sending} aria-busy={sending}>
            {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            {sending ? texts.sending : builderTexts.actions.sendQuote}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { Loader2, Send } from "lucide-react";
import { useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { builderStyles as styles } from "@/components/ui/builder-styles";
import { builderTexts } from "./builder-texts";

const texts = builderTexts.send;

/**
 * "Send Q-0001?": who gets it, the total, and that it locks. One send even on a double tap: the
 * first tap disables the button before anything else happens (and the server sends a draft once).
 * Over $5,000 for a home (`signFor`: the licensed name) the sender types who signs for the licence
 * holder (Home Building Act 1989 (NSW) s7); the quote shows "Signed for {licensed name} by {name}".
 */
export default function SendDialog({
  open,
  number,
  customer,
  totalCents,
  signFor,
  onClose,
  onSend,
}: {
  open: boolean;
  number: string;
  customer: { name: string; email: string };
  totalCents: number;
  /** The licensed name when sending records the licence holder's signature; else null. */
  signFor: string | null;
  onClose: () => void;
  /** Resolves when the send is settled either way; `signedBy` when a signature applies. */
  onSend: (signedBy?: string) => Promise<void>;
}) {
  const [sending, setSending] = useState(false);
  const [signedBy, setSignedBy] = useState("");
  const [unsigned, setUnsigned] = useState(false);
  const busy = useRef(false);
  const send = async () => {
    if (busy.current) return;
    if (signFor !== null && signedBy.trim() === "") {
      setUnsigned(true);
      document.getElementById("send-signed-by")?.focus();
      return;
    }
    busy.current = true;
    setSending(true);
    try {
      await onSend(signFor !== null ? signedBy.trim() : undefined);
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
        {signFor !== null ? (
          <div className="mt-4">
            <label htmlFor="send-signed-by" className={styles.label}>
              {texts.signedByLabel(signFor)}
            </label>
            <input
              id="send-signed-by"
              className={styles.input}
              value={signedBy}
              maxLength={100}
              autoComplete="name"
              aria-invalid={unsigned && signedBy.trim() === ""}
              aria-describedby="send-signed-by-hint"
              onChange={(event) => setSignedBy(event.target.value)}
              disabled={sending}
            />
            <p id="send-signed-by-hint" className={unsigned && signedBy.trim() === "" ? styles.error : "mt-1 text-sm text-slate-600"}>
              {unsigned && signedBy.trim() === "" ? texts.signedByMissing : texts.signedByHint}
            </p>
          </div>
        ) : null}
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

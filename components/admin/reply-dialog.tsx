"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "@/lib/client/toast";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { adminLeadsKey, ownerNumbersKey } from "@/lib/client/admin-queries";
import { apiRequest, messageOf } from "@/lib/client/api";
import { replyMaxLength, replyMessages } from "@/lib/leads/model/admin-input-rules";
import { replyBody, replySubject } from "@/lib/leads/model/reply-template";
import type { AdminLead } from "@/lib/leads/model/view";
import { buttonStyles } from "./admin-styles";

export type ReplyTarget = Pick<AdminLead, "id" | "name" | "email">;

export interface ReplyDialogProps {
  lead: ReplyTarget | null;
  onClose: () => void;
}

/**
 * The Reply dialog: To is the quote's address (read-only; the server sends there
 * and nowhere else), Subject and body prefilled. After a send the fields are cleared.
 */
export function ReplyDialog({ lead, onClose }: ReplyDialogProps) {
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => !open && onClose()}>
      {lead && (
        <DialogContent
          // Straight into the message: To is read-only and the subject is usually right.
          onOpenAutoFocus={(event) => {
            const message = (event.currentTarget as HTMLElement | null)?.querySelector("textarea");
            if (message) {
              event.preventDefault();
              message.focus();
            }
          }}
        >
          <ReplyForm key={lead.id} lead={lead} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ReplyForm({ lead }: { lead: ReplyTarget }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [to, setTo] = useState(lead.email);
  const [subject, setSubject] = useState(replySubject(lead.name));
  const [message, setMessage] = useState(replyBody(lead.name));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const reply = useMutation({
    mutationFn: (payload: { quoteId: number; email: string; subject: string; message: string }) =>
      apiRequest("POST", "/api/admin/reply", payload),
    onSuccess: (_answer, payload) => {
      toast.success(replyMessages.sentTitle, { description: replyMessages.sent });
      setSentTo(payload.email);
      setTo("");
      setSubject("");
      setMessage("");
      // The card's 'Last replied' line and its status (a reply moves New to Contacted).
      void queryClient.invalidateQueries({ queryKey: adminLeadsKey });
      void queryClient.invalidateQueries({ queryKey: ownerNumbersKey });
    },
    onError: (error) => toast.error("Reply not sent", { description: messageOf(error, replyMessages.failed) }),
  });
  const sending = reply.isPending;

  function send(event: React.FormEvent) {
    event.preventDefault();
    if (!to.trim() || !subject.trim() || !message.trim()) {
      toast.error(replyMessages.missingTitle, { description: replyMessages.missing });
      return;
    }
    reply.mutate({ quoteId: lead.id, email: to, subject, message });
  }

  const field = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm";
  return (
    <form onSubmit={send} noValidate>
      <DialogHeader>
        <DialogTitle>Reply to {lead.name}</DialogTitle>
        <DialogDescription>Sent from the business e-mail; the customer&apos;s answer comes back to it.</DialogDescription>
      </DialogHeader>
      <div className="space-y-3">
        <div>
          <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-700">
            To
          </label>
          <input id={`${id}-to`} type="email" value={to} readOnly className={`${field} bg-slate-100 text-slate-700`} />
        </div>
        <div>
          <label htmlFor={`${id}-subject`} className="block text-sm font-medium text-slate-700">
            Subject
          </label>
          <input id={`${id}-subject`} value={subject} maxLength={replyMaxLength.subject} onChange={(event) => setSubject(event.target.value)} className={field} />
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-700">
            Message
          </label>
          <textarea id={`${id}-message`} rows={9} value={message} maxLength={replyMaxLength.message} onChange={(event) => setMessage(event.target.value)} className={field} />
        </div>
        {sentTo && (
          <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
            Reply sent to {sentTo}.
          </p>
        )}
      </div>
      <div className="mt-5 flex justify-end">
        <button type="submit" disabled={sending} className={buttonStyles.primary}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {sending ? "Sending..." : "Send Reply"}
        </button>
      </div>
    </form>
  );
}

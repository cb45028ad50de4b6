"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { messageOf } from "@/lib/client/api";
import { quoteApi, quoteLinks, type SavedQuote } from "./quote-api";
import { draftKey, removeDraft } from "@/lib/client/quote-drafts";
import { toast } from "@/lib/client/toast";
import { quoteBuilderPath as builderPath } from "@/lib/quotes/model/quote-status";
import { builderTexts } from "./builder-texts";

/** The change that waits for the owner's yes in a dialog. */
export type Confirming = "revise" | "discard";

/**
 * What the builder's buttons do with the stored quote: Send (after the problems are fixed and the
 * last change saved), Revise, Discard the draft, Copy the customer's link. Each says how it went in
 * a toast; which dialog is open is kept here, beside the calls that open and close it.
 */
export function useBuilderActions({
  leadId,
  email,
  quoteId,
  blocked,
  revealProblems,
  flush,
}: {
  leadId: number;
  /** Where the quote is sent: the toast names it. */
  email: string;
  /** The stored quote's id; null until the first save. */
  quoteId: number | null;
  /** The content has problems: Send stops at them. */
  blocked: boolean;
  /** Shows every problem, whether or not its field was left. */
  revealProblems: () => void;
  /** Saves now; null when it could not. */
  flush: () => Promise<SavedQuote | null>;
}) {
  const router = useRouter();
  const [sendOpen, setSendOpen] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  const openSend = async () => {
    revealProblems();
    if (blocked) {
      toast.error(builderTexts.send.failedTitle, { description: builderTexts.send.fixFirst });
      document.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    const saved = await flush();
    if (!saved) {
      toast.error(builderTexts.send.failedTitle, { description: builderTexts.send.notSaved });
      return;
    }
    setSendOpen(true);
  };
  const send = async (signedBy?: string) => {
    if (quoteId === null) return;
    try {
      const sent = await quoteApi.send(leadId, quoteId, signedBy);
      removeDraft(draftKey(leadId, quoteId));
      toast.success(builderTexts.send.sentTitle, { description: builderTexts.send.sent(sent.number, email) });
      setSendOpen(false);
      router.refresh();
    } catch (error) {
      toast.error(builderTexts.send.failedTitle, { description: messageOf(error, builderTexts.save.offline) });
    }
  };
  const revise = async () => {
    if (quoteId === null) return;
    try {
      const revised = await quoteApi.revise(leadId, quoteId);
      setConfirming(null);
      router.push(builderPath(leadId, revised.id));
    } catch (error) {
      toast.error(builderTexts.revise.failed, { description: messageOf(error, builderTexts.save.offline) });
    }
  };
  const discard = async () => {
    if (quoteId === null) return;
    try {
      await quoteApi.discard(leadId, quoteId);
      setConfirming(null);
      toast.success(builderTexts.discard.done);
      router.push("/admin-pwa");
    } catch (error) {
      toast.error(builderTexts.discard.failed, { description: messageOf(error, builderTexts.save.offline) });
    }
  };
  const copyLink = async () => {
    if (quoteId === null) return;
    try {
      const { url } = await quoteLinks.create(leadId, quoteId);
      await navigator.clipboard.writeText(url);
      toast.success(builderTexts.actions.copied, { description: url });
    } catch (error) {
      toast.error(builderTexts.actions.copyFailed, { description: messageOf(error, builderTexts.actions.copyFailed) });
    }
  };

  return { sendOpen, closeSend: () => setSendOpen(false), confirming, setConfirming, openSend, send, revise, discard, copyLink };
}

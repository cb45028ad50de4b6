"use client";

import { Copy, FileDown, GitBranch, Send } from "lucide-react";
import { quoteLinks } from "./quote-api";
import { builderStyles as styles } from "@/components/ui/builder-styles";
import { builderTexts } from "./builder-texts";
import type { Confirming } from "./use-builder-actions";

/**
 * The quote's buttons, by its state: a draft's Send (and Discard, for a revision); a sent quote's
 * Revise (not once replaced) and Copy link; any stored quote's PDF.
 */
export function BuilderButtons({
  withSend,
  leadId,
  quote,
  locked,
  replaced,
  sendDisabled,
  onSend,
  onConfirm,
  onCopyLink,
}: {
  /** The phone's column leaves Send to its footer. */
  withSend: boolean;
  leadId: number;
  /** The stored quote; null until the first save. */
  quote: { id: number; version: number } | null;
  locked: boolean;
  replaced: boolean;
  sendDisabled: boolean;
  onSend: () => void;
  onConfirm: (what: Confirming) => void;
  onCopyLink: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {!locked && withSend && (
        <button type="button" className={styles.accent} onClick={onSend} disabled={sendDisabled}>
          <Send aria-hidden="true" />
          {builderTexts.actions.send}
        </button>
      )}
      {!locked && withSend && quote !== null && quote.version > 1 && (
        <button type="button" className={styles.secondary} onClick={() => onConfirm("discard")}>
          {builderTexts.discard.button}
        </button>
      )}
      {locked && quote !== null && (
        <>
          {!replaced && (
            <button type="button" className={styles.primary} onClick={() => onConfirm("revise")}>
              <GitBranch aria-hidden="true" />
              {builderTexts.actions.revise}
            </button>
          )}
          <button type="button" className={styles.secondary} onClick={onCopyLink}>
            <Copy aria-hidden="true" />
            {builderTexts.actions.copyLink}
          </button>
        </>
      )}
      {quote !== null && (
        <a className={styles.secondary} href={quoteLinks.pdf(leadId, quote.id)} download>
          <FileDown aria-hidden="true" />
          {builderTexts.actions.pdf}
        </a>
      )}
    </div>
  );
}

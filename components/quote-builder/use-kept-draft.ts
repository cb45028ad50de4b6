"use client";

import { useEffect, useState, type Dispatch } from "react";
import { draftKey, readDraft, removeDraft } from "@/lib/client/quote-drafts";
import { contentOf, type BuilderAction, type BuilderState } from "@/lib/quotes/model/builder-state";

/**
 * Changes kept on this device that the server never got (lib/client/quote-drafts.ts): brought back into the
 * builder once the page is live, with a way to drop them again. `checked` turns true once the
 * device was read: nothing may be written there before, or it would overwrite what it kept.
 */
export function useKeptDraft({
  leadId,
  quoteId,
  locked,
  initial,
  dispatch,
}: {
  leadId: number;
  /** The stored quote the page opened; null for a new one. */
  quoteId: number | null;
  locked: boolean;
  /** The content the page opened with, which Discard goes back to. */
  initial: BuilderState;
  dispatch: Dispatch<BuilderAction>;
}) {
  const [restored, setRestored] = useState(false);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    const kept = locked ? null : readDraft(draftKey(leadId, quoteId));
    // The device's storage is read once the page is live (the server cannot see it): one more render.
    if (kept && contentOf(kept) !== contentOf(initial)) {
      dispatch({ type: "replace", state: kept });
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRestored(true);
    }
    setChecked(true);
  }, [leadId, quoteId, locked, initial, dispatch]);

  /** Drops what was brought back; `currentId` is the quote's id now (a first save may have given one). */
  const discard = (currentId: number | null) => {
    removeDraft(draftKey(leadId, currentId));
    dispatch({ type: "replace", state: initial });
    setRestored(false);
  };

  return { restored, checked, discard };
}

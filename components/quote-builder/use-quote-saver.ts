"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/client/api";
import { quoteApi, type SavedQuote } from "./quote-api";
import { draftKey, removeDraft, writeDraft } from "@/lib/client/quote-drafts";
import { problemsFromServer, type BuilderState, type Problem, type QuoteBody } from "@/lib/quotes/model/builder-state";
import { builderTexts } from "./builder-texts";

/** How long typing must pause before a save: a phone keyboard's word, not every letter. */
const SAVE_AFTER_MS = 800;
/** Waits between attempts while the connection is down or the server is busy. */
const RETRY_AFTER_MS = [2_000, 5_000, 10_000, 30_000] as const;

export type SaveStatus = "saved" | "unsaved" | "saving" | "incomplete" | "refused" | "offline" | "signedOut" | "locked";

export interface QuoteSaver {
  status: SaveStatus;
  /** Why the last save did not go through, in the server's words or ours. */
  message: string | null;
  /** The server's problems with the last content it refused, per field. */
  serverProblems: Problem[];
  /** The quote's id once the server has it. */
  quoteId: number | null;
  /** Saves now (no waiting for the pause) and answers the stored quote, or null when it could not. */
  flush: () => Promise<SavedQuote | null>;
}

/**
 * Saves the builder's content whenever typing pauses: the first save creates the quote (POST),
 * later ones replace it (PATCH). One request at a time; what changed meanwhile goes in the next.
 * Until the server has it, the content is kept on the device (lib/client/quote-drafts.ts). A dropped
 * connection or a busy server is retried (and at once when the browser is back online); a refusal
 * waits for the next change and names the fields.
 */
export function useQuoteSaver({
  leadId,
  initialQuoteId,
  initialSavedJson,
  state,
  body,
  lineKeys,
  locked,
  persist,
  onCreated,
  onSaved,
}: {
  leadId: number;
  initialQuoteId: number | null;
  /** The content the server holds now, as JSON of its body; null for a new quote. */
  initialSavedJson: string | null;
  state: BuilderState;
  /** The content to save, or null while it is incomplete. */
  body: QuoteBody | null;
  /** The line keys in the order of body.lines, to place the server's problems. */
  lineKeys: readonly string[];
  locked: boolean;
  /** The device's kept changes have been read: from now on, keep the state there until saved. */
  persist: boolean;
  onCreated: (quote: SavedQuote) => void;
  onSaved: (quote: SavedQuote) => void;
}): QuoteSaver {
  const json = body ? JSON.stringify(body) : null;
  const [savedJson, setSavedJson] = useState(initialSavedJson);
  const [quoteId, setQuoteId] = useState(initialQuoteId);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ status: SaveStatus; message: string; json: string | null } | null>(null);
  const [serverProblems, setServerProblems] = useState<Problem[]>([]);

  // What the next save sends, read when it starts (not when it was scheduled).
  const latest = useRef({ json, body, lineKeys, state, locked });
  latest.current = { json, body, lineKeys, state, locked };
  const ids = useRef({ quoteId, savedJson, lastSaved: null as SavedQuote | null, retries: 0 });
  const running = useRef<Promise<void> | null>(null);
  const callbacks = useRef({ onCreated, onSaved });
  callbacks.current = { onCreated, onSaved };
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const run = useCallback(async () => {
    clearTimeout(retryTimer.current);
    for (;;) {
      const { json: sending, body: content, lineKeys: sentKeys, locked: isLocked } = latest.current;
      if (isLocked || !content || sending === ids.current.savedJson) return;
      setSaving(true);
      try {
        const id = ids.current.quoteId;
        const saved = id === null ? await quoteApi.create(leadId, content) : await quoteApi.update(leadId, id, content);
        ids.current = { ...ids.current, savedJson: sending, lastSaved: saved, retries: 0 };
        setSavedJson(sending);
        setFailure(null);
        setServerProblems([]);
        if (id === null) {
          ids.current.quoteId = saved.id;
          setQuoteId(saved.id);
          removeDraft(draftKey(leadId, null));
          callbacks.current.onCreated(saved);
        }
        callbacks.current.onSaved(saved);
      } catch (error) {
        // No answer at all (offline, a dropped connection) is status 0: tried again like a busy server.
        const failed = error instanceof ApiError ? { status: error.status, message: error.serverMessage ?? error.message, fieldErrors: error.fieldErrors } : { status: 0, message: builderTexts.save.offline, fieldErrors: {} };
        if (failed.status === 400 || failed.status === 413 || failed.status === 404) {
          setServerProblems(problemsFromServer(failed.fieldErrors, sentKeys));
          setFailure({ status: "refused", message: failed.message, json: sending });
        } else if (failed.status === 409) {
          setFailure({ status: "locked", message: failed.message, json: sending });
        } else if (failed.status === 401) {
          setFailure({ status: "signedOut", message: builderTexts.save.signedOut, json: sending });
        } else {
          // No answer, a busy or failing server: try again later, sooner when the browser is back online.
          const wait = RETRY_AFTER_MS[Math.min(ids.current.retries, RETRY_AFTER_MS.length - 1)]!;
          ids.current.retries += 1;
          setFailure({ status: "offline", message: failed.status === 0 ? builderTexts.save.offline : failed.message, json: sending });
          retryTimer.current = setTimeout(() => void save(), wait);
        }
        return;
      } finally {
        setSaving(false);
      }
    }
    // `save` is defined below and stable; the loop reads everything else from refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [leadId]);

  const save = useCallback((): Promise<void> => {
    running.current ??= run().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [run]);

  // A pause in typing saves; a refused content waits for the next change.
  useEffect(() => {
    if (locked || json === null || json === savedJson) return;
    if (failure?.status === "refused" && failure.json === json) return;
    const timer = setTimeout(() => void save(), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [json, savedJson, locked, failure, save]);

  // Kept on the device until the server has it.
  useEffect(() => {
    const key = draftKey(leadId, quoteId);
    if (locked || !persist) return;
    if (json !== null && json === savedJson) removeDraft(key);
    else writeDraft(key, state);
  }, [leadId, quoteId, json, savedJson, state, locked, persist]);

  // Back online, or the page is being left: save now.
  useEffect(() => {
    const now = () => void save();
    const hidden = () => {
      if (document.visibilityState === "hidden") void save();
    };
    window.addEventListener("online", now);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("online", now);
      document.removeEventListener("visibilitychange", hidden);
      clearTimeout(retryTimer.current);
    };
  }, [save]);

  const flush = useCallback(async (): Promise<SavedQuote | null> => {
    await running.current;
    await save();
    const { json: current } = latest.current;
    if (current === null || current !== ids.current.savedJson) return null;
    return ids.current.lastSaved ?? (ids.current.quoteId === null ? null : await quoteApi.get(leadId, ids.current.quoteId).catch(() => null));
  }, [save, leadId]);

  let status: SaveStatus;
  if (locked || failure?.status === "locked") status = "locked";
  else if (json === null) status = "incomplete";
  else if (saving) status = "saving";
  else if (json === savedJson) status = "saved";
  else if (failure) status = failure.status;
  else status = "unsaved";

  return { status, message: status === failure?.status ? failure.message : null, serverProblems, quoteId, flush };
}

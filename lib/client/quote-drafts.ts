import type { BuilderState } from "@/lib/quotes/model/builder-state";

/**
 * A quote's changes not yet on the server, kept on this device: a phone may drop the page (the
 * camera, a call, a dead zone in the driveway) before a save gets through. Removed as soon as the
 * server has the same content, and all of them at Logout (not when a session expires: that is
 * when the owner needs them most).
 */
const prefix = "orbit.quoteDraft:";

export const draftKey = (leadId: number, quoteId: number | null) => `${prefix}${leadId}:${quoteId ?? "new"}`;

export function readDraft(key: string): BuilderState | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? "null") as { state?: BuilderState } | null;
    return stored?.state && Array.isArray(stored.state.areas) ? stored.state : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, state: BuilderState): void {
  try {
    localStorage.setItem(key, JSON.stringify({ state, at: Date.now() }));
  } catch {
    // Storage full or refused (private mode): the page still holds the text.
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** At Logout: no quote text stays on the device. */
export function removeAllDrafts(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
  } catch {
    // As above.
  }
}

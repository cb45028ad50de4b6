"use client";

import { Keyboard } from "lucide-react";
import { useEffect } from "react";
import { ControlTooltip } from "@/components/ui/tooltip";
import { buttonStyles } from "./admin-styles";

export const shortcutTexts = {
  button: "Keyboard shortcuts",
  title: "Keyboard shortcuts",
  intro: "In the inbox, when you are not typing:",
  list: [
    { keys: ["j", "↓"], what: "Next lead" },
    { keys: ["k", "↑"], what: "Previous lead" },
    { keys: ["r"], what: "Reply to the open lead" },
    { keys: ["e"], what: "Archive the open lead (in Archived: back to Active)" },
    { keys: ["/"], what: "Search" },
    { keys: ["?"], what: "Show or hide this list" },
  ],
} as const;

export interface InboxMoves {
  next: () => void;
  previous: () => void;
  reply: () => void;
  archive: () => void;
  search: () => void;
  help: () => void;
}

const keyMoves: Record<string, keyof InboxMoves> = {
  j: "next",
  ArrowDown: "next",
  k: "previous",
  ArrowUp: "previous",
  r: "reply",
  e: "archive",
  "/": "search",
  "?": "help",
};

/**
 * Whether a key belongs to what has the focus: typing in a field, or moving in a menu, a dialog
 * or a list box (their own arrows and letters).
 */
function keyBelongsToFocus(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest("input, textarea, select, dialog, [role=dialog], [role=menu], [role=listbox], [popover]") !== null;
}

/**
 * The move a key press asks for, or null: a key that a modifier, the focused control (a field,
 * a menu, a dialog) or an earlier handler claims is left alone, so typing a j in the search
 * box types a j.
 */
export function shortcutFor(
  event: Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey" | "isComposing" | "defaultPrevented">,
  focusClaimsKeys: boolean,
): keyof InboxMoves | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.isComposing || focusClaimsKeys) return null;
  return keyMoves[event.key] ?? null;
}

/** The inbox's keyboard shortcuts (the wide layout). */
export function useInboxShortcuts(enabled: boolean, moves: InboxMoves) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const move = shortcutFor(event, keyBelongsToFocus(event.target));
      if (!move) return;
      event.preventDefault();
      moves[move]();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled, moves]);
}

/** The header's "Keyboard shortcuts" button and the list it shows (a native popover: Escape or a click outside closes it). */
export function ShortcutsHelp({ id }: { id: string }) {
  return (
    <>
      <ControlTooltip label={shortcutTexts.button}>
        <button type="button" popoverTarget={id} className={buttonStyles.onDark}>
          <Keyboard className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only xl:not-sr-only">{shortcutTexts.button}</span>
        </button>
      </ControlTooltip>
      <div
        id={id}
        popover="auto"
        aria-labelledby={`${id}-title`}
        role="dialog"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-950/30"
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {shortcutTexts.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{shortcutTexts.intro}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          {shortcutTexts.list.map((shortcut) => (
            <div key={shortcut.what} className="contents">
              <dt className="flex gap-1">
                {shortcut.keys.map((key) => (
                  <kbd key={key} className="min-w-7 rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center font-mono text-xs font-semibold">
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd>{shortcut.what}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}

/** Shows or hides the shortcuts' list (the `?` key). */
export function toggleShortcutsHelp(id: string) {
  document.getElementById(id)?.togglePopover();
}

"use client";

import { X } from "lucide-react";
import type { ReactNode, Ref, RefObject } from "react";

/**
 * A full-screen photo viewer: a native modal <dialog>, which traps focus, closes on Escape and
 * returns focus to what opened it; the close button and a click beside the picture close it
 * too. Open it with `ref.current.showModal()`. Used by the landing's gallery and the admin cards.
 */
export function Lightbox({
  ref,
  label,
  onClose,
  onKeyDown,
  children,
}: {
  ref: RefObject<HTMLDialogElement | null> & Ref<HTMLDialogElement>;
  label: string;
  onClose?: () => void;
  /** Keys of the viewer's own (arrows between photos); Tab stays inside it either way. */
  onKeyDown?: (event: React.KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}) {
  return (
    <dialog
      ref={ref}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // A modal dialog keeps the page inert but lets Tab leave for the browser's own controls:
        // keep it on the dialog's controls while it is open.
        if (event.key !== "Tab") return;
        const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("button:not(:disabled), a[href]"));
        if (controls.length === 0) return;
        const first = controls[0]!;
        const last = controls[controls.length - 1]!;
        if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
          event.preventDefault();
          (event.shiftKey ? last : first).focus();
        }
      }}
      aria-label={label}
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950/95 p-0 text-white backdrop:bg-slate-950/80"
    >
      <div
        className="flex h-full w-full flex-col items-center justify-center gap-4 p-4 sm:p-8"
        onClick={(event) => {
          // A click beside the picture (on the dark backdrop) closes it.
          if (event.target === event.currentTarget) ref.current?.close();
        }}
      >
        {children}
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white"
          aria-label="Close photo"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
    </dialog>
  );
}

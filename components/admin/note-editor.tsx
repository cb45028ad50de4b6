"use client";

import { useId, useState } from "react";
import { useAddNote, useEditNote } from "./lead-actions";
import { toast } from "@/lib/client/toast";
import { NOTE_MAX_LENGTH } from "@/lib/leads/model/admin-input-rules";
import { leadTexts } from "@/lib/leads/model/lead-texts";
import type { LeadNoteJson } from "@/lib/leads/model/view";
import { buttonStyles } from "./admin-styles";

const field = "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";
const texts = leadTexts.notes;

export type NoteEditorProps = { leadId: number; onDone: () => void } & ({ mode: "add"; name: string } | { mode: "edit"; note: LeadNoteJson });

/**
 * Writing a note: a new one, or the text of one already there (loaded the first time the owner
 * adds or edits a note). The change shows at once and is undone with a toast if the server
 * refuses it; an empty text is refused here, nothing sent.
 */
export function NoteEditor(props: NoteEditorProps) {
  const { leadId, onDone } = props;
  const id = useId();
  const [text, setText] = useState(props.mode === "edit" ? props.note.body : "");
  const add = useAddNote(leadId);
  const edit = useEditNote(leadId);

  function save(event: React.FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      toast.error(texts.failedTitle, { description: texts.empty });
      return;
    }
    if (props.mode === "add") add.mutate(text);
    else if (text.trim() !== props.note.body) edit.mutate({ id: props.note.id, body: text });
    onDone();
  }

  const adding = props.mode === "add";
  return (
    <form onSubmit={save} noValidate className={adding ? "mt-2" : undefined}>
      <label htmlFor={`${id}-text`} className="sr-only">
        {adding ? texts.newLabel(props.name) : texts.editField}
      </label>
      <textarea
        id={`${id}-text`}
        rows={3}
        autoFocus
        value={text}
        maxLength={NOTE_MAX_LENGTH}
        aria-describedby={adding ? `${id}-hint` : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onDone();
        }}
        className={field}
      />
      {adding && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {texts.hint}
        </p>
      )}
      <div className="mt-2 flex justify-end gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onDone}>
          {texts.cancel}
        </button>
        <button type="submit" className={buttonStyles.primary}>
          {adding ? texts.save : texts.saveEdit}
        </button>
      </div>
    </form>
  );
}

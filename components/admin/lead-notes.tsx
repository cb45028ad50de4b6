"use client";

import { Pencil, Plus, StickyNote, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "@/lib/client/toast";
import { useAddNote, useDeleteNote, useEditNote } from "@/lib/client/lead-actions";
import type { LeadNoteJson as QuoteNote } from "@/lib/leads/view";
import { leadTexts } from "@/lib/leads/lead-texts";
import { formatSydneyDateTime } from "@/lib/leads/view";
import { buttonStyles } from "./admin-styles";

/** Matches the server's rule (1 to 2,000 characters after trimming). */
export const NOTE_MAX_LENGTH = 2000;
const field = "w-full rounded-md border border-slate-300 px-3 py-2 text-sm";
const texts = leadTexts.notes;

/**
 * The card's internal notes, newest first: add (one tap opens the field), edit and delete each.
 * Every change shows at once and is undone with a toast if the server refuses it.
 */
export function LeadNotes({ leadId, name, notes }: { leadId: number; name: string; notes: QuoteNote[] }) {
  const id = useId();
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState("");
  const add = useAddNote(leadId);

  function save(event: React.FormEvent) {
    event.preventDefault();
    if (!draft.trim()) {
      toast.error(texts.failedTitle, { description: texts.empty });
      return;
    }
    add.mutate(draft);
    setDraft("");
    setAdding(false);
  }

  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
          <StickyNote className="h-4 w-4" aria-hidden="true" />
          {texts.heading(notes.length)}
        </h3>
        {!adding && (
          <button type="button" className={buttonStyles.ghost} aria-label={texts.addLabel(name)} onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {texts.add}
          </button>
        )}
      </div>
      {adding && (
        <form onSubmit={save} noValidate className="mt-2">
          <label htmlFor={`${id}-new`} className="sr-only">
            {texts.newLabel(name)}
          </label>
          <textarea
            id={`${id}-new`}
            rows={3}
            autoFocus
            value={draft}
            maxLength={NOTE_MAX_LENGTH}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") setAdding(false);
            }}
            className={`${field} bg-white`}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {texts.hint}
          </p>
          <div className="mt-2 flex justify-end gap-2">
            <button type="button" className={buttonStyles.secondary} onClick={() => setAdding(false)}>
              {texts.cancel}
            </button>
            <button type="submit" className={buttonStyles.primary}>
              {texts.save}
            </button>
          </div>
        </form>
      )}
      {notes.length > 0 && (
        <ul aria-label={texts.listLabel(name)} className="mt-2 flex flex-col gap-2">
          {notes.map((note) => (
            <NoteItem key={note.id} leadId={leadId} note={note} />
          ))}
        </ul>
      )}
    </div>
  );
}

function NoteItem({ leadId, note }: { leadId: number; note: QuoteNote }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.body);
  const edit = useEditNote(leadId);
  const remove = useDeleteNote(leadId);
  const when = formatSydneyDateTime(note.createdAt);
  // A note the server has not numbered yet cannot be changed.
  const provisional = note.id < 0;

  if (editing) {
    return (
      <li>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) {
              toast.error(texts.failedTitle, { description: texts.empty });
              return;
            }
            if (text.trim() !== note.body) edit.mutate({ id: note.id, body: text });
            setEditing(false);
          }}
        >
          <label htmlFor={`${id}-edit`} className="sr-only">
            {texts.editField}
          </label>
          <textarea
            id={`${id}-edit`}
            rows={3}
            autoFocus
            value={text}
            maxLength={NOTE_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") setEditing(false);
            }}
            className={`${field} bg-white`}
          />
          <div className="mt-2 flex justify-end gap-2">
            <button type="button" className={buttonStyles.secondary} onClick={() => setEditing(false)}>
              {texts.cancel}
            </button>
            <button type="submit" className={buttonStyles.primary}>
              {texts.saveEdit}
            </button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="rounded-md border border-slate-200 bg-white p-2">
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs text-slate-600">
          <time dateTime={note.createdAt}>{when}</time>
          {note.updatedAt !== note.createdAt && ` · ${texts.edited}`}
        </p>
        <div className="-my-1 flex shrink-0 gap-1">
          <button
            type="button"
            disabled={provisional}
            aria-label={texts.editLabel(when)}
            title={texts.edit}
            onClick={() => {
              setText(note.body);
              setEditing(true);
            }}
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            disabled={provisional}
            aria-label={texts.deleteLabel(when)}
            title={texts.delete}
            onClick={() => remove.mutate(note.id)}
            className="rounded-md p-2 text-slate-600 hover:bg-red-50 hover:text-red-800 disabled:opacity-50"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-900">{note.body}</p>
    </li>
  );
}

"use client";

import { Pencil, Plus, StickyNote, Trash2 } from "lucide-react";
import { useState } from "react";
import { lazyPart } from "@/lib/client/lazy-part";
import { useDeleteNote } from "./lead-actions";
import type { LeadNoteJson as QuoteNote } from "@/lib/leads/model/view";
import { leadTexts } from "@/lib/leads/model/lead-texts";
import { formatSydneyDateTime } from "@/lib/leads/model/view";
import { buttonStyles } from "./admin-styles";
import type { NoteEditorProps } from "./note-editor";

const texts = leadTexts.notes;
// Writing notes is a moment of its own: its code comes with the first Add or Edit.
const NoteEditor = lazyPart<NoteEditorProps>(() => import("./note-editor").then((module) => module.NoteEditor));
const preloadEditor = () => void NoteEditor.preload().catch(() => {});

/**
 * The card's internal notes, newest first: add (one tap opens the field), edit and delete each.
 * Every change shows at once and is undone with a toast if the server refuses it.
 */
export function LeadNotes({ leadId, name, notes }: { leadId: number; name: string; notes: QuoteNote[] }) {
  const [adding, setAdding] = useState(false);

  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
          <StickyNote className="h-4 w-4" aria-hidden="true" />
          {texts.heading(notes.length)}
        </h3>
        {!adding && (
          <button type="button" className={buttonStyles.ghost} aria-label={texts.addLabel(name)} onPointerEnter={preloadEditor} onFocus={preloadEditor} onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {texts.add}
          </button>
        )}
      </div>
      {adding && <NoteEditor mode="add" leadId={leadId} name={name} onDone={() => setAdding(false)} />}
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
  const [editing, setEditing] = useState(false);
  const remove = useDeleteNote(leadId);
  const when = formatSydneyDateTime(note.createdAt);
  // A note the server has not numbered yet cannot be changed.
  const provisional = note.id < 0;

  if (editing) {
    return (
      <li>
        <NoteEditor mode="edit" leadId={leadId} note={note} onDone={() => setEditing(false)} />
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
            onPointerEnter={preloadEditor}
            onFocus={preloadEditor}
            onClick={() => setEditing(true)}
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

"use client";

import { X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { photoMessages } from "@/lib/photos/messages";
import { MAX_PHOTOS } from "@/lib/photos/rules";

/** A photo the visitor chose, already shrunk in the browser, with its preview URL. */
export interface ChosenPhoto {
  id: number;
  name: string;
  blob: Blob;
  url: string;
}

/** Loads the shrinking and upload code (components/site/chosen-photo-files.ts) the first time it is needed. */
export const loadPhotoTools = () => import("./chosen-photo-files");

/**
 * The photos chosen in the full quote form: each shrunk as it is added (at most five), removable,
 * its preview a blob: URL released when it goes. `initial` are the plain form's files.
 */
export function useChosenPhotos(initial: File[]) {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [error, setError] = useState<string>();
  const [preparing, setPreparing] = useState(false);
  // The list as it is now (state renders it later): a submit reads it after waiting for `settled`.
  const list = useRef<ChosenPhoto[]>([]);
  const commit = (next: ChosenPhoto[]) => {
    list.current = next;
    setPhotos(next);
  };
  // Chosen or being prepared: the limit counts both.
  const taken = useRef(0);
  const nextId = useRef(1);
  const pending = useRef<Promise<void>>(Promise.resolve());
  const urls = useRef(new Set<string>());

  const add = useCallback((files: File[]) => {
    setError(undefined);
    const room = Math.max(0, MAX_PHOTOS - taken.current);
    const accepted = files.slice(0, room);
    if (files.length > accepted.length) setError(photoMessages.tooMany);
    if (accepted.length === 0) return pending.current;
    taken.current += accepted.length;
    setPreparing(true);
    const work = pending.current.then(async () => {
      let tools: Awaited<ReturnType<typeof loadPhotoTools>>;
      try {
        tools = await loadPhotoTools();
      } catch {
        // The code could not be loaded (the connection dropped): none of these was added.
        taken.current -= accepted.length;
        setError(photoMessages.prepareFailed);
        setPreparing(false);
        return;
      }
      const { shrinkPhoto, PhotoPickError } = tools;
      try {
        for (const file of accepted) {
          try {
            const blob = await shrinkPhoto(file);
            const url = URL.createObjectURL(blob);
            urls.current.add(url);
            commit([...list.current, { id: nextId.current++, name: file.name, blob, url }]);
          } catch (failure) {
            taken.current -= 1;
            setError(failure instanceof PhotoPickError ? failure.message : photoMessages.notImage(file.name));
          }
        }
      } finally {
        setPreparing(false);
      }
    });
    pending.current = work;
    return work;
  }, []);

  const release = (url: string) => {
    URL.revokeObjectURL(url);
    urls.current.delete(url);
  };

  const remove = useCallback((id: number) => {
    const photo = list.current.find((item) => item.id === id);
    if (!photo) return;
    setError(undefined);
    release(photo.url);
    taken.current -= 1;
    commit(list.current.filter((item) => item.id !== id));
  }, []);

  const clear = useCallback(() => {
    for (const url of [...urls.current]) release(url);
    taken.current = 0;
    commit([]);
    setError(undefined);
  }, []);

  // The plain form's files are added once, after the first render; the previews are released at the end.
  const [handed] = useState(initial);
  useEffect(() => {
    const held = urls.current;
    const start = handed.length > 0 ? setTimeout(() => void add(handed)) : undefined;
    return () => {
      clearTimeout(start);
      held.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [add, handed]);

  /** Resolves with the photos once every one added so far is ready (a submit waits for it). */
  const settled = useCallback(() => pending.current.then(() => list.current), []);

  return { photos, error, setError, preparing, add, remove, clear, settled };
}

/** The chosen photos as thumbnails, each with its remove button, and the preparing or sending status. */
export function ChosenPhotos({
  photos,
  status,
  progress,
  disabled,
  onRemove,
}: {
  photos: ChosenPhoto[];
  status?: string;
  /** 0 to 1 while sending; null otherwise. */
  progress: number | null;
  disabled: boolean;
  onRemove: (id: number) => void;
}) {
  return (
    <div className="mt-3 space-y-2">
      {photos.length > 0 && (
        <ul aria-label={photoMessages.chosen} className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- a blob: URL of the visitor's own photo: nothing to optimise */}
              <img src={photo.url} alt={photoMessages.alt(index + 1, photo.name)} className="aspect-square w-full rounded-md bg-slate-100 object-cover ring-1 ring-slate-200" />
              <button
                type="button"
                onClick={() => onRemove(photo.id)}
                disabled={disabled}
                aria-label={photoMessages.remove(index + 1)}
                className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full bg-slate-900/80 text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:opacity-60"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {progress !== null && (
        <div
          role="progressbar"
          aria-label={photoMessages.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {status}
      </p>
    </div>
  );
}

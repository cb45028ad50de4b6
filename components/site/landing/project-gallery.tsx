"use client";

import { X } from "lucide-react";
import Image from "next/image";
import { useRef, useState } from "react";
import { featuredProject, type ProjectPhoto } from "@/lib/business";
import { blurredPlaceholder, projectImages } from "@/lib/site-images";

/**
 * The featured project's four photos. Each opens a full-screen lightbox: a
 * native modal <dialog>, which traps focus, closes on Escape and returns focus to the photo it
 * came from; the close button and a click beside the picture close it too. Without JavaScript
 * each photo is a link to the full-size file.
 */
export function ProjectGallery() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [selected, setSelected] = useState<ProjectPhoto | null>(null);

  function open(photo: ProjectPhoto) {
    setSelected(photo);
    dialog.current?.showModal();
  }

  return (
    <>
      <ul id="gallery" className="mt-10 grid scroll-mt-24 gap-4 sm:grid-cols-2">
        {featuredProject.photos.map((photo) => (
          <li key={photo.id}>
            <a
              href={photo.src}
              onClick={(event) => {
                event.preventDefault();
                open(photo);
              }}
              className="group block overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-900/5"
              aria-label={`Open photo: ${photo.alt}`}
            >
              <Image
                src={projectImages[photo.id]}
                alt={photo.alt}
                placeholder={blurredPlaceholder(projectImages[photo.id])}
                sizes="(min-width: 1280px) 600px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
              />
            </a>
            <p className="mt-2 text-sm text-slate-600">{photo.description}</p>
          </li>
        ))}
      </ul>

      <dialog
        ref={dialog}
        onKeyDown={(event) => {
          // A modal dialog keeps the page inert but lets Tab leave for the browser's own controls:
          // keep it on the dialog's controls (the close button) while it is open.
          if (event.key !== "Tab") return;
          const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("button, a[href]"));
          if (controls.length === 0) return;
          const first = controls[0]!;
          const last = controls[controls.length - 1]!;
          if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
            event.preventDefault();
            (event.shiftKey ? last : first).focus();
          }
        }}
        aria-label={selected ? `Photo: ${selected.alt}` : "Photo"}
        onClose={() => setSelected(null)}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950/95 p-0 text-white backdrop:bg-slate-950/80"
      >
        <div
          className="flex h-full w-full flex-col items-center justify-center gap-4 p-4 sm:p-8"
          onClick={(event) => {
            // A click beside the picture (on the dark backdrop) closes it.
            if (event.target === event.currentTarget) dialog.current?.close();
          }}
        >
          {selected && (
            <figure className="flex max-w-5xl flex-col items-center gap-3">
              <Image
                src={projectImages[selected.id]}
                alt={selected.alt}
                placeholder={blurredPlaceholder(projectImages[selected.id])}
                sizes="100vw"
                className="h-auto max-h-[80vh] w-auto max-w-full rounded-lg object-contain"
              />
              <figcaption className="max-w-2xl text-center text-base text-slate-100">{selected.description}</figcaption>
            </figure>
          )}
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white"
            aria-label="Close photo"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
      </dialog>
    </>
  );
}

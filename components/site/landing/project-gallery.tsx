"use client";

import Image from "next/image";
import { useEffect, useRef, useState } from "react";
import { featuredProject, type ProjectPhoto } from "@/lib/landing-content";
import { blurredPlaceholder, projectImages } from "@/lib/site-images";
import type { Lightbox as LightboxComponent } from "@/components/ui/lightbox";

const loadLightbox = () => import("@/components/ui/lightbox").then((module) => module.Lightbox);

/**
 * The featured project's four photos. Each opens the full-screen lightbox
 * (components/ui/lightbox.tsx), which returns focus to the photo it came from. Without
 * JavaScript each photo is a link to the full-size file. Most visits open no photo, so the
 * lightbox's code is fetched when a pointer or the focus reaches one, not with the page.
 */
export function ProjectGallery() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [selected, setSelected] = useState<ProjectPhoto | null>(null);
  const [Lightbox, setLightbox] = useState<typeof LightboxComponent | null>(null);

  const prepare = () => loadLightbox().then((component) => setLightbox(() => component));
  // Fetched ahead when a photo is approached; a failure here is handled when it is clicked.
  const prefetch = () => void prepare().catch(() => {});

  // Opens once the photo is chosen and the lightbox's code is there (a first click may wait for it).
  useEffect(() => {
    if (selected && Lightbox && !dialog.current?.open) dialog.current?.showModal();
  }, [selected, Lightbox]);

  function open(photo: ProjectPhoto) {
    setSelected(photo);
    // The code could not be fetched (offline): the link's own target, the full-size photo.
    prepare().catch(() => location.assign(photo.src));
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
              onPointerEnter={prefetch}
              onFocus={prefetch}
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

      {Lightbox && (
        <Lightbox ref={dialog} label={selected ? `Photo: ${selected.alt}` : "Photo"} onClose={() => setSelected(null)}>
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
        </Lightbox>
      )}
    </>
  );
}

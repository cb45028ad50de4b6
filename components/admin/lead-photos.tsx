"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, useState } from "react";
import { Lightbox } from "@/components/ui/lightbox";
import { photoUrl } from "@/lib/leads/model/view";

const stepClass = "inline-flex min-h-11 items-center gap-1 rounded-full bg-white/10 px-4 text-white hover:bg-white/20 aria-disabled:opacity-40";

/**
 * A request's photos on its card, as thumbnails; tapping one opens it full size in the lightbox,
 * with the previous and next photos a tap (or an arrow key) away. The pictures come from the
 * admin-only photo route; the list brought only their count.
 */
export function LeadPhotos({ leadId, count, name }: { leadId: number; count: number; name: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState<number | null>(null);
  if (count === 0) return null;
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  const step = (by: number) => setShown((n) => (n === null ? n : Math.min(count, Math.max(1, n + by))));
  const photoLabel = (n: number) => `Photo ${n} of ${count} from ${name}`;

  return (
    <>
      <ul aria-label={`Photos from ${name}`} className="mt-3 flex flex-wrap gap-2">
        {numbers.map((n) => (
          <li key={n}>
            <button
              type="button"
              onClick={() => {
                setShown(n);
                dialog.current?.showModal();
              }}
              aria-label={`Open photo ${n} of ${count} from ${name}`}
              className="block overflow-hidden rounded-md bg-slate-100 ring-1 ring-slate-200 hover:ring-2 hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- an admin-only answer (session cookie, no-store): not for the image optimiser */}
              <img src={photoUrl(leadId, n, "thumbnail")} alt="" width={64} height={64} loading="lazy" className="size-16 object-cover" />
            </button>
          </li>
        ))}
      </ul>

      <Lightbox
        ref={dialog}
        label={shown === null ? "Photo" : photoLabel(shown)}
        onClose={() => setShown(null)}
        onKeyDown={(event) => {
          if (event.key === "ArrowLeft") step(-1);
          if (event.key === "ArrowRight") step(1);
        }}
      >
        {shown !== null && (
          <figure className="flex max-w-5xl flex-col items-center gap-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
            <img src={photoUrl(leadId, shown)} alt={photoLabel(shown)} className="h-auto max-h-[75vh] w-auto max-w-full rounded-lg object-contain" />
            <figcaption className="text-center text-base text-slate-100">
              Photo {shown} of {count}
            </figcaption>
          </figure>
        )}
        {count > 1 && shown !== null && (
          <div className="flex gap-3">
            {/* aria-disabled, not disabled: the button pressed last keeps the focus at either end. */}
            <button type="button" onClick={() => step(-1)} aria-disabled={shown === 1} className={stepClass}>
              <ChevronLeft aria-hidden="true" className="size-5" />
              Previous photo
            </button>
            <button type="button" onClick={() => step(1)} aria-disabled={shown === count} className={stepClass}>
              Next photo
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        )}
      </Lightbox>
    </>
  );
}

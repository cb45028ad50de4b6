"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { photoMessages } from "@/lib/photos/messages";
import { MAX_PHOTOS } from "@/lib/photos/rules";
import { emptyQuoteForm, leadFormMessages, leadRequestSchema, type QuoteFormValues, type LeadRequest } from "@/lib/leads/model/request-schema";
import { recalledVisitSource } from "@/lib/leads/model/visit-source";
import { ChosenPhotos, loadPhotoTools, useChosenPhotos } from "./chosen-photos";
import { QuoteFormView, QuoteSuccess, quoteFormClass, type Handover, type LatePhotos } from "./quote-form-view";

/** A key for one submission attempt; kept across retries of the same attempt. */
function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const millisecondsSince = (start: number) => Math.round(performance.now() - start);

/** The request's fields as multipart text: what is not given is left out, as in the JSON. */
const asText = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).flatMap(([name, value]) => (value === undefined || value === null ? [] : [[name, String(value)]])));

/**
 * The quote form with JavaScript: react-hook-form with the shared zod
 * schema, POST /api/contact with the bot checks and an idempotency key, toasts. It replaces the
 * plain form when the visitor reaches it, keeping what they already typed and where they were
 * (and the photos already chosen). Photos are shrunk as they are chosen and sent as multipart
 * with upload progress; without photos the request is the same JSON as ever.
 */
export function QuoteFormRich({
  takeOver,
  latePhotos,
  shownAt,
  submitOnMount,
  submitClassName,
  estimate,
  intro,
}: {
  /** The plain form's values and focus, read once as this form first renders. */
  takeOver: () => Handover;
  /** Photos picked on the plain form after this one replaced it. */
  latePhotos: LatePhotos;
  shownAt: number;
  /** The visitor pressed the button before this form had loaded: send it now. */
  submitOnMount?: boolean;
  submitClassName: string;
  /** The estimate page's estimate (JSON text): sent as an object, or as text with photos. */
  estimate?: string;
  intro?: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [{ values: initialValues, focus: focusField, photos: handedPhotos }] = useState(takeOver);
  const chosen = useChosenPhotos(handedPhotos);
  const addPhotos = chosen.add;
  // In the commit that shows this form: no late photo can fall between the swap and this.
  useLayoutEffect(() => latePhotos.receive((files) => void addPhotos(files)), [latePhotos, addPhotos]);
  const [progress, setProgress] = useState<number | null>(null);
  // The last stored request's booking page: the success box offers it until the next request.
  const [booked, setBooked] = useState<{ bookingPath?: string } | null>(null);
  const form = useForm<QuoteFormValues, unknown, LeadRequest>({
    // The schema's input types are wider (it also reads API bodies); the form only holds text.
    resolver: zodResolver(leadRequestSchema) as Resolver<QuoteFormValues, unknown, LeadRequest>,
    defaultValues: initialValues,
  });
  const { register, handleSubmit, reset, formState } = form;
  const honeypot = useRef<HTMLInputElement>(null);
  // One submission attempt: its key, and when the form was first shown (for the fill time).
  const attempt = useRef({ key: newSubmissionKey(), shownAt });

  // The visitor was in a field of the plain form: they stay there, the caret at the end.
  useEffect(() => {
    if (!focusField) return;
    const control = document.getElementById(`quote-${focusField}`);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) return;
    control.focus();
    if (!(control instanceof HTMLSelectElement) && control.type !== "email") control.setSelectionRange(control.value.length, control.value.length);
  }, [focusField]);

  useEffect(() => {
    if (submitOnMount) formRef.current?.requestSubmit();
  }, [submitOnMount]);

  const onValid = async (values: LeadRequest) => {
    try {
      const fields = {
        ...values,
        website: honeypot.current?.value ?? "",
        fillMs: millisecondsSince(attempt.current.shownAt),
        idempotencyKey: attempt.current.key,
        // Where the visit came from, recorded on its first page.
        ...recalledVisitSource(),
      };
      const withEstimate = (estimateValue: unknown) => (estimate ? { ...fields, estimate: estimateValue } : fields);
      // Photos still being shrunk go with the request.
      const photos = await chosen.settled();
      setBooked(null);
      let answer: unknown;
      if (photos.length === 0) {
        const response = await fetch("/api/contact", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(withEstimate(estimate && JSON.parse(estimate))) });
        if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
        answer = await response.json().catch(() => null);
      } else {
        const { sendWithPhotos } = await loadPhotoTools();
        setProgress(0);
        const sent = await sendWithPhotos("/api/contact", asText(withEstimate(estimate)), photos, setProgress).finally(() => setProgress(null));
        if (!sent.ok) {
          // A photo the server refused is named under the photos field.
          const photoError = (sent.body as { fieldErrors?: { photos?: string } } | null)?.fieldErrors?.photos;
          if (photoError) chosen.setError(photoError);
          throw new Error(`${sent.status}`);
        }
        answer = sent.body;
      }
      toast.success(leadFormMessages.successTitle, { description: leadFormMessages.success });
      const bookingPath = (answer as { bookingUrl?: unknown } | null)?.bookingUrl;
      setBooked({ bookingPath: typeof bookingPath === "string" && bookingPath.startsWith("/book/") ? bookingPath : undefined });
      reset(emptyQuoteForm);
      chosen.clear();
      // The next request is a new attempt; a retry of this one (same key) would store nothing new.
      attempt.current = { key: newSubmissionKey(), shownAt: performance.now() };
    } catch {
      // Every value stays in the form; the same key makes a retry safe.
      toast.error(leadFormMessages.failureTitle, { description: leadFormMessages.failure });
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate aria-label="Request a free quote" className={quoteFormClass}>
      <QuoteFormView
        control={(name) => register(name)}
        errorOf={(name) => formState.errors[name]?.message}
        submitting={formState.isSubmitting}
        submitClassName={submitClassName}
        intro={intro}
        honeypotRef={honeypot}
        banner={booked && <QuoteSuccess bookingPath={booked.bookingPath} />}
        photos={{
          input: {
            // Picking a photo is the moment to fetch the code that shrinks it.
            onPointerDown: () => void loadPhotoTools().catch(() => {}),
            onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
              const input = event.currentTarget;
              void chosen.add(Array.from(input.files ?? []));
              // The photos are kept above; the same one may be chosen again after removing it.
              input.value = "";
            },
            disabled: formState.isSubmitting || chosen.photos.length >= MAX_PHOTOS,
          },
          error: chosen.error,
          chosen: (
            <ChosenPhotos
              photos={chosen.photos}
              progress={progress}
              disabled={formState.isSubmitting}
              onRemove={chosen.remove}
              status={chosen.preparing ? photoMessages.preparing : progress !== null ? photoMessages.sending(Math.round(progress * 100)) : undefined}
            />
          ),
        }}
      />
    </form>
  );
}

"use client";

import { useActionState, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { emptyQuoteForm, quoteFieldNames, quoteFormValuesFrom, leadFormMessages, type QuoteFormValues } from "@/lib/leads/model/request-fields";
import { submitQuoteRequestAction, type QuoteActionState } from "./quote-actions";
import { QuoteFormView, QuoteSuccess, latePhotoInbox, quoteFormClass, type Handover, type LatePhotos } from "./quote-form-view";

/**
 * The fill time counts from the page's navigation start, where performance.now() is 0: a visitor
 * who autofills and sends soon after the form became usable has been on the page longer than that.
 */
const NAVIGATION_START = 0;

type RichForm = ComponentType<{ takeOver: () => Handover; latePhotos: LatePhotos; shownAt: number; submitOnMount?: boolean; submitClassName: string; estimate?: string; intro?: ReactNode }>;

/** The quote form on the estimate page: the estimate it sends, its first values, and what it says first. */
export interface QuoteFormEstimate {
  /** The checked estimate request as JSON (lib/estimate/schema.ts), sent as the `estimate` field. */
  estimate?: string;
  prefill?: Partial<QuoteFormValues>;
  intro?: ReactNode;
}

/**
 * The quote request form. The page loads a plain form that posts to a server action
 * (./quote-actions.ts), so it works without JavaScript and costs the landing page almost no
 * script. When the visitor comes near it or touches it, the full form (react-hook-form, zod,
 * toasts: ./quote-form-rich.tsx) is loaded and takes its place with the values already typed.
 * The submit button's classes come from the server component that renders it, so the shared
 * button style (class-variance-authority) adds nothing to the landing page's script.
 */
export function QuoteForm({ submitClassName, estimate, prefill, intro }: { submitClassName: string } & QuoteFormEstimate) {
  // Without JavaScript, what the action answered the last post: the values and problems, or "sent".
  const [state, formAction] = useActionState<QuoteActionState, FormData>(submitQuoteRequestAction, { status: "idle" });
  const [rich, setRich] = useState<{ Form: RichForm; form: HTMLFormElement; shownAt: number; submit?: boolean } | null>(null);
  // Starts loading the full form; `submit` when the visitor already pressed the button.
  const wakeRef = useRef<(submit?: boolean) => void>(() => {});
  const formRef = useRef<HTMLFormElement>(null);
  const [latePhotos] = useState(latePhotoInbox);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let loading = false;
    let loaded: RichForm | undefined;
    let submit = false;
    // A press on the form whose click has not come yet. Swapping the forms between a press and
    // its release would lose the click (the element pressed is gone): the swap waits for it.
    // Each press is an object of its own, so a late fallback never frees a newer press.
    let press: object | undefined;
    const swap = () => {
      if (loaded && !press) setRich({ Form: loaded, form, shownAt: NAVIGATION_START, submit });
    };
    const wake = (andSubmit = false) => {
      submit ||= andSubmit;
      if (loading) return;
      loading = true;
      observer.disconnect();
      void import("./quote-form-rich").then(({ QuoteFormRich }) => {
        loaded = QuoteFormRich;
        swap();
      });
    };
    wakeRef.current = wake;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: "600px 0px" });
    observer.observe(form);
    const onFocus = () => wake();
    const onPress = () => {
      press = {};
      wake();
    };
    // After the click's own work (following the link, sending the form), not before it.
    const release = () => {
      if (!press) return;
      press = undefined;
      setTimeout(swap, 0);
    };
    // A press released elsewhere, or taken over by a scroll, clicks nothing; a tap's click can
    // come a moment after its release.
    const releaseLater = () => {
      const released = press;
      if (released) setTimeout(() => press === released && release(), 500);
    };
    // The plain form's events still reach it once it is off the page: its photo field's late pick.
    const onLateChange = (event: Event) => {
      const input = event.target;
      if (form.isConnected || !(input instanceof HTMLInputElement) || input.type !== "file" || !input.files?.length) return;
      latePhotos.put(Array.from(input.files));
    };
    form.addEventListener("focusin", onFocus);
    form.addEventListener("change", onLateChange);
    form.addEventListener("pointerdown", onPress);
    form.addEventListener("click", release, true);
    window.addEventListener("pointerup", releaseLater, true);
    window.addEventListener("pointercancel", release, true);
    return () => {
      observer.disconnect();
      form.removeEventListener("focusin", onFocus);
      form.removeEventListener("change", onLateChange);
      form.removeEventListener("pointerdown", onPress);
      form.removeEventListener("click", release, true);
      window.removeEventListener("pointerup", releaseLater, true);
      window.removeEventListener("pointercancel", release, true);
    };
  }, [latePhotos]);

  // The values are read when the full form renders, in the same task that swaps the forms: a
  // keystroke can't fall between reading the plain form and replacing it.
  if (rich) {
    return (
      <rich.Form takeOver={() => handover(rich.form)} latePhotos={latePhotos} shownAt={rich.shownAt} submitOnMount={rich.submit} submitClassName={submitClassName} estimate={estimate} intro={intro} />
    );
  }
  const firstValues = { ...emptyQuoteForm, ...prefill, ...state.values };
  const errorOf = (name: keyof QuoteFormValues | "photos") => state.fieldErrors?.[name];
  const firstInvalid = [...quoteFieldNames, "photos" as const].find((name) => errorOf(name));
  // The estimate page's own state is not posted with this form: the estimate comes back with the values.
  const sentEstimate = state.estimate ?? estimate;

  return (
    <form
      ref={formRef}
      // Without JavaScript the browser posts it, photos and all (React makes it multipart), and
      // the page comes back with the answer: the request's booking page, or this form with the problems.
      action={formAction}
      // With JavaScript the full form sends it (bot checks, retry key, toasts): wait for it.
      onSubmit={(event) => {
        event.preventDefault();
        wakeRef.current(true);
      }}
      noValidate
      aria-label="Request a free quote"
      className={quoteFormClass}
    >
      {sentEstimate && <input type="hidden" name="estimate" value={sentEstimate} />}
      <QuoteFormView
        intro={intro}
        control={(name) => ({ name, defaultValue: firstValues[name] })}
        errorOf={errorOf}
        focus={firstInvalid === "photos" ? undefined : firstInvalid}
        submitting={false}
        submitClassName={submitClassName}
        photos={{ input: { name: "photos" }, error: errorOf("photos"), focus: firstInvalid === "photos" }}
        banner={state.status === "sent" ? <QuoteSuccess message={leadFormMessages.success} /> : state.status === "idle" ? null : <QuoteFailure message={state.message} />}
      />
    </form>
  );
}

/** A refused request without JavaScript: the failure notice (the toast's words), and the server's reason when it is not a field's. */
function QuoteFailure({ message }: { message?: string }) {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{leadFormMessages.failureTitle}</p>
      <p>{leadFormMessages.failure}</p>
      {message && <p className="mt-2">{message}</p>}
    </div>
  );
}

function handover(form: HTMLFormElement): Handover {
  const focused = document.activeElement;
  const photos = form.querySelector<HTMLInputElement>("#lead-photos")?.files;
  return {
    values: quoteFormValuesFrom(new FormData(form)),
    focus: quoteFieldNames.find((name) => focused instanceof HTMLElement && focused.id === `quote-${name}`),
    photos: photos ? Array.from(photos) : [],
  };
}

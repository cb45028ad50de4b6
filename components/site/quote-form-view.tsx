import { cloneElement, type ReactElement, type ReactNode, type Ref } from "react";
import { quoteServiceOptions } from "@/lib/business";
import { photoAccept, photoFieldText } from "@/lib/photos/rules";
import { privacyLink } from "@/lib/privacy-link";
import { budgetRanges, quoteFieldLabels, quoteFieldMaxLength, leadFormMessages, timelines, type QuoteFormValues } from "@/lib/leads/model/request-fields";
import { bookingCall } from "@/lib/visits/model/booking-call";

export type QuoteFieldName = keyof QuoteFormValues;

/**
 * Photos picked on the plain form after the full form replaced it: a file dialog opened from the
 * plain form can still be open during the swap, and it closes onto an input that is no longer on
 * the page. The full form takes them over as it took the rest; until it can, they wait here.
 */
export function latePhotoInbox() {
  let waiting: File[] = [];
  let take: ((files: File[]) => void) | undefined;
  return {
    put(files: File[]) {
      if (take) take(files);
      else waiting.push(...files);
    },
    /** Hands over the photos waiting and every later one, until the returned function is called. */
    receive(taker: (files: File[]) => void) {
      take = taker;
      const now = waiting;
      waiting = [];
      if (now.length > 0) taker(now);
      return () => {
        take = undefined;
      };
    },
  };
}
export type LatePhotos = ReturnType<typeof latePhotoInbox>;

/** What the plain form holds when the full one takes over: read as the full one first renders. */
export interface Handover {
  values: QuoteFormValues;
  focus?: QuoteFieldName;
  /** Photos already chosen in the plain form's file input. */
  photos: File[];
}

/** The photos field: its file input's props, what has been chosen (the full form) and its error. */
export interface PhotosFieldProps {
  input: Record<string, unknown>;
  chosen?: ReactNode;
  error?: string;
  /** The field takes the focus when the view appears (its error is the only one). */
  focus?: boolean;
}

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

export interface QuoteFormViewProps {
  /** Props for each field's control: the plain form's `name` and value, or react-hook-form's. */
  control: (name: QuoteFieldName) => Record<string, unknown>;
  errorOf: (name: QuoteFieldName) => string | undefined;
  /** The field that takes the focus when the view appears. */
  focus?: QuoteFieldName;
  submitting: boolean;
  /** Messages above the fields (the no-JavaScript success or failure). */
  banner?: ReactNode;
  /** What the form opens with; by default a pointer to the instant estimate (the estimate page says what it sends instead). */
  intro?: ReactNode;
  honeypotRef?: Ref<HTMLInputElement>;
  photos: PhotosFieldProps;
  /** The submit button's classes: the shared button style, worked out on the server (see QuoteForm). */
  submitClassName: string;
}

/**
 * The quote form's fields, shared by the plain form that loads with the page (it works without
 * JavaScript, posting to its server action) and the full one (react-hook-form) that replaces it.
 */
export function QuoteFormView({ control, errorOf, focus, submitting, banner, intro, honeypotRef, photos, submitClassName }: QuoteFormViewProps) {
  const field = (name: QuoteFieldName) => ({ name, label: quoteFieldLabels[name], focus: focus === name, error: errorOf(name) });
  return (
    <>
      {banner}
      {intro ?? (
        <p className="text-sm text-slate-700">
          Not sure of the cost?{" "}
          <a href="/estimate" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
            Get an instant estimate
          </a>
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field("name")} required className="sm:col-span-2">
          <input {...control("name")} autoComplete="name" maxLength={quoteFieldMaxLength.name} />
        </Field>
        <Field {...field("email")} required>
          <input {...control("email")} type="email" autoComplete="email" inputMode="email" maxLength={quoteFieldMaxLength.email} />
        </Field>
        <Field {...field("phone")} required>
          <input {...control("phone")} type="tel" autoComplete="tel" inputMode="tel" maxLength={quoteFieldMaxLength.phone} />
        </Field>
        <Field {...field("service")} className="sm:col-span-2">
          <select {...control("service")}>
            <option value="">Select a service</option>
            {quoteServiceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field {...field("budgetRange")}>
          <select {...control("budgetRange")}>
            <option value="">Select a budget range</option>
            {budgetRanges.map((range) => (
              <option key={range}>{range}</option>
            ))}
          </select>
        </Field>
        <Field {...field("timeline")}>
          <select {...control("timeline")}>
            <option value="">Select a timeline</option>
            {timelines.map((timeline) => (
              <option key={timeline}>{timeline}</option>
            ))}
          </select>
        </Field>
        <Field {...field("message")} className="sm:col-span-2">
          <textarea {...control("message")} rows={5} maxLength={quoteFieldMaxLength.message} placeholder="Tell us about your project: rooms, surfaces, size, timing." />
        </Field>
        <PhotosField {...photos} />
      </div>

      {/* Honeypot: hidden from people and screen readers; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this empty
          <input ref={honeypotRef} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <button type="submit" className={submitClassName} disabled={submitting}>
        {submitting ? leadFormMessages.submitting : "Request My Free Quote"}
      </button>
      <p className="text-sm text-slate-600">
        Fields marked * are required. We reply within 24 hours, 7 days a week. {privacyLink.formText}{" "}
        <a href={privacyLink.href} className="font-medium text-brand-800 underline underline-offset-4">
          {privacyLink.label}
        </a>
        .
      </p>
    </>
  );
}

/**
 * "Photos (up to 5)": a plain multiple file input, which works without JavaScript (the form is
 * multipart); no `capture`, so a phone offers both its camera and its gallery.
 */
function PhotosField({ input, chosen, error, focus }: PhotosFieldProps) {
  const describedBy = ["quote-photos-hint", error ? "quote-photos-error" : ""].filter(Boolean).join(" ");
  return (
    <div className="sm:col-span-2">
      <label htmlFor="lead-photos" className="block text-sm font-medium text-slate-800">
        {photoFieldText.label}
      </label>
      <p id="quote-photos-hint" className="mt-1 text-sm text-slate-600">
        {photoFieldText.hint}
      </p>
      <input
        id="lead-photos"
        type="file"
        multiple
        accept={photoAccept}
        autoFocus={focus || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-2 block w-full rounded-md border border-dashed border-slate-300 bg-slate-50 p-2 text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40 disabled:opacity-60 aria-[invalid=true]:border-red-600"
        {...input}
      />
      {chosen}
      {error && (
        <p id="quote-photos-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The success box above the fields: without JavaScript the success texts (with JavaScript the
 * toast says them) and, for a stored request, the link to book the free measure-up at once.
 * `autoFocus`: without JavaScript the page reloads at its top, and the browser brings this into
 * view; with it, the box takes the focus from the emptied form.
 */
export function QuoteSuccess({ message, bookingPath }: { message?: string; bookingPath?: string }) {
  if (!message && !bookingPath) return null;
  return (
    <div role="status" tabIndex={-1} autoFocus className="rounded-md border border-green-700/30 bg-green-50 p-4 text-green-900">
      {message && (
        <>
          <p className="font-semibold">{leadFormMessages.successTitle}</p>
          <p>{message}</p>
        </>
      )}
      {bookingPath && (
        <>
          <p className={message ? "mt-3" : undefined}>{bookingCall.invite}</p>
          <a
            href={bookingPath}
            className="mt-2 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {bookingCall.link}
          </a>
        </>
      )}
    </div>
  );
}

export const quoteFormClass = "relative space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8";

function Field({
  label,
  name,
  required,
  focus,
  error,
  className,
  children,
}: {
  label: string;
  name: string;
  required?: boolean;
  focus?: boolean;
  error?: string;
  className?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = `quote-${name}`;
  const errorId = `${id}-error`;
  const control = cloneElement(children, {
    id,
    required,
    autoFocus: focus || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: fieldClass,
  });
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      {control}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

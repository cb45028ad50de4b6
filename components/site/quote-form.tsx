"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { cloneElement, useActionState, useEffect, useRef, type ReactElement } from "react";
import { useForm, type FieldPath, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { quoteServiceOptions } from "@/lib/business";
import {
  budgetRanges,
  emptyQuoteForm,
  quoteMessages,
  quoteRequestSchema,
  timelines,
  type QuoteFormValues,
  type QuoteRequest,
} from "@/lib/quotes/request-schema";
import { submitQuoteRequestAction, type QuoteActionState } from "./quote-actions";

/** A key for one submission attempt; kept across retries of the same attempt. */
function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** One submission attempt: its key and when the form was shown (for the fill time). */
function newAttempt() {
  return { key: newSubmissionKey(), shownAt: performance.now() };
}

const millisecondsSince = (start: number) => Math.round(performance.now() - start);

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

/**
 * The quote request form (SPEC sections 2, 4, 5, 8). With JavaScript: react-hook-form with the
 * shared zod schema, POST /api/contact, toasts. Without it: the same form posts to a server
 * action, which answers with the errors or the success message in the page.
 */
export function QuoteForm() {
  const [state, formAction, actionPending] = useActionState<QuoteActionState, FormData>(submitQuoteRequestAction, { status: "idle" });
  const serverValues = state.values ?? emptyQuoteForm;
  const form = useForm<QuoteFormValues, unknown, QuoteRequest>({
    // The schema's input types are wider (it also reads API bodies); the form only holds text.
    resolver: zodResolver(quoteRequestSchema) as Resolver<QuoteFormValues, unknown, QuoteRequest>,
    defaultValues: serverValues,
  });
  const { register, handleSubmit, reset, formState } = form;
  const honeypot = useRef<HTMLInputElement>(null);
  const attempt = useRef({ key: "", shownAt: 0 });

  useEffect(() => {
    attempt.current = newAttempt();
  }, []);

  const onValid = async (values: QuoteRequest) => {
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          ...values,
          website: honeypot.current?.value ?? "",
          fillMs: millisecondsSince(attempt.current.shownAt),
          idempotencyKey: attempt.current.key,
        }),
      });
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
      toast.success(quoteMessages.successTitle, { description: quoteMessages.success });
      reset(emptyQuoteForm);
      // The next request is a new attempt; a retry of this one (same key) would store nothing new.
      attempt.current = newAttempt();
    } catch {
      // Every value stays in the form; the same key makes a retry safe.
      toast.error(quoteMessages.failureTitle, { description: quoteMessages.failure });
    }
  };

  const submitting = formState.isSubmitting || actionPending;
  const errorOf = (name: FieldPath<QuoteFormValues>) => formState.errors[name]?.message ?? state.fieldErrors?.[name];
  // After the server action found errors (no JavaScript), the first wrong field takes the focus.
  const firstInvalid = (Object.keys(emptyQuoteForm) as (keyof QuoteFormValues)[]).find((name) => state.fieldErrors?.[name]);

  return (
    <form
      action={formAction}
      onSubmit={(event) => handleSubmit(onValid)(event)}
      noValidate
      aria-label="Request a free quote"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      {state.status === "success" && (
        // autoFocus: without JavaScript the page reloads at its top; the browser brings this into view.
        <div role="status" tabIndex={-1} autoFocus className="rounded-md border border-green-700/30 bg-green-50 p-4 text-green-900">
          <p className="font-semibold">{quoteMessages.successTitle}</p>
          <p>{state.message}</p>
        </div>
      )}
      {state.status === "error" && (
        <div role="alert" tabIndex={-1} autoFocus className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{quoteMessages.failureTitle}</p>
          <p>{state.message}</p>
        </div>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" name="name" focus={firstInvalid === "name"} required error={errorOf("name")} className="sm:col-span-2">
          <input {...register("name")} defaultValue={serverValues.name} autoComplete="name" maxLength={100} />
        </Field>
        <Field label="Email" name="email" focus={firstInvalid === "email"} required error={errorOf("email")}>
          <input {...register("email")} defaultValue={serverValues.email} type="email" autoComplete="email" inputMode="email" maxLength={100} />
        </Field>
        <Field label="Phone" name="phone" focus={firstInvalid === "phone"} required error={errorOf("phone")}>
          <input {...register("phone")} defaultValue={serverValues.phone} type="tel" autoComplete="tel" inputMode="tel" maxLength={20} />
        </Field>
        <Field label="Service" name="service" focus={firstInvalid === "service"} error={errorOf("service")} className="sm:col-span-2">
          <select {...register("service")} defaultValue={serverValues.service}>
            <option value="">Select a service</option>
            {quoteServiceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Budget Range" name="budgetRange" focus={firstInvalid === "budgetRange"} error={errorOf("budgetRange")}>
          <select {...register("budgetRange")} defaultValue={serverValues.budgetRange}>
            <option value="">Select a budget range</option>
            {budgetRanges.map((range) => (
              <option key={range}>{range}</option>
            ))}
          </select>
        </Field>
        <Field label="Timeline" name="timeline" focus={firstInvalid === "timeline"} error={errorOf("timeline")}>
          <select {...register("timeline")} defaultValue={serverValues.timeline}>
            <option value="">Select a timeline</option>
            {timelines.map((timeline) => (
              <option key={timeline}>{timeline}</option>
            ))}
          </select>
        </Field>
        <Field label="Project Details" name="message" focus={firstInvalid === "message"} error={errorOf("message")} className="sm:col-span-2">
          <textarea {...register("message")} defaultValue={serverValues.message} rows={5} maxLength={5000} placeholder="Tell us about your project: rooms, surfaces, size, timing." />
        </Field>
      </div>

      {/* Honeypot: hidden from people and screen readers; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this empty
          <input ref={honeypot} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <Button type="submit" variant="accent" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? quoteMessages.submitting : "Request My Free Quote"}
      </Button>
      <p className="text-sm text-slate-600">Fields marked * are required. We reply within 24 hours, 7 days a week.</p>
    </form>
  );
}

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

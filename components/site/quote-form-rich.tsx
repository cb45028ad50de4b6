"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { emptyQuoteForm, quoteMessages, quoteRequestSchema, type QuoteFormValues, type QuoteRequest } from "@/lib/quotes/request-schema";
import { QuoteFormView, quoteFormClass, type Handover } from "./quote-form-view";

/** A key for one submission attempt; kept across retries of the same attempt. */
function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const millisecondsSince = (start: number) => Math.round(performance.now() - start);

/**
 * The quote form with JavaScript: react-hook-form with the shared zod
 * schema, POST /api/contact with the bot checks and an idempotency key, toasts. It replaces the
 * plain form when the visitor reaches it, keeping what they already typed and where they were.
 */
export function QuoteFormRich({
  takeOver,
  shownAt,
  submitOnMount,
  submitClassName,
}: {
  /** The plain form's values and focus, read once as this form first renders. */
  takeOver: () => Handover;
  shownAt: number;
  /** The visitor pressed the button before this form had loaded: send it now. */
  submitOnMount?: boolean;
  submitClassName: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [{ values: initialValues, focus: focusField }] = useState(takeOver);
  const form = useForm<QuoteFormValues, unknown, QuoteRequest>({
    // The schema's input types are wider (it also reads API bodies); the form only holds text.
    resolver: zodResolver(quoteRequestSchema) as Resolver<QuoteFormValues, unknown, QuoteRequest>,
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
      attempt.current = { key: newSubmissionKey(), shownAt: performance.now() };
    } catch {
      // Every value stays in the form; the same key makes a retry safe.
      toast.error(quoteMessages.failureTitle, { description: quoteMessages.failure });
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate aria-label="Request a free quote" className={quoteFormClass}>
      <QuoteFormView
        control={(name) => register(name)}
        errorOf={(name) => formState.errors[name]?.message}
        submitting={formState.isSubmitting}
        submitClassName={submitClassName}
        honeypotRef={honeypot}
      />
    </form>
  );
}

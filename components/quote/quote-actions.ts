"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { z } from "zod";
import { firstIssue } from "@/lib/http/parse";
import { HttpError } from "@/lib/http/responses";
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from "@/lib/http/route";
import { leadFormMessages } from "@/lib/leads/model/request-fields";
import { acceptFormValues, acceptInput, declineFormValues, questionFormValues, type AcceptFormValues } from "@/lib/quotes/model/customer-form";
import { assertFromOwnPage, customerClientOf } from "@/lib/quotes/http/customer-route";
import { acceptQuoteSchema, declineQuoteSchema, quoteQuestionSchema, updateRequestSchema } from "@/lib/quotes/model/customer-schemas";
import { acceptQuote, declineQuote, type CustomerClient } from "@/lib/quotes/services/decide";
import { quotePath } from "@/lib/quotes/services/links";
import { askQuoteQuestion } from "@/lib/quotes/services/questions";
import { requestUpdatedQuote } from "@/lib/quotes/services/update-request";

/**
 * The quote page's forms, with or without JavaScript: the same schemas and services as
 * POST /api/quote/{token}/accept, decline, question and update-request. A refusal comes back as
 * the form's state, with what was typed and ticked and the problem in the page's words; nothing
 * typed goes into the address.
 */
export interface CustomerFormState<Values> {
  /** "totals": the Accept form's "Update totals" without JavaScript; "done": the question or the update request was sent. */
  status: "idle" | "refused" | "totals" | "done";
  message?: string;
  values?: Values;
}

export type AcceptFormState = CustomerFormState<AcceptFormValues>;
export type DeclineFormState = CustomerFormState<{ reason: string }>;
export type QuestionFormState = CustomerFormState<{ message: string }>;
export type UpdateFormState = CustomerFormState<never>;

const tokenOf = (form: FormData) => String(form.get("token") ?? "");

/** Checks `input` with `schema`, then runs the service as the route would; the refusal's message, or null when done. */
async function run<Schema extends z.ZodType>(schema: Schema, input: unknown, service: (data: z.output<Schema>, client: CustomerClient) => Promise<unknown>): Promise<string | null> {
  try {
    const request = { headers: await headers() };
    assertFromOwnPage(request);
    const parsed = schema.safeParse(input);
    if (!parsed.success) return firstIssue(parsed.error);
    await service(parsed.data, customerClientOf(request));
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error.message;
    if (isDatabaseUnavailable(error)) return SERVICE_UNAVAILABLE;
    console.error("[quotes] a quote page's server action failed", error);
    return leadFormMessages.failure;
  }
}

/** Accept; or, from "Update totals" (no JavaScript), the ticks and what was typed, to show the totals for. */
export async function acceptQuoteAction(_previous: AcceptFormState, form: FormData): Promise<AcceptFormState> {
  const values = acceptFormValues(form);
  if (form.get("intent") === "totals") return { status: "totals", values };
  const token = tokenOf(form);
  const refusal = await run(acceptQuoteSchema, acceptInput(values), (input, client) => acceptQuote(token, input, client));
  if (refusal) return { status: "refused", message: refusal, values };
  // The page again, now saying it is accepted (a redirect, so a reload posts nothing twice).
  redirect(quotePath(token));
}

export async function declineQuoteAction(_previous: DeclineFormState, form: FormData): Promise<DeclineFormState> {
  const values = declineFormValues(form);
  const token = tokenOf(form);
  const refusal = await run(declineQuoteSchema, values, (input, client) => declineQuote(token, input, client));
  if (refusal) return { status: "refused", message: refusal, values };
  redirect(quotePath(token));
}

export async function askQuestionAction(_previous: QuestionFormState, form: FormData): Promise<QuestionFormState> {
  const values = questionFormValues(form);
  const token = tokenOf(form);
  const refusal = await run(quoteQuestionSchema, values, (input, client) => askQuoteQuestion(token, input, client));
  if (refusal) return { status: "refused", message: refusal, values };
  return { status: "done" };
}

export async function requestUpdateAction(_previous: UpdateFormState, form: FormData): Promise<UpdateFormState> {
  const token = tokenOf(form);
  const refusal = await run(updateRequestSchema, {}, (_input, client) => requestUpdatedQuote(token, client));
  if (refusal) return { status: "refused", message: refusal };
  // Said in place: a redirect to this same page with "#update" is only a scroll to the client router.
  return { status: "done" };
}

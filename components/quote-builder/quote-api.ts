import { apiRequest } from "@/lib/client/api";
import type { QuoteBody } from "@/lib/quotes/model/builder-state";
import type { CompleteQuoteInput } from "@/lib/quotes/model/after-send-schemas";
import type { QuoteJson } from "@/lib/quotes/services/quote-row";
import type { RefundResultJson } from "@/lib/payments/refunds";

/**
 * The builder's calls to the quotes API (docs/product.md, "The API"). Each answers the quote as
 * the server stored it, or throws ApiError with the status and the server's own words (its
 * fieldErrors included); a network failure throws the browser's TypeError.
 */

/** A stored quote as the API answers it (types only: nothing of that server module reaches the browser). */
export type SavedQuote = QuoteJson;

/** Every answer of the quotes API is `{ data }`. */
async function data<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await apiRequest<{ data: T }>(method, url, body)).data;
}

const quotesPath = (leadId: number) => `/api/admin/leads/${leadId}/quotes`;
const quotePath = (leadId: number, quoteId: number) => `${quotesPath(leadId)}/${quoteId}`;

export const quoteApi = {
  create: (leadId: number, body: QuoteBody) => data<SavedQuote>("POST", quotesPath(leadId), body),
  update: (leadId: number, quoteId: number, body: QuoteBody) => data<SavedQuote>("PATCH", quotePath(leadId, quoteId), body),
  get: (leadId: number, quoteId: number) => data<SavedQuote>("GET", quotePath(leadId, quoteId)),
  send: (leadId: number, quoteId: number, signedBy?: string) => data<SavedQuote>("POST", `${quotePath(leadId, quoteId)}/send`, signedBy === undefined ? undefined : { signedBy }),
  revise: (leadId: number, quoteId: number) => data<SavedQuote>("POST", `${quotePath(leadId, quoteId)}/revise`),
  discard: (leadId: number, quoteId: number) => apiRequest<undefined>("DELETE", quotePath(leadId, quoteId)),
  extend: (leadId: number, quoteId: number, validUntil: string) => data<SavedQuote>("POST", `${quotePath(leadId, quoteId)}/extend`, { validUntil }),
  depositPaid: (leadId: number, quoteId: number, paidOn: string) => data<unknown>("POST", `${quotePath(leadId, quoteId)}/deposit-paid`, { paidOn }),
  /** The note issued (`status: "issued"`), or a card refund sent to Stripe and awaiting it (`"pending"`). */
  refund: (leadId: number, quoteId: number, kind: "deposit" | "balance", amountCents: number, reason: string, method?: "bank") =>
    data<RefundResultJson>("POST", `${quotePath(leadId, quoteId)}/refund`, { amountCents, reason, kind, method }),
  balancePaid: (leadId: number, quoteId: number, paidOn: string) => data<unknown>("POST", `${quotePath(leadId, quoteId)}/balance-paid`, { paidOn }),
  complete: (leadId: number, quoteId: number, input: CompleteQuoteInput) => data<unknown>("POST", `${quotePath(leadId, quoteId)}/complete`, input),
};

/** A customer's link to the quote's page (a new token each time) and the PDF, for the owner. */
export const quoteLinks = {
  create: (leadId: number, quoteId: number) => data<{ url: string }>("POST", `${quotePath(leadId, quoteId)}/link`),
  pdf: (leadId: number, quoteId: number) => `${quotePath(leadId, quoteId)}/pdf`,
  invoicePdf: (leadId: number, quoteId: number, kind: "deposit" | "balance" = "deposit") => `${quotePath(leadId, quoteId)}/invoice${kind === "balance" ? "?kind=balance" : ""}`,
};

import "server-only";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { sydneyTime } from "@/lib/sydney-time";
import { customerQuoteMessages } from "@/lib/quotes/model/customer-texts";
import { recordEventSql } from "./events";
import { invoiceDocumentOf } from "./deposit";
import type { InvoiceDocument, InvoiceKind } from "@/lib/quotes/model/deposit-invoice";
import { validityEndsAt } from "@/lib/quotes/model/expiry";
import { existingQuoteLink, quoteIdOfToken, quotePath } from "./links";
import { formatQuoteNumber } from "@/lib/quotes/model/numbering";
import type { QuoteDocument } from "@/lib/quotes/model/quote-document";
import { isExpired, quoteDocumentOf, quoteInclude, quoteRowOf, type QuoteRow } from "./quote-row";
import { dayOf, formatDay } from "@/lib/quotes/model/validity";

/** Where a quote stands for its customer: open to accept, or why not. */
export type CustomerQuoteState = "open" | "expired" | "accepted" | "declined" | "replaced";

export interface CustomerQuote {
  quoteId: number;
  state: CustomerQuoteState;
  document: QuoteDocument;
  /** The optional lines ticked: the accepted ones, or the page's own ticks. */
  chosen: number[];
  /** Declined: when (Sydney, long) and why. */
  declined: { atText: string; reason: string | null } | null;
  /** Replaced: the newest version's number and its live link (null when it has none), or null while it is a draft. */
  newest: { number: string; path: string | null } | null;
  /** Expired: the customer has already asked for an updated quote. */
  updateRequested: boolean;
  /**
   * QUOTE_LINK_DAYS_AFTER_VALIDITY past the quote's validity (and not accepted): the link shows
   * only the expired page's "ask for an updated quote", not the quote or its PDF.
   */
  lapsed: boolean;
  /** Accepted with a deposit invoice: how to pay it, or the day it was paid. */
  deposit: CustomerDeposit | null;
  /** The job done: the balance's invoice, how to pay it, or the day it was paid. */
  balance: CustomerDeposit | null;
}

/** How long a quote's link shows the quote after its validity ends; an accepted quote's keeps showing its record. */
export const QUOTE_LINK_DAYS_AFTER_VALIDITY = 90;

export function isLapsed(row: Pick<QuoteRow, "status" | "validUntil">, now = new Date()): boolean {
  if (row.status === "accepted" || row.status === "draft" || !row.validUntil) return false;
  return now.getTime() >= validityEndsAt(dayOf(row.validUntil)).getTime() + QUOTE_LINK_DAYS_AFTER_VALIDITY * 86_400_000;
}

export interface CustomerDeposit {
  invoice: InvoiceDocument;
  /** The day it was paid, as read ("29 November 2026"), or null while outstanding. */
  paidOnText: string | null;
  /** "Pay by card" is offered (STRIPE_SECRET_KEY set, not paid). */
  card: boolean;
}

function invoiceSectionOf(row: QuoteRow, kind: InvoiceKind): CustomerDeposit | null {
  const invoice = row.status !== "accepted" ? null : kind === "balance" ? row.balanceInvoice : row.depositInvoice;
  if (!invoice) return null;
  const paidOnText = invoice.paidOn ? formatDay(dayOf(invoice.paidOn)) : null;
  return { invoice: invoiceDocumentOf(row, invoice), paidOnText, card: paidOnText === null && getConfig().stripe !== null };
}

export function customerStateOf(row: Pick<QuoteRow, "status" | "validUntil">, now = new Date()): CustomerQuoteState {
  if (row.status === "sent") return isExpired(row, now) ? "expired" : "open";
  return row.status as Exclude<CustomerQuoteState, "open" | "expired">;
}

/** The quote a customer's token opens, with everything its page shows; 404 for an unknown token, 429 past the misses. */
export async function customerQuoteRow(token: string, clientIp: string): Promise<QuoteRow> {
  const quoteId = await quoteIdOfToken(token, clientIp);
  const row = quoteId === null ? null : await getDb().quote.findUnique({ where: { id: quoteId }, include: quoteInclude });
  if (!row) throw new HttpError(404, customerQuoteMessages.notFound);
  return quoteRowOf(row);
}

/** Why a quote that is not open cannot be accepted (or declined): the 409's message. */
export function notOpenMessage(row: QuoteRow, now = new Date()): string {
  switch (customerStateOf(row, now)) {
    case "accepted":
      return customerQuoteMessages.alreadyAccepted;
    case "declined":
      return customerQuoteMessages.declined;
    case "replaced":
      return customerQuoteMessages.replaced;
    default:
      return customerQuoteMessages.expired(quoteDocumentOf(row).validUntilText);
  }
}

/** Records the customer's first view of a sent quote, with its event, once. */
async function recordFirstView(quoteId: number): Promise<void> {
  await getDb().$executeRaw`WITH "viewed" AS (
      UPDATE "quotes" SET "firstViewedAt" = now() WHERE "id" = ${quoteId} AND "firstViewedAt" IS NULL AND "status" <> 'draft'
      RETURNING "id", "leadId"
    )
    ${recordEventSql(Prisma.sql`"viewed"`, "viewed")}`;
}

/** The newest version of the quote's number, when it is no longer a draft, and its live link: a GET writes nothing. */
async function newestVersion(row: QuoteRow): Promise<CustomerQuote["newest"]> {
  const newest = await getDb().quote.findFirst({ where: { number: row.number }, orderBy: { version: "desc" }, select: { id: true, number: true, version: true, status: true } });
  if (!newest || newest.id === row.id || newest.status === "draft") return null;
  const token = await existingQuoteLink(newest.id);
  return { number: formatQuoteNumber(newest.number, newest.version), path: token ? quotePath(token) : null };
}

/**
 * The customer's page of a quote, or null for a token that opens nothing (the page's 404; a
 * client past its misses gets null too: the page says nothing more than 404). The first view is
 * recorded unless the owner is signed in (his own look is not the customer's). `ticks`: the
 * page's option ticks as sent back by its form, keeping only this quote's optional lines.
 */
export async function viewCustomerQuote(token: string, options: { clientIp: string; ownerPreview: boolean; ticks: readonly string[] }, now = new Date()): Promise<CustomerQuote | null> {
  let row: QuoteRow;
  try {
    row = await customerQuoteRow(token, options.clientIp);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 429)) return null;
    throw error;
  }
  if (!options.ownerPreview && row.firstViewedAt === null) await recordFirstView(row.id);
  const optional = new Set(row.lines.filter((line) => line.optional).map((line) => line.id));
  const ticked = [...new Set(options.ticks.filter((tick) => /^\d{1,10}$/.test(tick)).map(Number))].filter((id) => optional.has(id));
  const lapsed = isLapsed(row, now);
  // A lapsed link's only business is asking for an updated quote.
  const state = lapsed ? "expired" : customerStateOf(row, now);
  const chosen = row.acceptance ? row.acceptance.chosenLineIds : ticked;
  return {
    quoteId: row.id,
    state,
    document: quoteDocumentOf(row, { chosen }),
    chosen,
    declined: state === "declined" && row.decidedAt ? { atText: sydneyTime(row.decidedAt, "long"), reason: row.declineReason } : null,
    newest: state === "replaced" ? await newestVersion(row) : null,
    updateRequested: row.updateRequestedAt !== null,
    lapsed,
    deposit: invoiceSectionOf(row, "deposit"),
    balance: invoiceSectionOf(row, "balance"),
  };
}

import "server-only";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { afterResponse } from "@/lib/http/after-response";
import { HttpError } from "@/lib/http/responses";
import { balanceToInvoice } from "@/lib/money";
import type { CompleteQuoteInput } from "@/lib/quotes/model/after-send-schemas";
import { quoteAlertKinds } from "@/lib/quotes/model/alert-kinds";
import { recordQuoteAlertsSql } from "./alerts-record";
import { issueDepositInvoiceSql } from "./deposit";
import { buildBalanceInvoiceDocument } from "@/lib/quotes/model/deposit-invoice";
import { findQuote } from "./drafts";
import { recordEventSql } from "./events";
import { keepPdfs } from "./issued";
import { renderInvoicePdf } from "@/lib/quotes/pdf/render";
import { adminQuoteMessages } from "@/lib/quotes/model/quote-messages";
import { quoteDocumentOf, toQuoteJson, type QuoteJson, type QuoteRow } from "./quote-row";
import { dayOf, sydneyDay } from "@/lib/quotes/model/validity";

/**
 * The job done (issue 46): the owner marks an accepted quote done on a Sydney day, and the
 * customer gets the final tax invoice for the balance, numbered in the invoices' one sequence
 * (issueDepositInvoiceSql, kind "balance") and payable as the deposit's (bank, PayID, card).
 */

/** What the final invoice asks: the accepted total less the deposit invoiced (lib/money's balanceToInvoice). */
export function balanceOf(row: QuoteRow): { exGstCents: number; gstCents: number; totalCents: number } {
  const acceptance = row.acceptance;
  if (!acceptance) throw new RangeError(`quote ${row.id} is not accepted`);
  return balanceToInvoice({
    totalCents: acceptance.totalCents,
    gstCents: acceptance.gstCents,
    gstRegistered: quoteDocumentOf(row).business.gstRegistered,
    invoiced: row.depositInvoice ? [row.depositInvoice] : [],
  });
}

/**
 * Marks the job done on `completedOn` (not after today, not before the acceptance's day) and, in
 * the same statement, issues the balance invoice (none when nothing is left, a 100% deposit) with
 * its timeline events and the customer's e-mail as a durable job. Once only: the statement claims
 * the quote while it has no completedOn, so of two at once one issues and the other finds it
 * done; a second complete is a 409 naming the first day (the invoice issued stands).
 * Not accepted: 409. Answers the quote as the admin API does.
 */
export async function completeQuote(leadId: number, quoteId: number, input: CompleteQuoteInput, now = new Date()): Promise<QuoteJson> {
  const row = await findQuote(leadId, quoteId);
  if (row.status !== "accepted" || !row.acceptance) throw new HttpError(409, adminQuoteMessages.notCompletable);
  if (row.completedOn) throw new HttpError(409, adminQuoteMessages.alreadyCompleted(dayOf(row.completedOn)));
  if (input.completedOn > sydneyDay(now)) throw new HttpError(400, adminQuoteMessages.completedOnFuture);
  const acceptedOn = sydneyDay(row.acceptance.acceptedAt);
  if (input.completedOn < acceptedOn) throw new HttpError(400, adminQuoteMessages.completedOnBeforeAcceptance(acceptedOn));
  const amounts = balanceOf(row);
  const invoiced = amounts.totalCents > 0;
  // Kept as issued (issued.ts): the document drawn now, from the quote as accepted; the statement numbers it.
  const deposit = row.depositInvoice;
  const document = invoiced
    ? {
        ...buildBalanceInvoiceDocument({
          sequence: 1,
          issuedAt: now,
          quote: quoteDocumentOf(row),
          completedOn: input.completedOn,
          amounts,
          deposit: deposit && { sequence: deposit.number, totalCents: deposit.totalCents },
        }),
        payByCard: getConfig().stripe !== null,
      }
    : null;
  const rows = await getDb().$queryRaw<{ jobs: number }[]>`WITH "done" AS (
       UPDATE "quotes" SET "completedOn" = ${input.completedOn}::date, "updatedAt" = ${now}
       WHERE "id" = ${row.id} AND "status" = 'accepted' AND "completedOn" IS NULL
       RETURNING "id", "leadId"
     ),
     "completed_event" AS (${recordEventSql(Prisma.sql`"done"`, "completed", { at: now, data: Prisma.sql`jsonb_build_object('completedOn', ${input.completedOn}::text)` })}),
     ${document ? Prisma.sql`${issueDepositInvoiceSql(Prisma.sql`"done"`, amounts, now, document, "balance")},` : Prisma.empty}
     ${recordQuoteAlertsSql(Prisma.sql`"done"`, { emails: invoiced ? [quoteAlertKinds.balanceInvoiceEmail] : [] })}
     SELECT (SELECT count(*)::int FROM "alert_jobs") AS "jobs" FROM "done"`;
  const after = await findQuote(leadId, quoteId);
  // Marked done by another device in between: its day stands.
  if (rows.length === 0) throw new HttpError(409, after.completedOn ? adminQuoteMessages.alreadyCompleted(dayOf(after.completedOn)) : adminQuoteMessages.notCompletable);
  // Its PDF from the document just stored, after the answer (the first reader would otherwise).
  const balance = after.balanceInvoice;
  if (balance) afterResponse(() => keepPdfs([{ table: "deposit_invoices", id: balance.id, render: renderInvoicePdf }]));
  return toQuoteJson(after, now);
}

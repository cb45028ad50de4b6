import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/responses";
import { statusAssignmentsSql } from "@/lib/leads/services/update";
import { formatHundredths, invalidChoices } from "@/lib/money";
import { deliverableSubscriptionIds } from "@/lib/push/send";
import { quoteAlertKinds } from "@/lib/quotes/model/alert-kinds";
import { recordQuoteAlertsSql } from "./alerts-record";
import { contentSha256 } from "@/lib/quotes/model/content-hash";
import type { AcceptQuoteInput, DeclineQuoteInput } from "@/lib/quotes/model/customer-schemas";
import { customerQuoteMessages } from "@/lib/quotes/model/customer-texts";
import { customerQuoteRow, customerStateOf, notOpenMessage } from "./customer-view";
import { getConfig } from "@/lib/config";
import { afterResponse } from "@/lib/http/after-response";
import { depositToInvoice, issueDepositInvoiceSql } from "./deposit";
import { buildDepositInvoiceDocument } from "@/lib/quotes/model/deposit-invoice";
import { documentJson, keepPdfs } from "./issued";
import { renderInvoicePdf, renderQuotePdf } from "@/lib/quotes/pdf/render";
import { recordEventSql } from "./events";
import { guideApplies } from "@/lib/quotes/model/nsw-rules";
import { quoteDocumentOf, quoteInclude, quoteRowOf, type QuoteRow } from "./quote-row";

/** Who answers: the address and browser an acceptance records, and the rate-limit subject. */
export interface CustomerClient {
  /** The full address (lib/http/client-ip.ts clientAddress). */
  address: string;
  /** What rate limits count (IPv6 by /64). */
  limitSubject: string;
  userAgent: string;
}

/** A quote as the customer's routes answer it. */
export interface CustomerQuoteJson {
  id: number;
  number: string;
  status: string;
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  depositCents: number;
  validUntil: string;
  acceptance: { name: string; acceptedAt: string; chosenLineIds: number[]; contentSha256: string } | null;
}

function customerJson(row: QuoteRow): CustomerQuoteJson {
  const document = quoteDocumentOf(row);
  return {
    id: row.id,
    number: document.number,
    status: row.status,
    subtotalCents: document.totals.subtotalCents,
    gstCents: document.totals.gstCents,
    totalCents: document.totals.totalCents,
    depositCents: document.totals.depositCents,
    validUntil: document.validUntil,
    acceptance: row.acceptance && {
      name: row.acceptance.name,
      acceptedAt: row.acceptance.acceptedAt.toISOString(),
      chosenLineIds: row.acceptance.chosenLineIds,
      contentSha256: row.acceptance.contentSha256,
    },
  };
}

const reload = async (id: number) => quoteRowOf(await getDb().quote.findUniqueOrThrow({ where: { id }, include: quoteInclude }));

/**
 * The customer accepts: the name typed, the terms agreed, the optional lines chosen. The server
 * recomputes the totals from the stored lines (never the page's), and the SHA-256 of exactly what
 * is accepted (lib/quotes/model/content-hash.ts). One statement takes the quote from sent to accepted (so two
 * accepts at once record one acceptance: the second finds it accepted, 409), stores the
 * acceptance with the address, browser and totals, makes the lead Won, records the event, and
 * queues the owner's e-mail and push and the customer's confirmation with the accepted PDF.
 * Expired (past the end of its valid-until day in Sydney), replaced, declined: 409, saying how to
 * ask for a fresh quote.
 */
export async function acceptQuote(token: string, input: AcceptQuoteInput, client: CustomerClient, now = new Date()): Promise<CustomerQuoteJson> {
  const row = await customerQuoteRow(token, client.limitSubject);
  if (customerStateOf(row, now) !== "open") throw new HttpError(409, notOpenMessage(row, now));
  const lines = row.lines.map((line) => ({ id: line.id, quantity: formatHundredths(line.quantityHundredths), unitPriceCents: line.unitPriceCents, optional: line.optional }));
  if (invalidChoices(lines, input.options).length > 0) throw new HttpError(400, customerQuoteMessages.options);
  const chosen = [...new Set(input.options)].sort((a, b) => a - b);
  const document = quoteDocumentOf(row, { chosen });
  // Home Building Act 1989 (NSW) s7 and Home Building Regulation 2014: the guide is given before the contract.
  if (guideApplies(document) && !input.guideReceived) throw new HttpError(400, customerQuoteMessages.guideReceived);
  const hash = contentSha256(document);
  const { totals } = document;
  const devices = await deliverableSubscriptionIds();
  // The quote as accepted and its deposit invoice are kept as drawn now (issued.ts).
  const accepted = quoteDocumentOf(row, { acceptance: { name: input.name, acceptedAt: now, chosenLineIds: chosen, contentSha256: hash } });
  // A deposit is invoiced in the same statement (deposit.ts): its number, event and e-mail.
  const invoice = depositToInvoice({ residential: row.residential, totalCents: totals.totalCents, depositCents: totals.depositCents, gstRegistered: document.business.gstRegistered, sameJobCents: document.nsw.sameJobCents });
  const invoiceDocument = invoice && { ...buildDepositInvoiceDocument({ sequence: 1, issuedAt: now, quote: accepted, contractAndInsuranceInPlace: true }), payByCard: getConfig().stripe !== null };
  const rows = await getDb().$queryRaw<{ jobs: number }[]>`WITH "claimed" AS (
       UPDATE "quotes" SET "status" = 'accepted', "decidedAt" = ${now}, "updatedAt" = ${now},
         "subtotalCents" = ${totals.subtotalCents}, "gstCents" = ${totals.gstCents}, "totalCents" = ${totals.totalCents}
       WHERE "id" = ${row.id} AND "status" = 'sent'
       RETURNING "id", "leadId"
     ),
     "acceptance" AS (
       INSERT INTO "quote_acceptances" ("quoteId", "name", "acceptedAt", "ip", "userAgent", "chosenLineIds", "contentSha256", "subtotalCents", "gstCents", "totalCents", "depositCents", "document")
       SELECT "id", ${input.name}, ${now}, ${client.address.slice(0, 45)}, ${client.userAgent.slice(0, 500)}, ${chosen}::int[], ${hash},
         ${totals.subtotalCents}, ${totals.gstCents}, ${totals.totalCents}, ${totals.depositCents}, ${documentJson(accepted)}::jsonb
       FROM "claimed"
       RETURNING "id"
     ),
     "lead" AS (
       UPDATE "leads" SET ${statusAssignmentsSql("won", null)}${input.reviewConsent ? Prisma.sql`, "reviewConsentAt" = ${now}` : Prisma.empty}
       WHERE "id" IN (SELECT "leadId" FROM "claimed")
     ),
     "event" AS (${recordEventSql(Prisma.sql`"claimed"`, "accepted", { at: now, data: Prisma.sql`jsonb_build_object('totalCents', ${totals.totalCents}::int)` })}),
     ${invoice && invoiceDocument ? Prisma.sql`${issueDepositInvoiceSql(Prisma.sql`"claimed"`, invoice, now, invoiceDocument)},` : Prisma.empty}
     ${recordQuoteAlertsSql(Prisma.sql`"claimed"`, {
       emails: [quoteAlertKinds.acceptedOwnerEmail, quoteAlertKinds.acceptedEmail, ...(invoice ? [quoteAlertKinds.depositInvoiceEmail] : [])],
       push: quoteAlertKinds.acceptedPush,
       devices,
     })}
     SELECT (SELECT count(*)::int FROM "alert_jobs") AS "jobs" FROM "claimed"`;
  // Another accept (or a decline, a revision) got there first.
  if (rows.length === 0) throw new HttpError(409, notOpenMessage(await reload(row.id), now));
  const stored = await reload(row.id);
  // Their PDFs from the documents just stored, after the answer (the first reader would otherwise).
  afterResponse(() =>
    keepPdfs([
      ...(stored.acceptance ? [{ table: "quote_acceptances" as const, id: stored.acceptance.id, render: renderQuotePdf }] : []),
      ...(stored.depositInvoice ? [{ table: "deposit_invoices" as const, id: stored.depositInvoice.id, render: renderInvoicePdf }] : []),
    ]),
  );
  return customerJson(stored);
}

/**
 * The customer declines, with an optional reason: the quote is declined, the lead Lost with the
 * reason "declined_quote" (a Won lead, from another quote, stays Won), the event recorded, the
 * owner told by e-mail and push. An expired quote may be declined too; once decided or replaced, 409.
 */
export async function declineQuote(token: string, input: DeclineQuoteInput, client: CustomerClient, now = new Date()): Promise<CustomerQuoteJson> {
  const row = await customerQuoteRow(token, client.limitSubject);
  if (row.status !== "sent") throw new HttpError(409, notOpenMessage(row, now));
  const reason = input.reason || null;
  const devices = await deliverableSubscriptionIds();
  const rows = await getDb().$queryRaw<{ jobs: number }[]>`WITH "declined" AS (
       UPDATE "quotes" SET "status" = 'declined', "decidedAt" = ${now}, "declineReason" = ${reason}, "updatedAt" = ${now}
       WHERE "id" = ${row.id} AND "status" = 'sent'
       RETURNING "id", "leadId"
     ),
     "lead" AS (
       UPDATE "leads" SET ${statusAssignmentsSql("lost", "declined_quote")}
       WHERE "id" IN (SELECT "leadId" FROM "declined") AND "status" <> 'won'
     ),
     "event" AS (${recordEventSql(Prisma.sql`"declined"`, "declined", { at: now, data: Prisma.sql`jsonb_build_object('reason', ${reason}::text)` })}),
     ${recordQuoteAlertsSql(Prisma.sql`"declined"`, { emails: [quoteAlertKinds.declinedOwnerEmail], push: quoteAlertKinds.declinedPush, devices })}
     SELECT (SELECT count(*)::int FROM "alert_jobs") AS "jobs" FROM "declined"`;
  if (rows.length === 0) throw new HttpError(409, notOpenMessage(await reload(row.id), now));
  return customerJson(await reload(row.id));
}

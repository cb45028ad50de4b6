import "server-only";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { formatCents } from "@/lib/money";
import { quoteAlertKinds } from "@/lib/quotes/model/alert-kinds";
import { formatAdjustmentNoteNumber, formatInvoiceNumber, formatQuoteNumber } from "@/lib/quotes/model/numbering";
import { adminQuoteMessages } from "@/lib/quotes/model/quote-messages";
import { formatDay } from "@/lib/quotes/model/validity";
import { sydneyTime } from "@/lib/sydney-time";
import { CUSTOMER_MAILS_PER_DAY } from "@/lib/alerts/mail-budget";

/**
 * A lead's one timeline (GET /api/admin/leads/{leadId}/timeline): received, replied, each visit
 * booked, moved or cancelled, each quote sent, viewed, asked about, followed up (the e-mails that
 * went out), extended, accepted or declined, the deposit invoiced and paid. One statement over
 * the lead, lead_events, visit_changes and the follow-ups delivered; oldest first; each with its
 * time in Sydney.
 */
export interface TimelineEntry {
  at: string;
  /** "23/11/2026, 2:05:07 pm" (Sydney). */
  atText: string;
  kind: string;
  /** What happened, as the owner reads it. */
  text: string;
}

type Row = { at: Date; kind: string; number: number | null; version: number | null; data: Record<string, unknown> | null; rank: number };

const followUpKinds = [quoteAlertKinds.ownerReminderEmail, quoteAlertKinds.followUpEmail, quoteAlertKinds.expiryNoteEmail, quoteAlertKinds.depositReminderEmail];

function textOf(row: Row): string {
  const quote = row.number !== null && row.version !== null ? formatQuoteNumber(row.number, row.version) : "";
  const data = row.data ?? {};
  const cents = typeof data.totalCents === "number" ? ` (${formatCents(data.totalCents)} incl GST)` : "";
  switch (row.kind) {
    case "received":
      return "Request received";
    case "replied":
      return "Replied by e-mail (the last reply)";
    case "visit_booked":
      return `Visit booked for ${sydneyTime(String(data.startsAt), "dateTime")}`;
    case "visit_moved":
      return `Visit moved to ${sydneyTime(String(data.startsAt), "dateTime")}`;
    case "visit_cancelled":
      return "Visit cancelled";
    case "sent":
      return `Quote ${quote} sent`;
    case "viewed":
      return `Quote ${quote} viewed by the customer`;
    case "question":
      return `Question about quote ${quote}`;
    case "revised":
      return `Quote ${quote} revised`;
    case "extended":
      return `Quote ${quote} extended to ${formatDay(String(data.to))}`;
    case "update_requested":
      return `Updated quote asked for (${quote} expired)`;
    case "accepted":
      return `Quote ${quote} accepted${cents}`;
    case "declined":
      return `Quote ${quote} declined${typeof data.reason === "string" && data.reason ? `: ${data.reason}` : ""}`;
    case "invoiced":
      return `${data.kind === "balance" ? "Balance" : "Deposit"} tax invoice ${formatInvoiceNumber(Number(data.number))} sent${cents}`;
    case "completed":
      return `Job done (quote ${quote}) on ${formatDay(String(data.completedOn))}`;
    case "balance_paid":
      return data.method === "card"
        ? `Balance ${formatInvoiceNumber(Number(data.number))} paid by card on ${formatDay(String(data.paidOn))} (Stripe ${String(data.paymentId)})`
        : `Balance ${formatInvoiceNumber(Number(data.number))} marked paid on ${formatDay(String(data.paidOn))}`;
    case "mail_held":
      return `Not e-mailed to the customer (their address had its ${CUSTOMER_MAILS_PER_DAY} e-mails today): ${typeof data.alert === "string" ? data.alert : "an e-mail"}`;
    case "deposit_paid":
      return data.method === "card"
        ? `Deposit ${formatInvoiceNumber(Number(data.number))} paid by card on ${formatDay(String(data.paidOn))} (Stripe ${String(data.paymentId)})`
        : `Deposit ${formatInvoiceNumber(Number(data.number))} marked paid on ${formatDay(String(data.paidOn))}`;
    case "refunded":
      return `Refund of ${typeof data.totalCents === "number" ? formatCents(data.totalCents) : "the deposit"}${typeof data.invoiceNumber === "string" ? ` of ${data.invoiceNumber}` : ""}: adjustment note ${formatAdjustmentNoteNumber(Number(data.number))} sent${data.method === "card" ? ` (card, confirmed by Stripe ${String(data.stripeId)})` : ""}`;
    case "refund_pending":
      return `Card refund of ${formatCents(Number(data.totalCents))} of ${String(data.invoiceNumber)} sent to Stripe (${String(data.stripeId)}): the adjustment note follows when Stripe confirms it`;
    case "refund_failed":
      return typeof data.note === "number"
        ? `Card refund of ${formatCents(Number(data.totalCents))} of ${String(data.invoiceNumber)} failed at Stripe after it was confirmed (${String(data.reason)}): adjustment note ${formatAdjustmentNoteNumber(data.note)} stands, pay the customer another way`
        : `Card refund of ${formatCents(Number(data.totalCents))} of ${String(data.invoiceNumber)} failed at Stripe (${String(data.reason)}): nothing refunded, no adjustment note`;
    case quoteAlertKinds.ownerReminderEmail:
      return `Reminder to you: quote ${quote} unanswered after 3 days`;
    case quoteAlertKinds.followUpEmail:
      return `Follow-up e-mailed to the customer about quote ${quote}`;
    case quoteAlertKinds.expiryNoteEmail:
      return `Expiry note e-mailed to the customer about quote ${quote}`;
    case quoteAlertKinds.depositReminderEmail:
      return `Reminder to you: deposit for quote ${quote} unpaid after 7 days`;
    default:
      return row.kind;
  }
}

export async function leadTimeline(leadId: number): Promise<TimelineEntry[]> {
  const db = getDb();
  const lead = await db.lead.findUnique({ where: { id: leadId }, select: { id: true } });
  if (!lead) throw new HttpError(404, adminQuoteMessages.leadNotFound);
  // `rank` orders what one statement recorded at one instant (accepted before invoiced).
  const rows = await db.$queryRaw<Row[]>`
    SELECT "createdAt" AS "at", 'received' AS "kind", NULL::int AS "number", NULL::int AS "version", NULL::jsonb AS "data", 0 AS "rank"
      FROM "leads" WHERE "id" = ${leadId}
    UNION ALL
    SELECT "lastRepliedAt", 'replied', NULL, NULL, NULL, 1 FROM "leads" WHERE "id" = ${leadId} AND "lastRepliedAt" IS NOT NULL
    UNION ALL
    SELECT c."createdAt", 'visit_' || c."kind", NULL, NULL, jsonb_build_object('startsAt', c."startsAt"), 1
      FROM "visit_changes" c JOIN "visits" v ON v."id" = c."visitId" WHERE v."leadId" = ${leadId}
    UNION ALL
    SELECT e."at", e."kind", q."number", q."version", e."data", CASE e."kind" WHEN 'invoiced' THEN 2 ELSE 1 END
      FROM "lead_events" e LEFT JOIN "quotes" q ON q."id" = e."quoteId" WHERE e."leadId" = ${leadId}
    UNION ALL
    SELECT n."sentAt", n."kind", q."number", q."version", NULL, 3
      FROM "lead_notifications" n JOIN "quotes" q ON q."id" = n."quoteId"
      WHERE n."leadId" = ${leadId} AND n."status" = 'sent' AND n."kind" = ANY(${followUpKinds}::text[])
    ORDER BY "at", "rank"`;
  return rows.map((row) => ({ at: row.at.toISOString(), atText: sydneyTime(row.at, "dateTime"), kind: row.kind, text: textOf(row) }));
}

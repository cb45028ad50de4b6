import "server-only";
import { createElement } from "react";
import QuoteOwnerAlert from "@/emails/quote-owner-alert";
import { getConfig } from "@/lib/config";
import { leadStatusLabels, lostReasonLabels } from "@/lib/leads/model/status";
import type { MailMessage } from "@/lib/mail";
import { renderEmail } from "@/lib/mail/render";
import { formatCents } from "@/lib/money";
import type { PushPayload } from "@/lib/push/payload";
import { siteUrl } from "@/lib/site-url";
import { sydneyTime } from "@/lib/sydney-time";
import { quoteAlertKinds, type QuoteAlertKind } from "@/lib/quotes/model/alert-kinds";
import { formatInvoiceNumber } from "@/lib/quotes/model/numbering";
import type { QuoteDocument } from "@/lib/quotes/model/quote-document";
import { quoteDocumentOf, type QuoteRow } from "@/lib/quotes/services/quote-row";
import { depositFact } from "./customer-emails";

/** What the owner's e-mail and push say of a quote's decision, question, request or reminder (layout in emails/quote-owner-alert.tsx). */

type Question = { id: number; message: string; createdAt: Date };

const panelUrl = () => `${siteUrl}/admin-pwa`;
const totalText = (document: QuoteDocument) => `${formatCents(document.totals.totalCents)} incl GST`;

/** What the owner is told about a decision or a question: subject, headline, fields, the customer's words. */
function ownerAlertContent(kind: QuoteAlertKind, row: QuoteRow, question: Question | null) {
  const document = quoteDocumentOf(row);
  const customer = row.lead.name;
  const quote = `${document.number}, ${totalText(document)}`;
  switch (kind) {
    case quoteAlertKinds.acceptedOwnerEmail: {
      const acceptance = document.acceptance!;
      return {
        subject: `Quote ${document.number} accepted by ${customer} (${formatCents(document.totals.totalCents)})`,
        headline: `${customer} accepted quote ${document.number}. The lead is now ${leadStatusLabels.won}.`,
        fields: [
          ["Customer", customer],
          ["Accepted by", acceptance.name],
          ["Total", totalText(document)],
          ["Options chosen", acceptance.chosenOptions.join("; ") || "none"],
          ...depositFact(document),
          ["Accepted", `${acceptance.acceptedAtText} (Sydney)`],
        ] as [string, string][],
        message: null,
      };
    }
    case quoteAlertKinds.declinedOwnerEmail:
      return {
        subject: `${customer} declined the quote ${document.number}`,
        headline: `${customer} declined the quote ${document.number}. The lead is now ${leadStatusLabels.lost} (${lostReasonLabels.declined_quote}).`,
        fields: [
          ["Customer", customer],
          ["Quote", quote],
          ["Declined", `${row.decidedAt ? sydneyTime(row.decidedAt, "long") : ""} (Sydney)`],
        ] as [string, string][],
        message: { label: "Reason", text: row.declineReason ?? "(none given)" },
      };
    case quoteAlertKinds.questionOwnerEmail:
      return {
        subject: `Question about quote ${document.number} from ${customer}`,
        headline: `${customer} asked a question about quote ${document.number}.`,
        fields: [
          ["Customer", customer],
          ["Quote", quote],
          ["Asked", question ? `${sydneyTime(question.createdAt, "long")} (Sydney)` : ""],
        ] as [string, string][],
        message: { label: "Question", text: question?.message ?? "" },
      };
    case quoteAlertKinds.ownerReminderEmail:
      return {
        subject: `No answer yet to quote ${document.number} (${customer})`,
        headline: `${customer} has not answered quote ${document.number}, sent ${row.sentAt ? sydneyTime(row.sentAt, "long") : ""}. A call now often wins the job.`,
        fields: [
          ["Customer", customer],
          ["Quote", quote],
          ["Viewed", row.firstViewedAt ? `${sydneyTime(row.firstViewedAt, "long")} (Sydney)` : "not yet"],
          ["Valid until", document.validUntilText],
          ["Customer follow-up", row.followUp ? "on: an e-mail goes to the customer tomorrow" : "off"],
        ] as [string, string][],
        message: null,
      };
    case quoteAlertKinds.updateRequestOwnerEmail:
      return {
        subject: `${customer} asks for an updated quote (${document.number} expired)`,
        headline: `${customer} opened quote ${document.number}, which expired at the end of ${document.validUntilText}, and asked for an updated quote. Extend it or revise it from the lead.`,
        fields: [
          ["Customer", customer],
          ["Quote", quote],
          ["Asked", row.updateRequestedAt ? `${sydneyTime(row.updateRequestedAt, "long")} (Sydney)` : ""],
        ] as [string, string][],
        message: null,
      };
    case quoteAlertKinds.depositReminderEmail: {
      const invoice = row.depositInvoice;
      return {
        subject: `Deposit not marked paid: ${invoice ? `${formatInvoiceNumber(invoice.number)}` : ""} (${customer})`,
        headline: `The deposit invoice for quote ${document.number} was sent 7 days ago and is not marked paid. Check the bank account, then mark it paid on the lead, or give ${customer} a call.`,
        fields: [
          ["Customer", customer],
          ["Quote", quote],
          ...(invoice
            ? ([
                ["Invoice", `${formatInvoiceNumber(invoice.number)}, ${formatCents(invoice.totalCents)} incl GST`],
                ["Issued", `${sydneyTime(invoice.issuedAt, "long")} (Sydney)`],
              ] as [string, string][])
            : []),
        ] as [string, string][],
        message: null,
      };
    }
    default:
      throw new Error(`not an owner's quote e-mail: ${kind}`);
  }
}

/** The owner's e-mail about a quote's acceptance, decline or question; replies go to the customer. */
export async function ownerQuoteEmail(kind: QuoteAlertKind, row: QuoteRow, question: Question | null): Promise<MailMessage> {
  const content = ownerAlertContent(kind, row, question);
  const template = createElement(QuoteOwnerAlert, { headline: content.headline, fields: content.fields, message: content.message, panelUrl: panelUrl(), customerEmail: row.lead.email });
  return { to: getConfig().admin.email, ...(await renderEmail(content.subject, template)), replyTo: row.lead.email };
}

const MAX_BODY = 120;
const clip = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MAX_BODY ? `${flat.slice(0, MAX_BODY - 1)}…` : flat;
};

/** The owner's push about a quote (one notification per event, even if delivered twice). */
export function quotePushPayload(kind: QuoteAlertKind, row: QuoteRow, question: Question | null): PushPayload {
  const document = quoteDocumentOf(row);
  const customer = row.lead.name;
  switch (kind) {
    case quoteAlertKinds.acceptedPush:
      return { title: `Quote ${document.number} accepted`, body: clip(`${customer}: ${totalText(document)}. The lead is now ${leadStatusLabels.won}.`), url: "/admin-pwa", tag: `written-quote-${row.id}-accepted` };
    case quoteAlertKinds.declinedPush:
      return { title: `Quote ${document.number} declined`, body: clip(`${customer} declined the quote${row.declineReason ? `: ${row.declineReason}` : "."}`), url: "/admin-pwa", tag: `written-quote-${row.id}-declined` };
    case quoteAlertKinds.questionPush:
      return { title: `Question about quote ${document.number}`, body: clip(`${customer}: ${question?.message ?? ""}`), url: "/admin-pwa", tag: `written-quote-question-${question?.id ?? row.id}` };
    case quoteAlertKinds.ownerReminderPush:
      return { title: `No answer yet: quote ${document.number}`, body: clip(`${customer}: ${totalText(document)}. Sent 3 days ago.`), url: "/admin-pwa", tag: `written-quote-${row.id}-remind` };
    case quoteAlertKinds.updateRequestPush:
      return { title: `Updated quote wanted: ${document.number}`, body: clip(`${customer} asked for an updated quote (expired ${document.validUntilText}).`), url: "/admin-pwa", tag: `written-quote-${row.id}-update` };
    case quoteAlertKinds.depositReminderPush:
      return { title: `Deposit not paid: quote ${document.number}`, body: clip(`${customer}: the deposit invoice is 7 days old and not marked paid.`), url: "/admin-pwa", tag: `written-quote-${row.id}-deposit` };
    default:
      throw new Error(`not a quote push: ${kind}`);
  }
}

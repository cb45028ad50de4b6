import "server-only";
import { createElement } from "react";
import QuoteAccepted from "@/emails/quote-accepted";
import QuoteOwnerAlert from "@/emails/quote-owner-alert";
import QuoteSent from "@/emails/quote-sent";
import { business } from "@/lib/business";
import { getConfig } from "@/lib/config";
import { safeFirstName } from "@/lib/leads/confirmation";
import { leadStatusLabels, lostReasonLabels } from "@/lib/leads/status";
import type { MailAttachment, MailMessage } from "@/lib/mail";
import { renderEmail } from "@/lib/mail/render";
import { formatCents } from "@/lib/money";
import type { PushPayload } from "@/lib/push/payload";
import { siteUrl } from "@/lib/site-url";
import { sydneyTime } from "@/lib/sydney-time";
import { quoteAlertKinds, type QuoteAlertKind } from "./alert-kinds";
import { renderQuotePdf } from "./pdf/render";
import type { QuoteDocument } from "./quote-document";
import { quoteDocumentOf, type QuoteRow } from "./quote-row";

/** What every quote e-mail and push says (texts here; layouts in emails/quote-*.tsx). */

type Question = { id: number; message: string; createdAt: Date };

/** "Orbit-Painting-quote-Q-0001-B.pdf" */
export const quotePdfFileName = (number: string) => `${business.name.replace(/\s+/g, "-")}-quote-${number}.pdf`;

async function pdfAttachment(document: QuoteDocument): Promise<MailAttachment> {
  return { filename: quotePdfFileName(document.number), contentType: "application/pdf", content: await renderQuotePdf(document) };
}

const greetingFor = (name: string) => {
  const first = safeFirstName(name);
  return first ? `Hi ${first},` : "Hi there,";
};

const depositFact = (document: QuoteDocument): [string, string][] =>
  document.totals.depositCents > 0 ? [[`Deposit (${document.totals.depositPercent}%)`, formatCents(document.totals.depositCents)]] : [];

const optionalLines = (document: QuoteDocument) => document.sections.flatMap((section) => section.lines.filter((line) => line.optional));

export const quoteEmailSubject = (number: string) => `Your quote ${number} from ${business.name}`;

/** The customer's quote, as sent: the figures, the link to its page, the PDF attached. */
export async function quoteEmail(row: QuoteRow, quoteUrl: string): Promise<MailMessage> {
  const document = quoteDocumentOf(row);
  const optionalCount = optionalLines(document).length;
  const facts: [string, string][] = [
    [optionalCount > 0 ? "Total (incl GST), before optional items" : "Total (incl GST)", formatCents(document.totals.totalCents)],
    ...depositFact(document),
    ["Valid until", document.validUntilText],
  ];
  const template = createElement(QuoteSent, { greeting: greetingFor(row.lead.name), number: document.number, facts, optionalCount, quoteUrl, business: document.business });
  return { to: row.lead.email, ...(await renderEmail(quoteEmailSubject(document.number), template)), replyTo: business.email, attachments: [await pdfAttachment(document)] };
}

/** What happens after acceptance: over $20,000 residential, the contract and insurance come first. */
export function nextStepsAfterAcceptance(document: QuoteDocument): string[] {
  if (document.nsw.moneyNeedsContractAndInsurance) {
    return [
      "We will send you the written home building contract to sign, with the certificate of Home Building Compensation insurance.",
      "We take no deposit or other payment until the contract is signed and the insurance is in place.",
    ];
  }
  const deposit = document.totals.depositCents > 0 ? [`We will send you a tax invoice for the deposit of ${formatCents(document.totals.depositCents)}.`] : [];
  return ["We will call you within one business day to book the work.", ...deposit];
}

export const acceptedEmailSubject = (number: string) => `You accepted quote ${number} - ${business.name}`;

/** The customer's confirmation of acceptance, with the quote as accepted (PDF) attached. */
export async function acceptedEmail(row: QuoteRow, quoteUrl: string): Promise<MailMessage> {
  const document = quoteDocumentOf(row);
  const acceptance = document.acceptance;
  if (!acceptance) throw new Error(`quote ${row.id} is not accepted`);
  const facts: [string, string][] = [
    ["Total (incl GST)", formatCents(document.totals.totalCents)],
    ...(optionalLines(document).length > 0 ? [["Options chosen", acceptance.chosenOptions.join("; ") || "none"] as [string, string]] : []),
    ...depositFact(document),
  ];
  const template = createElement(QuoteAccepted, {
    greeting: greetingFor(row.lead.name),
    number: document.number,
    acceptedAtText: acceptance.acceptedAtText,
    acceptedBy: acceptance.name,
    facts,
    nextSteps: nextStepsAfterAcceptance(document),
    quoteUrl,
    contentSha256: acceptance.contentSha256,
    business: document.business,
  });
  return { to: row.lead.email, ...(await renderEmail(acceptedEmailSubject(document.number), template)), replyTo: business.email, attachments: [await pdfAttachment(document)] };
}

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
    default:
      throw new Error(`not a quote push: ${kind}`);
  }
}

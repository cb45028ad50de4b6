import "server-only";
import { createElement } from "react";
import AdjustmentNote from "@/emails/adjustment-note";
import DepositInvoice from "@/emails/deposit-invoice";
import QuoteAccepted from "@/emails/quote-accepted";
import QuoteFollowUp from "@/emails/quote-follow-up";
import QuoteSent from "@/emails/quote-sent";
import { business } from "@/lib/business";
import { getConfig } from "@/lib/config";
import { safeFirstName } from "@/lib/leads/model/confirmation";
import type { MailAttachment, MailMessage } from "@/lib/mail";
import { renderEmail } from "@/lib/mail/render";
import { formatCents } from "@/lib/money";
import { quoteAlertKinds, type QuoteAlertKind } from "@/lib/quotes/model/alert-kinds";
import type { AdjustmentNoteDocument } from "@/lib/quotes/model/adjustment-note";
import { invoiceKindLabel, invoicePaymentRows, noGstCharged, type InvoiceDocument } from "@/lib/quotes/model/deposit-invoice";
import { quotePdfOf } from "@/lib/quotes/pdf/store";
import type { QuoteDocument } from "@/lib/quotes/model/quote-document";
import { quoteDocumentOf, type QuoteRow } from "@/lib/quotes/services/quote-row";
import { formatDay, sydneyDay } from "@/lib/quotes/model/validity";

/** What the customer's quote e-mails say (texts here; layouts in emails/quote-*.tsx); the owner's alerts are in ./owner-alerts.ts. */


/** "Orbit-Painting-quote-Q-0001-B.pdf" */
export const quotePdfFileName = (number: string) => `${business.name.replace(/\s+/g, "-")}-quote-${number}.pdf`;

/** The quote's PDF as attached: rendered once and stored (an accepted one's kept as issued), so the customer's own download of the same document is served from storage. */
async function pdfAttachment(row: QuoteRow, document: QuoteDocument): Promise<MailAttachment> {
  return { filename: quotePdfFileName(document.number), contentType: "application/pdf", content: await quotePdfOf(row, document) };
}

const greetingFor = (name: string) => {
  const first = safeFirstName(name);
  return first ? `Hi ${first},` : "Hi there,";
};

export const depositFact = (document: QuoteDocument): [string, string][] =>
  document.totals.depositCents > 0 ? [[`Deposit (${document.totals.depositPercent}%)`, formatCents(document.totals.depositCents)]] : [];

const optionalLines = (document: QuoteDocument) => document.sections.flatMap((section) => section.lines.filter((line) => line.optional));

export const quoteEmailSubject = (number: string) => `Your quote ${number} from ${business.name}`;

/** The customer's quote, as sent: the figures, the link to its page, the PDF attached. */
/** The link and headers that stop the follow-ups (lib/mail/unsubscribe.ts), made as the e-mail is rendered. */
export interface Unsubscribe {
  url: string;
  headers: Record<string, string>;
}

export async function quoteEmail(row: QuoteRow, quoteUrl: string, unsubscribe?: Unsubscribe): Promise<MailMessage> {
  const document = quoteDocumentOf(row);
  const optionalCount = optionalLines(document).length;
  const facts: [string, string][] = [
    [optionalCount > 0 ? "Total (incl GST), before optional items" : "Total (incl GST)", formatCents(document.totals.totalCents)],
    ...depositFact(document),
    ["Valid until", document.validUntilText],
  ];
  const template = createElement(QuoteSent, { greeting: greetingFor(row.lead.name), number: document.number, facts, optionalCount, quoteUrl, business: document.business, unsubscribeUrl: unsubscribe?.url });
  return {
    to: row.lead.email,
    ...(await renderEmail(quoteEmailSubject(document.number), template)),
    replyTo: business.email,
    attachments: [await pdfAttachment(row, document)],
    ...(unsubscribe ? { headers: unsubscribe.headers } : {}),
  };
}

/** What happens after acceptance: over $20,000 residential, the contract and insurance come first. */
export function nextStepsAfterAcceptance(document: QuoteDocument): string[] {
  if (document.nsw.moneyNeedsContractAndInsurance) {
    return [
      "We will send you the written home building contract to sign, with the certificate of Home Building Compensation insurance.",
      "We take no deposit or other payment until the contract is signed and the insurance is in place.",
    ];
  }
  const deposit = document.totals.depositCents > 0 ? [`Your tax invoice for the deposit of ${formatCents(document.totals.depositCents)} comes in a separate e-mail, with how to pay.`] : [];
  return ["We will call you within one business day to book the work.", ...deposit];
}

export const acceptedEmailSubject = (number: string) => `You accepted quote ${number} - ${business.name}`;

/** The customer's confirmation of acceptance, with the quote as accepted (PDF) attached. */
export async function acceptedEmail(row: QuoteRow, quoteUrl: string, unsubscribe?: Unsubscribe): Promise<MailMessage> {
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
    unsubscribeUrl: unsubscribe?.url,
  });
  return {
    to: row.lead.email,
    ...(await renderEmail(acceptedEmailSubject(document.number), template)),
    replyTo: business.email,
    attachments: [await pdfAttachment(row, document)],
    ...(unsubscribe ? { headers: unsubscribe.headers } : {}),
  };
}

/** "Orbit-Painting-tax-invoice-INV-0001.pdf" */
export const invoicePdfFileName = (number: string) => `${business.name.replace(/\s+/g, "-")}-tax-invoice-${number}.pdf`;

export const invoiceEmailSubject = (number: string, quoteNumber: string, title: InvoiceDocument["title"] = "Tax invoice", kind: InvoiceDocument["kind"] = "deposit") =>
  `${title} ${number} for ${kind === "balance" ? "the balance of" : "your deposit on"} quote ${quoteNumber} - ${business.name}`;

/** A tax invoice to the customer (the deposit's or the balance's): the amounts, how to pay, the PDF as issued attached (lib/quotes/services/issued.ts). */
export async function invoiceEmail(row: QuoteRow, issued: { document: InvoiceDocument; pdf: Buffer }, quoteUrl: string, unsubscribe?: Unsubscribe): Promise<MailMessage> {
  // Card payments configured: the e-mail offers "Pay by card" on the quote's page (the kept PDF says so too).
  const invoice: InvoiceDocument = getConfig().stripe ? { ...issued.document, payByCardUrl: `${quoteUrl}#${issued.document.kind}` } : issued.document;
  const label = invoiceKindLabel(invoice.kind);
  const template = createElement(DepositInvoice, {
    greeting: greetingFor(row.lead.name),
    kind: invoice.kind,
    invoiceNumber: invoice.number,
    quoteNumber: invoice.quoteNumber,
    facts: invoice.business.gstRegistered
      ? [
          [invoice.title, invoice.number],
          ["Date", invoice.issuedOnText],
          [`${label} (incl GST)`, formatCents(invoice.totalCents)],
          ["GST included", formatCents(invoice.gstCents)],
        ]
      : [
          [invoice.title, invoice.number],
          ["Date", invoice.issuedOnText],
          [label, formatCents(invoice.totalCents)],
          ["GST", noGstCharged],
        ],
    payment: invoicePaymentRows(invoice),
    quoteUrl,
    payByCardUrl: invoice.payByCardUrl,
    business: invoice.business,
    unsubscribeUrl: unsubscribe?.url,
  });
  return {
    to: row.lead.email,
    ...(await renderEmail(invoiceEmailSubject(invoice.number, invoice.quoteNumber, invoice.title, invoice.kind), template)),
    replyTo: business.email,
    attachments: [{ filename: invoicePdfFileName(invoice.number), contentType: "application/pdf", content: issued.pdf }],
    ...(unsubscribe ? { headers: unsubscribe.headers } : {}),
  };
}

/** "Orbit-Painting-adjustment-note-ADJ-0001.pdf" */
export const adjustmentNotePdfFileName = (number: string) => `${business.name.replace(/\s+/g, "-")}-adjustment-note-${number}.pdf`;

export const adjustmentNoteSubject = (note: Pick<AdjustmentNoteDocument, "title" | "number" | "invoice">) => `${note.title} ${note.number}: your refund on ${note.invoice.number} - ${business.name}`;

/** A refund's adjustment note to the customer, its PDF as issued attached (lib/payments/refund.ts). */
export async function adjustmentNoteEmail(row: QuoteRow, issued: { document: AdjustmentNoteDocument; pdf: Buffer }): Promise<MailMessage> {
  const note = issued.document;
  const template = createElement(AdjustmentNote, {
    greeting: greetingFor(row.lead.name),
    title: note.title,
    number: note.number,
    invoiceNumber: note.invoice.number,
    facts: [
      [note.title, note.number],
      ["Date", note.issuedOnText],
      [note.business.gstRegistered ? "Refund (incl GST)" : "Refund", formatCents(note.totalCents)],
      ...(note.business.gstRegistered ? [["GST adjustment", formatCents(note.gstCents)] as [string, string]] : []),
      ["Reason", note.reason],
    ],
    business: note.business,
  });
  return {
    to: row.lead.email,
    ...(await renderEmail(adjustmentNoteSubject(note), template)),
    replyTo: business.email,
    attachments: [{ filename: adjustmentNotePdfFileName(note.number), contentType: "application/pdf", content: issued.pdf }],
  };
}

export const followUpSubject = (number: string) => `Your quote ${number} from ${business.name}`;
export const expiryNoteSubject = (number: string, validUntilText: string) => `Your quote ${number} expires on ${validUntilText}`;

/**
 * The customer's follow-ups of an unanswered quote: the short check-in 4 days after sending, and
 * the note 2 days before it expires. Short and personal, with the figures and the link.
 */
export async function followUpEmail(kind: QuoteAlertKind, row: QuoteRow, quoteUrl: string, unsubscribe: Unsubscribe): Promise<MailMessage> {
  const document = quoteDocumentOf(row);
  const sentOn = formatDay(sydneyDay(row.sentAt ?? new Date())).replace(/ \d{4}$/, "");
  const expiry = kind === quoteAlertKinds.expiryNoteEmail;
  const paragraphs = expiry
    ? [
        `A quick note: this quote expires on ${document.validUntilText}. After that day its prices can no longer be accepted online.`,
        `If you would like to go ahead, you can accept it on its page in a minute. If you have questions or want something changed, just reply or call us on ${business.phone}.`,
      ]
    : [
        `I sent you quote ${document.number} on ${sentOn} and wanted to check it reached you and made sense.`,
        `If anything is unclear, or you would like something changed, just reply to this e-mail or call us on ${business.phone}. Happy to help either way.`,
      ];
  const template = createElement(QuoteFollowUp, {
    greeting: greetingFor(row.lead.name),
    paragraphs,
    facts: [
      ["Quote", document.number],
      ["Total (incl GST)", formatCents(document.totals.totalCents)],
      ["Valid until", document.validUntilText],
    ],
    buttonText: expiry ? "View and accept your quote" : "View your quote",
    quoteUrl,
    signOff: `Thanks, ${business.name}`,
    business: document.business,
    unsubscribeUrl: unsubscribe.url,
    preview: expiry ? `Quote ${document.number} expires on ${document.validUntilText}` : `Checking in about quote ${document.number}`,
  });
  const subject = expiry ? expiryNoteSubject(document.number, document.validUntilText) : followUpSubject(document.number);
  return { to: row.lead.email, ...(await renderEmail(subject, template)), replyTo: business.email, headers: unsubscribe.headers };
}

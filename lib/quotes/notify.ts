import "server-only";
import { createElement } from "react";
import CustomerConfirmation from "@/emails/customer-confirmation";
import OverdueReminder from "@/emails/overdue-reminder";
import OwnerAlert from "@/emails/owner-alert";
import ReviewRequest from "@/emails/review-request";
import { business } from "@/lib/business";
import { getConfig } from "@/lib/config";
import { alertPhotos } from "@/lib/photos/alert";
import { renderEmail } from "@/lib/mail/render";
import { siteUrl } from "@/lib/site-url";
import { sydneyTime } from "@/lib/sydney-time";
import { confirmationContent, safeFirstName } from "./confirmation";
import type { QuoteRow } from "./row";
import { serviceLabel } from "./view";

/** Every field of the request, as label and value (the owner's alert lists them all). */
function fields(quote: QuoteRow): [string, string][] {
  return [
    ["Name", quote.name],
    ["Email", quote.email],
    ["Phone", quote.phone],
    ["Service", serviceLabel(quote.service)],
    ["Budget range", quote.budgetRange ?? "Not specified"],
    ["Timeline", quote.timeline ?? "Not specified"],
    ["Submitted", `${sydneyTime(quote.createdAt, "long")} (Sydney)`],
    ["Request #", String(quote.id)],
  ];
}

/** The owner's alert, with the request's photos attached (read from storage as it is sent). */
export async function ownerAlertEmail(quote: QuoteRow) {
  const subject = `New quote request from ${quote.name} (${serviceLabel(quote.service)})`;
  const { count, attachments } = await alertPhotos(quote.id);
  const photos = { count, attached: attachments.length };
  const template = createElement(OwnerAlert, { fields: fields(quote), message: quote.message, panelUrl: `${siteUrl}/admin-pwa`, customerEmail: quote.email, photos });
  return { to: getConfig().admin.email, ...(await renderEmail(subject, template)), replyTo: quote.email, attachments };
}

/** The customer's confirmation: ./confirmation.ts decides what it says; the template lays it out. */
export async function customerConfirmationEmail(quote: Pick<QuoteRow, "name" | "email" | "service">) {
  const content = confirmationContent(quote);
  return { to: quote.email, ...(await renderEmail(content.subject, createElement(CustomerConfirmation, content))), replyTo: business.email };
}

/** The owner's one reminder for a request still New after OVERDUE_AFTER_HOURS. */
export async function overdueReminderEmail(quote: QuoteRow, now = new Date()) {
  const hours = Math.floor((now.getTime() - quote.createdAt.getTime()) / 3_600_000);
  const subject = `Still unanswered after ${hours} hours: ${quote.name} (${serviceLabel(quote.service)})`;
  const template = createElement(OverdueReminder, {
    name: quote.name,
    service: serviceLabel(quote.service),
    submitted: `${sydneyTime(quote.createdAt, "long")} (Sydney)`,
    hours,
    panelUrl: `${siteUrl}/admin-pwa`,
  });
  return { to: getConfig().admin.email, ...(await renderEmail(subject, template)), replyTo: quote.email };
}

export const reviewRequestSubject = `Thank you from ${business.name}`;

/**
 * A won customer's thank-you with the Google review link: only our text, the link from the
 * configuration and a first name as the confirmation allows one (anything typed could be abuse).
 */
export async function reviewRequestEmail(quote: Pick<QuoteRow, "name" | "email">, reviewUrl: string) {
  const firstName = safeFirstName(quote.name);
  const template = createElement(ReviewRequest, { greeting: firstName ? `Hi ${firstName},` : "Hi there,", reviewUrl });
  return { to: quote.email, ...(await renderEmail(reviewRequestSubject, template)), replyTo: business.email };
}

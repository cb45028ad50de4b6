import "server-only";
import { createElement } from "react";
import CustomerConfirmation from "@/emails/customer-confirmation";
import OverdueReminder from "@/emails/overdue-reminder";
import OwnerAlert from "@/emails/owner-alert";
import ReviewRequest from "@/emails/review-request";
import { business } from "@/lib/business";
import { getConfig } from "@/lib/config";
import { photoNumbers } from "@/lib/photos/storage";
import { renderEmail } from "@/lib/mail/render";
import { siteUrl } from "@/lib/site-url";
import { sydneyTime } from "@/lib/sydney-time";
import { confirmationContent, safeFirstName } from "@/lib/leads/model/confirmation";
import type { LeadRow } from "@/lib/leads/model/row";
import { serviceLabel } from "@/lib/leads/model/view";

/** Every field of the request, as label and value (the owner's alert lists them all). */
function fields(lead: LeadRow): [string, string][] {
  return [
    ["Name", lead.name],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Service", serviceLabel(lead.service)],
    ["Budget range", lead.budgetRange ?? "Not specified"],
    ["Timeline", lead.timeline ?? "Not specified"],
    ["Submitted", `${sydneyTime(lead.createdAt, "long")} (Sydney)`],
    ["Request #", String(lead.id)],
  ];
}

/** Where the signed-in owner opens photo `n` of a request (the admin photo route). */
export const adminPhotoUrl = (leadId: number, n: number) => `${siteUrl}/api/admin/quotes/${leadId}/photos/${n}`;

/** The owner's alert, with links to the request's photos (never the photos themselves). */
export async function ownerAlertEmail(lead: LeadRow) {
  const subject = `New quote request from ${lead.name} (${serviceLabel(lead.service)})`;
  const photoUrls = (await photoNumbers(lead.id)).map((n) => adminPhotoUrl(lead.id, n));
  const template = createElement(OwnerAlert, { fields: fields(lead), message: lead.message, panelUrl: `${siteUrl}/admin-pwa`, customerEmail: lead.email, photoUrls });
  return { to: getConfig().admin.email, ...(await renderEmail(subject, template)), replyTo: lead.email };
}

/**
 * The customer's confirmation: lib/leads/model/confirmation.ts decides what it says; the template lays it out.
 * `bookingUrl`: the lead's booking page, offered as "Book your free measure-up".
 */
export async function customerConfirmationEmail(lead: Pick<LeadRow, "name" | "email" | "service">, bookingUrl?: string) {
  const content = confirmationContent(lead);
  return { to: lead.email, ...(await renderEmail(content.subject, createElement(CustomerConfirmation, { ...content, bookingUrl }))), replyTo: business.email };
}

/** The owner's one reminder for a request still New after OVERDUE_AFTER_HOURS. */
export async function overdueReminderEmail(lead: LeadRow, now = new Date()) {
  const hours = Math.floor((now.getTime() - lead.createdAt.getTime()) / 3_600_000);
  const subject = `Still unanswered after ${hours} hours: ${lead.name} (${serviceLabel(lead.service)})`;
  const template = createElement(OverdueReminder, {
    name: lead.name,
    service: serviceLabel(lead.service),
    submitted: `${sydneyTime(lead.createdAt, "long")} (Sydney)`,
    hours,
    panelUrl: `${siteUrl}/admin-pwa`,
  });
  return { to: getConfig().admin.email, ...(await renderEmail(subject, template)), replyTo: lead.email };
}

export const reviewRequestSubject = `Thank you from ${business.name}`;

/**
 * A won customer's thank-you with the Google review link: only our text, the link from the
 * configuration and a first name as the confirmation allows one (anything typed could be abuse).
 */
export async function reviewRequestEmail(lead: Pick<LeadRow, "name" | "email">, reviewUrl: string, unsubscribe: { url: string; headers: Record<string, string> }) {
  const firstName = safeFirstName(lead.name);
  const template = createElement(ReviewRequest, { greeting: firstName ? `Hi ${firstName},` : "Hi there,", reviewUrl, unsubscribeUrl: unsubscribe.url });
  return { to: lead.email, ...(await renderEmail(reviewRequestSubject, template)), replyTo: business.email, headers: unsubscribe.headers };
}

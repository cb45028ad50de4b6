import "server-only";
import type { AlertKinds, AlertMessage } from "@/lib/alerts/message";
import { getConfig } from "@/lib/config";
import { createUnsubscribeLink, isOptedOut } from "@/lib/mail/unsubscribe";
import { alertKinds } from "@/lib/leads/services/alerts-record";
import { createBookingUrl } from "@/lib/leads/services/booking-links";
import { newLeadPayload, overduePayload } from "@/lib/leads/model/push-payloads";
import { customerConfirmationEmail, overdueReminderEmail, ownerAlertEmail, reviewRequestEmail } from "./notify";
import type { LeadRow } from "@/lib/leads/model/row";

/** A lead's own alert kinds, as the alerts module registers them (lib/alerts/kinds.ts). */
export const leadAlerts: AlertKinds = {
  labels: {
    [alertKinds.owner]: "owner e-mail",
    [alertKinds.confirmation]: "customer confirmation",
    [alertKinds.push]: "push",
    [alertKinds.reminderEmail]: "20-hour reminder e-mail",
    [alertKinds.reminderPush]: "20-hour reminder push",
    [alertKinds.reviewRequest]: "review request e-mail",
  },
  courtesy: [alertKinds.reviewRequest],
};

/** The e-mail of a recorded alert of kind `kind`; push kinds are sent apart. */
async function emailOf(kind: string, lead: LeadRow) {
  switch (kind) {
    case alertKinds.owner:
      return ownerAlertEmail(lead);
    case alertKinds.confirmation:
      // A new booking link in every confirmation: its token exists only in this e-mail.
      return customerConfirmationEmail(lead, await createBookingUrl(lead.id));
    case alertKinds.reminderEmail:
      return overdueReminderEmail(lead);
    case alertKinds.reviewRequest: {
      const reviewUrl = getConfig().reviews.reviewUrl;
      // Recorded while the link was set; a server without it now cannot send it (a clear failure).
      if (!reviewUrl) throw new Error("GOOGLE_REVIEW_URL is not set: the review request cannot be sent");
      // Spam Act 2003 s18: an unsubscribe after it was queued still stops it.
      if (await isOptedOut(lead.email)) return null;
      return reviewRequestEmail(lead, reviewUrl, await createUnsubscribeLink(lead.email));
    }
    default:
      throw new Error(`unknown alert kind ${kind}`);
  }
}

const pushKinds = new Set<string>([alertKinds.push, alertKinds.reminderPush]);

/** What a lead's own alert sends (the new request's three, the 20-hour reminder's two, the review request). */
export async function leadAlertMessage(kind: string, lead: LeadRow): Promise<AlertMessage> {
  if (!pushKinds.has(kind)) {
    const email = await emailOf(kind, lead);
    return email ? { email } : null;
  }
  return { push: kind === alertKinds.push ? newLeadPayload(lead) : overduePayload(lead) };
}

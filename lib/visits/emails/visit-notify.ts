import "server-only";
import type { AlertMessage } from "@/lib/alerts/message";
import { createElement } from "react";
import VisitConfirmation from "@/emails/visit-confirmation";
import VisitOwnerAlert from "@/emails/visit-owner-alert";
import VisitReminder from "@/emails/visit-reminder";
import { business } from "@/lib/business";
import { getConfig } from "@/lib/config";
import { safeFirstName } from "@/lib/leads/model/confirmation";
import type { MailMessage } from "@/lib/mail";
import { renderEmail } from "@/lib/mail/render";
import type { PushPayload } from "@/lib/push/payload";
import { siteUrl } from "@/lib/site-url";
import { visitInvite, visitUid } from "@/lib/visits/model/ics";
import { createBookingUrl } from "@/lib/leads/services/booking-links";
import { isNswPostcode } from "@/lib/visits/model/postcode";
import { slotLabel } from "@/lib/visits/model/slot-text";
import { visitAlertKinds } from "@/lib/visits/services/visit-alerts";
import { addressLine, mapsUrl, visitTimeLabel, type VisitRow } from "@/lib/visits/model/visit-row";

/** One change of a visit as its alerts read it (a visit_changes row and the visit as it is now). */
export type VisitChangeRow = {
  id: number;
  kind: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  previousStartsAt: Date | null;
  visit: VisitRow;
};

export type VisitLead = { id: number; name: string; email: string; phone: string };

const headlines = { booked: "Visit booked", moved: "Visit moved", cancelled: "Visit cancelled" } as const;
type ChangeKind = keyof typeof headlines;
const kindOf = (change: VisitChangeRow) => (change.kind in headlines ? (change.kind as ChangeKind) : "booked");

const visitMinutesOf = (change: Pick<VisitChangeRow, "startsAt" | "endsAt">) => Math.round((change.endsAt.getTime() - change.startsAt.getTime()) / 60_000);

/**
 * The .ics of a visit as one change left it: a request to book or move, a cancellation. The
 * customer is its attendee only on the e-mailed copy (`lead`); the link's download passes null.
 */
export function inviteOf(lead: Pick<VisitLead, "name" | "email"> | null, change: Pick<VisitChangeRow, "kind" | "sequence" | "startsAt" | "endsAt"> & { visit: VisitRow }, bookingUrl: string): string {
  const cancelled = change.kind === "cancelled";
  return visitInvite({
    uid: visitUid(String(change.visit.id)),
    sequence: change.sequence,
    method: cancelled ? "CANCEL" : "REQUEST",
    start: change.startsAt,
    end: change.endsAt,
    summary: `Free measure-up: ${business.name}`,
    description: `${business.name} comes to see the job, measure up and talk it through (about ${visitMinutesOf(change)} minutes); a free written quote follows. Change or cancel: ${bookingUrl} Questions? Call ${business.phone}.`,
    location: addressLine(change.visit),
    organizer: { name: business.name, email: business.email },
    ...(lead ? { attendee: { name: lead.name, email: lead.email } } : {}),
    url: bookingUrl,
  });
}

const greetingOf = (lead: VisitLead) => {
  const firstName = safeFirstName(lead.name);
  return firstName ? `Hi ${firstName},` : "Hi there,";
};

const subjects = {
  booked: (when: string) => `Your free measure-up is booked: ${when}`,
  moved: (when: string) => `Your measure-up has moved to ${when}`,
  cancelled: (when: string) => `Your measure-up on ${when} is cancelled`,
  reminder: (when: string) => `Reminder: your free measure-up tomorrow, ${when}`,
} as const;

/** The customer's e-mail for a change, the invite attached; a new booking link in it. */
export async function visitCustomerEmail(lead: VisitLead, change: VisitChangeRow, bookingUrl: string): Promise<MailMessage> {
  const kind = kindOf(change);
  const when = visitTimeLabel(change);
  const template = createElement(VisitConfirmation, {
    greeting: greetingOf(lead),
    change: kind,
    when,
    was: change.previousStartsAt ? slotLabel(change.previousStartsAt) : undefined,
    where: addressLine(change.visit),
    outsideNsw: !isNswPostcode(change.visit.postcode),
    bookingUrl,
  });
  const method = kind === "cancelled" ? "CANCEL" : "REQUEST";
  return {
    to: lead.email,
    ...(await renderEmail(subjects[kind](slotLabel(change.startsAt)), template)),
    replyTo: business.email,
    attachments: [{ filename: "visit.ics", contentType: `text/calendar; charset=utf-8; method=${method}`, content: Buffer.from(inviteOf(lead, change, bookingUrl)) }],
  };
}

export async function visitReminderEmail(lead: VisitLead, visit: VisitRow, bookingUrl: string): Promise<MailMessage> {
  const template = createElement(VisitReminder, { greeting: greetingOf(lead), when: visitTimeLabel(visit), where: addressLine(visit), bookingUrl });
  return { to: lead.email, ...(await renderEmail(subjects.reminder(slotLabel(visit.startsAt)), template)), replyTo: business.email };
}

export async function visitOwnerEmail(lead: VisitLead, change: VisitChangeRow): Promise<MailMessage> {
  const kind = kindOf(change);
  const when = visitTimeLabel(change);
  const template = createElement(VisitOwnerAlert, {
    headline: headlines[kind],
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    when,
    was: change.previousStartsAt ? slotLabel(change.previousStartsAt) : undefined,
    where: addressLine(change.visit),
    mapsUrl: mapsUrl(change.visit),
    outsideNsw: !isNswPostcode(change.visit.postcode),
    panelUrl: `${siteUrl}/admin-pwa`,
  });
  return { to: getConfig().admin.email, ...(await renderEmail(`${headlines[kind]}: ${lead.name}, ${slotLabel(change.startsAt)}`, template)), replyTo: lead.email };
}

export function visitOwnerPayload(lead: VisitLead, change: VisitChangeRow): PushPayload {
  const kind = kindOf(change);
  const was = change.previousStartsAt ? ` (was ${slotLabel(change.previousStartsAt)})` : "";
  return {
    title: `${headlines[kind]}: ${lead.name}`,
    body: `${slotLabel(change.startsAt)}${was}, ${change.visit.suburb}`.slice(0, 120),
    url: "/admin-pwa",
    tag: `visit-${change.visit.id}-${change.sequence}`,
  };
}

/**
 * What a visit alert sends when its job runs, or null when it has nothing left to say:
 * - the customer's e-mail of a change the visit has moved past (a later change sent its own);
 * - the reminder of a visit since moved, cancelled or begun: the job checks the visit as it is
 *   now, so a reminder for an old time never goes out (the move queued a new one).
 * The owner's e-mail and pushes always go: each tells of its own change.
 */
export async function visitAlertMessage(kind: string, lead: VisitLead, change: VisitChangeRow, now = new Date()): Promise<AlertMessage> {
  const { visit } = change;
  switch (kind) {
    case visitAlertKinds.ownerEmail:
      return { email: await visitOwnerEmail(lead, change) };
    case visitAlertKinds.ownerPush:
      return { push: visitOwnerPayload(lead, change) };
    case visitAlertKinds.customer:
      if (visit.sequence !== change.sequence) return null;
      return { email: await visitCustomerEmail(lead, change, await createBookingUrl(lead.id)) };
    case visitAlertKinds.reminder:
      if (visit.cancelledAt || visit.sequence !== change.sequence || visit.startsAt.getTime() <= now.getTime()) return null;
      return { email: await visitReminderEmail(lead, visit, await createBookingUrl(lead.id)) };
    default:
      throw new Error(`unknown visit alert kind ${kind}`);
  }
}

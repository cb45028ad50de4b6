import "server-only";
import { createElement } from "react";
import CustomerConfirmation from "@/emails/customer-confirmation";
import OwnerAlert from "@/emails/owner-alert";
import { business } from "@/lib/business";
import { getConfig } from "@/lib/config";
import { sendMail } from "@/lib/mail";
import { renderEmail } from "@/lib/mail/render";
import { newQuotePayload } from "@/lib/push/payload";
import { sendPushToAdmins } from "@/lib/push/send";
import { siteUrl } from "@/lib/site-url";
import { sydneyTime } from "@/lib/sydney-time";
import type { StoredQuote } from "./create";
import { serviceLabel } from "./view";

/** Every field of the request, as label and value (the owner's alert lists them all). */
function fields(quote: StoredQuote): [string, string][] {
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

export async function ownerAlertEmail(quote: StoredQuote) {
  const subject = `New quote request from ${quote.name} (${serviceLabel(quote.service)})`;
  const template = createElement(OwnerAlert, { fields: fields(quote), message: quote.message, panelUrl: `${siteUrl}/admin-pwa`, customerEmail: quote.email });
  return { to: getConfig().admin.email, ...(await renderEmail(subject, template)), replyTo: quote.email };
}

export async function customerConfirmationEmail(quote: StoredQuote) {
  const subject = `We've received your quote request - ${business.name}`;
  const service = quote.service ? serviceLabel(quote.service).toLowerCase() : null;
  return { to: quote.email, ...(await renderEmail(subject, createElement(CustomerConfirmation, { name: quote.name, service }))), replyTo: business.email };
}

/**
 * The alerts after a request is stored: the owner's e-mail, the customer's confirmation and a
 * push to every subscribed admin device. Each failure is logged and never touches
 * the stored request; they run after the answer has gone to the customer.
 */
export async function notifyNewQuoteRequest(quote: StoredQuote): Promise<void> {
  const jobs: [string, () => Promise<unknown>][] = [
    ["owner e-mail", async () => sendMail(await ownerAlertEmail(quote))],
    ["customer e-mail", async () => sendMail(await customerConfirmationEmail(quote))],
    ["push", () => sendPushToAdmins(newQuotePayload(quote))],
  ];
  const results = await Promise.allSettled(jobs.map(([, job]) => job()));
  results.forEach((result, index) => {
    if (result.status === "rejected") console.error(`[quotes] request #${quote.id}: ${jobs[index]![0]} failed`, result.reason);
  });
}

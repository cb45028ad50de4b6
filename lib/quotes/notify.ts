import "server-only";
import { business } from "@/lib/business";
import { getConfig } from "@/lib/config";
import { sendMail } from "@/lib/mail";
import { escapeHtml } from "@/lib/mail/escape";
import { newQuotePayload } from "@/lib/push/payload";
import { sendPushToAdmins } from "@/lib/push/send";
import { siteUrl } from "@/lib/site-url";
import { sydneyTime } from "@/lib/sydney-time";
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

const paragraphs = (text: string) =>
  escapeHtml(text)
    .split(/\n{2,}/)
    .map((part) => `<p>${part.replaceAll("\n", "<br>")}</p>`)
    .join("");

export function ownerAlertEmail(quote: QuoteRow) {
  const panel = `${siteUrl}/admin-pwa`;
  const subject = `New quote request from ${quote.name} (${serviceLabel(quote.service)})`;
  const text = [
    `A new quote request has arrived on ${business.websiteDisplay}.`,
    "",
    ...fields(quote).map(([label, value]) => `${label}: ${value}`),
    "",
    "Project details:",
    quote.message ?? "(none given)",
    "",
    `Open the admin panel: ${panel}`,
    `Reply to the customer: ${quote.email}`,
  ].join("\n");
  const rows = fields(quote)
    .map(([label, value]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("");
  const html = `<p>A new quote request has arrived on ${escapeHtml(business.websiteDisplay)}.</p>
<table>${rows}</table>
<h3>Project details</h3>${quote.message ? paragraphs(quote.message) : "<p>(none given)</p>"}
<p><a href="${escapeHtml(panel)}">Open the admin panel</a></p>`;
  return { to: getConfig().admin.email, subject, text, html, replyTo: quote.email };
}

export function customerConfirmationEmail(quote: QuoteRow) {
  const subject = `We've received your quote request - ${business.name}`;
  const text = [
    `Hi ${quote.name},`,
    "",
    `Thank you for asking ${business.name} for a quote${quote.service ? ` for ${serviceLabel(quote.service).toLowerCase()}` : ""}.`,
    "",
    "What happens next:",
    "- We'll contact you within 24 hours, 7 days a week, to talk about your project.",
    "- If it helps, we'll arrange a time to see the job and give you a free written quote.",
    "",
    `Need us sooner? Call ${business.phone}.`,
    "",
    business.name,
    business.licence,
    business.websiteDisplay,
  ].join("\n");
  const html = `<p>Hi ${escapeHtml(quote.name)},</p>
<p>Thank you for asking ${escapeHtml(business.name)} for a quote${quote.service ? ` for ${escapeHtml(serviceLabel(quote.service).toLowerCase())}` : ""}.</p>
<p><strong>What happens next:</strong></p>
<ul><li>We'll contact you within 24 hours, 7 days a week, to talk about your project.</li>
<li>If it helps, we'll arrange a time to see the job and give you a free written quote.</li></ul>
<p>Need us sooner? Call <a href="${escapeHtml(business.phoneHref)}">${escapeHtml(business.phone)}</a>.</p>
<p>${escapeHtml(business.name)}<br>${escapeHtml(business.licence)}<br>${escapeHtml(business.websiteDisplay)}</p>`;
  return { to: quote.email, subject, text, html, replyTo: business.email };
}

/**
 * The alerts after a request is stored: the owner's e-mail, the customer's confirmation and a
 * push to every subscribed admin device. Each failure is logged and never touches
 * the stored request; they run after the answer has gone to the customer.
 */
export async function notifyNewQuoteRequest(quote: QuoteRow): Promise<void> {
  const jobs: [string, () => Promise<unknown>][] = [
    ["owner e-mail", () => sendMail(ownerAlertEmail(quote))],
    ["customer e-mail", () => sendMail(customerConfirmationEmail(quote))],
    ["push", () => sendPushToAdmins(newQuotePayload(quote))],
  ];
  const results = await Promise.allSettled(jobs.map(([, job]) => job()));
  results.forEach((result, index) => {
    if (result.status === "rejected") console.error(`[quotes] request #${quote.id}: ${jobs[index]![0]} failed`, result.reason);
  });
}

import "server-only";
import { business } from "@/lib/business";
import { getConfig } from "@/lib/config";
import { escapeHtml } from "@/lib/mail/escape";
import { siteUrl } from "@/lib/site-url";
import { sydneyTime } from "@/lib/sydney-time";
import { confirmationContent } from "./confirmation";
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

const paragraphs = (text: string) =>
  escapeHtml(text)
    .split(/\n{2,}/)
    .map((part) => `<p>${part.replaceAll("\n", "<br>")}</p>`)
    .join("");

export function ownerAlertEmail(quote: StoredQuote) {
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

/** The customer's confirmation: ./confirmation.ts decides what it says; this lays it out. */
export function customerConfirmationEmail(quote: Pick<StoredQuote, "name" | "email" | "service">) {
  const content = confirmationContent(quote);
  const text = [
    content.greeting,
    "",
    content.thanks,
    "",
    "What happens next:",
    ...content.nextSteps.map((step) => `- ${step}`),
    "",
    `Need us sooner? Call ${business.phone}.`,
    "",
    business.name,
    business.licence,
    business.websiteDisplay,
  ].join("\n");
  const html = `<p>${escapeHtml(content.greeting)}</p>
<p>${escapeHtml(content.thanks)}</p>
<p><strong>What happens next:</strong></p>
<ul>${content.nextSteps.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ul>
<p>Need us sooner? Call <a href="${escapeHtml(business.phoneHref)}">${escapeHtml(business.phone)}</a>.</p>
<p>${escapeHtml(business.name)}<br>${escapeHtml(business.licence)}<br>${escapeHtml(business.websiteDisplay)}</p>`;
  return { to: quote.email, subject: content.subject, text, html, replyTo: business.email };
}

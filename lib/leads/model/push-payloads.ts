import type { PushPayload } from "@/lib/push/payload";
import { serviceLabel } from "./view";

const MAX_BODY = 120;

/** A new quote request's alert: the title names the customer, the body the service and the job. */
export function newLeadPayload(lead: { id: number; name: string; service: string | null; message: string | null }): PushPayload {
  const service = lead.service ? serviceLabel(lead.service) : "No service chosen";
  const details = lead.message?.replace(/\s+/g, " ").trim();
  const body = details ? `${service}: ${details}` : service;
  return {
    title: `New quote request from ${lead.name}`,
    body: body.length > MAX_BODY ? `${body.slice(0, MAX_BODY - 1)}…` : body,
    url: "/admin-pwa",
    tag: `quote-${lead.id}`,
  };
}

/** The 20-hour reminder: a request still New (one notification per request, apart from its alert). */
export function overduePayload(lead: { id: number; name: string; service: string | null; createdAt: Date }, now = new Date()): PushPayload {
  const hours = Math.floor((now.getTime() - lead.createdAt.getTime()) / 3_600_000);
  const service = lead.service ? serviceLabel(lead.service) : "No service chosen";
  return {
    title: `Still unanswered: ${lead.name}`,
    body: `${service}, asked ${hours} hours ago. We promise a reply within 24 hours.`,
    url: "/admin-pwa",
    tag: `quote-${lead.id}-overdue`,
  };
}

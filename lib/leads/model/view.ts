import { quoteServiceOptions } from "@/lib/business";
import type { LeadEstimate } from "@/lib/estimate/lead-estimate";
import type { LeadQuoteSummary } from "@/lib/quotes/model/quote-status";
import { sydneyTime } from "@/lib/sydney-time";
import type { AsJson, NoteRow, LeadRow } from "./row";
import type { LostReason, LeadStatus } from "./status";

/** An internal note on a request, as the admin API returns it (never sent to the customer). */
export type LeadNoteJson = AsJson<NoteRow>;

/** A quote request as the admin list returns it; an empty phone (older rows) comes as null. */
export type AdminLead = Omit<AsJson<LeadRow>, "phone" | "status" | "lostReason" | "estimate"> & {
  phone: string | null;
  /** The instant estimate it came with, as the server computed it; null without one. */
  estimate: LeadEstimate | null;
  status: LeadStatus;
  /** Set exactly when status is lost. */
  lostReason: LostReason | null;
  /** Still New more than OVERDUE_AFTER_HOURS after it arrived (computed by the server). */
  overdue: boolean;
  /** Its internal notes, newest first. */
  notes: LeadNoteJson[];
  /** An alert of this request failed after its retries: its last error. */
  alertError: string | null;
  /** How many photos came with it (numbered 1 to n; GET /api/admin/quotes/{id}/photos/{n}). */
  photoCount: number;
  /** Its written quotes, newest first (the panel and a single lead's answer; not the export). */
  quotes: LeadQuoteSummary[];
};

/** The dashboard's view (its API names the service `projectType`). */
export type DashboardLead = Pick<
  AdminLead,
  | "id" | "name" | "email" | "phone" | "message" | "createdAt" | "budgetRange" | "timeline" | "lastRepliedAt" | "alertError" | "photoCount"
  | "status" | "lostReason" | "overdue" | "firstResponseAt" | "notes" | "utmSource" | "utmMedium" | "utmCampaign" | "referrer" | "estimate"
> & {
  projectType: AdminLead["service"];
};

/** How many requests of the current view (archived, search, service) are in each status. */
export type StatusCounts = Record<LeadStatus | "overdue", number>;

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

const labels = new Map<string, string>(quoteServiceOptions.map((option) => [option.value, option.label]));

/** "Interior Painting" for "interior"; unknown values are shown as stored. */
export function serviceLabel(service: string | null | undefined): string {
  if (!service) return "Not specified";
  return labels.get(service) ?? service;
}

/** Badge colours: interior blue, exterior green, commercial purple, any other orange, none grey. */
export function projectTypeBadgeClass(service: string | null | undefined): string {
  switch (service) {
    case "interior":
      return "bg-blue-100 text-blue-800 ring-blue-200";
    case "exterior":
      return "bg-green-100 text-green-800 ring-green-200";
    case "commercial":
      return "bg-purple-100 text-purple-800 ring-purple-200";
    case null:
    case undefined:
    case "":
      return "bg-slate-100 text-slate-700 ring-slate-200";
    default:
      return "bg-orange-100 text-orange-800 ring-orange-200";
  }
}

/** Where the admin reads photo `n` of a request (1-based), full size or as a thumbnail. */
export function photoUrl(leadId: number, n: number, size: "full" | "thumbnail" = "full"): string {
  return `/api/admin/quotes/${leadId}/photos/${n}${size === "thumbnail" ? "?size=thumbnail" : ""}`;
}

/** "23/11/2026, 2:05:07 pm": en-AU in Sydney time. */
export function formatSydneyDateTime(iso: string): string {
  return sydneyTime(iso, "dateTime");
}

/** The calendar day in Sydney, for "Today" counts. */
export function sydneyDay(date: Date | string): string {
  return sydneyTime(date, "day");
}

export function countToday(leads: readonly { createdAt: string }[], now = new Date()): number {
  const today = sydneyDay(now);
  return leads.filter((lead) => sydneyDay(lead.createdAt) === today).length;
}

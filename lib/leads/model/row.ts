import type { Prisma } from "@/lib/generated/prisma/browser";

/**
 * The columns of a quote request that its readers use (the admin list, the export, the alerts):
 * the one list, for Prisma queries and, as quoteColumnsSql, for the raw SQL of the list and the insert.
 */
export const leadSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  service: true,
  message: true,
  budgetRange: true,
  timeline: true,
  highlighted: true,
  archived: true,
  createdAt: true,
  lastRepliedAt: true,
  status: true,
  lostReason: true,
  firstResponseAt: true,
  quoteSentAt: true,
  decidedAt: true,
  reviewRequestedAt: true,
  reviewConsentAt: true,
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
  referrer: true,
  estimate: true,
} as const satisfies Prisma.LeadSelect;

/** A quote request as the server reads it. */
export type LeadRow = Prisma.LeadGetPayload<{ select: typeof leadSelect }>;

/** A row as JSON carries it to the browser: dates become ISO strings. */
export type AsJson<Row> = { [Key in keyof Row]: Row[Key] extends Date ? string : Row[Key] extends Date | null ? string | null : Row[Key] };

/** quoteSelect as a raw SQL column list: each field by its column name (@map), named as the field. */
const columnOf: Partial<Record<keyof LeadRow, string>> = { budgetRange: "budget_range", lostReason: "lost_reason" };
export const leadColumnsSql = (Object.keys(leadSelect) as (keyof LeadRow)[])
  .map((field) => (columnOf[field] ? `"${columnOf[field]}" AS "${field}"` : `"${field}"`))
  .join(", ");

/** The columns of an internal note that its readers use: the one list for its type and its SQL. */
export const noteSelect = { id: true, body: true, createdAt: true, updatedAt: true } as const satisfies Prisma.LeadNoteSelect;

/** A note as the server reads it. */
export type NoteRow = Prisma.LeadNoteGetPayload<{ select: typeof noteSelect }>;

/** noteSelect as a raw SQL column list (no field is mapped to another column name). */
export const noteColumnsSql = Object.keys(noteSelect).map((field) => `"${field}"`).join(", ");

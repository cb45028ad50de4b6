import type { Prisma } from "@/lib/generated/prisma/browser";

/**
 * The columns of a quote request that its readers use (the admin list, the export, the alerts):
 * the one list, for Prisma queries and, through lib/quotes/list.ts, the raw list SQL.
 */
export const quoteSelect = {
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
} as const satisfies Prisma.ContactSubmissionSelect;

/** A quote request as the server reads it. */
export type QuoteRow = Prisma.ContactSubmissionGetPayload<{ select: typeof quoteSelect }>;

/** A row as JSON carries it to the browser: dates become ISO strings. */
export type AsJson<Row> = { [Key in keyof Row]: Row[Key] extends Date ? string : Row[Key] extends Date | null ? string | null : Row[Key] };

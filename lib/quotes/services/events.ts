import { Prisma } from "@/lib/generated/prisma/client";

/**
 * What a lead's timeline records about its quotes (lead_events.kind): and since issue 33 the
 * owner's extension, the customer's request for an updated quote, the deposit invoiced, paid and refunded;
 * since issue 46 the job done (the balance invoiced) and the balance paid;
 * and a customer's e-mail held past its address's daily budget (lib/alerts/mail-budget.ts);
 * a card refund sent to Stripe and awaiting it, or failed there (lib/payments/refunds.ts).
 */
export const leadEventKinds = ["sent", "viewed", "question", "accepted", "declined", "revised", "extended", "update_requested", "invoiced", "deposit_paid", "completed", "balance_paid", "mail_held", "refunded", "refund_pending", "refund_failed"] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

/**
 * SQL (a CTE's body) recording one event per row of `quoteCte` (columns "id" and "leadId" of a
 * quote), in the statement that makes it happen. `data`: a jsonb expression over that row.
 */
export function recordEventSql(quoteCte: Prisma.Sql, kind: LeadEventKind, options: { at?: Date; data?: Prisma.Sql } = {}): Prisma.Sql {
  return Prisma.sql`INSERT INTO "lead_events" ("leadId", "kind", "quoteId", "at", "data")
    SELECT q."leadId", ${kind}, q."id", coalesce(${options.at ?? null}::timestamptz, now()), ${options.data ?? Prisma.sql`'{}'::jsonb`} FROM ${quoteCte} q`;
}

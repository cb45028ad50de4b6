import { z } from "@/lib/zod";
import { adminQuoteMessages as messages } from "./quote-messages";

/**
 * The owner's actions on a quote after sending it (issue 33), one schema each for the API and the
 * lead card: extend its validity, mark its deposit paid, mark the job done. Days are Sydney calendar days; the rules
 * that need today or the stored quote are checked by the services (extend.ts, deposit.ts).
 */
const strict = { error: () => messages.bodyNotObject };

const calendarDay = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
    }, message);

/** POST …/quotes/{quoteId}/extend: `{ validUntil: "YYYY-MM-DD" }`. */
export const extendQuoteSchema = z.strictObject({ validUntil: calendarDay(messages.validUntilDay) }, strict);

/** POST …/quotes/{quoteId}/deposit-paid: `{ paidOn: "YYYY-MM-DD" }`. */
export const depositPaidSchema = z.strictObject({ paidOn: calendarDay(messages.paidOnDay) }, strict);

/** POST …/quotes/{quoteId}/complete: `{ completedOn: "YYYY-MM-DD" }`, the Sydney day the job was done. */
export const completeQuoteSchema = z.strictObject({ completedOn: calendarDay(messages.completedOnDay) }, strict);

export type ExtendQuoteInput = z.output<typeof extendQuoteSchema>;
export type DepositPaidInput = z.output<typeof depositPaidSchema>;
export type CompleteQuoteInput = z.output<typeof completeQuoteSchema>;

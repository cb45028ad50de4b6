import "server-only";
import { countAttempt, rateLimiter, refundAttempt, type RateLimiter } from "@/lib/rate-limit";
import { confirmationAddress } from "@/lib/leads/services/alerts-record";
import { courtesyKinds } from "./kinds";

/**
 * One daily e-mail budget per customer address, whatever caused the e-mail (a confirmation, a
 * booking, a move, a cancellation, a reminder, a quote, a follow-up): at most
 * CUSTOMER_MAILS_PER_DAY in the 24 hours from the address's first, the address normalised as the
 * confirmation limit does (case, +tags, Gmail's dots). Courtesy mail (reminders, follow-ups, the
 * expiry note, the review request) never takes the last COURTESY_RESERVE: it stays for the mail
 * that matters most. Counted by the delivery job (lib/alerts/deliver.ts), the one place
 * every customer e-mail passes through; past the budget the action stands, the e-mail is held
 * and the owner sees it on the lead's timeline.
 */
export const CUSTOMER_MAILS_PER_DAY = 4;
export const COURTESY_RESERVE = 1;

let limiter: RateLimiter | undefined;
const budget = () => (limiter ??= rateLimiter({ keyPrefix: "customer-mail", points: CUSTOMER_MAILS_PER_DAY, windowSeconds: 24 * 60 * 60 }));

/** Takes one e-mail of the address's day for an alert of `kind`; false when it must be held. */
export async function takeCustomerMail(email: string, kind: string): Promise<boolean> {
  const key = confirmationAddress(email);
  if (courtesyKinds.has(kind)) {
    const used = (await budget().get(key))?.consumedPoints ?? 0;
    if (used >= CUSTOMER_MAILS_PER_DAY - COURTESY_RESERVE) return false;
  }
  return (await countAttempt(budget(), key)).ok;
}

/** Gives one back: the e-mail counted was not sent after all (a failure the queue retries). */
export async function giveBackCustomerMail(email: string): Promise<void> {
  await refundAttempt(budget(), confirmationAddress(email));
}

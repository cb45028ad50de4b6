import "server-only";
import type Stripe from "stripe";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { countAttempt, rateLimiter, type RateLimiter } from "@/lib/rate-limit";
import type { CustomerClient } from "@/lib/quotes/services/decide";
import { customerQuoteRow } from "@/lib/quotes/services/customer-view";
import { invoiceDocumentOf } from "@/lib/quotes/services/deposit";
import { invoiceKindLabel, type InvoiceKind } from "@/lib/quotes/model/deposit-invoice";
import { quoteUrl } from "@/lib/quotes/services/links";
import { stripeClient } from "./stripe";
import { paymentMessages } from "./texts";

/** What a Checkout Session of ours carries in its metadata, to find the invoice it pays. */
export interface PaymentMetadata {
  /** What the invoice is for: "deposit" or "balance" (deposit_invoices.kind). */
  purpose: string;
  /** "INV-0001" */
  invoiceNumber: string;
  quoteId: string;
}

/** Checkout Sessions opened per quote per hour: a customer may come back a few times, a script may not. */
export const CHECKOUTS_PER_QUOTE = { points: 10, windowSeconds: 3600 } as const;
/** A session's life (Stripe's least is 30 minutes, with room for clock skew): an abandoned one soon cannot be paid. */
export const CHECKOUT_LIFETIME_SECONDS = 32 * 60;
let checkoutLimiter: RateLimiter | undefined;
const checkoutsPerQuote = () => (checkoutLimiter ??= rateLimiter({ keyPrefix: "quote-checkout", ...CHECKOUTS_PER_QUOTE }));

/** "Pay by card" for the deposit's invoice (POST /api/quote/{token}/deposit/checkout). */
export const createDepositCheckout = (token: string, client: CustomerClient) => createInvoiceCheckout("deposit", token, client);
/** "Pay by card" for the balance's invoice, once the job is done (POST /api/quote/{token}/balance/checkout). */
export const createBalanceCheckout = (token: string, client: CustomerClient) => createInvoiceCheckout("balance", token, client);

/**
 * A Stripe Checkout Session for exactly the amount of the quote's invoice of `kind` in AUD (no
 * surcharge), for the customer's e-mail, returning to the quote's page. Nothing here marks
 * anything paid: only the signed webhook does (webhook.ts). The invoice's session still open is
 * handed out again. 404 without Stripe or for an unknown token (429 past the token misses, as
 * every customer route); 409 when there is nothing to pay; 429 past 10 an hour per quote.
 */
export async function createInvoiceCheckout(kind: InvoiceKind, token: string, client: CustomerClient): Promise<{ url: string }> {
  const stripe = stripeClient();
  if (!stripe) throw new HttpError(404, paymentMessages.notAvailable);
  const row = await customerQuoteRow(token, client.limitSubject);
  // No deposit invoice: not accepted, no deposit, or residential work over $20,000 before the
  // contract and insurance (the acceptance issued none: deposit.ts). No balance invoice: the job
  // is not done yet, or nothing was left after the deposit (balance.ts).
  const invoice = row.status !== "accepted" ? null : kind === "balance" ? row.balanceInvoice : row.depositInvoice;
  if (!invoice) throw new HttpError(409, paymentMessages.nothingToPay);
  if (invoice.paidOn) throw new HttpError(409, kind === "balance" ? paymentMessages.balanceAlreadyPaid : paymentMessages.alreadyPaid);
  const open = await openSessionUrl(stripe, invoice);
  if (open) return { url: open };
  const limit = await countAttempt(checkoutsPerQuote(), String(row.id));
  if (!limit.ok) throw new HttpError(429, paymentMessages.tooManyCheckouts, { retryAfterSeconds: limit.retryAfterSeconds });
  const document = invoiceDocumentOf(row, invoice);
  const page = quoteUrl(token);
  const metadata: PaymentMetadata = { purpose: kind, invoiceNumber: document.number, quoteId: String(row.id) };
  const expiresAt = new Date(Date.now() + CHECKOUT_LIFETIME_SECONDS * 1000);
  let session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: "payment",
      // The amount and currency stay the invoice's (AUD): the webhook checks both.
      adaptive_pricing: { enabled: false },
      expires_at: Math.floor(expiresAt.getTime() / 1000),
      line_items: [
        {
          quantity: 1,
          price_data: { currency: "aud", unit_amount: invoice.totalCents, product_data: { name: `${invoiceKindLabel(kind)}: tax invoice ${document.number}`, description: document.description.slice(0, 500) } },
        },
      ],
      customer_email: row.lead.email,
      client_reference_id: document.number,
      metadata: { ...metadata },
      payment_intent_data: { metadata: { ...metadata }, description: `Tax invoice ${document.number} (quote ${document.quoteNumber})` },
      success_url: `${page}?paid=${kind}#${kind}`,
      cancel_url: `${page}#${kind}`,
    });
  } catch (error) {
    console.error("[payments] Stripe refused a Checkout Session:", error instanceof Error ? error.message : error);
    throw new HttpError(503, paymentMessages.unavailable);
  }
  if (!session.url) throw new HttpError(503, paymentMessages.unavailable);
  await getDb().depositInvoice.updateMany({ where: { quoteId: invoice.quoteId, number: invoice.number, paidOn: null }, data: { checkoutSessionId: session.id, checkoutExpiresAt: expiresAt } });
  return { url: session.url };
}

/**
 * The invoice's stored session while Stripe still has it open (with a minute to spare): a second
 * "Pay by card" goes back to it instead of opening another that could be paid too.
 */
async function openSessionUrl(stripe: Stripe, invoice: { checkoutSessionId: string | null; checkoutExpiresAt: Date | null }): Promise<string | null> {
  if (!invoice.checkoutSessionId || !invoice.checkoutExpiresAt || invoice.checkoutExpiresAt.getTime() < Date.now() + 60_000) return null;
  try {
    const session = await stripe.checkout.sessions.retrieve(invoice.checkoutSessionId);
    return session.status === "open" ? session.url : null;
  } catch {
    return null;
  }
}

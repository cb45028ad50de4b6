/**
 * Where "Pay by card" takes the browser: the quote page's form posts to our route, which answers
 * 303 to Stripe Checkout, and CSP's form-action also governs that redirect. Stripe's checkout
 * host, or the stand-in at STRIPE_API_URL; nothing without STRIPE_SECRET_KEY. Pure (proxy.ts).
 */
export function checkoutOrigins(env: { STRIPE_SECRET_KEY?: string; STRIPE_API_URL?: string }): string[] {
  if (!env.STRIPE_SECRET_KEY?.trim()) return [];
  if (!env.STRIPE_API_URL?.trim()) return ["https://checkout.stripe.com"];
  try {
    return [new URL(env.STRIPE_API_URL).origin];
  } catch {
    return [];
  }
}

import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { startStripeStandIn } from "../support/stripe-stand-in.mjs";

/** A POST to the Stripe webhook route, signed with `signature` (null: no Stripe-Signature header). */
export const webhookRequest = (body: string, signature: string | null) =>
  new Request("http://localhost:3000/api/webhooks/stripe", { method: "POST", headers: { "content-type": "application/json", ...(signature === null ? {} : { "stripe-signature": signature }) }, body });

/**
 * Stripe's stand-in for one test file, its signed webhooks delivered straight to the route, and the
 * app configured to reach it (before any module reads the config).
 */
export async function stripeStandIn(webhookSecret: string) {
  const stand = await startStripeStandIn({ webhookSecret, deliver: async (body, signature) => (await webhookRoute(webhookRequest(body, signature))).status });
  process.env.STRIPE_SECRET_KEY = "sk_test_integration";
  process.env.STRIPE_WEBHOOK_SECRET = webhookSecret;
  process.env.STRIPE_API_URL = stand.url;
  return stand;
}

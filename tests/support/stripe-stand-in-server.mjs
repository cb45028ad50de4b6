// The Stripe stand-in as a process of its own for the end-to-end run (playwright.config.ts starts
// it beside the app): Checkout pages on E2E_STRIPE_PORT, signed webhooks to the app on E2E_PORT
// (refund.created too, after each refund, as Stripe sends it).
import { e2ePort, e2eSecrets, e2eStripePort } from "./e2e-env.mjs";
import { startStripeStandIn } from "./stripe-stand-in.mjs";

const stand = await startStripeStandIn({ webhookSecret: e2eSecrets.STRIPE_WEBHOOK_SECRET, webhookUrl: `http://localhost:${e2ePort}/api/webhooks/stripe`, port: e2eStripePort, refundCreatedWebhook: true });
console.log(`Stripe stand-in on ${stand.url}`);
const stop = () => void stand.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

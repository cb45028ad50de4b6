// The end-to-end server's environment, shared by playwright.config.ts, the build in
// scripts/test.mjs (so the secret scan sees what a careless build would inline) and the tests.
import { randomBytes } from "node:crypto";
import path from "node:path";

export const e2eDataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".data/e2e");
export const e2eOutboxDir = path.join(e2eDataDir, "outbox");

/** Test-only secrets, generated for this suite; never used anywhere real. */
export const e2eSecrets = {
  AUTH_SECRET: "e2e-auth-secret-0f6c1b9e5a7d4c3b2a1908f7e6d5c4b3",
  ADMIN_USERNAME: "owner",
  ADMIN_PASSWORD: "e2e-Admin-Passw0rd-7c41",
  VAPID_PUBLIC_KEY: "BHxeFw6AGQl54ToLbYn_CkzxqPo08-lYUQhUJwIkpCj6ygqWCyag0GaqPYF_CFlunzr6ve3zP0dPSqdNlkmykC0",
  VAPID_PRIVATE_KEY: "fC0KMUbXnEOf6Iz0gt_QCxRtUNFZ7ySOtlQSrWZ3TZk",
  // Card payments against the Stripe stand-in the e2e run starts (tests/support/stripe-stand-in-server.mjs).
  STRIPE_SECRET_KEY: "sk_test_e2e_9d4b2a7c1e",
  STRIPE_WEBHOOK_SECRET: "whsec_e2e_6a1f3c8b2d",
  // Present only at build time: the server must not try to reach Resend.
  RESEND_API_KEY: "re_e2e_build_only_5b7d1f3a9c",
};

/**
 * The business's legal facts for the suite (lib/config/business-facts.ts): production refuses to
 * start without them, and the build prints the licence on the public pages, so both get them.
 * Not secrets: the ABN is the ATO's published example.
 */
export const e2eBusinessFacts = {
  BUSINESS_LICENCE: "234567C",
  BUSINESS_LICENSED_NAME: "Orbit Painting",
  BUSINESS_ABN: "51 824 753 556",
  GST_REGISTERED: "1",
  BANK_ACCOUNT_NAME: "Orbit Painting",
  BANK_BSB: "062-000",
  BANK_ACCOUNT_NUMBER: "12345678",
  PAYID: "payments@orbitpainting.com.au",
};

export const e2eAdminEmail = "owner@example.com.au";

/** The app's port, and the Stripe stand-in's beside it (E2E_STRIPE_PORT, else 1000 above the app's). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const e2eStripePort = Number(process.env.E2E_STRIPE_PORT ?? e2ePort + 1000);

/** @returns {Record<string, string>} */
export function e2eServerEnv() {
  const secrets = Object.fromEntries(Object.entries(e2eSecrets).filter(([name]) => name !== "RESEND_API_KEY"));
  return {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATA_DIR: e2eDataDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
    // Production on the embedded PGlite when no PostgreSQL was given: on purpose, so said.
    EMBEDDED_DATABASE: "1",
    ...secrets,
    ...e2eBusinessFacts,
    ADMIN_EMAIL: e2eAdminEmail,
    MAIL_OUTBOX_DIR: e2eOutboxDir,
    // Won requests offer "Ask for a review" (its e-mail lands in the outbox with this link).
    GOOGLE_REVIEW_URL: "https://g.page/r/orbit-painting-e2e/review",
    // Production without a Resend key, on purpose: every message lands in the outbox the tests read.
    MAIL_TRANSPORT: "outbox",
    // The tests stand where the proxy in front would (production requires one): nothing sends
    // X-Forwarded-For, so Next's own, from the connection, is the last entry.
    TRUST_PROXY: "1",
    // Tests sign in and submit many times from one address: raised limits, stated here.
    LEAD_RATE_LIMIT: "1000",
    BOOKING_RATE_LIMIT: "1000",
    SLOTS_RATE_LIMIT: "100000",
    ESTIMATE_RATE_LIMIT: "100000",
    SIGNIN_RATE_LIMIT: "1000",
    SIGNIN_ACCOUNT_LIMIT: "1000",
    CODE_SEND_RATE_LIMIT: "1000",
    CODE_ACCOUNT_LIMIT: "1000",
    // Ceilings shared by all clients, raised like the limits (tested at small values in integration).
    LEAD_HOURLY_CAP: "100000",
    PHOTO_DAILY_MB: "100000",
    CONFIRMATION_HOURLY_CAP: "100000",
    // The push tests' devices: made-up endpoints that nothing answers, and the local stand-in.
    PUSH_SERVICE_HOSTS: "push.invalid,localhost",
    STRIPE_API_URL: `http://127.0.0.1:${e2eStripePort}`,
  };
}

/**
 * A production server's environment with throwaway secrets, for the scripts that run one on
 * their own (`npm run bench`, `npm run validate`): the business facts, the proxy setting and the
 * secrets production refuses to start without, on the embedded database unless overridden.
 * @param {{ adminUsername: string, dataDir: string, vapid: { publicKey: string, privateKey: string } }} options
 * @returns {Record<string, string>}
 */
export function throwawayProductionEnv({ adminUsername, dataDir, vapid }) {
  return {
    ...e2eBusinessFacts,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    EMBEDDED_DATABASE: "1",
    DATA_DIR: dataDir,
    // Nothing sends X-Forwarded-For to it: Next's own, from the connection, is the client.
    TRUST_PROXY: "1",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    ADMIN_USERNAME: adminUsername,
    ADMIN_PASSWORD: randomBytes(18).toString("base64url"),
    ADMIN_EMAIL: `owner@${adminUsername}.invalid`,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    MAIL_OUTBOX_DIR: path.join(dataDir, "outbox"),
    GOOGLE_PLACES_API_KEY: "",
  };
}

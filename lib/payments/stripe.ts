import "server-only";
import Stripe from "stripe";
import { getConfig } from "@/lib/config";

/**
 * The one Stripe client (card payments: Checkout Sessions, signed webhooks), or null when
 * STRIPE_SECRET_KEY is unset: then nothing about card payments shows anywhere.
 */
let cached: { key: string; client: Stripe } | undefined;

/** The SDK's address options for STRIPE_API_URL (a stand-in of Stripe's API in the tests). */
export function stripeAddress(apiUrl: string | undefined): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443, protocol };
}

export function stripeClient(): Stripe | null {
  const settings = getConfig().stripe;
  if (!settings) return null;
  const key = `${settings.secretKey}|${settings.apiUrl ?? ""}`;
  if (cached?.key !== key) {
    cached = { key, client: new Stripe(settings.secretKey, { ...stripeAddress(settings.apiUrl), maxNetworkRetries: 1, timeout: 20_000, telemetry: false }) };
  }
  return cached.client;
}


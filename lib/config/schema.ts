import { isIP } from "node:net";
import { z } from "@/lib/zod";
import { business } from "@/lib/business";
import { businessFactsEnvSchema, businessFactsFrom, businessFactsProblems } from "./business-facts";
import { embeddedDatabaseAllowed, embeddedInProductionMessage, sharesOneSession } from "@/lib/db/embedded-url.mjs";

/**
 * Every environment variable the app reads (listed in .env.example), validated in one place.
 * `parseConfig` is pure: it takes the environment and the development fallbacks, so tests can
 * call it without touching the disk.
 */

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const positiveInt = (fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === "" ? fallback : Number(value)),
    z.number().int().positive(),
  );

const hostList = (fallback: string[]) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value === undefined || value.trim() === ""
        ? fallback
        : value
            .split(",")
            .map((host) => host.trim().toLowerCase())
            .filter(Boolean),
    );

/**
 * TRUST_PROXY: the proxies in front of the app that write X-Forwarded-For (lib/http/client-ip.ts).
 * A number: that many ("true" is 1). Otherwise a comma-separated list of proxy addresses or CIDR
 * ranges, passed over from the right. Unset, 0 or false (development and tests only): nothing in
 * front, the header's last entry is the client.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context) => {
    const text = (value ?? "").trim().toLowerCase();
    if (text === "" || text === "0" || text === "false") return { hops: 0, addresses: [] as string[] };
    if (text === "true") return { hops: 1, addresses: [] as string[] };
    if (/^\d+$/.test(text)) return { hops: Number(text), addresses: [] as string[] };
    const addresses = text.split(",").map((part) => part.trim()).filter(Boolean);
    const invalid = addresses.filter((entry) => !isAddressOrRange(entry));
    if (invalid.length > 0) {
      context.addIssue({ code: "custom", message: `must be a number of proxies or a list of proxy addresses (not ${invalid.join(", ")})` });
      return z.NEVER;
    }
    return { hops: 0, addresses };
  });

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split("/");
  const family = isIP(address ?? "");
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  DATABASE_POOL_SIZE: positiveInt(10),
  /** "1": production may run on the embedded PGlite (`npm start` without DATABASE_URL). */
  EMBEDDED_DATABASE: z.enum(["0", "1", ""]).optional(),
  DATA_DIR: z.string().trim().min(1).default(".data"),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  ADMIN_USERNAME: optionalString.pipe(
    z.string().max(50).regex(/^[A-Za-z0-9._@-]+$/, "may hold letters, digits and . _ @ - only").optional(),
  ),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(12, "must be at least 12 characters").optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email("must be an e-mail address").optional()),
  RESEND_API_KEY: optionalString,
  /** Only for tests against a stand-in of Resend's API (default https://api.resend.com). */
  RESEND_BASE_URL: optionalString.pipe(z.url().optional()),
  /** "outbox" writes every message to MAIL_OUTBOX_DIR even in production (a staging server, the tests). */
  MAIL_TRANSPORT: z.enum(["resend", "outbox", ""]).optional().transform((value) => value || undefined),
  MAIL_FROM: optionalString,
  MAIL_OUTBOX_DIR: optionalString,
  GOOGLE_PLACES_API_KEY: optionalString,
  GOOGLE_PLACE_ID: optionalString,
  GOOGLE_PLACES_BASE_URL: optionalString.pipe(z.url().optional()),
  /** The business's "write a review" link on Google; unset, the panel offers no review request. */
  GOOGLE_REVIEW_URL: optionalString.pipe(z.url({ protocol: /^https$/, error: "must be an https:// URL" }).optional()),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
  PUSH_SERVICE_HOSTS: hostList([]),
  NEXT_PUBLIC_SITE_URL: optionalString.pipe(z.url("must be an absolute URL").optional()),
  ADMIN_ALLOWED_HOSTS: hostList([]),
  TRUST_PROXY: trustProxy,
  /** Leads (quote requests) per client IP per 10 minutes. */
  LEAD_RATE_LIMIT: positiveInt(5),
  /** Quote requests stored as leads per hour from all clients together; past it, kept as spam. */
  LEAD_HOURLY_CAP: positiveInt(60),
  /** Megabytes of photos stored per day from all clients together; past it, kept as spam without them. */
  PHOTO_DAILY_MB: z.preprocess((value) => (value === undefined || value === "" ? 500 : Number(value)), z.number().int().positive().max(2_000_000)),
  /** Customer confirmations queued per hour, to all addresses together. */
  CONFIRMATION_HOURLY_CAP: positiveInt(30),
  BOOKING_RATE_LIMIT: positiveInt(20),
  /** GET /api/booking/{token}/slots per client IP per 10 minutes. */
  SLOTS_RATE_LIMIT: positiveInt(60),
  /** POST /api/estimate per client IP per minute. */
  ESTIMATE_RATE_LIMIT: positiveInt(30),
  /** Uploads with photos one client address may have under way or waiting at once (lib/photos/upload-slots.ts). */
  UPLOADS_PER_ADDRESS: positiveInt(2),
  SIGNIN_RATE_LIMIT: positiveInt(5),
  SIGNIN_ACCOUNT_LIMIT: positiveInt(20),
  CODE_SEND_RATE_LIMIT: positiveInt(3),
  CODE_ACCOUNT_LIMIT: positiveInt(20),
  /** Card payments through Stripe Checkout (lib/payments/); unset, no card payment shows anywhere. */
  STRIPE_SECRET_KEY: optionalString,
  /** The signing secret of the dashboard's webhook endpoint (whsec_…), which alone marks a payment paid. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Only for tests against a stand-in of Stripe's API (default https://api.stripe.com). */
  STRIPE_API_URL: optionalString.pipe(z.url().optional()),
}).extend(businessFactsEnvSchema.shape);

type Env = z.input<typeof envSchema>;

/** Values a development machine may generate for itself (kept under DATA_DIR). */
export interface DevFallbacks {
  authSecret: string;
  adminPassword: string;
  vapid: { publicKey: string; privateKey: string };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Hosts that may open /admin-pwa unless ADMIN_ALLOWED_HOSTS says otherwise. */
export const defaultAdminHosts = ["localhost", "127.0.0.1", "[::1]", business.domain, `www.${business.domain}`];

const stripeApiUrlMessage = "STRIPE_API_URL may only name a loopback address (a local stand-in), and http only there: unset it to reach Stripe";

export const trustProxyMessage =
  "TRUST_PROXY is required in production: run the app behind a proxy that appends the client's address to X-Forwarded-For (docs/operations.md, nginx in front) and set TRUST_PROXY=1";

/** 127.0.0.0/8, ::1 or localhost: the only hosts STRIPE_API_URL may name in production. */
function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Variables renamed, new name to old: the old one is still read for one release (the new one wins
 * when both are set), and each use is a warning the server logs at start (lib/config/index.ts).
 */
export const renamedEnv = { LEAD_RATE_LIMIT: "QUOTE_RATE_LIMIT", LEAD_HOURLY_CAP: "QUOTE_HOURLY_CAP" } as const;

/** The environment with each renamed variable under its new name, and the warnings that says. */
function withRenamedEnv(env: Record<string, string | undefined>) {
  const renamed = { ...env };
  const warnings: string[] = [];
  /** New name to the old one its value came from, to name the variable the operator set in a problem. */
  const readFrom: Record<string, string> = {};
  for (const [name, oldName] of Object.entries(renamedEnv)) {
    const old = env[oldName];
    if (old === undefined || old.trim() === "") continue;
    const current = env[name];
    if (current === undefined || current.trim() === "") {
      renamed[name] = old;
      readFrom[name] = oldName;
      warnings.push(`${oldName} is now called ${name}: the old name is read this release only; rename it in your environment`);
    } else {
      warnings.push(`${oldName} is ignored: ${name} is set too (the old name goes in the next release; remove it)`);
    }
  }
  return { renamed, warnings, readFrom };
}

export function parseConfig(env: Record<string, string | undefined>, dev?: () => DevFallbacks) {
  const { renamed, warnings, readFrom } = withRenamedEnv(env);
  const parsed = envSchema.safeParse(renamed as Env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join(".");
        return `${readFrom[name] ?? (name || "environment")} ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";

  // Production never invents secrets: each missing one is named, all at once.
  if (production) {
    // ADMIN_EMAIL: sign-in codes must not go to the public support mailbox (business.email).
    const required = ["AUTH_SECRET", "ADMIN_USERNAME", "ADMIN_PASSWORD", "ADMIN_EMAIL", "VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"] as const;
    const missing = required.filter((name) => !e[name]);
    const problems = missing.map((name) => `${name} is required in production (see .env.example)`);
    // A production server without a mail key would file every alert in a folder nobody reads.
    if (!e.RESEND_API_KEY && e.MAIL_TRANSPORT !== "outbox") {
      problems.push("RESEND_API_KEY is required in production, unless MAIL_TRANSPORT=outbox is set on purpose (see .env.example)");
    }
    problems.push(...businessFactsProblems(e, production));
    if (e.DATABASE_URL && sharesOneSession(e.DATABASE_URL) && !embeddedDatabaseAllowed({ production, flag: e.EMBEDDED_DATABASE })) {
      problems.push(embeddedInProductionMessage);
    }
    // Without the signing secret no payment could ever be marked paid.
    if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
      problems.push("STRIPE_WEBHOOK_SECRET is required in production when STRIPE_SECRET_KEY is set (see .env.example)");
    }
    if (e.STRIPE_API_URL && !isLoopback(e.STRIPE_API_URL)) problems.push(stripeApiUrlMessage);
    // Next.js keeps an X-Forwarded-For the client sent: only a proxy in front can make it true.
    if (e.TRUST_PROXY.hops === 0 && e.TRUST_PROXY.addresses.length === 0) problems.push(trustProxyMessage);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  // Plain http would carry the secret key in the clear: only to a stand-in on this machine.
  if (e.STRIPE_API_URL && new URL(e.STRIPE_API_URL).protocol === "http:" && !isLoopback(e.STRIPE_API_URL)) {
    throw new ConfigError([stripeApiUrlMessage]);
  }
  const factProblems = businessFactsProblems(e, production);
  if (factProblems.length > 0) throw new ConfigError(factProblems);
  if (e.MAIL_TRANSPORT === "resend" && !e.RESEND_API_KEY) {
    throw new ConfigError(["MAIL_TRANSPORT=resend needs RESEND_API_KEY"]);
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(["VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together"]);
  }

  const needsFallback = !e.AUTH_SECRET || !e.ADMIN_PASSWORD || !e.VAPID_PUBLIC_KEY;
  const fallback = !production && needsFallback ? dev?.() : undefined;
  if (needsFallback && !production && !fallback) {
    throw new ConfigError(["development fallbacks are unavailable: set AUTH_SECRET, ADMIN_PASSWORD and VAPID keys"]);
  }

  const siteUrl = (e.NEXT_PUBLIC_SITE_URL ?? business.website).replace(/\/+$/, "");

  return {
    nodeEnv: e.NODE_ENV,
    production,
    dataDir: e.DATA_DIR,
    database: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE },
    auth: {
      secret: e.AUTH_SECRET ?? fallback!.authSecret,
      trustProxy: e.TRUST_PROXY,
      signinRateLimit: e.SIGNIN_RATE_LIMIT,
      signinAccountLimit: e.SIGNIN_ACCOUNT_LIMIT,
      codeSendRateLimit: e.CODE_SEND_RATE_LIMIT,
      codeAccountLimit: e.CODE_ACCOUNT_LIMIT,
    },
    admin: {
      username: e.ADMIN_USERNAME ?? "admin",
      password: e.ADMIN_PASSWORD ?? fallback!.adminPassword,
      passwordGenerated: !e.ADMIN_PASSWORD,
      email: e.ADMIN_EMAIL ?? business.email,
      allowedHosts: e.ADMIN_ALLOWED_HOSTS.length > 0 ? e.ADMIN_ALLOWED_HOSTS : defaultAdminHosts,
    },
    mail: {
      /** Resend when a key is set, unless MAIL_TRANSPORT=outbox says otherwise. */
      resendApiKey: e.MAIL_TRANSPORT === "outbox" ? undefined : e.RESEND_API_KEY,
      resendBaseUrl: e.RESEND_BASE_URL?.replace(/\/+$/, ""),
      from: e.MAIL_FROM ?? `${business.name} <noreply@${business.domain}>`,
      outboxDir: e.MAIL_OUTBOX_DIR ?? `${e.DATA_DIR}/outbox`,
    },
    reviews: {
      apiKey: e.GOOGLE_PLACES_API_KEY,
      placeId: e.GOOGLE_PLACE_ID,
      baseUrl: (e.GOOGLE_PLACES_BASE_URL ?? "https://places.googleapis.com").replace(/\/+$/, ""),
      /** Where "Ask for a review" sends a won customer (lib/leads/services/review-request.ts). */
      reviewUrl: e.GOOGLE_REVIEW_URL,
    },
    push: {
      publicKey: e.VAPID_PUBLIC_KEY ?? fallback!.vapid.publicKey,
      privateKey: e.VAPID_PRIVATE_KEY ?? fallback!.vapid.privateKey,
      subject: e.VAPID_SUBJECT ?? `mailto:${business.email}`,
      /** Push services besides the browsers' own (lib/push/push-services.ts) whose endpoints may be saved. */
      extraServiceHosts: e.PUSH_SERVICE_HOSTS,
    },
    /** Licence, licensed name, ABN, GST registration, bank and PayID: what quotes and invoices state. */
    business: businessFactsFrom(e),
    siteUrl,
    leadRateLimit: e.LEAD_RATE_LIMIT,
    /** Ceilings shared by every client and app server (lib/leads/services/ceilings.ts). */
    ceilings: { leadsPerHour: e.LEAD_HOURLY_CAP, photoMbPerDay: e.PHOTO_DAILY_MB, confirmationsPerHour: e.CONFIRMATION_HOURLY_CAP },
    /** Bookings, moves, cancellations and unknown booking links per client address per 10 minutes. */
    bookingRateLimit: e.BOOKING_RATE_LIMIT,
    /** Free-slot answers per client address per 10 minutes. */
    slotsRateLimit: e.SLOTS_RATE_LIMIT,
    /** Instant estimates per client address per minute. */
    estimateRateLimit: e.ESTIMATE_RATE_LIMIT,
    uploadsPerAddress: e.UPLOADS_PER_ADDRESS,
    /** Card payments (lib/payments/stripe.ts), or null when STRIPE_SECRET_KEY is unset. */
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
      : null,
    /** Deprecated variables still read (renamedEnv), to log at start. */
    warnings,
  };
}

export type AppConfig = ReturnType<typeof parseConfig>;

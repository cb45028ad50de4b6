import { describe, expect, it, vi } from "vitest";
import { isValidAbn } from "@/lib/config/business-facts";
import { ConfigError, defaultAdminHosts, parseConfig, trustProxyMessage, type DevFallbacks } from "@/lib/config/schema";

const dev: DevFallbacks = {
  authSecret: "d".repeat(43),
  adminPassword: "generated-password",
  vapid: { publicKey: "dev-public", privateKey: "dev-private" },
};

const production = {
  NODE_ENV: "production",
  AUTH_SECRET: "s".repeat(32),
  ADMIN_USERNAME: "owner",
  ADMIN_PASSWORD: "a-long-enough-password",
  ADMIN_EMAIL: "owner@example.com.au",
  VAPID_PUBLIC_KEY: "public",
  VAPID_PRIVATE_KEY: "private",
  RESEND_API_KEY: "re_live",
  BUSINESS_LICENCE: "234567C",
  BUSINESS_LICENSED_NAME: "Orbit Painting Pty Ltd",
  BUSINESS_ABN: "51 824 753 556",
  TRUST_PROXY: "1",
};

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("parseConfig", () => {
  it("fills development defaults from the generated secrets", () => {
    const config = parseConfig({}, () => dev);
    expect(config.production).toBe(false);
    expect(config.auth.secret).toBe(dev.authSecret);
    expect(config.admin).toMatchObject({ username: "admin", password: "generated-password", passwordGenerated: true });
    expect(config.admin.email).toBe("support@orbitpainting.com.au");
    expect(config.admin.allowedHosts).toEqual(defaultAdminHosts);
    expect(config.push).toMatchObject({ publicKey: "dev-public", privateKey: "dev-private" });
    expect(config.mail).toMatchObject({ resendApiKey: undefined, outboxDir: ".data/outbox" });
    expect(config.reviews).toEqual({ apiKey: undefined, placeId: undefined, baseUrl: "https://places.googleapis.com" });
    expect(config.leadRateLimit).toBe(5);
    expect(config.auth.signinRateLimit).toBe(5);
    expect(config.auth.codeSendRateLimit).toBe(3);
    expect(config.auth.trustProxy).toEqual({ hops: 0, addresses: [] });
    expect(config.auth.signinAccountLimit).toBe(20);
    expect(config.auth.codeAccountLimit).toBe(20);
    expect(config.database.url).toBeUndefined();
  });

  it("reads every variable that is set", () => {
    const config = parseConfig({
      ...production,
      DATABASE_URL: "postgresql://app@db.internal:5432/orbit",
      DATABASE_POOL_SIZE: "20",
      DATA_DIR: "/var/lib/orbit",
      ADMIN_EMAIL: "owner@example.com.au",
      RESEND_API_KEY: "re_123",
      MAIL_FROM: "Orbit <hello@example.com.au>",
      GOOGLE_PLACES_API_KEY: "key",
      GOOGLE_PLACE_ID: "place",
      GOOGLE_PLACES_BASE_URL: "http://127.0.0.1:9999/",
      VAPID_SUBJECT: "mailto:owner@example.com.au",
      NEXT_PUBLIC_SITE_URL: "https://example.com.au/",
      ADMIN_ALLOWED_HOSTS: "Example.com.au, admin.example.com.au",
      PUSH_SERVICE_HOSTS: " Push.Example.net ,",
      TRUST_PROXY: "1",
      LEAD_RATE_LIMIT: "1000",
      SIGNIN_RATE_LIMIT: "50",
      CODE_SEND_RATE_LIMIT: "9",
    });
    expect(config.production).toBe(true);
    expect(config.database).toEqual({ url: "postgresql://app@db.internal:5432/orbit", poolSize: 20 });
    expect(config.mail).toEqual({ resendApiKey: "re_123", resendBaseUrl: undefined, from: "Orbit <hello@example.com.au>", outboxDir: "/var/lib/orbit/outbox" });
    expect(config.reviews.baseUrl).toBe("http://127.0.0.1:9999");
    expect(config.siteUrl).toBe("https://example.com.au");
    expect(config.admin.allowedHosts).toEqual(["example.com.au", "admin.example.com.au"]);
    expect(config.push.extraServiceHosts).toEqual(["push.example.net"]);
    expect(config.admin.passwordGenerated).toBe(false);
    expect(config.auth.trustProxy).toEqual({ hops: 1, addresses: [] });
    expect(config.leadRateLimit).toBe(1000);
    expect(config.auth.signinRateLimit).toBe(50);
    expect(config.auth.codeSendRateLimit).toBe(9);
  });

  it("names every secret production lacks, and never generates one", () => {
    let generated = false;
    const problems = problemsOf(() =>
      parseConfig({ NODE_ENV: "production" }, () => {
        generated = true;
        return dev;
      }),
    );
    expect(problems).toEqual([
      "AUTH_SECRET is required in production (see .env.example)",
      "ADMIN_USERNAME is required in production (see .env.example)",
      "ADMIN_PASSWORD is required in production (see .env.example)",
      "ADMIN_EMAIL is required in production (see .env.example)",
      "VAPID_PUBLIC_KEY is required in production (see .env.example)",
      "VAPID_PRIVATE_KEY is required in production (see .env.example)",
      "RESEND_API_KEY is required in production, unless MAIL_TRANSPORT=outbox is set on purpose (see .env.example)",
      "BUSINESS_LICENCE is required in production (see .env.example)",
      "BUSINESS_LICENSED_NAME is required in production (see .env.example)",
      "BUSINESS_ABN is required in production (see .env.example)",
      trustProxyMessage,
    ]);
    expect(generated).toBe(false);
  });

  it("refuses production without ADMIN_EMAIL: sign-in codes must not go to the public support mailbox", () => {
    const { ADMIN_EMAIL, ...withoutEmail } = production;
    void ADMIN_EMAIL;
    expect(problemsOf(() => parseConfig(withoutEmail))).toEqual(["ADMIN_EMAIL is required in production (see .env.example)"]);
    // Development still falls back to the business's address.
    expect(parseConfig({}, () => dev).admin.email).toBe("support@orbitpainting.com.au");
  });

  it("refuses production with STRIPE_SECRET_KEY but no STRIPE_WEBHOOK_SECRET: no payment could be marked paid", () => {
    expect(problemsOf(() => parseConfig({ ...production, STRIPE_SECRET_KEY: "sk_live_x" }))).toEqual([
      "STRIPE_WEBHOOK_SECRET is required in production when STRIPE_SECRET_KEY is set (see .env.example)",
    ]);
    expect(parseConfig({ ...production, STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_y", STRIPE_API_URL: "http://127.0.0.1:4010" }).stripe).toEqual({
      secretKey: "sk_live_x",
      webhookSecret: "whsec_y",
      apiUrl: "http://127.0.0.1:4010",
    });
    // Unset: no card payments at all.
    expect(parseConfig(production).stripe).toBeNull();
    expect(parseConfig({ STRIPE_SECRET_KEY: "" }, () => dev).stripe).toBeNull();
    expect(problemsOf(() => parseConfig({ STRIPE_API_URL: "not a url" }, () => dev))).toHaveLength(1);
  });

  it("takes STRIPE_API_URL in production only on a loopback address, and plain http only there", () => {
    const stripe = { ...production, STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_y" };
    const refusal = ["STRIPE_API_URL may only name a loopback address (a local stand-in), and http only there: unset it to reach Stripe"];
    for (const url of ["https://api.example.com", "http://stripe.example.com:8080", "https://10.0.0.5", "http://localhost.example.com"]) {
      expect(problemsOf(() => parseConfig({ ...stripe, STRIPE_API_URL: url })), url).toEqual(refusal);
    }
    for (const url of ["http://127.0.0.1:4010", "http://localhost:4010", "https://[::1]:4010"]) {
      expect(parseConfig({ ...stripe, STRIPE_API_URL: url }).stripe?.apiUrl, url).toBe(url);
    }
    expect(problemsOf(() => parseConfig({ STRIPE_API_URL: "http://stripe.example.com" }, () => dev))).toEqual(refusal);
    expect(parseConfig({ STRIPE_API_URL: "https://stripe-mock.example.com" }, () => dev).stripe).toBeNull();
  });

  it("runs production on the embedded database only with EMBEDDED_DATABASE=1", () => {
    const embedded = "postgresql://postgres:pw@127.0.0.1:40123/postgres?sslmode=disable&application_name=orbit-embedded-pglite";
    expect(problemsOf(() => parseConfig({ ...production, DATABASE_URL: embedded }))).toEqual([
      "No DATABASE_URL: production runs on PostgreSQL. Set DATABASE_URL, or EMBEDDED_DATABASE=1 to run on the embedded database (PGlite, in DATA_DIR) on purpose.",
    ]);
    expect(parseConfig({ ...production, DATABASE_URL: embedded, EMBEDDED_DATABASE: "1" }).database.url).toBe(embedded);
    expect(parseConfig({ DATABASE_URL: embedded }, () => dev).database.url).toBe(embedded);
    expect(parseConfig({ ...production, DATABASE_URL: "postgresql://app@db.internal:5432/orbit" }).database.url).toBe("postgresql://app@db.internal:5432/orbit");
  });

  it("refuses production without RESEND_API_KEY unless MAIL_TRANSPORT=outbox says so", () => {
    expect(problemsOf(() => parseConfig({ ...production, RESEND_API_KEY: "" }))).toEqual([
      "RESEND_API_KEY is required in production, unless MAIL_TRANSPORT=outbox is set on purpose (see .env.example)",
    ]);
    expect(parseConfig({ ...production, RESEND_API_KEY: "", MAIL_TRANSPORT: "outbox" }).mail.resendApiKey).toBeUndefined();
    // outbox wins over a key that is present (a staging copy of production's settings).
    expect(parseConfig({ ...production, MAIL_TRANSPORT: "outbox" }).mail.resendApiKey).toBeUndefined();
    expect(parseConfig({ ...production, RESEND_BASE_URL: "http://127.0.0.1:4010/" }).mail).toMatchObject({ resendApiKey: "re_live", resendBaseUrl: "http://127.0.0.1:4010" });
    expect(problemsOf(() => parseConfig({ MAIL_TRANSPORT: "resend" }, () => dev))).toEqual(["MAIL_TRANSPORT=resend needs RESEND_API_KEY"]);
    expect(problemsOf(() => parseConfig({ MAIL_TRANSPORT: "pigeon" }, () => dev))[0]).toMatch(/^MAIL_TRANSPORT /);
  });

  it("rejects malformed values with the variable's name", () => {
    expect(problemsOf(() => parseConfig({ DATABASE_URL: "mysql://x" }, () => dev))[0]).toMatch(/^DATABASE_URL /);
    expect(problemsOf(() => parseConfig({ AUTH_SECRET: "short" }, () => dev))[0]).toMatch(/^AUTH_SECRET must be at least 32/);
    expect(problemsOf(() => parseConfig({ LEAD_RATE_LIMIT: "lots" }, () => dev))[0]).toMatch(/^LEAD_RATE_LIMIT /);
    expect(problemsOf(() => parseConfig({ ADMIN_EMAIL: "nobody" }, () => dev))[0]).toMatch(/^ADMIN_EMAIL must be an e-mail/);
    expect(problemsOf(() => parseConfig({ NEXT_PUBLIC_SITE_URL: "example" }, () => dev))[0]).toMatch(/^NEXT_PUBLIC_SITE_URL /);
    expect(problemsOf(() => parseConfig({ ...production, VAPID_PRIVATE_KEY: "" }))[0]).toMatch(/VAPID_PRIVATE_KEY/);
  });

  it("takes GOOGLE_REVIEW_URL only as an https:// URL; unset, no review requests", () => {
    expect(parseConfig({ GOOGLE_REVIEW_URL: "https://g.page/r/abc/review" }, () => dev).reviews.reviewUrl).toBe("https://g.page/r/abc/review");
    expect(parseConfig({ GOOGLE_REVIEW_URL: "" }, () => dev).reviews.reviewUrl).toBeUndefined();
    for (const wrong of ["http://g.page/r/abc/review", "javascript:alert(1)", "g.page/r/abc", "not a url"]) {
      expect(problemsOf(() => parseConfig({ GOOGLE_REVIEW_URL: wrong }, () => dev))[0], wrong).toBe("GOOGLE_REVIEW_URL must be an https:// URL");
    }
  });

  it("treats empty strings as unset", () => {
    const config = parseConfig({ DATABASE_URL: "", RESEND_API_KEY: " ", ADMIN_ALLOWED_HOSTS: "" }, () => dev);
    expect(config.database.url).toBeUndefined();
    expect(config.mail.resendApiKey).toBeUndefined();
    expect(config.admin.allowedHosts).toEqual(defaultAdminHosts);
  });
});

describe("the business's legal facts (BUSINESS_*, GST_REGISTERED, BANK_*, PAYID)", () => {
  it.each([
    ["51 824 753 556", true],
    ["51824753556", true],
    ["51 824 753 557", false],
    ["00 000 000 000", false],
    ["5182475355", false],
    ["51 824 753 55a", false],
  ])("checks the ABN's check digits (ATO: first digit less 1, weights 10,1,3,5,7,9,11,13,15,17,19, sum divisible by 89): %s is %s", (abn, valid) => {
    expect(isValidAbn(abn)).toBe(valid);
  });

  it("refuses production without a valid ABN and licence, naming the variable", () => {
    expect(problemsOf(() => parseConfig({ ...production, BUSINESS_ABN: "00 000 000 000" }))).toEqual([
      "BUSINESS_ABN must be an 11-digit ABN whose check digits are right (e.g. 51 824 753 556)",
    ]);
    expect(problemsOf(() => parseConfig({ ...production, BUSINESS_LICENCE: "licence 1" }))[0]).toMatch(/^BUSINESS_LICENCE must be the contractor licence number/);
    expect(problemsOf(() => parseConfig({ ...production, BUSINESS_ABN: "" }))).toEqual(["BUSINESS_ABN is required in production (see .env.example)"]);
    expect(problemsOf(() => parseConfig({ ...production, BUSINESS_LICENCE: " " }))).toEqual(["BUSINESS_LICENCE is required in production (see .env.example)"]);
  });

  it("validates the bank details: a six-digit BSB, a 5 to 10 digit account, all three together", () => {
    expect(problemsOf(() => parseConfig({ ...production, BANK_ACCOUNT_NAME: "Orbit", BANK_BSB: "06200", BANK_ACCOUNT_NUMBER: "12345678" }))[0]).toMatch(/^BANK_BSB must be six digits/);
    expect(problemsOf(() => parseConfig({ ...production, BANK_ACCOUNT_NAME: "Orbit", BANK_BSB: "062-000", BANK_ACCOUNT_NUMBER: "12" }))[0]).toMatch(/^BANK_ACCOUNT_NUMBER /);
    expect(problemsOf(() => parseConfig({ ...production, BANK_BSB: "062-000" }))).toEqual(["BANK_ACCOUNT_NAME, BANK_BSB and BANK_ACCOUNT_NUMBER must be set together"]);
  });

  it("reads the real facts in production: not a sample, GST registered unless GST_REGISTERED=0", () => {
    const config = parseConfig({ ...production, BANK_ACCOUNT_NAME: "Orbit Painting Pty Ltd", BANK_BSB: "062 000", BANK_ACCOUNT_NUMBER: "1234 5678", PAYID: "pay@example.com.au", BUSINESS_ABN: "51824753556", BUSINESS_LICENCE: "234567c" });
    expect(config.business).toEqual({
      licenceNumber: "234567C",
      licensedName: "Orbit Painting Pty Ltd",
      abn: "51 824 753 556",
      gstRegistered: true,
      bank: { accountName: "Orbit Painting Pty Ltd", bsb: "062-000", accountNumber: "12345678" },
      payId: "pay@example.com.au",
      sample: false,
    });
    expect(parseConfig({ ...production, GST_REGISTERED: "0" }).business).toMatchObject({ gstRegistered: false, bank: null, payId: null });
    expect(problemsOf(() => parseConfig({ ...production, GST_REGISTERED: "yes" }))[0]).toMatch(/^GST_REGISTERED /);
  });

  it("draws development's documents with marked sample facts", () => {
    expect(parseConfig({}, () => dev).business).toEqual({
      licenceNumber: "123456C",
      licensedName: "Orbit Painting",
      abn: "51 824 753 556",
      gstRegistered: true,
      bank: { accountName: "Orbit Painting", bsb: "000-000", accountNumber: "00000000" },
      payId: "payments@orbitpainting.com.au",
      sample: true,
    });
  });
});

describe("renamed variables (QUOTE_RATE_LIMIT, QUOTE_HOURLY_CAP → LEAD_*)", () => {
  it("reads the new names without a warning", () => {
    const config = parseConfig({ LEAD_RATE_LIMIT: "7", LEAD_HOURLY_CAP: "70" }, () => dev);
    expect(config.leadRateLimit).toBe(7);
    expect(config.ceilings.leadsPerHour).toBe(70);
    expect(config.warnings).toEqual([]);
  });

  it("still reads each old name for one release, with a warning that names both", () => {
    const config = parseConfig({ QUOTE_RATE_LIMIT: "8", QUOTE_HOURLY_CAP: "80" }, () => dev);
    expect(config.leadRateLimit).toBe(8);
    expect(config.ceilings.leadsPerHour).toBe(80);
    expect(config.warnings).toEqual([
      "QUOTE_RATE_LIMIT is now called LEAD_RATE_LIMIT: the old name is read this release only; rename it in your environment",
      "QUOTE_HOURLY_CAP is now called LEAD_HOURLY_CAP: the old name is read this release only; rename it in your environment",
    ]);
  });

  it("lets the new name win when both are set, and warns that the old one is ignored", () => {
    const config = parseConfig({ LEAD_RATE_LIMIT: "9", QUOTE_RATE_LIMIT: "1", LEAD_HOURLY_CAP: "", QUOTE_HOURLY_CAP: "90" }, () => dev);
    expect(config.leadRateLimit).toBe(9);
    expect(config.ceilings.leadsPerHour).toBe(90);
    expect(config.warnings).toEqual([
      "QUOTE_RATE_LIMIT is ignored: LEAD_RATE_LIMIT is set too (the old name goes in the next release; remove it)",
      "QUOTE_HOURLY_CAP is now called LEAD_HOURLY_CAP: the old name is read this release only; rename it in your environment",
    ]);
  });

  it("names the variable the operator set when its value is wrong", () => {
    expect(problemsOf(() => parseConfig({ QUOTE_RATE_LIMIT: "lots" }, () => dev))[0]).toMatch(/^QUOTE_RATE_LIMIT /);
  });

  it("logs each warning once, when the server first reads its configuration", async () => {
    vi.resetModules();
    vi.stubEnv("AUTH_SECRET", "s".repeat(32));
    vi.stubEnv("ADMIN_PASSWORD", "a-long-enough-password");
    vi.stubEnv("VAPID_PUBLIC_KEY", "public");
    vi.stubEnv("VAPID_PRIVATE_KEY", "private");
    vi.stubEnv("QUOTE_HOURLY_CAP", "61");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const { getConfig } = await import("@/lib/config");
      expect(getConfig().ceilings.leadsPerHour).toBe(61);
      getConfig();
      expect(warn.mock.calls).toEqual([
        ["[config] QUOTE_HOURLY_CAP is now called LEAD_HOURLY_CAP: the old name is read this release only; rename it in your environment"],
      ]);
    } finally {
      warn.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});

import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { hitRateLimit, peekRateLimit, refundRateLimit, resetRateLimit, sweepExpiredRateLimits } from "@/lib/rate-limit";

afterAll(() => getDb().$disconnect());

describe("database rate limits", () => {
  const rule = { limit: 3, windowMs: 60_000 };

  it("allows the limit, refuses the next, and says when to retry", async () => {
    const key = `test:${Date.now()}`;
    const now = Math.floor(Date.now() / 60_000) * 60_000 + 15_000;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(key, rule, now));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ count: 4, retryAfterSeconds: 45 });
    expect(await peekRateLimit(key, rule, now)).toMatchObject({ count: 4, allowed: false });
    // The next window starts afresh.
    expect(await hitRateLimit(key, rule, now + 60_000)).toMatchObject({ count: 1, allowed: true });
    await resetRateLimit(key);
    expect(await peekRateLimit(key, rule, now + 60_000)).toMatchObject({ count: 0, allowed: true });
  });

  it("counts concurrent hits exactly once each", async () => {
    const key = `test:concurrent:${Date.now()}`;
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 40 }, () => hitRateLimit(key, { limit: 25, windowMs: 600_000 }, now)));
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(results.filter((result) => result.allowed)).toHaveLength(25);
  });

  it("takes back a counted event in the window it was counted in, never below zero", async () => {
    const key = `test:refund:${Date.now()}`;
    const now = Math.floor(Date.now() / 60_000) * 60_000 + 59_000;
    await hitRateLimit(key, rule, now);
    await hitRateLimit(key, rule, now);
    // One second later is the next window: the refund still goes to the event's own.
    await refundRateLimit(key, rule, now);
    expect(await peekRateLimit(key, rule, now)).toMatchObject({ count: 1 });
    expect(await peekRateLimit(key, rule, now + 1_000)).toMatchObject({ count: 0 });
    await refundRateLimit(key, rule, now);
    await refundRateLimit(key, rule, now);
    await refundRateLimit(key, rule, now + 1_000);
    expect(await peekRateLimit(key, rule, now)).toMatchObject({ count: 0, allowed: true });
  });

  it("sweeps expired windows", async () => {
    const key = `test:old:${Date.now()}`;
    await hitRateLimit(key, rule, Date.now() - 3_600_000);
    expect(await sweepExpiredRateLimits()).toBeGreaterThanOrEqual(1);
    expect(await getDb().rateLimit.count({ where: { key } })).toBe(0);
  });
});

describe("mail outbox", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "orbit-outbox-"));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(folder, { recursive: true, force: true });
  });

  /** sendMail from a fresh module that writes to this outbox (Resend not configured). */
  async function sendMailTo(outbox: string) {
    vi.resetModules();
    vi.stubEnv("MAIL_OUTBOX_DIR", outbox);
    vi.stubEnv("RESEND_API_KEY", "");
    return (await import("@/lib/mail")).sendMail;
  }

  it("writes each message as one JSON file when Resend is not configured", async () => {
    const sendMail = await sendMailTo(folder);
    await sendMail({ to: "owner@example.com.au", subject: "Hello", text: "Plain", html: "<p>Plain</p>" });
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    const entry = JSON.parse(readFileSync(path.join(folder, files[0]!), "utf8"));
    expect(entry).toMatchObject({ to: "owner@example.com.au", subject: "Hello", text: "Plain", html: "<p>Plain</p>" });
    expect(entry.from).toMatch(/Orbit Painting/);
    expect(new Date(entry.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("makes the outbox folder when it is missing, also when it was removed after the first message", async () => {
    const outbox = path.join(folder, "not-yet", "outbox");
    const sendMail = await sendMailTo(outbox);
    await sendMail({ to: "owner@example.com.au", subject: "First", text: "One", html: "<p>One</p>" });
    expect(readdirSync(outbox)).toHaveLength(1);
    rmSync(path.join(folder, "not-yet"), { recursive: true });
    await sendMail({ to: "owner@example.com.au", subject: "Second", text: "Two", html: "<p>Two</p>" });
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(JSON.parse(readFileSync(path.join(outbox, files[0]!), "utf8"))).toMatchObject({ subject: "Second" });
  });

  it("logs a message id only: no recipient, no subject (a sign-in code once rode in one)", async () => {
    const sendMail = await sendMailTo(folder);
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const { id } = await sendMail({ to: "customer@example.com", subject: "Secret subject 123456", text: "t", html: "<p>t</p>" });
      const keyed = await sendMail({ to: "customer@example.com", subject: "Secret subject 123456", text: "t", html: "<p>t</p>" }, { idempotencyKey: "quote-notification-7" });
      expect(keyed.id).toBe("quote-notification-7");
      expect(logged.mock.calls.map((call) => call.join(" "))).toEqual([`[mail] outbox: message ${id}`, "[mail] outbox: message quote-notification-7"]);
    } finally {
      logged.mockRestore();
    }
  });

  it("keeps one file per idempotency key, however often it is sent", async () => {
    const sendMail = await sendMailTo(folder);
    for (let i = 0; i < 3; i++) await sendMail({ to: "owner@example.com.au", subject: "Once", text: "t", html: "<p>t</p>" }, { idempotencyKey: "quote-notification-8" });
    expect(readdirSync(folder)).toEqual(["quote-notification-8.json"]);
  });
});

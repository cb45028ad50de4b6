import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { clearAttempts, countAttempt, fullFor, rateLimiter, refundAttempt } from "@/lib/rate-limit";

afterAll(() => getDb().$disconnect());

/** The site's one rate limiter (rate-limiter-flexible in `rate_limits`): the window shape. */
describe("database rate limits", () => {
  let n = 0;
  const windowLimit = (points = 3) => rateLimiter({ keyPrefix: `test-${Date.now()}-${n++}`, points, windowSeconds: 60 });
  afterEach(() => vi.useRealTimers());

  it("allows the limit, refuses the next with the rest of the window, and starts afresh after it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const limiter = windowLimit();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await countAttempt(limiter, "203.0.113.7"));
    expect(results.map((result) => result.ok)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ ok: false, retryAfterSeconds: 60 });
    // 15 s into the window: its rest, and peeking counts nothing.
    vi.setSystemTime(Date.now() + 15_000);
    expect(await fullFor(limiter, "203.0.113.7")).toBe(45);
    expect(await fullFor(limiter, "203.0.113.7")).toBe(45);
    expect(await fullFor(limiter, "198.51.100.1")).toBe(0);
    // The window began at the first event, so the next one begins 60 s after it.
    vi.setSystemTime(Date.now() + 45_000);
    expect(await fullFor(limiter, "203.0.113.7")).toBe(0);
    expect(await countAttempt(limiter, "203.0.113.7")).toEqual({ ok: true, consumed: 1 });
    await clearAttempts(limiter, "203.0.113.7");
    expect(await getDb().rateLimit.count({ where: { key: `${limiter.keyPrefix}:203.0.113.7` } })).toBe(0);
  });

  it("counts concurrent events exactly once each", async () => {
    const limiter = windowLimit(25);
    const results = await Promise.all(Array.from({ length: 40 }, () => countAttempt(limiter, "203.0.113.8")));
    const allowed = results.filter((result) => result.ok);
    expect(allowed.map((result) => result.consumed).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(results.filter((result) => !result.ok)).toHaveLength(15);
  });

  it("takes back a counted event: a full key has room for one more", async () => {
    const limiter = windowLimit(2);
    await countAttempt(limiter, "203.0.113.9");
    await countAttempt(limiter, "203.0.113.9");
    expect(await fullFor(limiter, "203.0.113.9")).toBeGreaterThan(0);
    await refundAttempt(limiter, "203.0.113.9");
    expect(await fullFor(limiter, "203.0.113.9")).toBe(0);
    expect(await countAttempt(limiter, "203.0.113.9")).toEqual({ ok: true, consumed: 2 });
    expect((await countAttempt(limiter, "203.0.113.9")).ok).toBe(false);
  });

  it("sweeps rows that expired over an hour ago, every five minutes, and keeps the rest", async () => {
    const stale = `test-sweep-${Date.now()}:stale`;
    const recent = `test-sweep-${Date.now()}:recent`;
    await getDb().rateLimit.createMany({
      data: [
        { key: stale, points: 1, expire: BigInt(Date.now() - 2 * 3_600_000) },
        { key: recent, points: 1, expire: BigInt(Date.now() - 60_000) },
      ],
    });
    // The library's own five-minute timer, brought forward; its DELETE runs on real time.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      windowLimit();
      vi.advanceTimersByTime(5 * 60_000);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(async () => expect(await getDb().rateLimit.count({ where: { key: stale } })).toBe(0), { timeout: 10_000 });
    expect(await getDb().rateLimit.count({ where: { key: recent } })).toBe(1);
    await getDb().rateLimit.deleteMany({ where: { key: recent } });
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

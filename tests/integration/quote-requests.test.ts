import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { getDb } from "@/lib/db";
import { FREE_REPEATS } from "@/lib/leads/services/create";
import { readOutbox } from "../support/outbox";
import { runDueJobs } from "@/lib/worker/worker";
import { Browser } from "./auth-helpers";
import { clearLeads } from "./inbox-helpers";

const valid = { name: "Jo Citizen", email: "jo@example.com", phone: "0412 345 678", service: "interior", message: "Three rooms." };
let ipCounter = 1;
/** A new client address per test, so the per-IP limit of one test never reaches another. */
const newBrowser = () => new Browser(`198.51.100.${ipCounter++}`);

async function post(body: unknown, browser = newBrowser(), headers?: Record<string, string>) {
  const response = await contact(browser.request("/api/contact", { body, headers }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const count = async () => getDb().lead.count();
/** Quote requests one client address may send in 10 minutes in this run. */
const limit = Number(process.env.LEAD_RATE_LIMIT ?? 5);

beforeEach(async () => {
  await clearLeads();
  await getDb().rateLimit.deleteMany({ where: { key: { startsWith: "lead:" } } });
});
afterAll(async () => {
  await clearLeads();
  await getDb().$disconnect();
});

describe("POST /api/contact", () => {
  it("stores a request and answers 201 with its id; the owner and the customer are e-mailed", async () => {
    const email = `stored.${randomUUID()}@example.com`;
    const { status, body } = await post({ ...valid, email, budgetRange: "Over $20,000", timeline: "Flexible" });
    expect(status).toBe(201);
    const row = await getDb().lead.findUniqueOrThrow({ where: { id: body.id as number } });
    expect(row).toMatchObject({ name: "Jo Citizen", email, phone: "0412 345 678", service: "interior", budgetRange: "Over $20,000", timeline: "Flexible", message: "Three rooms." });
    const outbox = process.env.MAIL_OUTBOX_DIR!;
    await runDueJobs(process.env.DATABASE_URL!);
    await expect
      .poll(() => readOutbox(outbox).filter((mail) => mail.to === email || mail.text.includes(email)).map((mail) => mail.to).sort())
      .toEqual([email, process.env.ADMIN_EMAIL].sort());
  });

  it("answers 400 with field errors for invalid input, and stores nothing", async () => {
    for (const body of [{}, { ...valid, name: "J" }, { ...valid, email: "x" }, { ...valid, service: "roofing" }, { ...valid, name: ["x"] }, { ...valid, phone: "0".repeat(21) }, "[]"]) {
      const { status, body: answer } = await post(body);
      expect(status).toBe(400);
      expect(typeof answer.error).toBe("string");
    }
    const bad = await post({ ...valid, name: "J", email: "x" });
    expect(bad.body.fieldErrors).toEqual({ name: "Name must be at least 2 characters", email: "Please enter a valid email address" });
    const malformed = await contact(newBrowser().request("/api/contact", { body: '{"name": ' }));
    expect(malformed.status).toBe(400);
    expect(await count()).toBe(0);
  });

  it("answers 413 for a body over 16 KB and 415 for a body that is not JSON", async () => {
    expect((await post({ ...valid, message: "x".repeat(17 * 1024) })).status).toBe(413);
    const form = await contact(
      new Request("http://localhost:3000/api/contact", { method: "POST", body: "name=Jo", headers: { host: "localhost:3000", "content-type": "application/x-www-form-urlencoded" } }),
    );
    expect(form.status).toBe(415);
    expect(await count()).toBe(0);
  });

  it("answers 429 once one client IP has sent LEAD_RATE_LIMIT requests in 10 minutes; others still get through", async () => {
    const browser = newBrowser();
    for (let i = 0; i < limit; i++) expect((await post({ ...valid, email: `rate${i}@example.com` }, browser)).status).toBe(201);
    const refused = await post({ ...valid, email: "rate-over@example.com" }, browser);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/Too many quote requests/);
    expect((await post({ ...valid, email: "other@example.com" })).status).toBe(201);
    expect(await count()).toBe(limit + 1);
  });

  it("stores one row for one idempotency key, however often and however concurrently it is sent", async () => {
    const idempotencyKey = randomUUID();
    const browser = newBrowser();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post({ ...valid, idempotencyKey }, browser)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const again = await post({ ...valid, idempotencyKey }, browser);
    expect(again.body.id).toBe(answers[0]!.body.id);
    expect(await count()).toBe(1);
  });

  it("answers a retry with the first answer (same lead, same booking link), free for the first few, then counted", async () => {
    const browser = newBrowser();
    const idempotencyKey = randomUUID();
    const first = await post({ ...valid, idempotencyKey }, browser);
    for (let i = 0; i < FREE_REPEATS; i++) expect((await post({ ...valid, idempotencyKey }, browser)).body).toEqual(first.body);
    // Later repeats cost a request each, like new ones: the limit's remaining requests, then 429.
    for (let i = 1; i < limit; i++) expect((await post({ ...valid, idempotencyKey }, browser)).body).toEqual(first.body);
    expect((await post({ ...valid, idempotencyKey }, browser)).status).toBe(429);
    expect((await post({ ...valid, email: "one-too-many@example.com" }, browser)).status).toBe(429);
    expect(await count()).toBe(1);
    expect(await getDb().bookingLink.count({ where: { leadId: Number(first.body.id) } })).toBe(1);
  });

  it("answers a repeated key only to the client group that sent it (IPv4 address, IPv6 /48); another hears it is in, with no id or link", async () => {
    const idempotencyKey = randomUUID();
    const first = await post({ ...valid, idempotencyKey }, new Browser("2001:db8:42:1::7"));
    expect(first.status).toBe(201);
    // Another /64 of the same /48: the same client group, the same answer.
    expect((await post({ ...valid, idempotencyKey }, new Browser("2001:db8:42:2::9"))).body).toEqual(first.body);
    for (const stranger of [new Browser("2001:db8:43:1::7"), newBrowser()]) {
      // A dual-stack phone's retry may come over the other protocol: it is told the request is in.
      expect(await post({ ...valid, idempotencyKey }, stranger)).toEqual({ status: 201, body: { success: true } });
    }
    expect(await count()).toBe(1);
  });

  it("still answers a retry of a stored request once the client has reached its limit", async () => {
    const browser = newBrowser();
    const keys = Array.from({ length: limit }, () => randomUUID());
    const stored = [];
    for (const [i, idempotencyKey] of keys.entries()) stored.push(await post({ ...valid, email: `limit${i}@example.com`, idempotencyKey }, browser));
    expect(stored.map((answer) => answer.status)).toEqual(keys.map(() => 201));
    const retry = await post({ ...valid, email: "limit0@example.com", idempotencyKey: keys[0] }, browser);
    expect(retry).toMatchObject({ status: 201, body: { id: stored[0]!.body.id } });
    expect((await post({ ...valid, email: "new-over-limit@example.com", idempotencyKey: randomUUID() }, browser)).status).toBe(429);
    expect(await count()).toBe(limit);
  });

  it("stores exactly 500 rows for 500 concurrent submissions", async () => {
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) => post({ ...valid, email: `concurrent${i}@example.com`, idempotencyKey: randomUUID() }, new Browser(`10.9.${Math.floor(i / 250)}.${i % 250}`))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(500);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(500);
    expect(await count()).toBe(500);
  }, 120_000);

  it("gives bots a normal-looking success and keeps them in Spam with the rule they tripped, out of the inbox", async () => {
    const honeypot = await post({ ...valid, email: "honeypot@example.com", website: "http://spam.example", fillMs: 10_000 });
    const quick = await post({ ...valid, email: "quick@example.com", website: "", fillMs: 200 });
    expect([honeypot.status, quick.status]).toEqual([201, 201]);
    expect(honeypot.body).toEqual({ success: true });
    expect(await count()).toBe(0);
    const spam = await getDb().spamRequest.findMany({ orderBy: { id: "asc" }, select: { email: true, reason: true, name: true, message: true } });
    expect(spam).toEqual([
      { email: "honeypot@example.com", reason: "Filled in the hidden website field (honeypot)", name: "Jo Citizen", message: "Three rooms." },
      { email: "quick@example.com", reason: "Sent 0.2 s after the page opened (under 2 s)", name: "Jo Citizen", message: "Three rooms." },
    ]);
    expect(await getDb().leadNotification.count()).toBe(0);
  });

  it("refuses a cross-site browser request", async () => {
    const { status } = await post(valid, newBrowser(), { origin: "https://evil.example" });
    expect(status).toBe(403);
    expect(await count()).toBe(0);
  });
});

import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { POST as sendVerification } from "@/app/api/admin/send-verification/route";
import { POST as login } from "@/app/api/login/route";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { confirmationAddress, confirmationKeySql } from "@/lib/leads/services/alerts-record";
import { Browser, latestCode } from "./auth-helpers";
import { clearLeads } from "./inbox-helpers";

/**
 * Mail that cannot be turned on strangers or used up (issue "The site holds when someone abuses
 * it", point 4): one confirmation a day per normalised address, a ceiling on all of them an hour,
 * and sign-in codes that no quote mail can hold up.
 */
const CAP = 3;
process.env.CONFIRMATION_HOURLY_CAP = String(CAP);

const valid = { name: "Jo Citizen", phone: "0412 345 678", service: "interior", message: "Three rooms." };
let ip = 1;
const post = (email: string) => contact(new Browser(`198.18.0.${ip++}`).request("/api/contact", { body: { ...valid, email } }));
const confirmationsTo = async (emails: string[]) =>
  getDb().leadNotification.count({ where: { kind: "confirmation", lead: { email: { in: emails } } } });

beforeEach(async () => {
  await clearLeads();
  await getDb().rateLimit.deleteMany({});
});
afterAll(async () => {
  await clearLeads();
  await getDb().rateLimit.deleteMany({ where: { key: { startsWith: "confirmations:" } } });
  await getDb().$disconnect();
});

describe("the confirmation's address key", () => {
  it("is the address lower-cased, without its +tag, and for Gmail without dots (googlemail is gmail)", () => {
    expect(confirmationAddress("Jo.Citizen+quote1@Gmail.com")).toBe("jocitizen@gmail.com");
    expect(confirmationAddress("jo.citizen@googlemail.com")).toBe("jocitizen@gmail.com");
    expect(confirmationAddress("Jo+x+y@Example.com")).toBe("jo@example.com");
    // Dots matter elsewhere: j.o and jo are two people at most providers.
    expect(confirmationAddress("j.o@example.com")).toBe("j.o@example.com");
  });

  it("is computed the same way inside the storing statement", async () => {
    const samples = ["Jo.Citizen+quote1@Gmail.com", "jo.citizen@googlemail.com", "Jo+x+y@Example.com", "j.o@example.com", "ANN@Example.COM.AU"];
    for (const email of samples) {
      const [row] = await getDb().$queryRaw<{ key: string }[]>(Prisma.sql`SELECT ${confirmationKeySql(Prisma.sql`${email}::text`)} AS "key"`);
      const [expected] = await getDb().$queryRaw<{ key: string }[]>`SELECT md5(${confirmationAddress(email)}) AS "key"`;
      expect(row!.key).toBe(expected!.key);
    }
  });

  it("sends one confirmation a day to every form of one address: +tags, case and Gmail dots give no fresh ones", async () => {
    const gmail = ["victim@gmail.com", "victim+1@gmail.com", "Victim+2@Gmail.com", "v.i.c.t.i.m@gmail.com", "victim@googlemail.com"];
    const other = ["someone@example.com", "someone+a@example.com", "SomeOne+b@example.com"];
    for (const email of [...gmail, ...other]) expect((await post(email)).status).toBe(201);
    expect(await confirmationsTo(gmail)).toBe(1);
    expect(await confirmationsTo(other)).toBe(1);
    // The owner hears of every one of them.
    expect(await getDb().leadNotification.count({ where: { kind: "owner_email" } })).toBe(gmail.length + other.length);
  });
});

describe("the hourly ceiling on confirmations (CONFIRMATION_HOURLY_CAP)", () => {
  it("queues exactly the ceiling when many addresses ask at once; every request still reaches the owner", async () => {
    const emails = Array.from({ length: 4 * CAP }, (_, i) => `person${i}@example.com`);
    const answers = await Promise.all(emails.map((email) => post(email)));
    expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 201));
    expect(await confirmationsTo(emails)).toBe(CAP);
    expect(await getDb().leadNotification.count({ where: { kind: "owner_email" } })).toBe(emails.length);
  });
});

describe("the job queue's order", () => {
  it("puts confirmations behind the owner's alerts", async () => {
    await post("order@example.com");
    const jobs = await getDb().$queryRaw<{ kind: string; priority: number }[]>`
      SELECT n."kind", j."priority" FROM graphile_worker.jobs j JOIN graphile_worker._private_jobs p USING ("id")
      JOIN "lead_notifications" n ON n."id" = (p."payload"->>'id')::int
      WHERE j."task_identifier" = 'deliver-notification' ORDER BY n."kind"`;
    expect(jobs).toEqual([
      { kind: "confirmation", priority: 10 },
      { kind: "owner_email", priority: 0 },
    ]);
  });
});

describe("sign-in codes", () => {
  it("are sent at once, never waiting behind queued quote mail", async () => {
    // Quote mail waiting in the queue (no worker runs in this test).
    for (let i = 0; i < 5; i++) await post(`queued${i}@example.com`);
    expect(await getDb().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS "n" FROM graphile_worker.jobs`).not.toEqual([{ n: 0 }]);
    await ensureAdminAccount();
    const browser = new Browser("198.18.1.1");
    browser.remember(await login(browser.request("/api/login", { body: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD } })));
    const sent = await sendVerification(browser.request("/api/admin/send-verification", { body: { type: "email" } }));
    expect(sent.status).toBe(200);
    expect(latestCode(process.env.ADMIN_EMAIL!, "198.18.1.1")).toMatch(/^\d{6}$/);
  });
});

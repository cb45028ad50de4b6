import { randomUUID } from "node:crypto";
import { makeWorkerUtils } from "graphile-worker";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as alertsRoute } from "@/app/api/admin/alerts/route";
import { POST as dismissRoute } from "@/app/api/admin/alerts/[id]/dismiss/route";
import { POST as resendRoute } from "@/app/api/admin/alerts/[id]/resend/route";
import { GET as exportRoute } from "@/app/api/admin/quotes/export/route";
import { GET as listRoute } from "@/app/api/admin/quotes/route";
import { POST as sendVerification } from "@/app/api/admin/send-verification/route";
import { GET as spamRoute } from "@/app/api/admin/spam/route";
import { POST as notSpamRoute } from "@/app/api/admin/spam/[id]/not-spam/route";
import { POST as verifyCode } from "@/app/api/admin/verify-code/route";
import { GET as contactList, POST as contact } from "@/app/api/contact/route";
import { GET as health } from "@/app/api/health/route";
import { POST as login } from "@/app/api/login/route";
import { getDb } from "@/lib/db";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { NOTIFICATION_MAX_ATTEMPTS } from "@/lib/jobs/queue";
import { runDueJobs } from "@/lib/worker/worker";
import { purgeOldSpam } from "@/lib/leads/services/spam";
import { startResendStandIn, type ResendStandIn } from "../support/resend-stand-in.mjs";
import { Browser } from "./auth-helpers";
import { clearLeads } from "./inbox-helpers";

// Every e-mail of this file goes through Resend's client to a local stand-in of its API.
const stand: ResendStandIn = await startResendStandIn();
process.env.RESEND_API_KEY = "re_integration_stand_in";
process.env.RESEND_BASE_URL = stand.url;

const databaseUrl = process.env.DATABASE_URL!;
const valid = { name: "Jo Citizen", email: "jo@example.com", phone: "0412 345 678", service: "interior", message: "Three rooms.", fillMs: 9_000 };
let ip = 1;
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
const post = async (body: Record<string, unknown>) => json(await contact(new Browser(`198.51.100.${ip++}`).request("/api/contact", { body: { idempotencyKey: randomUUID(), ...body } })));
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

let admin: Browser;
/** Signs in through the real three steps, reading the code from the stand-in's mail. */
async function signIn(): Promise<Browser> {
  await ensureAdminAccount();
  const browser = new Browser("198.51.100.250");
  browser.remember(await login(browser.request("/api/login", { body: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD } })));
  browser.remember(await sendVerification(browser.request("/api/admin/send-verification", { body: { type: "email" } })));
  const mail = stand.delivered.findLast((message) => message.subject === "Orbit Painting admin sign-in code");
  const code = mail?.text.match(/code is (\d{6})\./)?.[1];
  const verified = browser.remember(await verifyCode(browser.request("/api/admin/verify-code", { body: { code, type: "email" } })));
  if (verified.status !== 200) throw new Error(`sign-in failed: ${verified.status}`);
  return browser;
}

/** The worker's next round: every job that is due runs once. */
const runJobs = () => runDueJobs(databaseUrl);
/** Runs `apply` on the ids of every job not being worked on, through the queue's own utilities. */
async function withWaitingJobs(apply: (utils: Awaited<ReturnType<typeof makeWorkerUtils>>, ids: string[]) => Promise<unknown>) {
  const ids = await getDb().$queryRaw<{ id: string }[]>`SELECT "id"::text AS "id" FROM graphile_worker.jobs WHERE "locked_at" IS NULL`;
  if (ids.length === 0) return;
  const utils = await makeWorkerUtils({ connectionString: databaseUrl });
  try {
    await apply(utils, ids.map((row) => row.id));
  } finally {
    await utils.release();
  }
}
/** Makes every waiting retry due now, as if its backoff had passed. */
const skipBackoff = () => withWaitingJobs((utils, ids) => utils.rescheduleJobs(ids, { runAt: new Date() }));
const notifications = (leadId: number) => getDb().leadNotification.findMany({ where: { leadId }, orderBy: { id: "asc" } });

beforeAll(async () => {
  admin = await signIn();
});
beforeEach(async () => {
  await clearLeads();
  // Jobs of other files' requests (deleted with them) would only find nothing to do.
  await withWaitingJobs((utils, ids) => utils.completeJobs(ids));
  await getDb().rateLimit.deleteMany({ where: { key: { startsWith: "lead:" } } });
  stand.delivered.length = 0;
  stand.requests.length = 0;
  stand.failures.length = 0;
});
afterAll(async () => {
  await clearLeads();
  await stand.close();
  await getDb().$disconnect();
});

describe("alerts of a stored request", () => {
  it("are recorded in the request's own statement: when they cannot be, the request is not stored either", async () => {
    const { status, body } = await post(valid);
    expect(status).toBe(201);
    const rows = await notifications(body.id as number);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ["owner_email", "pending"],
      ["confirmation", "pending"],
    ]);
    // The view leaves the payload out; it is read from the queue's table (reading only).
    const jobs = await getDb().$queryRaw<{ task_identifier: string; payload: { id: number }; max_attempts: number }[]>`
      SELECT j."task_identifier", p."payload", j."max_attempts" FROM graphile_worker.jobs j JOIN graphile_worker._private_jobs p USING ("id") ORDER BY j."id"`;
    expect(jobs).toEqual(rows.map((row) => ({ task_identifier: "deliver-notification", payload: { id: row.id }, max_attempts: NOTIFICATION_MAX_ATTEMPTS })));

    // Recording an alert fails: the answer is an error, and neither the request nor a job is kept.
    await getDb().$executeRawUnsafe(`CREATE FUNCTION "refuse_alert"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no alerts today'; END $$`);
    await getDb().$executeRawUnsafe(`CREATE TRIGGER "refuse_alert" BEFORE INSERT ON "lead_notifications" FOR EACH ROW EXECUTE FUNCTION "refuse_alert"()`);
    try {
      const refused = await post({ ...valid, email: "refused@example.com" });
      expect(refused.status).toBeGreaterThanOrEqual(500);
    } finally {
      await getDb().$executeRawUnsafe(`DROP TRIGGER "refuse_alert" ON "lead_notifications"`);
      await getDb().$executeRawUnsafe(`DROP FUNCTION "refuse_alert"()`);
    }
    expect(await getDb().lead.count({ where: { email: "refused@example.com" } })).toBe(0);
    expect(await getDb().$queryRaw`SELECT count(*)::int AS "n" FROM graphile_worker.jobs`).toEqual([{ n: 2 }]);
  });

  it("deliver each e-mail exactly once through a 500, a 429 and a lost answer", async () => {
    const { body } = await post(valid);
    const leadId = body.id as number;
    stand.failures.push(500, 429, "drop");
    for (let round = 0; round < 6 && (await notifications(leadId)).some((row) => row.status === "pending"); round++) {
      await runJobs();
      await skipBackoff();
    }
    const rows = await notifications(leadId);
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(5);
    expect(stand.requests.map((request) => request.status).sort()).toEqual([200, 200, 429, 500, "dropped"].sort());
    // Two messages, each once, though Resend was asked five times.
    expect(stand.delivered.map((message) => message.to).sort()).toEqual([process.env.ADMIN_EMAIL, "jo@example.com"].sort());
    expect(stand.delivered.map((message) => message.key).sort()).toEqual(rows.map((row) => `quote-notification-${row.id}`).sort());
  });

  it("mark the request when they still fail after every retry: the card, the banner and /api/health show it; resend and dismiss clear the banner", async () => {
    const { body } = await post(valid);
    const leadId = body.id as number;
    stand.failures.push(...Array.from({ length: 2 * NOTIFICATION_MAX_ATTEMPTS }, () => 500));
    for (let round = 0; round < NOTIFICATION_MAX_ATTEMPTS; round++) {
      await runJobs();
      await skipBackoff();
    }
    const rows = await notifications(leadId);
    expect(rows.map((row) => [row.status, row.attempts, row.lastError])).toEqual([
      ["failed", NOTIFICATION_MAX_ATTEMPTS, "Resend answered 500 (internal_server_error)"],
      ["failed", NOTIFICATION_MAX_ATTEMPTS, "Resend answered 500 (internal_server_error)"],
    ]);
    expect(stand.delivered.filter((message) => message.key?.startsWith("quote-notification-"))).toEqual([]);

    const card = (await json(await listRoute(admin.request("/api/admin/quotes"), undefined as never))).body.data as { id: number; alertError: string | null }[];
    expect(card.find((lead) => lead.id === leadId)?.alertError).toBe("Resend answered 500 (internal_server_error)");
    const dashboard = (await json(await contactList(admin.request("/api/contact"), undefined as never))).body.data as { id: number; alertError: string | null }[];
    expect(dashboard.find((lead) => lead.id === leadId)?.alertError).toBe("Resend answered 500 (internal_server_error)");
    const banner = await json(await alertsRoute(admin.request("/api/admin/alerts"), undefined as never));
    expect(banner.body).toMatchObject({ total: 2, data: [{ quoteId: leadId, name: "Jo Citizen", lastError: "Resend answered 500 (internal_server_error)" }, { quoteId: leadId }] });
    expect((await json(await health(admin.request("/api/health")))).body).toMatchObject({ alerts: { failed: 2 } });

    // Resend is back: one alert is sent again, the other dismissed.
    const [first, second] = [rows[0]!, rows[1]!];
    expect((await resendRoute(admin.request(`/api/admin/alerts/${first.id}/resend`, { method: "POST" }), params(first.id))).status).toBe(200);
    expect((await dismissRoute(admin.request(`/api/admin/alerts/${second.id}/dismiss`, { method: "POST" }), params(second.id))).status).toBe(200);
    await runJobs();
    expect((await notifications(leadId)).map((row) => row.status)).toEqual(["sent", "failed"]);
    expect(stand.delivered.filter((message) => message.key === `quote-notification-${first.id}`)).toHaveLength(1);
    expect((await json(await alertsRoute(admin.request("/api/admin/alerts"), undefined as never))).body).toEqual({ total: 0, data: [] });
    expect((await json(await health(admin.request("/api/health")))).body).toMatchObject({ alerts: { failed: 0 } });
    // Dismissed, not delivered: the request keeps its mark.
    expect((await dismissRoute(admin.request(`/api/admin/alerts/${second.id}/dismiss`, { method: "POST" }), params(second.id))).status).toBe(404);
    const after = (await json(await listRoute(admin.request("/api/admin/quotes"), undefined as never))).body.data as { id: number; alertError: string | null }[];
    expect(after.find((lead) => lead.id === leadId)?.alertError).toBe("Resend answered 500 (internal_server_error)");
  });

  it("go out once each when several servers' workers take jobs at the same time", async () => {
    const ids: number[] = [];
    for (let n = 0; n < 8; n++) ids.push((await post({ ...valid, email: `many${n}@example.com` })).body.id as number);
    // Three workers at once, as three app servers would run them (each with its own connections).
    await Promise.all([runJobs(), runJobs(), runJobs()]);
    const rows = await getDb().leadNotification.findMany({ where: { leadId: { in: ids } } });
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ["sent", 1]));
    const keys = stand.delivered.map((message) => message.key);
    expect(keys).toHaveLength(16);
    expect(new Set(keys).size).toBe(16);
    expect(stand.requests).toHaveLength(16);
  });

  it("give up at once on an address Resend refuses (422), without using up retries", async () => {
    const { body } = await post(valid);
    stand.failures.push(422, 422);
    await runJobs();
    const rows = await notifications(body.id as number);
    expect(rows.map((row) => [row.status, row.attempts, row.lastError])).toEqual([
      ["failed", 1, "Resend answered 422 (validation_error)"],
      ["failed", 1, "Resend answered 422 (validation_error)"],
    ]);
  });
});

describe("the customer's confirmation", () => {
  const confirmations = async (email: string) =>
    (await getDb().leadNotification.findMany({ where: { kind: "confirmation", lead: { email: { equals: email, mode: "insensitive" } } } })).length;
  /** Moves the address's earlier confirmations back in time, as if `minutes` had passed. */
  const timePasses = (minutes: number) =>
    getDb().$executeRaw`UPDATE "confirmation_sends" SET "sentAt" = array(SELECT t - make_interval(mins => ${minutes}) FROM unnest("sentAt") t)`;

  it("goes to one address at most once a day, whatever its case", async () => {
    const email = "limit@example.com";
    await post({ ...valid, email });
    await post({ ...valid, email: "LIMIT@example.com" });
    expect(await confirmations(email)).toBe(1);
    await timePasses(61);
    await post({ ...valid, email });
    await timePasses(22 * 60);
    await post({ ...valid, email });
    expect(await confirmations(email)).toBe(1);
    // Every request still reached the owner.
    expect(await getDb().leadNotification.count({ where: { kind: "owner_email" } })).toBe(4);
    await timePasses(60);
    await post({ ...valid, email });
    expect(await confirmations(email)).toBe(2);
  });

  it("greets only a plain first name and repeats nothing else the visitor typed", async () => {
    await post({ ...valid, email: "zoe@example.com", name: "Zoë O'Brien-Smith", message: "Visit https://spam.example now" });
    await post({ ...valid, email: "plain@example.com", name: "!! Bob", phone: "0400 111 222", message: "Cheap pills" });
    // A name carrying a domain is refused at the door (lib/security/typed-text.ts): nothing to send.
    expect((await post({ ...valid, email: "link@example.com", name: "www.spam.example Bob" })).status).toBe(400);
    await runJobs();
    const to = (email: string) => stand.delivered.find((message) => message.to === email)!;
    expect(to("zoe@example.com").text).toMatch(/^Hi Zoë,\n/);
    expect(to("plain@example.com").text).toMatch(/^Hi there,\n/);
    expect(stand.delivered.some((message) => message.to === "link@example.com")).toBe(false);
    for (const message of [to("zoe@example.com"), to("plain@example.com")]) {
      for (const typed of ["spam.example", "O'Brien", "0400 111 222", "Cheap pills", "0412 345 678"]) {
        expect(message.text).not.toContain(typed);
        expect(message.html).not.toContain(typed);
      }
      expect(message.subject).toBe("We've received your quote request - Orbit Painting");
    }
  });
});

describe("spam", () => {
  it("lands in the Spam view with its reason, never in the inbox, export or dashboard, and sends nothing", async () => {
    await post({ ...valid, email: "quick@example.com", fillMs: 800 });
    await post({ ...valid, email: "bot@example.com", website: "http://spam.example" });
    await post({ ...valid, email: "person@example.com" });
    const spam = await json(await spamRoute(admin.request("/api/admin/spam"), undefined as never));
    expect(spam.body).toMatchObject({
      total: 2,
      data: [
        { email: "bot@example.com", reason: "Filled in the hidden website field (honeypot)" },
        { email: "quick@example.com", reason: "Sent 0.8 s after the page opened (under 2 s)" },
      ],
    });
    const inbox = (await json(await listRoute(admin.request("/api/admin/quotes"), undefined as never))).body as { data: { email: string }[]; pagination: { total: number } };
    expect(inbox.data.map((lead) => lead.email)).toEqual(["person@example.com"]);
    expect(inbox.pagination.total).toBe(1);
    const dashboard = (await json(await contactList(admin.request("/api/contact"), undefined as never))).body as { data: { email: string }[]; total: number };
    expect([dashboard.data.map((lead) => lead.email), dashboard.total]).toEqual([["person@example.com"], 1]);
    const csv = await (await exportRoute(admin.request("/api/admin/quotes/export"), undefined as never)).text();
    expect(csv).toContain("person@example.com");
    expect(csv).not.toMatch(/quick@example.com|bot@example.com/);
    await runJobs();
    expect(stand.delivered.map((message) => message.to).sort()).toEqual([process.env.ADMIN_EMAIL, "person@example.com"].sort());
  });

  it("moves into the inbox with \"Not spam\", keeping when it arrived, and its alerts go out then", async () => {
    await post({ ...valid, email: "rushed@example.com", name: "Rushed Person", fillMs: 1_500 });
    const [item] = (await json(await spamRoute(admin.request("/api/admin/spam"), undefined as never))).body.data as { id: number; createdAt: string }[];
    await runJobs();
    expect(stand.delivered).toEqual([]);

    const moved = await json(await notSpamRoute(admin.request(`/api/admin/spam/${item!.id}/not-spam`, { method: "POST" }), params(item!.id)));
    expect(moved).toMatchObject({ status: 200, body: { success: true, id: expect.any(Number) } });
    const lead = await getDb().lead.findUniqueOrThrow({ where: { id: moved.body.id as number } });
    expect(lead).toMatchObject({ name: "Rushed Person", email: "rushed@example.com", createdAt: new Date(item!.createdAt) });
    expect((await json(await spamRoute(admin.request("/api/admin/spam"), undefined as never))).body).toEqual({ total: 0, data: [] });
    await runJobs();
    expect(stand.delivered.map((message) => message.to).sort()).toEqual([process.env.ADMIN_EMAIL, "rushed@example.com"].sort());
    expect(stand.delivered.find((message) => message.to === process.env.ADMIN_EMAIL)?.subject).toBe("New quote request from Rushed Person (Interior Painting)");

    // Already moved (another tab): 404, and nothing is sent twice.
    expect((await notSpamRoute(admin.request(`/api/admin/spam/${item!.id}/not-spam`, { method: "POST" }), params(item!.id))).status).toBe(404);
    expect((await notSpamRoute(admin.request(`/api/admin/spam/abc/not-spam`, { method: "POST" }), params("abc"))).status).toBe(400);
  });

  it("is deleted after 30 days", async () => {
    const day = 24 * 60 * 60 * 1000;
    const base = { name: "Old Bot", email: "old@example.com", phone: "0400 000 000", reason: "Filled in the hidden website field (honeypot)" };
    await getDb().spamRequest.createMany({ data: [{ ...base, createdAt: new Date(Date.now() - 31 * day) }, { ...base, email: "recent@example.com", createdAt: new Date(Date.now() - 29 * day) }] });
    expect(await purgeOldSpam()).toBe(1);
    expect((await getDb().spamRequest.findMany()).map((row) => row.email)).toEqual(["recent@example.com"]);
  });
});

describe("admin alert and spam routes", () => {
  it("answer 401 without a session", async () => {
    const stranger = new Browser("198.51.100.240");
    for (const response of [
      await alertsRoute(stranger.request("/api/admin/alerts"), undefined as never),
      await spamRoute(stranger.request("/api/admin/spam"), undefined as never),
      await notSpamRoute(stranger.request("/api/admin/spam/1/not-spam", { method: "POST" }), params(1)),
      await resendRoute(stranger.request("/api/admin/alerts/1/resend", { method: "POST" }), params(1)),
      await dismissRoute(stranger.request("/api/admin/alerts/1/dismiss", { method: "POST" }), params(1)),
    ]) {
      expect(response.status).toBe(401);
    }
  });
});

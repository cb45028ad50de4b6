import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import webpush from "web-push";
import { POST as reviewRoute } from "@/app/api/admin/quotes/[id]/review-request/route";
import { PATCH as patchQuote } from "@/app/api/admin/quotes/[id]/route";
import { GET as listQuotesRoute } from "@/app/api/admin/quotes/route";
import { getDb } from "@/lib/db";
import { REMIND_OVERDUE } from "@/lib/jobs/queue";
import { runDueJobs } from "@/lib/worker/worker";
import { forgetCachedSubscriptions } from "@/lib/push/subscriptions";
import { queueOverdueReminders } from "@/lib/leads/services/reminder";
import { readOutbox } from "../support/outbox";
import { Browser } from "./auth-helpers";
import { clearLeads, seedLeads, signedInBrowser } from "./inbox-helpers";

// The 20-hour reminder (the job queue's cron task) and "Ask for a review", both through the
// durable alert path. This file runs with GOOGLE_REVIEW_URL set (read once per process).
process.env.GOOGLE_REVIEW_URL = "https://g.page/r/orbit-painting-test/review";

const databaseUrl = process.env.DATABASE_URL!;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const outbox = () => readOutbox(process.env.MAIL_OUTBOX_DIR!);
let admin: Browser;
let device: { id: number; endpoint: string };
const username = `reminder-device-${Date.now()}`;

beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.221");
  // One subscribed admin device, at a browser's push service, with a live session.
  const db = getDb();
  const user = await db.user.create({ data: { username, password: "hash" } });
  const session = await db.session.create({ data: { sid: `reminder-${user.id}`, sess: { userId: user.id }, expire: new Date(Date.now() + 3_600_000) } });
  device = await db.pushSubscription.create({
    data: { userId: user.id, sessionId: session.sid, endpoint: `https://fcm.googleapis.com/fcm/send/reminder-${user.id}`, p256dh: "key", auth: "auth" },
  });
  forgetCachedSubscriptions();
});
beforeEach(async () => {
  await clearLeads();
  vi.restoreAllMocks();
});
afterAll(async () => {
  await clearLeads();
  await getDb().user.deleteMany({ where: { username } });
  await getDb().$disconnect();
});

const notifications = (leadId: number) => getDb().leadNotification.findMany({ where: { leadId }, orderBy: { id: "asc" } });
const review = async (id: number | string, browser = admin) => {
  const response = await reviewRoute(browser.request(`/api/admin/quotes/${id}/review-request`, { method: "POST" }), { params: Promise.resolve({ id: String(id) }) });
  return { status: response.status, body: await response.json() };
};
const setStatus = (id: number, body: unknown) =>
  patchQuote(admin.request(`/api/admin/quotes/${id}`, { method: "PATCH", body }), { params: Promise.resolve({ id: String(id) }) });

describe("the 20-hour reminder", () => {
  it("reminds once, by e-mail and push, only the active requests still New after 20 hours", async () => {
    const pushed = vi.spyOn(webpush, "sendNotification").mockResolvedValue({ statusCode: 201, body: "", headers: {} });
    const [due, young, answered, archived, alreadyReminded] = await seedLeads([
      { name: "Olive Overdue", email: "olive@example.com", service: "exterior", createdAt: hoursAgo(20.5) },
      { name: "Young Yates", email: "young@example.com", createdAt: hoursAgo(19.5) },
      { name: "Answered Abe", email: "abe@example.com", createdAt: hoursAgo(30) },
      { name: "Archived Ann", email: "ann@example.com", archived: true, createdAt: hoursAgo(30) },
      { name: "Reminded Rae", email: "rae@example.com", createdAt: hoursAgo(40) },
    ]);
    await setStatus(answered!, { status: "contacted" });
    await getDb().lead.update({ where: { id: alreadyReminded! }, data: { overdueReminderAt: hoursAgo(20) } });
    const before = outbox().length;

    // The cron item, as the queue runs it: a job of the task, taken by the worker.
    await getDb().$executeRawUnsafe(`SELECT graphile_worker.add_job('${REMIND_OVERDUE}')`);
    await runDueJobs(databaseUrl); // runs the task: records the reminders and their jobs
    await runDueJobs(databaseUrl); // delivers them

    const stored = await getDb().lead.findMany({ select: { id: true, overdueReminderAt: true } });
    const reminded = new Map(stored.map((row) => [row.id, row.overdueReminderAt]));
    expect(reminded.get(due!)).not.toBeNull();
    expect(reminded.get(young!)).toBeNull();
    expect(reminded.get(answered!)).toBeNull();
    expect(reminded.get(archived!)).toBeNull();
    expect((await notifications(due!)).map((row) => [row.kind, row.status, row.pushSubscriptionId])).toEqual([
      ["reminder_email", "sent", null],
      ["reminder_push", "sent", device.id],
    ]);
    for (const other of [young!, answered!, archived!, alreadyReminded!]) expect(await notifications(other)).toEqual([]);

    const mails = outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "owner@example.com.au", subject: "Still unanswered after 20 hours: Olive Overdue (Exterior Painting)", replyTo: "olive@example.com" });
    expect(mails[0]!.text).toContain("The website promises free quotes within 24 hours.");
    expect(pushed).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(pushed.mock.calls[0]![1]))).toEqual({
      title: "Still unanswered: Olive Overdue",
      body: "Exterior Painting, asked 20 hours ago. We promise a reply within 24 hours.",
      url: "/admin-pwa",
      tag: `quote-${due}-overdue`,
    });

    // Later runs (or a restarted server's) send nothing more for it.
    expect(await queueOverdueReminders()).toBe(0);
    expect(await queueOverdueReminders(new Date(Date.now() + 3_600_000))).toBe(1); // Young Yates, an hour on
    expect(await queueOverdueReminders(new Date(Date.now() + 3_600_000))).toBe(0);
  });

  it("claims each request once when two runs race", async () => {
    await seedLeads(Array.from({ length: 20 }, (_, index) => ({ name: `Racer ${index}`, email: `racer${index}@example.com`, createdAt: hoursAgo(21 + index) })));
    const counts = await Promise.all([queueOverdueReminders(), queueOverdueReminders(), queueOverdueReminders()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(20);
    const rows = await getDb().leadNotification.groupBy({ by: ["leadId", "kind"], _count: true });
    expect(rows).toHaveLength(40);
    expect(rows.every((row) => row._count === 1)).toBe(true);
  });

  it("marks the overdue request on its card until it is answered", async () => {
    const [id] = await seedLeads([{ name: "Mark Me", email: "mark@example.com", createdAt: hoursAgo(22) }]);
    const card = async () => (await (await listQuotesRoute(admin.request("/api/admin/quotes"), undefined as never)).json()).data[0];
    expect((await card()).overdue).toBe(true);
    await setStatus(id!, { status: "contacted" });
    expect((await card()).overdue).toBe(false);
  });
});

describe("Ask for a review", () => {
  it("e-mails a Won customer once, through the queue, and records it on the card", async () => {
    const [id] = await seedLeads([{ name: "Wendy Won-Smith", email: "wendy@example.com" }]);
    expect(await review(id!)).toEqual({ status: 409, body: { error: "Only a Won request can be asked for a review." } });
    await setStatus(id!, { status: "won" });
    // Spam Act 2003 s16: only with the customer's tick "You may ask me for a review" (on acceptance).
    expect(await review(id!)).toEqual({ status: 409, body: { error: "This customer did not tick “You may ask me for a review”, so they cannot be asked." } });
    await getDb().lead.update({ where: { id: id! }, data: { reviewConsentAt: new Date() } });
    const before = outbox().length;

    // A double click: two requests at once; one e-mail.
    const [first, second] = await Promise.all([review(id!), review(id!)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const ok = first.status === 200 ? first : second;
    const refused = first.status === 200 ? second : first;
    expect(refused.body).toEqual({ error: "This customer has already been asked for a review." });
    expect(ok.body.success).toBe(true);
    expect(ok.body.data).toMatchObject({ id, status: "won" });
    expect(new Date(ok.body.data.reviewRequestedAt).getTime()).toBeGreaterThan(Date.now() - 10_000);

    await runDueJobs(databaseUrl);
    const mails = outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "wendy@example.com", subject: "Thank you from Orbit Painting", replyTo: "support@orbitpainting.com.au" });
    expect(mails[0]!.html).toContain('href="https://g.page/r/orbit-painting-test/review"');
    expect(mails[0]!.text).toContain("Hi Wendy,");
    // Spam Act 2003 s18: it carries the unsubscribe link and headers.
    expect(mails[0]!.text).toMatch(/Stop these e-mails/);
    expect(mails[0]!.html).toMatch(/href="https?:\/\/[^"]+\/unsubscribe\/[A-Za-z0-9_-]{20,}"/);
    expect(mails[0]!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect((await notifications(id!)).map((row) => [row.kind, row.status])).toEqual([["review_request", "sent"]]);
    expect(await review(id!)).toEqual({ status: 409, body: { error: "This customer has already been asked for a review." } });

    const list = await (await listQuotesRoute(admin.request("/api/admin/quotes"), undefined as never)).json();
    expect(list.reviewRequests).toBe(true);
    expect(list.data[0].reviewRequestedAt).toBe(ok.body.data.reviewRequestedAt);
  });

  it("never goes to an address that stopped our e-mails, even when queued before (Spam Act 2003 s18)", async () => {
    const [queued, refused] = await seedLeads([
      { name: "Quinn Queued", email: "quinn@example.com" },
      { name: "Olive Out", email: "Olive@Example.com" },
    ]);
    for (const id of [queued!, refused!]) {
      await setStatus(id, { status: "won" });
      await getDb().lead.update({ where: { id }, data: { reviewConsentAt: new Date() } });
    }
    await getDb().emailOptOut.create({ data: { email: "olive@example.com" } });
    expect(await review(refused!)).toEqual({ status: 409, body: { error: "This customer stopped our e-mails, so they cannot be asked for a review." } });

    expect((await review(queued!)).status).toBe(200);
    await getDb().emailOptOut.create({ data: { email: "quinn@example.com" } });
    const before = outbox().length;
    await runDueJobs(databaseUrl);
    expect(outbox().slice(before)).toHaveLength(0);
    expect((await notifications(queued!)).map((row) => [row.kind, row.status])).toEqual([["review_request", "skipped"]]);
    await getDb().emailOptOut.deleteMany({ where: { email: { in: ["quinn@example.com", "olive@example.com"] } } });
  });

  it("answers 404 for an unknown request, 400 for a bad id, and 401 without a session", async () => {
    expect(await review(999_999)).toEqual({ status: 404, body: { error: "That quote request does not exist." } });
    expect((await review("x")).status).toBe(400);
    expect((await review(1, new Browser("198.51.100.222"))).status).toBe(401);
  });
});

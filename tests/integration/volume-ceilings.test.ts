import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { getDb } from "@/lib/db";
import { runDueJobs } from "@/lib/worker/worker";
import { ceilingReasons, photoKilobytes } from "@/lib/leads/services/ceilings";
import { cleanPhoto } from "@/lib/photos/process";
import { phonePhoto } from "../support/photos.mjs";
import { readOutbox } from "../support/outbox";
import { Browser } from "./auth-helpers";
import { clearLeads } from "./inbox-helpers";

/**
 * Ceilings across all clients (issue "The site holds when someone abuses it", point 3): past
 * the hourly ceiling of stored requests or the daily ceiling of photo bytes, a request is kept as
 * spam for review, without photos or alerts, and the owner hears of it once an hour.
 */
const CAP = 4;
process.env.LEAD_HOURLY_CAP = String(CAP);
process.env.PHOTO_DAILY_MB = "1";

const fields = { name: "Vol Ume", phone: "0412 345 678", service: "interior", message: "Lounge room.", fillMs: "9000" };
let ip = 1;
/** A new client address each time: only the ceilings shared by all clients are at work. */
const nextAddress = () => `192.0.2.${ip++}`;

function jsonRequest(body: Record<string, string>, address = nextAddress()) {
  return new Browser(address).request("/api/contact", { body });
}

function multipart(values: Record<string, string>, photo: Buffer, address = nextAddress()) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "room.jpg");
  return new Request(new Browser(address).request("/api/contact", { method: "POST" }), { body: form, duplex: "half" } as RequestInit);
}

const volumeMails = () => readOutbox(process.env.MAIL_OUTBOX_DIR!).filter((mail) => /unusual volume/i.test(mail.subject));

let photo: Buffer;
beforeAll(async () => {
  photo = await phonePhoto({ width: 900, height: 700, seed: 3 });
});
beforeEach(async () => {
  await clearLeads();
  await getDb().rateLimit.deleteMany({});
  await getDb().$executeRaw`DELETE FROM "volume_alerts"`;
});
afterAll(async () => {
  await clearLeads();
  // No "unusual volume" job of this file may send in another one's run (it finds no row), nor its counts count there.
  await getDb().$executeRaw`DELETE FROM "volume_alerts"`;
  await getDb().rateLimit.deleteMany({ where: { key: { startsWith: "volume:" } } });
  await getDb().$disconnect();
});

describe("the hourly ceiling on stored requests (LEAD_HOURLY_CAP)", () => {
  it("stores exactly the ceiling as leads when many clients send at once; the rest go to Spam with the reason, without alerts", async () => {
    const sent = 3 * CAP;
    const answers = await Promise.all(
      Array.from({ length: sent }, (_, i) => contact(jsonRequest({ ...fields, email: `volume${i}@example.com`, idempotencyKey: randomUUID() }))),
    );
    // Every visitor is answered as if stored: a bot learns nothing of the ceiling.
    expect(answers.map((answer) => answer.status)).toEqual(Array(sent).fill(201));
    expect(await getDb().lead.count()).toBe(CAP);
    const spam = await getDb().spamRequest.findMany({ select: { reason: true } });
    expect(spam).toHaveLength(sent - CAP);
    expect(new Set(spam.map((row) => row.reason))).toEqual(new Set([ceilingReasons.requests(CAP)]));
    // Alerts (owner e-mail, confirmation) for the stored leads only.
    expect(await getDb().leadNotification.count({ where: { kind: "owner_email" } })).toBe(CAP);
  });

  it("tells the owner once an hour, however many requests pass it, through the job queue", async () => {
    for (let i = 0; i < CAP + 3; i++) expect((await contact(jsonRequest({ ...fields, email: `hourly${i}@example.com` }))).status).toBe(201);
    const before = volumeMails().length;
    await runDueJobs(process.env.DATABASE_URL!);
    const mails = volumeMails().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(process.env.ADMIN_EMAIL);
    expect(mails[0]!.text).toContain(`${CAP} quote requests an hour`);
    expect(mails[0]!.text).toContain("Spam");
    // More over the ceiling in the same hour: no second e-mail.
    expect((await contact(jsonRequest({ ...fields, email: "hourly-more@example.com" }))).status).toBe(201);
    await runDueJobs(process.env.DATABASE_URL!);
    expect(volumeMails().slice(before)).toHaveLength(1);
    expect(await getDb().spamRequest.count()).toBe(4);
  });

  it("does not count a repeated idempotency key twice", async () => {
    const idempotencyKey = randomUUID();
    // One client repeating its key (a repeat is answered to the client group that sent it).
    const address = nextAddress();
    for (let i = 0; i < CAP + 2; i++) expect((await contact(jsonRequest({ ...fields, email: "same@example.com", idempotencyKey }, address))).status).toBe(201);
    for (let i = 0; i < CAP - 1; i++) expect((await contact(jsonRequest({ ...fields, email: `other${i}@example.com` }))).status).toBe(201);
    expect(await getDb().lead.count()).toBe(CAP);
    expect(await getDb().spamRequest.count()).toBe(0);
  });
});

describe("the daily ceiling on stored photo bytes (PHOTO_DAILY_MB)", () => {
  it("keeps photos up to the ceiling when uploads arrive at once; past it the request is Spam, without its photos", async () => {
    const cleaned = await cleanPhoto(photo, "room.jpg");
    const each = photoKilobytes([cleaned]);
    // Room left today for exactly two of these photos (the rest of the day's 1 MB already used).
    const fits = 2;
    await getDb().rateLimit.create({ data: { key: "volume:photo-kb", points: 1024 - fits * each, expire: BigInt(Date.now() + 3_600_000) } });
    // No more than the hourly ceiling of requests, so only the photo ceiling is at work.
    const sent = CAP;
    const answers = await Promise.all(
      Array.from({ length: sent }, (_, i) => contact(multipart({ ...fields, email: `photo${i}@example.com`, idempotencyKey: randomUUID() }, photo))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(sent).fill(201));
    expect(await getDb().lead.count()).toBe(fits);
    expect(await getDb().leadPhoto.count()).toBe(fits);
    const spam = await getDb().spamRequest.findMany({ select: { reason: true, _count: { select: { photos: true } } } });
    expect(spam).toEqual(Array(sent - fits).fill({ reason: ceilingReasons.photos(1), _count: { photos: 0 } }));
    // The hourly count holds only the requests stored as leads.
    expect((await getDb().rateLimit.findUnique({ where: { key: "volume:requests" } }))?.points).toBe(fits);
    await runDueJobs(process.env.DATABASE_URL!);
    expect(volumeMails().at(-1)?.text).toContain("1 MB of photos a day");
  });
});

describe("addresses grouped by IPv6 prefix", () => {
  it("limits a /48 as well as each /64 in it", async () => {
    const limit = Number(process.env.LEAD_RATE_LIMIT ?? 5);
    const statuses: number[] = [];
    // Each /64 stays under its own limit; together they pass the /48's (twice one address's).
    for (let subnet = 1; subnet <= 3; subnet++) {
      for (let i = 0; i < limit; i++) {
        const answer = await contact(jsonRequest({ ...fields, email: `six${subnet}.${i}@example.com` }, `2001:db8:77:${subnet}::${i + 1}`));
        statuses.push(answer.status);
      }
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(2 * limit);
    expect(statuses.slice(2 * limit)).toEqual(Array(limit).fill(429));
    // Another /48 is untouched.
    expect((await contact(jsonRequest({ ...fields, email: "elsewhere@example.com" }, "2001:db8:78:1::1"))).status).toBe(201);
  });
});

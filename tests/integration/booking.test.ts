import { makeWorkerUtils, type WorkerUtils } from "graphile-worker";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as bookingLinkRoute } from "@/app/api/admin/leads/[leadId]/booking-link/route";
import { GET as getAvailability, PUT as putAvailability } from "@/app/api/admin/availability/route";
import { GET as getFeedStatus, POST as rotateFeed } from "@/app/api/admin/calendar-feed/route";
import { GET as agendaRoute } from "@/app/api/admin/visits/route";
import { DELETE as cancelRoute, POST as bookRoute } from "@/app/api/booking/[token]/route";
import { GET as slotsRoute } from "@/app/api/booking/[token]/slots/route";
import { GET as inviteRoute } from "@/app/api/booking/[token]/visit.ics/route";
import { GET as calendarRoute } from "@/app/calendar/[feed]/route";
import { POST as contact } from "@/app/api/contact/route";
import { getDb } from "@/lib/db";
import { runDueJobs } from "@/lib/worker/worker";
import { defaultAvailability } from "@/lib/visits/model/availability-schema";
import { createBookingLink } from "@/lib/leads/services/booking-links";
import { leadFormMessages } from "@/lib/leads/model/request-fields";
import { bookingFieldMessages } from "@/lib/visits/model/booking-texts";
import { slotLabel } from "@/lib/visits/model/slot-text";
import { sydneyDay, weekdayOf } from "@/lib/visits/model/sydney-day";
import { parseIcs } from "../support/ics";
import { readOutbox, type OutboxMail } from "../support/outbox";
import { Browser } from "./auth-helpers";
import { clearLeads, seedLeads, signedInBrowser } from "./inbox-helpers";

// Booking the free measure-up through its routes, on the run's database (PGlite, or PostgreSQL
// with DATABASE_URL): the slots, booking, moving and cancelling with their e-mails and invites,
// the reminder, the races, bad input and unknown links, and the owner's side.

const databaseUrl = process.env.DATABASE_URL!;
type Slot = { start: string; end: string };
let ipCounter = 1;
/** A client address of its own per call site, so one test's limit never reaches another. */
const client = () => new Browser(`192.0.2.${(ipCounter++ % 250) + 1}`);
const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });
const json = async (response: Response) => ({ status: response.status, body: await response.json() });

const tokenOf = (path: string) => path.split("/").at(-1)!;
async function newLead(name = "Jane Citizen", email = `jane.${ipCounter}@example.com`) {
  const [id] = await seedLeads([{ name, email, service: "exterior" }]);
  return { id: id!, token: tokenOf(await createBookingLink(id!)) };
}
const slots = async (token: string, browser = client()) => json(await slotsRoute(browser.request(`/api/booking/${token}/slots`), params({ token })));
const book = async (token: string, body: unknown, browser = client()) =>
  json(await bookRoute(browser.request(`/api/booking/${token}`, { method: "POST", body }), params({ token })));
const cancel = async (token: string, browser = client()) => json(await cancelRoute(browser.request(`/api/booking/${token}`, { method: "DELETE" }), params({ token })));
const invite = async (token: string) => {
  const response = await inviteRoute(client().request(`/api/booking/${token}/visit.ics`), params({ token }));
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
};
const address = { street: "12 Smith Street", suburb: "Parramatta", postcode: "2150" };
const outbox = () => readOutbox(process.env.MAIL_OUTBOX_DIR!);
const notifications = (leadId: number) => getDb().leadNotification.findMany({ where: { leadId }, orderBy: { id: "asc" } });
const runJobs = () => runDueJobs(databaseUrl);
/** Runs `apply` on the ids of the jobs not being worked on (and, with `later`, due later only), through the queue's own utilities. */
async function withWaitingJobs(apply: (utils: WorkerUtils, ids: string[]) => Promise<unknown>, later = false) {
  const ids = await getDb().$queryRaw<{ id: string }[]>`SELECT "id"::text AS "id" FROM graphile_worker.jobs WHERE "locked_at" IS NULL AND (NOT ${later} OR "run_at" > now())`;
  if (ids.length === 0) return;
  const utils = await makeWorkerUtils({ connectionString: databaseUrl });
  try {
    await apply(utils, ids.map((row) => row.id));
  } finally {
    await utils.release();
  }
}
/** Jobs due later (the reminders), made due now, as if their time had come; then the worker's round. */
async function runScheduledJobs() {
  await withWaitingJobs((utils, ids) => utils.rescheduleJobs(ids, { runAt: new Date() }), true);
  await runJobs();
}
const icsOf = (mail: OutboxMail) => {
  const attachment = mail.attachments?.find((file) => file.filename === "visit.ics");
  expect(attachment?.contentType).toMatch(/^text\/calendar; charset=utf-8; method=(REQUEST|CANCEL)$/);
  return parseIcs(attachment!.text!);
};
const newMail = (before: number, to: string) => outbox().slice(before).filter((mail) => mail.to === to);

let admin: Browser;
beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.231");
});
beforeEach(async () => {
  await clearLeads();
  await getDb().visitAvailability.deleteMany();
  await getDb().calendarFeed.deleteMany();
  await getDb().rateLimit.deleteMany({ where: { key: { startsWith: "booking:" } } });
  // Jobs of earlier tests' leads (deleted with them) would only find nothing to do.
  await withWaitingJobs((utils, ids) => utils.completeJobs(ids));
});
afterAll(async () => {
  await clearLeads();
  await getDb().visitAvailability.deleteMany();
  await getDb().$disconnect();
});

describe("a new request's booking link", () => {
  it("comes in the 201 of POST /api/contact and opens that lead's slots; spam gets none", async () => {
    const request = { name: "Jo Citizen", email: "jo.link@example.com", phone: "0412 345 678", fillMs: 15_000, website: "" };
    const stored = await json(await contact(client().request("/api/contact", { body: request })));
    expect(stored.status).toBe(201);
    expect(stored.body.bookingUrl).toMatch(/^\/book\/[A-Za-z0-9_-]{43}$/);
    const { status, body } = await slots(tokenOf(stored.body.bookingUrl));
    expect(status).toBe(200);
    expect(body.slots.length).toBeGreaterThan(0);
    // The token itself is nowhere in the database: only its SHA-256.
    const links = await getDb().bookingLink.findMany({ where: { leadId: stored.body.id } });
    expect(links).toHaveLength(1);
    expect(links[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(links[0]!.tokenHash).not.toContain(tokenOf(stored.body.bookingUrl));

    const spam = await json(await contact(client().request("/api/contact", { body: { ...request, email: "bot@example.com", website: "http://spam.example" } })));
    expect(spam).toEqual({ status: 201, body: { success: true } });
  });

  it("comes in the confirmation e-mail: the same one link as the success screen", async () => {
    const request = { name: "Mia Mailer", email: "mia.link@example.com", phone: "0412 345 678", fillMs: 15_000 };
    const before = outbox().length;
    const stored = await json(await contact(client().request("/api/contact", { body: request })));
    await runJobs();
    const [confirmation] = newMail(before, "mia.link@example.com");
    expect(confirmation!.text).toContain("Book your free measure-up");
    expect(confirmation!.text).toContain("we'll arrange a time to see the job");
    const link = /https?:\/\/\S+\/book\/([A-Za-z0-9_-]{43})/.exec(confirmation!.text)?.[1];
    expect(link).toBeDefined();
    expect((await slots(link!)).status).toBe(200);
    expect(link).toBe(tokenOf(stored.body.bookingUrl));
    expect(await getDb().bookingLink.count({ where: { leadId: stored.body.id } })).toBe(1);
  });
});

describe("GET /api/booking/{token}/slots", () => {
  it("answers the free times in Sydney time, ISO 8601 with the offset, in order, from 24 hours ahead", async () => {
    const { token } = await newLead();
    const { status, body } = await slots(token);
    expect(status).toBe(200);
    expect(body.timeZone).toBe("Australia/Sydney");
    const starts = (body.slots as Slot[]).map((slot) => Date.parse(slot.start));
    expect(body.slots.every((slot: Slot) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+1[01]:00$/.test(slot.start) && Date.parse(slot.end) - Date.parse(slot.start) === 45 * 60_000)).toBe(true);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts[0]).toBeGreaterThanOrEqual(Date.now() + 24 * 3_600_000 - 60_000);
    expect(starts.at(-1)).toBeLessThan(Date.now() + 23 * 86_400_000);
  });
});

describe("booking, moving and cancelling", () => {
  it("books (201), e-mails an invite and alerts the owner; the time and its buffer leave everyone else's slots", async () => {
    const jane = await newLead("Jane Citizen", "jane@example.com");
    const other = await newLead("Olly Other", "olly@example.com");
    const offered: Slot[] = (await slots(jane.token)).body.slots;
    const slot = offered[1]!;
    const before = outbox().length;
    const booked = await book(jane.token, { start: slot.start, address });
    expect(booked.status).toBe(201);
    expect(booked.body).toEqual({
      id: expect.any(Number),
      start: slot.start,
      end: slot.end,
      timeZone: "Australia/Sydney",
      address,
      outsideNsw: false,
      sequence: 0,
      status: "booked",
    });
    const lead = await getDb().lead.findUniqueOrThrow({ where: { id: jane.id } });
    expect(lead.status).toBe("visit_booked");
    expect(lead.firstResponseAt).not.toBeNull();

    // Another customer no longer sees it, nor the times its visit and buffer overlap; Jane does (she may move to it).
    const othersNow: Slot[] = (await slots(other.token)).body.slots;
    const busyUntil = Date.parse(slot.start) + 75 * 60_000;
    expect(othersNow.some((s) => Date.parse(s.start) < busyUntil && Date.parse(s.start) + 75 * 60_000 > Date.parse(slot.start))).toBe(false);
    expect(((await slots(jane.token)).body.slots as Slot[]).map((s) => s.start)).toContain(slot.start);

    expect((await notifications(jane.id)).map((row) => [row.kind, row.status])).toEqual([
      ["visit_owner_email", "pending"],
      ["visit_customer", "pending"],
      ["visit_reminder", "pending"],
    ]);
    await runJobs();
    const [owner] = newMail(before, process.env.ADMIN_EMAIL!);
    expect(owner!.subject).toBe(`Visit booked: Jane Citizen, ${slotLabel(new Date(slot.start))}`);
    expect(owner!.text).toContain("12 Smith Street, Parramatta NSW 2150");
    expect(owner!.html).toContain("https://www.google.com/maps/search/?api=1&amp;query=12%20Smith%20Street");
    const [customer] = newMail(before, "jane@example.com");
    expect(customer!.subject).toBe(`Your free measure-up is booked: ${slotLabel(new Date(slot.start))}`);
    expect(customer!.text).toContain("Hi Jane,");
    expect(customer!.text).toContain("NSW Contractor Licence No. 123456C");
    expect(customer!.text).toContain("0491 570 156");
    const ics = icsOf(customer!);
    expect(ics.method).toBe("REQUEST");
    expect(ics.zones).toEqual(["Australia/Sydney"]);
    expect(ics.events).toHaveLength(1);
    expect(ics.events[0]).toMatchObject({
      uid: `visit-${booked.body.id}@www.orbitpainting.com.au`,
      sequence: 0,
      status: "CONFIRMED",
      location: "12 Smith Street, Parramatta NSW 2150",
      start: { tzid: "Australia/Sydney", utc: new Date(slot.start).toISOString(), local: slot.start.slice(0, 19) },
      end: { tzid: "Australia/Sydney", utc: new Date(slot.end).toISOString() },
    });
    expect(ics.events[0]!.attendees).toEqual([{ value: expect.stringMatching(/^mailto:jane@example\.com$/i), cn: "Jane Citizen", partstat: "ACCEPTED" }]);
    // The invite route serves the same visit.
    const served = await invite(jane.token);
    expect(served.type).toBe("text/calendar; charset=utf-8");
    expect(parseIcs(served.text).events[0]).toMatchObject({ uid: ics.events[0]!.uid, sequence: 0, location: "12 Smith Street, Parramatta NSW 2150" });
    // Anyone holding the link may download it: the visit and the business, never the customer's
    // e-mail address or surname (SECURITY.md, what a booking link shows).
    expect(parseIcs(served.text).events[0]!.attendees).toEqual([]);
    expect(served.text).not.toMatch(/jane@example\.com/i);
    expect(served.text).not.toMatch(/Citizen/);
    expect(served.text).toMatch(/ORGANIZER;CN="?Orbit Painting/);
  });

  it("moves (200, SEQUENCE raised, same UID), then cancels (METHOD:CANCEL), and the time is free again", async () => {
    const jane = await newLead("Jane Citizen", "jane@example.com");
    const offered: Slot[] = (await slots(jane.token)).body.slots;
    const [first, , third] = offered;
    const booked = await book(jane.token, { start: first!.start, address });
    await runJobs();

    let before = outbox().length;
    const moved = await book(jane.token, { start: third!.start, address: { ...address, street: "14 Smith Street" } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: booked.body.id, start: third!.start, sequence: 1, status: "booked", address: { street: "14 Smith Street" } });
    await runJobs();
    const [ownerMoved] = newMail(before, process.env.ADMIN_EMAIL!);
    expect(ownerMoved!.subject).toBe(`Visit moved: Jane Citizen, ${slotLabel(new Date(third!.start))}`);
    expect(ownerMoved!.text).toContain(`Was: ${slotLabel(new Date(first!.start))}`);
    const movedIcs = icsOf(newMail(before, "jane@example.com")[0]!);
    expect(movedIcs.method).toBe("REQUEST");
    expect(movedIcs.events[0]).toMatchObject({ uid: `visit-${booked.body.id}@www.orbitpainting.com.au`, sequence: 1, start: { utc: new Date(third!.start).toISOString() } });

    before = outbox().length;
    const cancelled = await cancel(jane.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: booked.body.id, status: "cancelled", sequence: 2 });
    expect((await getDb().lead.findUniqueOrThrow({ where: { id: jane.id } })).status).toBe("contacted");
    await runJobs();
    expect(newMail(before, process.env.ADMIN_EMAIL!)[0]!.subject).toBe(`Visit cancelled: Jane Citizen, ${slotLabel(new Date(third!.start))}`);
    const cancelMail = newMail(before, "jane@example.com")[0]!;
    expect(cancelMail.subject).toBe(`Your measure-up on ${slotLabel(new Date(third!.start))} is cancelled`);
    const cancelIcs = icsOf(cancelMail);
    expect(cancelIcs.method).toBe("CANCEL");
    expect(cancelIcs.events[0]).toMatchObject({ uid: `visit-${booked.body.id}@www.orbitpainting.com.au`, sequence: 2, status: "CANCELLED" });
    expect(parseIcs((await invite(jane.token)).text).method).toBe("CANCEL");

    // Nothing left to cancel; and the freed time can be booked by someone else.
    expect(await cancel(jane.token)).toEqual({ status: 409, body: { error: "There is no booked visit to cancel." } });
    const other = await newLead("Olly Other", "olly@example.com");
    expect(((await slots(other.token)).body.slots as Slot[]).map((s) => s.start)).toContain(third!.start);
    expect((await book(other.token, { start: third!.start, address })).status).toBe(201);
  });

  it("leaves Quote sent, Won and Lost as they are; only New and Contacted become Visit booked", async () => {
    for (const status of ["quote_sent", "won", "contacted"]) {
      const lead = await newLead(`Stat ${status}`, `${status}@example.com`);
      await getDb().lead.update({ where: { id: lead.id }, data: { status } });
      const offered: Slot[] = (await slots(lead.token)).body.slots;
      const free = offered.at(-1 - ["quote_sent", "won", "contacted"].indexOf(status) * 2)!;
      expect((await book(lead.token, { start: free.start, address })).status).toBe(201);
      expect((await getDb().lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe(status === "contacted" ? "visit_booked" : status);
    }
  });
});

describe("the reminder, 24 hours before", () => {
  const reminderJobs = () =>
    getDb().$queryRaw<{ id: number; run_at: Date }[]>`
      SELECT (p."payload"->>'id')::int AS "id", j."run_at" FROM graphile_worker.jobs j JOIN graphile_worker._private_jobs p USING ("id")
      JOIN "lead_notifications" n ON n."id" = (p."payload"->>'id')::int WHERE n."kind" = 'visit_reminder' ORDER BY j."id"`;

  it("is due a day before; moved with the visit: the old one stays silent, the new one tells the new time", async () => {
    const jane = await newLead("Jane Citizen", "jane@example.com");
    const offered: Slot[] = (await slots(jane.token)).body.slots;
    const first = offered[2]!;
    const later = offered.at(-1)!;
    await book(jane.token, { start: first.start, address });
    await runJobs(); // the confirmation goes now; the reminder waits
    const [due] = await reminderJobs();
    expect(due!.run_at.getTime()).toBe(Date.parse(first.start) - 24 * 3_600_000);

    await book(jane.token, { start: later.start, address });
    const jobs = await reminderJobs();
    expect(jobs.map((job) => job.run_at.getTime())).toEqual([Date.parse(first.start) - 86_400_000, Date.parse(later.start) - 86_400_000]);
    const before = outbox().length;
    await runScheduledJobs(); // both reminders' times come
    const reminders = (await notifications(jane.id)).filter((row) => row.kind === "visit_reminder");
    expect(reminders.map((row) => row.status)).toEqual(["skipped", "sent"]);
    const mails = newMail(before, "jane@example.com").filter((mail) => mail.subject.startsWith("Reminder"));
    expect(mails.map((mail) => mail.subject)).toEqual([`Reminder: your free measure-up tomorrow, ${slotLabel(new Date(later.start))}`]);
  });

  it("is dropped with a cancelled visit", async () => {
    const jane = await newLead("Jane Citizen", "jane@example.com");
    const slot = ((await slots(jane.token)).body.slots as Slot[])[3]!;
    await book(jane.token, { start: slot.start, address });
    await cancel(jane.token);
    await runJobs();
    const before = outbox().length;
    await runScheduledJobs();
    expect((await notifications(jane.id)).filter((row) => row.kind === "visit_reminder").map((row) => row.status)).toEqual(["skipped"]);
    expect(newMail(before, "jane@example.com")).toEqual([]);
  });
});

describe("never two visits at once", () => {
  it("twenty customers taking the same slot at the same moment: one 201, nineteen 409 with fresh slots", async () => {
    const leads = await Promise.all(Array.from({ length: 20 }, (_, n) => newLead(`Racer ${n}`, `racer${n}@example.com`)));
    const slot = ((await slots(leads[0]!.token)).body.slots as Slot[])[4]!;
    const answers = await Promise.all(leads.map((lead, n) => book(lead.token, { start: slot.start, address: { ...address, street: `${n + 1} Race Street` } }, new Browser(`203.0.113.${n + 1}`))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.error).toBe("That time was just taken");
      expect(refused.body.slots.length).toBeGreaterThan(0);
      expect(refused.body.slots.map((s: Slot) => s.start)).not.toContain(slot.start);
    }
    expect(await getDb().visit.count({ where: { cancelledAt: null } })).toBe(1);
    const winner = answers.find((answer) => answer.status === 201)!;
    expect(await getDb().visitChange.count()).toBe(1);
    expect((await getDb().visit.findUniqueOrThrow({ where: { id: winner.body.id } })).startsAt.toISOString()).toBe(new Date(slot.start).toISOString());
  });

  it("the database itself refuses an overlapping visit, buffer included, and takes it once the first is cancelled", async () => {
    const [a, b] = await seedLeads([
      { name: "Ann", email: "ann@example.com" },
      { name: "Ben", email: "ben@example.com" },
    ]);
    const start = new Date("2030-03-04T09:00:00+11:00");
    const insert = (leadId: number, at: Date) =>
      getDb().$executeRaw`INSERT INTO "visits" ("leadId", "startsAt", "endsAt", "busyUntil", "street", "suburb", "postcode")
        VALUES (${leadId}, ${at}, ${new Date(at.getTime() + 45 * 60_000)}, ${new Date(at.getTime() + 75 * 60_000)}, 'x st', 'Town', '2000')`;
    await insert(a!, start);
    // Inside the buffer (75 minutes): refused; touching its end: allowed.
    await expect(insert(b!, new Date(start.getTime() + 60 * 60_000))).rejects.toThrow(/visits_no_overlap|23P01|exclu/i);
    await getDb().visit.updateMany({ where: { leadId: a! }, data: { cancelledAt: new Date() } });
    await insert(b!, new Date(start.getTime() + 60 * 60_000));
    await insert(a!, new Date(start.getTime() - 15 * 60_000 - 60 * 60_000)); // ends where Ben's begins
  });

  it("keeps the daily cap when customers book different times of one day at once", async () => {
    await putSettings({ ...defaultAvailability, maxVisitsPerDay: 2, bufferMinutes: 0, visitMinutes: 30, slotStepMinutes: 30 });
    const leads = await Promise.all(Array.from({ length: 6 }, (_, n) => newLead(`Capper ${n}`, `cap${n}@example.com`)));
    const offered: Slot[] = (await slots(leads[0]!.token)).body.slots;
    const day = sydneyDay(new Date(offered.at(-1)!.start));
    const sameDay = offered.filter((slot) => sydneyDay(new Date(slot.start)) === day).slice(0, 6);
    expect(sameDay).toHaveLength(6);
    const answers = await Promise.all(leads.map((lead, n) => book(lead.token, { start: sameDay[n]!.start, address }, new Browser(`203.0.113.${100 + n}`))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.error === "That time was just taken")).toBe(true);
    // The full day offers nothing more to anyone without a visit on it (one booked there may still move within it).
    const latecomer = await newLead("Late Comer", "late@example.com");
    expect(((await slots(latecomer.token)).body.slots as Slot[]).some((slot) => sydneyDay(new Date(slot.start)) === day)).toBe(false);
  });
});

describe("bad input and unknown links", () => {
  it("answers 404 without a hint for an unknown, malformed or deleted link, on every route", async () => {
    const { id, token } = await newLead();
    await getDb().lead.delete({ where: { id } });
    for (const unknown of [token, "x".repeat(43), "short", "%00", "a".repeat(500)]) {
      expect(await slots(unknown)).toEqual({ status: 404, body: { error: "There is no booking at this address." } });
      expect(await book(unknown, { start: "2030-01-01T09:00:00+11:00", address })).toEqual({ status: 404, body: { error: "There is no booking at this address." } });
      expect(await cancel(unknown)).toEqual({ status: 404, body: { error: "There is no booking at this address." } });
      expect((await invite(unknown)).status).toBe(404);
    }
  });

  it("counts unknown links and changes against the address: BOOKING_RATE_LIMIT in 10 minutes, then 429", async () => {
    const browser = client();
    const limit = Number(process.env.BOOKING_RATE_LIMIT ?? 20);
    for (let n = 0; n < limit; n++) expect((await slots("y".repeat(43), browser)).status).toBe(404);
    const refused = await slots("y".repeat(43), browser);
    expect(refused.status).toBe(429);
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    // A known link's slots still open for that address: reading is not counted.
    expect((await slots((await newLead()).token, browser)).status).toBe(200);
  });

  it("answers 400 for hostile bodies and times never offered, storing nothing", async () => {
    const { token } = await newLead();
    const slot = ((await slots(token)).body.slots as Slot[])[0]!;
    const bodies: unknown[] = [
      {},
      "[]",
      { start: slot.start },
      { address },
      { start: slot.start, address: { ...address, postcode: "21500" } },
      { start: slot.start, address: { ...address, postcode: "abcd" } },
      { start: slot.start, address: { ...address, street: "x".repeat(121) } },
      { start: slot.start, address: { ...address, suburb: "Parra\nmatta" } },
      // The business's own e-mails repeat the address: it cannot carry someone else's message.
      { start: slot.start, address: { ...address, street: "Pay your deposit at evil.example now" } },
      { start: slot.start, address: { ...address, street: "12 Smith St\u2028Pay at www.evil" } },
      { start: slot.start, address: { ...address, suburb: "see https://evil" } },
      { start: slot.start, address: { ...address, suburb: "mail jo@evil" } },
      { start: slot.start, address: { ...address, extra: 1 } },
      { start: slot.start, address, extra: true },
      { start: 12, address },
      { start: "tomorrow at nine", address },
      { start: slot.start.slice(0, 19), address }, // no offset
      { start: "2026-13-40T09:00:00+11:00", address },
      { start: new Date(Date.parse(slot.start) + 60_000).toISOString(), address }, // not a slot's start
      { start: "2026-01-01T09:00:00+11:00", address }, // the past
      { start: "2999-01-04T09:00:00+11:00", address }, // past the window
      { start: slot.start, address: ["x"] },
    ];
    for (const body of bodies) {
      const answer = await book(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.error).toBe("string");
    }
    const lent = await book(token, { start: slot.start, address: { ...address, street: "Pay your deposit at evil.example now" } });
    expect(lent).toMatchObject({ status: 400, body: { error: bookingFieldMessages.streetText } });
    const lentName = await json(await contact(client().request("/api/contact", { body: { name: "Pay at evil.example", email: "lent@example.com", phone: "0412 345 678", fillMs: 15_000 } })));
    expect(lentName).toMatchObject({ status: 400, body: { error: leadFormMessages.nameText } });
    const nul = await book(token, { start: slot.start, address: { ...address, street: "12\u0000 Smith" } });
    expect(nul.status).toBe(400);
    const notJson = await bookRoute(client().request(`/api/booking/${token}`, { method: "POST", body: "{", headers: {} }), params({ token }));
    expect(notJson.status).toBe(400);
    expect(await getDb().visit.count()).toBe(0);
  });
});

async function putSettings(settings: Record<string, unknown>) {
  const response = await putAvailability(admin.request("/api/admin/availability", { method: "PUT", body: settings }), undefined as never);
  return json(response);
}

describe("the owner's side", () => {
  it("makes a booking link for a lead by hand (POST /api/admin/leads/{leadId}/booking-link)", async () => {
    const { id } = await newLead();
    const made = await json(await bookingLinkRoute(admin.request(`/api/admin/leads/${id}/booking-link`, { method: "POST" }), params({ leadId: String(id) })));
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/^https:\/\/www\.orbitpainting\.com\.au\/book\/[A-Za-z0-9_-]{43}$/);
    expect((await slots(tokenOf(made.body.url))).status).toBe(200);
    const call = async (leadId: string, browser = admin) => json(await bookingLinkRoute(browser.request(`/api/admin/leads/${leadId}/booking-link`, { method: "POST" }), params({ leadId })));
    expect(await call("999999")).toEqual({ status: 404, body: { error: "That quote request does not exist." } });
    for (const bad of ["x", "0", "-1", "1.5", "99999999999"]) expect((await call(bad)).status).toBe(400);
    expect((await call(String(id), client())).status).toBe(401);
  });

  it("reads and saves the availability (GET/PUT /api/admin/availability), and the slots follow it", async () => {
    const read = await json(await getAvailability(admin.request("/api/admin/availability"), undefined as never));
    expect(read.status).toBe(200);
    expect(read.body.settings).toMatchObject({ visitMinutes: 45, bufferMinutes: 30, minNoticeHours: 24, bookingWindowDays: 21, maxVisitsPerDay: 4 });
    expect(read.body.holidays[0]).toEqual({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), name: expect.any(String) });

    const closed = { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] };
    const saved = await putSettings({ ...read.body.settings, weeklyHours: { ...closed, wed: [{ start: "09:00", end: "12:00" }] }, visitMinutes: 60, bufferMinutes: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.weeklyHours.wed).toEqual([{ start: "09:00", end: "12:00" }]);
    const { token } = await newLead();
    const offered: Slot[] = (await slots(token)).body.slots;
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((slot) => /T(09|10|11):00:00/.test(slot.start) && weekdayOf(sydneyDay(new Date(slot.start))) === 3)).toBe(true);

    const settings = read.body.settings;
    const withoutOne = Object.fromEntries(Object.entries(settings).filter(([name]) => name !== "visitMinutes"));
    expect(await putSettings(withoutOne)).toEqual({ status: 400, body: expect.objectContaining({ error: expect.stringMatching(/^Send every setting: weeklyHours, visitMinutes, /) }) });
    expect((await putSettings({})).status).toBe(400);
    for (const bad of [
      { visitMinutes: "45" },
      { visitMinutes: 7 },
      { maxVisitsPerDay: 0 },
      { weeklyHours: { ...closed, mon: [{ start: "16:00", end: "08:00" }] } },
      { nonsense: 1 },
      { blocked: [{ kind: "days", from: "2026-02-30", to: "2026-03-01" }] },
      { blocked: [{ kind: "period", from: "2026-12-01T10:00", to: "2026-12-01T12:00", label: "bell\u0007" }] },
    ]) {
      const answer = await putSettings({ ...settings, ...bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    for (const bad of ["[]", "null", "42", "{"]) expect((await json(await putAvailability(admin.request("/api/admin/availability", { method: "PUT", body: bad }), undefined as never))).status, bad).toBe(400);
    expect((await getAvailability(client().request("/api/admin/availability"), undefined as never)).status).toBe(401);
  });

  it("lists the week's visits with the lead, a maps link and its photo count (GET /api/admin/visits)", async () => {
    const jane = await newLead("Jane Citizen", "jane@example.com");
    const slot = ((await slots(jane.token)).body.slots as Slot[])[0]!;
    await book(jane.token, { start: slot.start, address: { street: "1 Queen St", suburb: "Queanbeyan", postcode: "2620" } });
    const agenda = await json(await agendaRoute(admin.request("/api/admin/visits"), undefined as never));
    expect(agenda.status).toBe(200);
    expect(agenda.body.data).toEqual([
      {
        id: expect.any(Number),
        start: slot.start,
        end: slot.end,
        address: "1 Queen St, Queanbeyan NSW 2620",
        mapsUrl: "https://www.google.com/maps/search/?api=1&query=1%20Queen%20St%2C%20Queanbeyan%20NSW%202620%2C%20Australia",
        outsideNsw: false,
        lead: { id: jane.id, name: "Jane Citizen", phone: "0400 000 000", email: "jane@example.com", service: "exterior", status: "visit_booked", photoCount: 0 },
      },
    ]);
    const far = await json(await agendaRoute(admin.request("/api/admin/visits?from=2031-01-01&to=2031-01-07"), undefined as never));
    expect(far.body.data).toEqual([]);
    for (const query of ["?from=2026-02-30", "?from=2027-01-10&to=2027-01-01", "?from=2027-01-01&to=2027-06-01", "?to=x", "?when=now", "?from=2027-01-01&from=2027-01-02"]) {
      expect((await agendaRoute(admin.request(`/api/admin/visits${query}`), undefined as never)).status, query).toBe(400);
    }
  });

  it("serves the private calendar feed at a rotatable secret address; the old one stops working", async () => {
    expect((await json(await getFeedStatus(admin.request("/api/admin/calendar-feed"), undefined as never))).body).toEqual({ createdAt: null });
    const jane = await newLead("Jane Citizen", "jane@example.com");
    const slot = ((await slots(jane.token)).body.slots as Slot[])[0]!;
    await book(jane.token, { start: slot.start, address });
    const made = await json(await rotateFeed(admin.request("/api/admin/calendar-feed", { method: "POST" }), undefined as never));
    expect(made.status).toBe(201);
    const file = made.body.url.split("/").at(-1);
    expect(made.body.url).toMatch(/^https:\/\/www\.orbitpainting\.com\.au\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = async (name: string) => {
      const response = await calendarRoute(client().request(`/calendar/${name}`), params({ feed: name }));
      return { status: response.status, text: await response.text() };
    };
    const served = await feed(file);
    expect(served.status).toBe(200);
    const calendar = parseIcs(served.text);
    expect(calendar.events.map((event) => [event.summary, event.location, event.start.utc])).toEqual([
      ["Measure-up: Jane Citizen", "12 Smith Street, Parramatta NSW 2150", new Date(slot.start).toISOString()],
    ]);

    const again = await json(await rotateFeed(admin.request("/api/admin/calendar-feed", { method: "POST" }), undefined as never));
    expect((await feed(file)).status).toBe(404);
    expect((await feed(again.body.url.split("/").at(-1))).status).toBe(200);
    expect((await feed("nothing.ics")).status).toBe(404);
    expect((await rotateFeed(client().request("/api/admin/calendar-feed", { method: "POST" }), undefined as never)).status).toBe(401);
  });
});

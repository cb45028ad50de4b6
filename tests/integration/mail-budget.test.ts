import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { DELETE as cancelRoute, POST as bookRoute } from "@/app/api/booking/[token]/route";
import { GET as slotsRoute } from "@/app/api/booking/[token]/slots/route";
import { POST as contact } from "@/app/api/contact/route";
import { getDb } from "@/lib/db";
import { runDueJobs } from "@/lib/worker/worker";
import { mailHeldNote } from "@/lib/alerts/deliver";
import { CUSTOMER_MAILS_PER_DAY } from "@/lib/alerts/mail-budget";
import { leadTimeline } from "@/lib/panel/timeline";
import { readOutbox } from "../support/outbox";
import { Browser } from "./auth-helpers";
import { clearLeads } from "./inbox-helpers";

// The finding: a stranger's address typed into the form, then booking, cancelling and booking
// again, made the business send that stranger an e-mail each time. Every customer e-mail, whatever
// caused it, now counts against one budget per normalised address: 4 a day, then held, the owner
// told on the lead's timeline, the actions themselves unaffected.

let ipCounter = 1;
const client = () => new Browser(`192.0.2.${(ipCounter++ % 250) + 1}`);
const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });
const json = async (response: Response) => ({ status: response.status, body: await response.json() });
const address = { street: "12 Smith Street", suburb: "Parramatta", postcode: "2150" };
const outbox = () => readOutbox(process.env.MAIL_OUTBOX_DIR!);
const runJobs = () => runDueJobs(process.env.DATABASE_URL!);

beforeEach(async () => {
  await clearLeads();
  await getDb().visitAvailability.deleteMany();
  await getDb().rateLimit.deleteMany({});
});
afterAll(async () => {
  await clearLeads();
  await getDb().$disconnect();
});

describe("one daily e-mail budget per customer address", () => {
  it(`sends a stranger at most ${CUSTOMER_MAILS_PER_DAY} e-mails a day however the actions are repeated; the actions happen, the owner sees the rest`, async () => {
    const victim = "Victim.Person@Example.com";
    const before = outbox().length;
    const stored = await json(await contact(client().request("/api/contact", { body: { name: "Vic Tim", email: victim, phone: "0412 345 678", fillMs: 15_000 } })));
    expect(stored.status).toBe(201);
    const token = String(stored.body.bookingUrl).split("/").at(-1)!;
    await runJobs();
    const slots = (await json(await slotsRoute(client().request(`/api/booking/${token}/slots`), params({ token })))).body.slots as { start: string }[];
    // Book, cancel, book, cancel, book: each change's own e-mail would go to the stranger.
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const response = i % 2 === 0
        ? await bookRoute(client().request(`/api/booking/${token}`, { method: "POST", body: { start: slots[i]!.start, address } }), params({ token }))
        : await cancelRoute(client().request(`/api/booking/${token}`, { method: "DELETE" }), params({ token }));
      statuses.push(response.status);
      await runJobs();
    }
    expect(statuses).toEqual([201, 200, 201, 200, 201]);
    const mails = outbox().slice(before);
    const toVictim = mails.filter((mail) => mail.to.toLowerCase() === victim.toLowerCase());
    expect(toVictim).toHaveLength(CUSTOMER_MAILS_PER_DAY);
    // The first is the request's confirmation; the owner heard of every change.
    expect(toVictim[0]!.subject).not.toMatch(/measure-up/);
    expect(mails.filter((mail) => mail.to === process.env.ADMIN_EMAIL).length).toBeGreaterThanOrEqual(6);
    // The actions stand: the last booking holds.
    expect(await getDb().visit.count({ where: { leadId: stored.body.id, cancelledAt: null } })).toBe(1);
    // The owner sees each held e-mail, on the timeline and on the alert.
    const held = await getDb().leadNotification.findMany({ where: { leadId: stored.body.id, lastError: mailHeldNote } });
    expect(held.map((row) => row.status)).toEqual(["skipped", "skipped"]);
    const timeline = await leadTimeline(stored.body.id);
    expect(timeline.filter((entry) => entry.kind === "mail_held")).toHaveLength(2);
    expect(timeline.find((entry) => entry.kind === "mail_held")!.text).toMatch(/^Not e-mailed to the customer \(their address had its 4 e-mails today\)/);

    // The same mailbox spelt another way has no fresh budget.
    const again = await json(await contact(client().request("/api/contact", { body: { name: "Vic Tim", email: "victim.person+2@example.com", phone: "0412 345 678", fillMs: 15_000 } })));
    expect(again.status).toBe(201);
    await runJobs();
    expect(outbox().slice(before).filter((mail) => /victim\.person/i.test(mail.to))).toHaveLength(CUSTOMER_MAILS_PER_DAY);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as bookingLinkRoute } from "@/app/api/admin/leads/[leadId]/booking-link/route";
import { POST as revokeRoute } from "@/app/api/admin/leads/[leadId]/revoke-links/route";
import { DELETE as cancelRoute, POST as bookRoute } from "@/app/api/booking/[token]/route";
import { GET as slotsRoute } from "@/app/api/booking/[token]/slots/route";
import { GET as inviteRoute } from "@/app/api/booking/[token]/visit.ics/route";
import { POST as unsubscribeRoute } from "@/app/api/unsubscribe/[token]/route";
import { getDb } from "@/lib/db";
import { createUnsubscribeLink } from "@/lib/mail/unsubscribe";
import { viewCustomerQuote } from "@/lib/quotes/services/customer-view";
import { bookingTexts } from "@/lib/visits/model/booking-texts";
import { createBookingLink } from "@/lib/leads/services/booking-links";
import { Browser } from "./auth-helpers";
import { clearLeads, seedLeads, signedInBrowser } from "./inbox-helpers";
import { clearQuotes, customerApi, deliverAlerts, quoteApi, sampleLines, tokenFromOutbox } from "./quote-helpers";

// Customer links that end: one live link per purpose, the owner's revocation, a booking link's
// end after its visit or 60 days without one, visits whose time has come, and a quote link's
// end 90 days after the quote's validity.

let ipCounter = 1;
const client = () => new Browser(`192.0.2.${(ipCounter++ % 250) + 1}`);
const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });
const json = async (response: Response) => ({ status: response.status, body: response.status === 204 ? null : await response.json() });
const tokenOf = (path: string) => path.split("/").at(-1)!;
const address = { street: "12 Smith Street", suburb: "Parramatta", postcode: "2150" };
type Slot = { start: string; end: string };

const slots = async (token: string) => json(await slotsRoute(client().request(`/api/booking/${token}/slots`), params({ token })));
const book = async (token: string, body: unknown) => json(await bookRoute(client().request(`/api/booking/${token}`, { method: "POST", body }), params({ token })));
const cancel = async (token: string) => json(await cancelRoute(client().request(`/api/booking/${token}`, { method: "DELETE" }), params({ token })));
const invite = async (token: string) => (await inviteRoute(client().request(`/api/booking/${token}/visit.ics`), params({ token }))).status;

let admin: Browser;
beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.241");
});
beforeEach(async () => {
  await clearQuotes();
  await clearLeads();
  await getDb().visitAvailability.deleteMany();
  await getDb().rateLimit.deleteMany({ where: { key: { startsWith: "booking" } } });
});
afterAll(async () => {
  await clearQuotes();
  await clearLeads();
  await getDb().$disconnect();
});

async function newLead(email = `links.${ipCounter++}@example.com`) {
  const [id] = await seedLeads([{ name: "Jane Citizen", email }]);
  return { id: id!, email, token: tokenOf(await createBookingLink(id!)) };
}
const revoke = async (leadId: number | string, browser = admin) => json(await revokeRoute(browser.request(`/api/admin/leads/${leadId}/revoke-links`, { method: "POST", headers: { origin: "http://localhost:3000" } }), params({ leadId: String(leadId) })));

describe("one live link per purpose", () => {
  it("a lead's booking link is the same on every showing: e-mail, owner's copy, repeat", async () => {
    const lead = await newLead();
    const copied = await json(await bookingLinkRoute(admin.request(`/api/admin/leads/${lead.id}/booking-link`, { method: "POST" }), params({ leadId: String(lead.id) })));
    expect(tokenOf(copied.body.url)).toBe(lead.token);
    const [a, b] = await Promise.all([createBookingLink(lead.id), createBookingLink(lead.id)]);
    expect([tokenOf(a), tokenOf(b)]).toEqual([lead.token, lead.token]);
    expect(await getDb().bookingLink.count({ where: { leadId: lead.id } })).toBe(1);
  });
});

describe("POST /api/admin/leads/{leadId}/revoke-links", () => {
  it("ends every booking and quote link of the lead at once (204); they answer 404 like unknown ones; the next one is new", async () => {
    const lead = await newLead();
    const api = quoteApi(admin);
    const quote = (await api.create(lead.id, { lines: sampleLines })).body.data;
    await api.send(lead.id, quote.id);
    await deliverAlerts();
    const quoteToken = tokenFromOutbox(lead.email);
    const other = await newLead();
    expect((await slots(lead.token)).status).toBe(200);

    expect(await revoke(lead.id)).toEqual({ status: 204, body: null });
    expect((await slots(lead.token)).status).toBe(404);
    expect(await invite(lead.token)).toBe(404);
    expect((await book(lead.token, { start: "2030-01-01T09:00:00+11:00", address })).status).toBe(404);
    expect(await viewCustomerQuote(quoteToken, { clientIp: "203.0.113.50", ownerPreview: false, ticks: [] })).toBeNull();
    expect((await customerApi("203.0.113.51").pdf(quoteToken)).status).toBe(404);
    expect((await customerApi("203.0.113.52").accept(quoteToken, { name: "Jane Citizen", agree: true })).status).toBe(404);
    // Another lead's link is untouched.
    expect((await slots(other.token)).status).toBe(200);
    // The next link shown is a new one, and it works.
    const fresh = tokenOf(await createBookingLink(lead.id));
    expect(fresh).not.toBe(lead.token);
    expect((await slots(fresh)).status).toBe(200);

    expect((await revoke(999_999)).status).toBe(404);
    expect((await revoke("x")).status).toBe(400);
    expect((await revoke(lead.id, new Browser("198.51.100.242"))).status).toBe(401);
  });
});

describe("a booking link's end", () => {
  it("ends 60 days after it was made without a booked visit (404)", async () => {
    const lead = await newLead();
    await getDb().bookingLink.updateMany({ where: { leadId: lead.id }, data: { createdAt: new Date(Date.now() - 59 * 86_400_000) } });
    expect((await slots(lead.token)).status).toBe(200);
    await getDb().bookingLink.updateMany({ where: { leadId: lead.id }, data: { createdAt: new Date(Date.now() - 61 * 86_400_000) } });
    expect((await slots(lead.token)).status).toBe(404);
    expect((await cancel(lead.token)).status).toBe(404);
    // Shown again, the lead gets a new link that works.
    const fresh = tokenOf(await createBookingLink(lead.id));
    expect(fresh).not.toBe(lead.token);
    expect((await slots(fresh)).status).toBe(200);
  });

  it("a visit whose time has come cannot be moved or cancelled by the link (409 with the reason); a day after it ends the link is a 404", async () => {
    const lead = await newLead();
    const [first, second] = (await slots(lead.token)).body.slots as Slot[];
    expect((await book(lead.token, { start: first!.start, address })).status).toBe(201);
    // A visit booked two months ago keeps its link alive until it has passed.
    await getDb().bookingLink.updateMany({ where: { leadId: lead.id }, data: { createdAt: new Date(Date.now() - 61 * 86_400_000) } });
    expect((await slots(lead.token)).status).toBe(200);

    // The visit began an hour ago.
    const startsAt = new Date(Date.now() - 3_600_000);
    await getDb().visit.updateMany({ where: { leadId: lead.id }, data: { startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000), busyUntil: new Date(startsAt.getTime() + 75 * 60_000) } });
    expect(await book(lead.token, { start: second!.start, address })).toEqual({ status: 409, body: { error: bookingTexts.visitPassed } });
    expect(await cancel(lead.token)).toEqual({ status: 409, body: { error: bookingTexts.visitPassed } });
    expect(await getDb().visit.findFirstOrThrow({ where: { leadId: lead.id } })).toMatchObject({ cancelledAt: null, startsAt });

    // Two days later: the link has ended.
    const longAgo = new Date(Date.now() - 2 * 86_400_000);
    await getDb().visit.updateMany({ where: { leadId: lead.id }, data: { startsAt: longAgo, endsAt: new Date(longAgo.getTime() + 45 * 60_000), busyUntil: new Date(longAgo.getTime() + 75 * 60_000) } });
    expect((await slots(lead.token)).status).toBe(404);
    expect(await invite(lead.token)).toBe(404);
  });
});

describe("a quote link's end", () => {
  it("shows the quote until 90 days after its validity ends, then only \"ask for an updated quote\" (no quote, no PDF)", async () => {
    const lead = await newLead();
    const api = quoteApi(admin);
    const quote = (await api.create(lead.id, { lines: sampleLines })).body.data;
    await api.send(lead.id, quote.id);
    await deliverAlerts();
    const token = tokenFromOutbox(lead.email);
    const view = () => viewCustomerQuote(token, { clientIp: "203.0.113.60", ownerPreview: false, ticks: [] });
    const validUntil = (daysAgo: number) => getDb().quote.update({ where: { id: quote.id }, data: { validUntil: new Date(Date.now() - daysAgo * 86_400_000) } });

    await validUntil(88);
    expect(await view()).toMatchObject({ state: "expired", lapsed: false });
    expect((await customerApi("203.0.113.61").pdf(token)).status).toBe(200);

    await validUntil(92);
    expect(await view()).toMatchObject({ state: "expired", lapsed: true });
    expect((await customerApi("203.0.113.62").pdf(token)).status).toBe(404);
  });
});

describe("what each link shows (SECURITY.md, \"What each customer link shows\")", () => {
  const secret = { name: "Jane Quietly-Citizen", email: "jane.private@example.com", phone: "0412 999 888", message: "The spare key is under the mat" };

  it("a booking link: the first name, the visit's time and address, the free times; never the surname, e-mail, phone or request", async () => {
    const [leadId] = await seedLeads([{ ...secret, service: "interior" }]);
    const token = tokenOf(await createBookingLink(leadId!));
    const free = await slots(token);
    const booked = await book(token, { start: (free.body.slots as Slot[])[0]!.start, address });
    const ics = await (await inviteRoute(client().request(`/api/booking/${token}/visit.ics`), params({ token }))).text();
    for (const shown of [JSON.stringify(free.body), JSON.stringify(booked.body), ics]) {
      for (const hidden of ["Quietly", "Citizen", secret.email, secret.phone, "0412999888", secret.message]) expect(shown).not.toContain(hidden);
    }
    expect(ics).toContain("12 Smith Street");
  });

  it("a quote link: the quote made out to the customer; never the request's message, the owner's notes or another quote", async () => {
    const [leadId] = await seedLeads([secret]);
    await getDb().leadNote.create({ data: { leadId: leadId!, body: "Owner's private note: difficult customer" } });
    const api = quoteApi(admin);
    const quote = (await api.create(leadId!, { lines: sampleLines })).body.data;
    await api.send(leadId!, quote.id);
    await deliverAlerts();
    const view = JSON.stringify(await viewCustomerQuote(tokenFromOutbox(secret.email), { clientIp: "203.0.113.70", ownerPreview: false, ticks: [] }));
    expect(view).toContain(secret.name);
    for (const hidden of [secret.message, "Owner's private note"]) expect(view).not.toContain(hidden);
  });

  it("an unsubscribe link: the one address it stops, nothing else", async () => {
    const link = await createUnsubscribeLink(secret.email);
    const token = link.url.split("/").at(-1)!;
    const answer = await json(await unsubscribeRoute(client().request(`/api/unsubscribe/${token}`, { method: "POST" }), params({ token })));
    expect(answer).toEqual({ status: 200, body: { data: { email: secret.email, unsubscribed: true } } });
  });
});


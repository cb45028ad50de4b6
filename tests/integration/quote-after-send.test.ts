import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import webpush from "web-push";
import { POST as depositPaidRoute } from "@/app/api/admin/leads/[leadId]/quotes/[quoteId]/deposit-paid/route";
import { GET as invoicePdfRoute } from "@/app/api/admin/leads/[leadId]/quotes/[quoteId]/invoice/route";
import { POST as extendRoute } from "@/app/api/admin/leads/[leadId]/quotes/[quoteId]/extend/route";
import { GET as timelineRoute } from "@/app/api/admin/leads/[leadId]/timeline/route";
import { POST as checkoutRoute } from "@/app/api/quote/[token]/deposit/checkout/route";
import { POST as updateRequestRoute } from "@/app/api/quote/[token]/update-request/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { POST as unsubscribeRoute } from "@/app/api/unsubscribe/[token]/route";
import { getDb } from "@/lib/db";
import { forgetCachedSubscriptions } from "@/lib/push/subscriptions";
import { viewCustomerQuote } from "@/lib/quotes/services/customer-view";
import { acceptQuote } from "@/lib/quotes/services/decide";
import { queueQuoteFollowUps } from "@/lib/quotes/services/follow-ups";
import { quoteInclude, quoteRowOf } from "@/lib/quotes/services/quote-row";
import { reviseQuote } from "@/lib/quotes/services/revise";
import { sendQuote } from "@/lib/quotes/services/send";
import { isOptedOut } from "@/lib/mail/unsubscribe";
import { validityEndsAt } from "@/lib/quotes/model/expiry";
import { addDays, formatDay, sydneyDay } from "@/lib/quotes/model/validity";
import { Browser } from "./auth-helpers";
import { clearLeads, newMailDay, seedLeads, signedInBrowser } from "./inbox-helpers";
import { clearQuotes, customerApi, deliverAlerts, outbox, quoteApi, sampleLines, tokenFromOutbox } from "./quote-helpers";

// After the quote is sent (issue 33): expiry and extension, "Ask for an updated quote", the
// deposit's tax invoice, the follow-ups through the job queue, and "stop these e-mails".
// The clock is moved by passing `now` to the services and, for the routes, vi.setSystemTime.
let admin: Browser;
let api: ReturnType<typeof quoteApi>;
let device: { id: number };
const username = `after-send-device-${Date.now()}`;
const DAY = 86_400_000;
const client = { address: "203.0.113.77", limitSubject: "203.0.113.77", userAgent: "test" };

beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.234");
  api = quoteApi(admin);
  const db = getDb();
  const user = await db.user.create({ data: { username, password: "hash" } });
  const session = await db.session.create({ data: { sid: `after-send-${user.id}`, sess: { userId: user.id }, expire: new Date(Date.now() + 3_600_000) } });
  device = await db.pushSubscription.create({ data: { userId: user.id, sessionId: session.sid, endpoint: `https://fcm.googleapis.com/fcm/send/after-${user.id}`, p256dh: "key", auth: "auth" } });
  forgetCachedSubscriptions();
});
beforeEach(async () => {
  await clearQuotes();
  await clearLeads();
  await getDb().$executeRaw`DELETE FROM "email_opt_outs"`;
  await getDb().$executeRaw`DELETE FROM "rate_limits" WHERE "key" LIKE 'unsubscribe-%'`;
  vi.restoreAllMocks();
  vi.spyOn(webpush, "sendNotification").mockResolvedValue({ statusCode: 201, body: "", headers: {} });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await clearQuotes();
  await clearLeads();
  await getDb().$executeRaw`DELETE FROM "email_opt_outs"`;
  await getDb().user.deleteMany({ where: { username } });
  await getDb().$disconnect();
});

const stored = async (id: number) => quoteRowOf(await getDb().quote.findUniqueOrThrow({ where: { id }, include: quoteInclude }));
const eventsOf = async (leadId: number) => (await getDb().leadEvent.findMany({ where: { leadId }, orderBy: [{ at: "asc" }, { id: "asc" }] })).map((event) => [event.kind, event.data]);
const kindsOf = async (quoteId: number) =>
  (await getDb().leadNotification.findMany({ where: { quoteId: quoteId }, orderBy: { id: "asc" } })).map((row) => [row.kind, row.status, row.pushSubscriptionId]);

/** A lead with a quote sent at `sentAt` (the services take the clock). */
async function quoteSentAt(sentAt: Date, body: Record<string, unknown> = {}, email = `cust-${Math.random().toString(36).slice(2, 8)}@example.com`) {
  const [leadId] = await seedLeads([{ name: "Jane Citizen", email }]);
  const quote = (await api.create(leadId!, { lines: sampleLines, ...body })).body.data;
  await sendQuote(leadId!, quote.id, sentAt);
  return { leadId: leadId!, quoteId: quote.id, email };
}

const adminPost = async (route: typeof extendRoute, leadId: number, quoteId: number, action: string, body: unknown) => {
  const response = await route(admin.request(`/api/admin/leads/${leadId}/quotes/${quoteId}/${action}`, { method: "POST", body: body as never }), {
    params: Promise.resolve({ leadId: String(leadId), quoteId: String(quoteId) }),
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown>; error?: string } };
};

describe("expiry", () => {
  it("ends a quote at the end of its valid-until day in Sydney, across April's and October's daylight-saving changes", async () => {
    // 6 March 2026 + 30 days = Sunday 5 April, the day daylight saving ends (AEST, UTC+10, from 3 am):
    // that day ends at 14:00 UTC. 4 September + 30 = Sunday 4 October, the day it starts (AEDT,
    // UTC+11, from 2 am): that day ends at 13:00 UTC.
    const cases = [
      { sentAt: new Date("2026-03-05T22:30:00Z"), validUntil: "2026-04-05", last: "2026-04-05T13:59:59.999Z", ended: "2026-04-05T14:00:00.000Z" },
      { sentAt: new Date("2026-09-03T23:30:00Z"), validUntil: "2026-10-04", last: "2026-10-04T12:59:59.999Z", ended: "2026-10-04T13:00:00.000Z" },
    ];
    for (const { sentAt, validUntil, last, ended } of cases) {
      const { quoteId } = await quoteSentAt(sentAt);
      expect((await api.list((await stored(quoteId)).leadId)).body.data[0]!.validUntil).toBe(validUntil);
      const { createQuoteLink } = await import("@/lib/quotes/services/links");
      const token = await createQuoteLink(quoteId);
      const view = (now: string) => viewCustomerQuote(token, { clientIp: "203.0.113.9", ownerPreview: true, ticks: [] }, new Date(now));
      expect((await view(last))!.state).toBe("open");
      expect((await view(ended))!.state).toBe("expired");
    }
  });

  it("lets the owner extend a sent quote (recorded on the lead), refusing a day not later, past or too far", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T01:00:00Z"));
    const { leadId, quoteId } = await quoteSentAt(new Date("2026-10-01T01:00:00Z"));
    expect((await stored(quoteId)).validUntil!.toISOString().slice(0, 10)).toBe("2026-10-31");
    expect((await api.get(leadId, quoteId)).body.data.expired).toBe(true);
    const refusals: [unknown, number, string][] = [
      [{ validUntil: "2026-11-20" }, 400, "validUntil must be today (Sydney) or later."],
      [{ validUntil: "2027-11-22" }, 400, "validUntil can be at most 365 days from today."],
      [{ validUntil: "2026-02-30" }, 400, "validUntil must be a calendar day, YYYY-MM-DD."],
      [{ validUntil: "21/12/2026" }, 400, "validUntil must be a calendar day, YYYY-MM-DD."],
      [{ validUntil: "2026-12-21", extra: 1 }, 400, "Send a JSON object."],
      [{}, 400, "validUntil must be a calendar day, YYYY-MM-DD."],
    ];
    for (const [body, status, error] of refusals) expect(await adminPost(extendRoute, leadId, quoteId, "extend", body)).toMatchObject({ status, body: { error } });
    expect((await stored(quoteId)).validUntil!.toISOString().slice(0, 10)).toBe("2026-10-31");

    const extended = await adminPost(extendRoute, leadId, quoteId, "extend", { validUntil: "2026-12-21" });
    expect(extended).toMatchObject({ status: 200, body: { data: { validUntil: "2026-12-21", expired: false, status: "sent" } } });
    expect(await adminPost(extendRoute, leadId, quoteId, "extend", { validUntil: "2026-12-21" })).toMatchObject({
      status: 400,
      body: { error: "validUntil must be later than the quote's current valid-until day, 2026-12-21." },
    });
    expect(await eventsOf(leadId)).toEqual([
      ["sent", {}],
      ["extended", { from: "2026-10-31", to: "2026-12-21" }],
    ]);
    // The document, the page and the PDF read the new day.
    const { createQuoteLink } = await import("@/lib/quotes/services/links");
    const view = await viewCustomerQuote(await createQuoteLink(quoteId), { clientIp: "203.0.113.9", ownerPreview: true, ticks: [] });
    expect(view).toMatchObject({ state: "open", document: { validUntil: "2026-12-21", validUntilText: "21 December 2026" } });
    // A decided quote is not extended; another lead's quote is not found.
    await getDb().quote.update({ where: { id: quoteId }, data: { status: "declined" } });
    expect(await adminPost(extendRoute, leadId, quoteId, "extend", { validUntil: "2026-12-24" })).toMatchObject({ status: 409 });
    expect(await adminPost(extendRoute, leadId + 1, quoteId, "extend", { validUntil: "2026-12-24" })).toMatchObject({ status: 404 });
  });

  it("lets the customer of an expired quote ask for an updated one: the owner is told once, by e-mail and push", async () => {
    const sentAt = new Date(Date.now() - 40 * DAY);
    const { leadId, quoteId, email } = await quoteSentAt(sentAt);
    await deliverAlerts();
    const token = tokenFromOutbox(email);
    const customer = customerApi();
    const ask = async () => {
      const request = customer.browser.request(`/api/quote/${token}/update-request`, { method: "POST", body: {} as never });
      const response = await updateRequestRoute(request, { params: Promise.resolve({ token }) });
      return { status: response.status, body: await response.json() };
    };
    const before = outbox().length;
    const first = await ask();
    expect(first.status).toBe(201);
    expect((await ask()).body).toEqual(first.body);
    await deliverAlerts();
    const mails = outbox().slice(before);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([["owner@example.com.au", "Jane Citizen asks for an updated quote (Q-0001 expired)"]]);
    expect(mails[0]!.replyTo).toBe(email);
    expect((await kindsOf(quoteId)).slice(1)).toEqual([
      ["update_owner_email", "sent", null],
      ["update_push", "sent", device.id],
    ]);
    expect((await eventsOf(leadId)).map(([kind]) => kind)).toEqual(["sent", "update_requested"]);
    expect((await viewCustomerQuote(token, { clientIp: "203.0.113.9", ownerPreview: true, ticks: [] }))!.updateRequested).toBe(true);

    // An open quote does not ask: 409, nothing recorded.
    const open = await quoteSentAt(new Date());
    await deliverAlerts();
    const openToken = tokenFromOutbox(open.email);
    const response = await updateRequestRoute(customer.browser.request(`/api/quote/${openToken}/update-request`, { method: "POST", body: {} as never }), { params: Promise.resolve({ token: openToken }) });
    expect(response.status).toBe(409);
    expect((await stored(open.quoteId)).updateRequestedAt).toBeNull();
  });
});

describe("the deposit's tax invoice", () => {
  it("is issued on acceptance, numbered INV-0001 upward without duplicates when acceptances race, and e-mailed with its PDF", async () => {
    const now = new Date();
    const sent = await Promise.all(Array.from({ length: 5 }, () => quoteSentAt(now)));
    const { createQuoteLink } = await import("@/lib/quotes/services/links");
    const tokens = await Promise.all(sent.map(({ quoteId }) => createQuoteLink(quoteId)));
    await Promise.all(tokens.map((token) => acceptQuote(token, { name: "Jane Citizen", agree: true, options: [] }, client)));
    const invoices = await getDb().depositInvoice.findMany({ orderBy: { number: "asc" } });
    expect(invoices.map((invoice) => invoice.number)).toEqual([1, 2, 3, 4, 5]);
    // $1,421.50 + GST $142.15 = $1,563.65; 10% deposit $156.36 (rounded down: Home Building Act 1989 (NSW) s8), GST in it $14.21 (one eleventh).
    expect(invoices[0]).toMatchObject({ totalCents: 15636, gstCents: 1421, exGstCents: 14215, paidOn: null });
    const { leadId, quoteId, email } = sent.find((entry) => entry.quoteId === invoices[0]!.quoteId)!;
    expect((await api.get(leadId, quoteId)).body.data.depositInvoice).toMatchObject({ number: "INV-0001", totalCents: 15636, gstCents: 1421, paidOn: null });
    // Accepted and invoiced by one statement, at one instant.
    expect((await eventsOf(leadId)).map(([kind]) => kind).sort()).toEqual(["accepted", "invoiced", "sent"]);

    const before = outbox().length;
    await deliverAlerts();
    const mail = outbox()
      .slice(before)
      .find((entry) => entry.to === email && entry.subject.startsWith("Tax invoice"))!;
    expect(mail.subject).toBe("Tax invoice INV-0001 for your deposit on quote Q-0001 - Orbit Painting".replace("Q-0001", mail.subject.match(/Q-\d{4}/)![0]));
    expect(mail.attachments).toEqual([expect.objectContaining({ filename: "Orbit-Painting-tax-invoice-INV-0001.pdf", contentType: "application/pdf" })]);
    // Without STRIPE_SECRET_KEY nothing of card payments shows: no button, no checkout, no webhook.
    expect(mail.text).not.toContain("Pay by card");
    const token = await createQuoteLink(quoteId);
    expect((await viewCustomerQuote(token, { clientIp: "203.0.113.9", ownerPreview: true, ticks: [] }))!.deposit).toMatchObject({ card: false, paidOnText: null });
    const checkout = await checkoutRoute(customerApi().browser.request(`/api/quote/${token}/deposit/checkout`, { method: "POST", body: {} }), { params: Promise.resolve({ token }) });
    expect(checkout.status).toBe(404);
    expect((await webhookRoute(new Request("http://localhost:3000/api/webhooks/stripe", { method: "POST", body: "{}", headers: { "stripe-signature": "t=1,v1=00" } }))).status).toBe(404);
    for (const fact of ["Tax invoice: INV-0001", "Deposit (incl GST): $156.36", "GST included: $14.21", "BSB:", "Account number:", "PayID: payments@orbitpainting.com.au", "Reference: INV-0001", "ABN 51 824 753 556"]) {
      expect(mail.text).toContain(fact);
    }
    // The owner's copy of the PDF; a quote without an invoice has none.
    const params = (quote: number) => ({ params: Promise.resolve({ leadId: String(leadId), quoteId: String(quote) }) });
    const pdf = await invoicePdfRoute(admin.request(`/api/admin/leads/${leadId}/quotes/${quoteId}/invoice`), params(quoteId));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe('attachment; filename="Orbit-Painting-tax-invoice-INV-0001.pdf"');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    const open = await quoteSentAt(new Date());
    const none = await invoicePdfRoute(admin.request(`/api/admin/leads/${open.leadId}/quotes/${open.quoteId}/invoice`), {
      params: Promise.resolve({ leadId: String(open.leadId), quoteId: String(open.quoteId) }),
    });
    expect(none.status).toBe(404);
  });

  it("is not issued without a deposit, nor for residential work over $20,000 before the contract and insurance", async () => {
    const none = await quoteSentAt(new Date(), { depositPercent: 0 });
    const big = await quoteSentAt(new Date(), { lines: [{ description: "Whole house", quantity: 1, unit: "fixed", unitPriceCents: 2_000_000 }] });
    const { createQuoteLink } = await import("@/lib/quotes/services/links");
    for (const { quoteId } of [none, big]) await acceptQuote(await createQuoteLink(quoteId), { name: "Jane Citizen", agree: true, options: [], guideReceived: true }, client);
    expect(await getDb().depositInvoice.count()).toBe(0);
    expect(await getDb().documentCounter.findUnique({ where: { name: "invoice" } })).toBeNull();
  });

  it("judges a second quote for the same home with the accepted one: over $20,000 together, no deposit invoice (Home Building Act 1989 (NSW) s92(4))", async () => {
    const { createQuoteLink } = await import("@/lib/quotes/services/links");
    const { quoteDocumentOf } = await import("@/lib/quotes/services/quote-row");
    const { findQuote } = await import("@/lib/quotes/services/drafts");
    const interior = await quoteSentAt(new Date(), { lines: [{ description: "Interior", quantity: 1, unit: "fixed", unitPriceCents: 1_300_000 }] });
    await acceptQuote(await createQuoteLink(interior.quoteId), { name: "Jane Citizen", agree: true, options: [], guideReceived: true }, client);
    const invoicesBefore = await getDb().depositInvoice.count();
    const exterior = (await api.create(interior.leadId, { lines: [{ description: "Exterior", quantity: 1, unit: "fixed", unitPriceCents: 700_000 }] })).body.data;
    await sendQuote(interior.leadId, exterior.id, new Date());
    const document = quoteDocumentOf(await findQuote(interior.leadId, exterior.id));
    // $7,700 alone is a small job; with the accepted $14,300 it is one $22,000 job.
    expect(document.totals.totalCents).toBe(770_000);
    expect(document.nsw).toMatchObject({ kind: "full-contract", moneyNeedsContractAndInsurance: true, sameJobCents: 1_430_000 });
    expect(document.nsw.sameJob.map((quote) => quote.number)).toEqual([expect.stringMatching(/^Q-\d{4}$/)]);
    await acceptQuote(await createQuoteLink(exterior.id), { name: "Jane Citizen", agree: true, options: [], guideReceived: true }, client);
    expect(await getDb().depositInvoice.count()).toBe(invoicesBefore);
  });

  it("is marked paid once by the owner, with the day checked; unpaid after 7 days the owner is reminded once", async () => {
    // The queue's worker runs on the real clock: the invoice is issued now, the reminder run is moved.
    const acceptedAt = new Date();
    const { leadId, quoteId } = await quoteSentAt(new Date(acceptedAt.getTime() - DAY));
    const { createQuoteLink } = await import("@/lib/quotes/services/links");
    await acceptQuote(await createQuoteLink(quoteId), { name: "Jane Citizen", agree: true, options: [] }, client, acceptedAt);
    await deliverAlerts();

    // 7 days less a millisecond: nothing; at 7 days the owner's e-mail and push, once.
    expect((await queueQuoteFollowUps(new Date(acceptedAt.getTime() + 7 * DAY - 1))).depositReminders).toBe(0);
    expect((await queueQuoteFollowUps(new Date(acceptedAt.getTime() + 7 * DAY))).depositReminders).toBe(1);
    expect((await queueQuoteFollowUps(new Date(acceptedAt.getTime() + 8 * DAY))).depositReminders).toBe(0);
    const before = outbox().length;
    await deliverAlerts();
    expect(outbox().slice(before).map((mail) => mail.subject)).toEqual(["Deposit not marked paid: INV-0001 (Jane Citizen)"]);

    const today = sydneyDay(new Date());
    const issuedOn = sydneyDay(acceptedAt);
    const refusals: [unknown, number, string][] = [
      [{ paidOn: addDays(today, 1) }, 400, "paidOn cannot be after today (Sydney)."],
      [{ paidOn: addDays(issuedOn, -1) }, 400, `paidOn cannot be before the invoice's date, ${issuedOn}.`],
      [{ paidOn: "yesterday" }, 400, "paidOn must be a calendar day, YYYY-MM-DD."],
      [[], 400, "Send a JSON object."],
    ];
    for (const [body, status, error] of refusals) expect(await adminPost(depositPaidRoute, leadId, quoteId, "deposit-paid", body)).toMatchObject({ status, body: { error } });
    expect((await getDb().depositInvoice.findFirstOrThrow()).paidOn).toBeNull();
    expect(await adminPost(depositPaidRoute, leadId, quoteId, "deposit-paid", { paidOn: issuedOn })).toMatchObject({
      status: 200,
      body: { data: { number: "INV-0001", paidOn: issuedOn, totalCents: 15636 } },
    });
    expect(await adminPost(depositPaidRoute, leadId, quoteId, "deposit-paid", { paidOn: today })).toMatchObject({
      status: 409,
      body: { error: `This deposit was already marked paid on ${issuedOn}.` },
    });
    expect((await eventsOf(leadId)).at(-1)).toEqual(["deposit_paid", { number: 1, paidOn: issuedOn }]);
    // Paid: no reminder is queued or sent any more.
    await getDb().depositInvoice.updateMany({ data: { remindedAt: null } });
    expect((await queueQuoteFollowUps(new Date(acceptedAt.getTime() + 9 * DAY))).depositReminders).toBe(0);
    // A quote with no invoice: 404.
    const other = await quoteSentAt(new Date());
    expect(await adminPost(depositPaidRoute, other.leadId, other.quoteId, "deposit-paid", { paidOn: today })).toMatchObject({ status: 404, body: { error: "This quote has no deposit invoice." } });
  });
});

describe("follow-ups", () => {
  it("reminds the owner at 3 days, follows up with the customer at 4, notes the expiry 2 days before it, each once", async () => {
    const sentAt = new Date(Date.now() - 60_000);
    const { quoteId, email } = await quoteSentAt(sentAt);
    await deliverAlerts();
    const at = (days: number, ms = 0) => new Date(sentAt.getTime() + days * DAY + ms);
    const none = { ownerReminders: 0, customerFollowUps: 0, expiryNotes: 0, depositReminders: 0 };

    expect(await queueQuoteFollowUps(at(3, -1))).toEqual(none);
    expect(await queueQuoteFollowUps(at(3))).toEqual({ ...none, ownerReminders: 1 });
    expect(await queueQuoteFollowUps(at(3, 1))).toEqual(none);
    expect(await queueQuoteFollowUps(at(4, -1))).toEqual(none);
    expect(await queueQuoteFollowUps(at(4))).toEqual({ ...none, customerFollowUps: 1 });
    expect(await queueQuoteFollowUps(at(4))).toEqual(none);
    // Days have passed: the customer's address has a new day's e-mail budget.
    await newMailDay();
    let before = outbox().length;
    await deliverAlerts();
    const mails = outbox().slice(before);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ["owner@example.com.au", "No answer yet to quote Q-0001 (Jane Citizen)"],
      [email, "Your quote Q-0001 from Orbit Painting"],
    ]);
    const followUp = mails[1]!;
    expect(followUp.text).toContain("wanted to check it reached you");
    expect(followUp.text).toContain("ABN 51 824 753 556");
    expect(followUp.text).toMatch(/Stop these e-mails https?:\/\/\S+\/unsubscribe\/[A-Za-z0-9_-]{43}\./);
    expect(followUp.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click", "List-Unsubscribe": expect.stringMatching(/^<https?:\/\/.+\/api\/unsubscribe\/[A-Za-z0-9_-]{43}>$/) });
    expect(await kindsOf(quoteId)).toEqual([
      ["quote_email", "sent", null],
      ["remind_owner_email", "sent", null],
      ["remind_push", "sent", device.id],
      ["follow_up_email", "sent", null],
    ]);

    // 30 days' validity: valid until sent day + 30, the note due from the start of day + 29 (Sydney).
    expect(await queueQuoteFollowUps(at(28))).toEqual(none);
    const validUntil = (await stored(quoteId)).validUntil!.toISOString().slice(0, 10);
    // Sydney midnight starting the day before the valid-until day: 48 hours before the end of validity.
    const noteDue = validityEndsAt(addDays(validUntil, -2));
    expect(validityEndsAt(validUntil).getTime() - noteDue.getTime()).toBe(2 * DAY);
    expect(await queueQuoteFollowUps(new Date(noteDue.getTime() - 1))).toEqual(none);
    expect(await queueQuoteFollowUps(noteDue)).toEqual({ ...none, expiryNotes: 1 });
    expect(await queueQuoteFollowUps(at(30))).toEqual(none);
    expect(await queueQuoteFollowUps(at(45))).toEqual(none);
    await newMailDay();
    before = outbox().length;
    await deliverAlerts();
    const note = outbox().slice(before);
    expect(note.map((mail) => mail.subject)).toEqual([`Your quote Q-0001 expires on ${new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${validUntil}T00:00:00Z`))}`]);
    expect(note[0]!.text).toContain("this quote expires on");
  });

  it("sends nothing after a decision, a revision or an expiry, even when already queued", async () => {
    const sentAt = new Date(Date.now() - 60_000);
    const accepted = await quoteSentAt(sentAt);
    const revised = await quoteSentAt(sentAt);
    const expiring = await quoteSentAt(new Date(Date.now() - 40 * DAY));
    await deliverAlerts();
    // Queued at 4 days: owner reminders and the follow-ups (the expired one: nothing at all).
    expect(await queueQuoteFollowUps(new Date(sentAt.getTime() + 4 * DAY))).toMatchObject({ ownerReminders: 2, customerFollowUps: 2, expiryNotes: 0 });
    const { createQuoteLink } = await import("@/lib/quotes/services/links");
    await acceptQuote(await createQuoteLink(accepted.quoteId), { name: "Jane Citizen", agree: true, options: [] }, client);
    await reviseQuote(revised.leadId, revised.quoteId);
    const before = outbox().length;
    await deliverAlerts();
    expect(outbox().slice(before).map((mail) => mail.subject)).toEqual(
      expect.not.arrayContaining([expect.stringMatching(/^No answer yet|^Your quote Q-000\d from/)]),
    );
    for (const { quoteId } of [accepted, revised]) {
      expect((await kindsOf(quoteId)).filter(([kind]) => ["remind_owner_email", "remind_push", "follow_up_email"].includes(kind as string))).toEqual([
        ["remind_owner_email", "skipped", null],
        ["remind_push", "skipped", device.id],
        ["follow_up_email", "skipped", null],
      ]);
    }
    expect(await kindsOf(expiring.quoteId)).toEqual([["quote_email", "sent", null]]);
    // Later runs find nothing left to do for any of them.
    expect(await queueQuoteFollowUps(new Date(sentAt.getTime() + 29 * DAY))).toEqual({ ownerReminders: 0, customerFollowUps: 0, expiryNotes: 0, depositReminders: 1 });
  });

  it("leaves the customer alone when the quote's follow-up is off, or the address unsubscribed (honoured at once)", async () => {
    const sentAt = new Date(Date.now() - 60_000);
    const off = await quoteSentAt(sentAt, { followUp: false });
    expect((await stored(off.quoteId)).followUp).toBe(false);
    const on = await quoteSentAt(sentAt);
    await deliverAlerts();
    expect(await queueQuoteFollowUps(new Date(sentAt.getTime() + 4 * DAY))).toMatchObject({ ownerReminders: 2, customerFollowUps: 1 });

    // The quote e-mail's link stops the follow-up already queued, before its job runs.
    const quoteMail = outbox().findLast((mail) => mail.to === on.email)!;
    const token = quoteMail.text.match(/\/unsubscribe\/([A-Za-z0-9_-]{43})/)![1]!;
    expect(quoteMail.headers?.["List-Unsubscribe"]).toMatch(/\/api\/unsubscribe\/[A-Za-z0-9_-]{43}>$/);
    // The mail app's one-click POST (RFC 8058).
    const oneClick = new Request(`http://localhost:3000/api/unsubscribe/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    const answer = await unsubscribeRoute(oneClick, { params: Promise.resolve({ token }) });
    expect(answer.status).toBe(200);
    expect(await isOptedOut(on.email.toUpperCase())).toBe(true);
    const wrong = await unsubscribeRoute(new Request(`http://localhost:3000/api/unsubscribe/${"A".repeat(43)}`, { method: "POST" }), { params: Promise.resolve({ token: "A".repeat(43) }) });
    expect(wrong.status).toBe(404);

    await deliverAlerts();
    expect((await kindsOf(on.quoteId)).find(([kind]) => kind === "follow_up_email")).toEqual(["follow_up_email", "skipped", null]);
    expect((await kindsOf(off.quoteId)).map(([kind]) => kind)).toEqual(["quote_email", "remind_owner_email", "remind_push"]);
    // Nor the expiry note later; the owner's reminders are his own.
    expect(await queueQuoteFollowUps(new Date(sentAt.getTime() + 29 * DAY + 12 * 3_600_000))).toMatchObject({ expiryNotes: 0 });
  });
});

describe("the lead's timeline", () => {
  it("lists what happened in order, with Sydney times: received to deposit paid, follow-ups included", async () => {
    const sentAt = new Date(Date.now() - 5 * DAY);
    const { leadId, quoteId, email } = await quoteSentAt(sentAt);
    await getDb().lead.update({ where: { id: leadId }, data: { createdAt: new Date(sentAt.getTime() - DAY), lastRepliedAt: new Date(sentAt.getTime() - 12 * 3_600_000) } });
    await deliverAlerts();
    await viewCustomerQuote(tokenFromOutbox(email), { clientIp: "203.0.113.9", ownerPreview: false, ticks: [] });
    await queueQuoteFollowUps(new Date(sentAt.getTime() + 4 * DAY));
    await deliverAlerts();
    const { createQuoteLink } = await import("@/lib/quotes/services/links");
    await acceptQuote(await createQuoteLink(quoteId), { name: "Jane Citizen", agree: true, options: [] }, client);
    await adminPost(depositPaidRoute, leadId, quoteId, "deposit-paid", { paidOn: sydneyDay(new Date()) });
    await deliverAlerts();

    const response = await timelineRoute(admin.request(`/api/admin/leads/${leadId}/timeline`), { params: Promise.resolve({ leadId: String(leadId) }) });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { at: string; atText: string; kind: string; text: string }[] };
    expect(data.map((entry) => entry.text)).toEqual([
      "Request received",
      "Replied by e-mail (the last reply)",
      "Quote Q-0001 sent",
      "Quote Q-0001 viewed by the customer",
      "Reminder to you: quote Q-0001 unanswered after 3 days",
      "Follow-up e-mailed to the customer about quote Q-0001",
      "Quote Q-0001 accepted ($1,563.65 incl GST)",
      "Deposit tax invoice INV-0001 sent ($156.36 incl GST)",
      `Deposit INV-0001 marked paid on ${formatDay(sydneyDay(new Date()))}`,
    ]);
    const sent = data[2]!;
    expect(sent.at).toBe(sentAt.toISOString());
    expect(sent.atText).toBe(new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" }).format(sentAt));
    const missing = await timelineRoute(admin.request("/api/admin/leads/2147483647/timeline"), { params: Promise.resolve({ leadId: "2147483647" }) });
    expect(missing.status).toBe(404);
    expect((await timelineRoute(new Browser("198.51.100.9").request(`/api/admin/leads/${leadId}/timeline`), { params: Promise.resolve({ leadId: String(leadId) }) })).status).toBe(401);
  });
});

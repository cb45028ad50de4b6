import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import webpush from "web-push";
import { POST as balancePaidRoute } from "@/app/api/admin/leads/[leadId]/quotes/[quoteId]/balance-paid/route";
import { POST as completeRoute } from "@/app/api/admin/leads/[leadId]/quotes/[quoteId]/complete/route";
import { GET as invoicePdfRoute } from "@/app/api/admin/leads/[leadId]/quotes/[quoteId]/invoice/route";
import { GET as timelineRoute } from "@/app/api/admin/leads/[leadId]/timeline/route";
import { GET as numbersRoute } from "@/app/api/admin/numbers/route";
import { POST as balanceCheckoutRoute } from "@/app/api/quote/[token]/balance/checkout/route";
import { POST as depositCheckoutRoute } from "@/app/api/quote/[token]/deposit/checkout/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { getDb } from "@/lib/db";
import { forgetCachedSubscriptions } from "@/lib/push/subscriptions";
import { viewCustomerQuote } from "@/lib/quotes/services/customer-view";
import { acceptQuote } from "@/lib/quotes/services/decide";
import { createQuoteLink } from "@/lib/quotes/services/links";
import { sendQuote } from "@/lib/quotes/services/send";
import { addDays, sydneyDay } from "@/lib/quotes/model/validity";
import { stripeStandIn, webhookRequest } from "./stripe-helpers";
import { Browser } from "./auth-helpers";
import { clearLeads, newMailDay, seedLeads, signedInBrowser } from "./inbox-helpers";
import { clearQuotes, deliverAlerts, outbox, quoteApi, rawRequest, sampleLines } from "./quote-helpers";

// The balance (issue 46, point 3) through the routes against PostgreSQL and a stand-in of
// Stripe's API: the owner marks the job done, the final tax invoice is issued once, and it is
// paid by card as the deposit is, marked by the signed webhook only.
const WEBHOOK_SECRET = "whsec_integration_balance_7c1e";
const stand = await stripeStandIn(WEBHOOK_SECRET);

let admin: Browser;
let api: ReturnType<typeof quoteApi>;
const customer = new Browser("203.0.113.62", "Mozilla/5.0 (iPhone) customer");
const client = { address: "203.0.113.62", limitSubject: "203.0.113.62", userAgent: "test" };
const username = `balance-device-${Date.now()}`;
const today = () => sydneyDay(new Date());
const dayText = (day: string) => new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.147");
  api = quoteApi(admin);
  const db = getDb();
  const user = await db.user.create({ data: { username, password: "hash" } });
  const session = await db.session.create({ data: { sid: `balance-${user.id}`, sess: { userId: user.id }, expire: new Date(Date.now() + 3_600_000) } });
  await db.pushSubscription.create({ data: { userId: user.id, sessionId: session.sid, endpoint: `https://fcm.googleapis.com/fcm/send/balance-${user.id}`, p256dh: "key", auth: "auth" } });
  forgetCachedSubscriptions();
});
beforeEach(async () => {
  await clearQuotes();
  await clearLeads();
  await getDb().$executeRaw`DELETE FROM "stripe_events"`;
  vi.restoreAllMocks();
  vi.spyOn(webpush, "sendNotification").mockResolvedValue({ statusCode: 201, body: "", headers: {} });
});
afterAll(async () => {
  await clearQuotes();
  await clearLeads();
  await getDb().user.deleteMany({ where: { username } });
  await stand.close();
  await getDb().$disconnect();
});

/** A lead whose quote ($1,563.65 incl GST, 10% deposit unless told otherwise) is sent and accepted. */
async function acceptedQuote(body: Record<string, unknown> = {}, accept = true) {
  const email = `balance-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const [leadId] = await seedLeads([{ name: "Jane Citizen", email }]);
  const quote = (await api.create(leadId!, { lines: sampleLines, ...body })).body.data;
  await sendQuote(leadId!, quote.id, new Date());
  const token = await createQuoteLink(quote.id);
  if (accept) await acceptQuote(token, { name: "Jane Citizen", agree: true, options: [], guideReceived: true }, client);
  return { leadId: leadId!, quoteId: quote.id, token, email };
}

type Json = Record<string, unknown> & { data?: Record<string, unknown>; error?: string };
const complete = async (leadId: number, quoteId: number, body: unknown, browser = admin) => {
  const response = await completeRoute(browser.request(`/api/admin/leads/${leadId}/quotes/${quoteId}/complete`, { body }), { params: Promise.resolve({ leadId: String(leadId), quoteId: String(quoteId) }) });
  return { status: response.status, body: (await response.json()) as Json };
};
const checkout = async (token: string, kind: "deposit" | "balance" = "balance", form = false) => {
  const url = `/api/quote/${token}/${kind}/checkout`;
  const request = form ? rawRequest(customer, url, "", "application/x-www-form-urlencoded") : customer.request(url, { method: "POST", body: {} });
  return (kind === "balance" ? balanceCheckoutRoute : depositCheckoutRoute)(request, { params: Promise.resolve({ token }) });
};
const urlOf = async (response: Response) => ((await response.json()) as { url: string }).url;
const sessionOf = (url: string) => stand.sessions.get(url.split("/pay/")[1]!)!;
const invoiceOf = (quoteId: number, kind: "deposit" | "balance") => getDb().depositInvoice.findUnique({ where: { quoteId_kind: { quoteId, kind } } });
const alertKinds = async (quoteId: number) => (await getDb().leadNotification.findMany({ where: { quoteId: quoteId }, orderBy: { id: "asc" } })).map((row) => row.kind);
type Period = { balancesOutstandingCents: number; paidThisMonthCents: number; depositsOutstandingCents: number };
const numbers = async () => ((await (await numbersRoute(admin.request("/api/admin/numbers"), undefined as never)).json()) as { week: Period; month: Period }).month;
const timeline = async (leadId: number) =>
  ((await (await timelineRoute(admin.request(`/api/admin/leads/${leadId}/timeline`), { params: Promise.resolve({ leadId: String(leadId) }) })).json()) as { data: { text: string }[] }).data.map((entry) => entry.text);
const post = async (body: string, signature: string | null) => {
  const response = await webhookRoute(webhookRequest(body, signature));
  return { status: response.status, body: (await response.json()) as { outcome?: string; error?: string } };
};

describe("POST /api/admin/leads/{leadId}/quotes/{quoteId}/complete", () => {
  it("marks the job done and issues the final tax invoice once: the total less the deposit, GST charged once, the next number, e-mailed with its PDF", async () => {
    const { leadId, quoteId, email } = await acceptedQuote();
    const day = today();
    const done = await complete(leadId, quoteId, { completedOn: day });
    expect(done.status).toBe(200);
    // $1,563.65 incl GST ($142.15 of GST), less the deposit of $156.36 ($14.21 of GST).
    expect(done.body.data).toMatchObject({ id: quoteId, completedOn: day, balanceInvoice: { number: "INV-0002", totalCents: 140729, gstCents: 12794, exGstCents: 127935, paidOn: null } });
    const deposit = (await invoiceOf(quoteId, "deposit"))!;
    const balance = (await invoiceOf(quoteId, "balance"))!;
    expect(deposit.totalCents + balance.totalCents).toBe(156365);
    expect(deposit.gstCents + balance.gstCents).toBe(14215);
    expect(await alertKinds(quoteId)).toContain("balance_invoice");
    expect(await timeline(leadId)).toEqual(expect.arrayContaining([`Job done (quote Q-0001) on ${dayText(day)}`, "Balance tax invoice INV-0002 sent ($1,407.29 incl GST)"]));

    const before = outbox().length;
    await deliverAlerts();
    const mail = outbox()
      .slice(before)
      .find((entry) => entry.to === email && entry.subject === "Tax invoice INV-0002 for the balance of quote Q-0001 - Orbit Painting")!;
    expect(mail.text).toContain("Balance (incl GST): $1,407.29");
    expect(mail.text).toContain("Reference: INV-0002");
    expect(mail.text).toContain("Pay by card");
    expect(mail.text).toMatch(/\/quote\/[\w-]{43}#balance/);
    expect(mail.attachments).toEqual([expect.objectContaining({ filename: expect.stringContaining("INV-0002"), contentType: "application/pdf" })]);

    // The owner's copy of the same document.
    const pdf = await invoicePdfRoute(admin.request(`/api/admin/leads/${leadId}/quotes/${quoteId}/invoice?kind=balance`), { params: Promise.resolve({ leadId: String(leadId), quoteId: String(quoteId) }) });
    expect(pdf.status).toBe(200);
    const { extractText } = await import("unpdf");
    const text = (await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true })).text.replace(/\s+/g, " ");
    expect(text).toContain("INV-0002");
    expect(text).toContain(`completed on ${dayText(day)}`);
    expect(text).toContain("less the deposit of $156.36 (tax invoice INV-0001)");
    expect(text).toContain("$1,407.29");

    // A second "Job done": 409, the first day and its invoice stand.
    const again = await complete(leadId, quoteId, { completedOn: day });
    expect(again).toEqual({ status: 409, body: { error: `This job was already marked done on ${day}; its balance invoice stands.` } });
    expect(await getDb().depositInvoice.count({ where: { quoteId } })).toBe(2);
  });

  it("issues one invoice when two devices mark the job done at the same moment", async () => {
    const { leadId, quoteId } = await acceptedQuote();
    const answers = await Promise.all([complete(leadId, quoteId, { completedOn: today() }), complete(leadId, quoteId, { completedOn: today() }), complete(leadId, quoteId, { completedOn: today() })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await getDb().depositInvoice.count({ where: { quoteId, kind: "balance" } })).toBe(1);
    expect((await alertKinds(quoteId)).filter((kind) => kind === "balance_invoice")).toHaveLength(1);
    expect((await getDb().leadEvent.findMany({ where: { quoteId, kind: "completed" } })).length).toBe(1);
    // The one sequence: the deposit's INV-0001, the balance's INV-0002, no number skipped or shared.
    expect((await getDb().depositInvoice.findMany({ orderBy: { number: "asc" } })).map((invoice) => [invoice.kind, invoice.number])).toEqual([
      ["deposit", 1],
      ["balance", 2],
    ]);
  });

  it("refuses a bad day, a quote not accepted, an unknown quote and a visitor, changing nothing", async () => {
    const { leadId, quoteId } = await acceptedQuote();
    const notAccepted = await acceptedQuote({}, false);
    for (const body of [{}, { completedOn: "2026-02-30" }, { completedOn: "29/11/2026" }, { completedOn: today(), extra: 1 }, "[]"]) {
      expect((await complete(leadId, quoteId, body)).status).toBe(400);
    }
    expect(await complete(leadId, quoteId, { completedOn: addDays(today(), 1) })).toEqual({ status: 400, body: { error: "completedOn cannot be after today (Sydney)." } });
    expect((await complete(leadId, quoteId, { completedOn: addDays(today(), -1) })).body.error).toMatch(/^completedOn cannot be before the day the quote was accepted/);
    expect(await complete(notAccepted.leadId, notAccepted.quoteId, { completedOn: today() })).toEqual({ status: 409, body: { error: "Only an accepted quote can be marked done." } });
    expect((await complete(leadId, quoteId + 1000, { completedOn: today() })).status).toBe(404);
    expect((await complete(notAccepted.leadId, quoteId, { completedOn: today() })).status).toBe(404);
    expect((await complete(leadId, quoteId, { completedOn: today() }, new Browser("198.51.100.233"))).status).toBe(401);
    expect(await getDb().depositInvoice.count({ where: { kind: "balance" } })).toBe(0);
    expect(await getDb().quote.count({ where: { completedOn: { not: null } } })).toBe(0);
  });

  it("invoices the whole total when no deposit was invoiced, and nothing when the deposit was all of it", async () => {
    const noDeposit = await acceptedQuote({ depositPercent: 0 });
    expect((await complete(noDeposit.leadId, noDeposit.quoteId, { completedOn: today() })).body.data).toMatchObject({ balanceInvoice: { totalCents: 156365, gstCents: 14215 } });
    // Commercial work: no Home Building Act cap on the deposit.
    const whole = await acceptedQuote({ depositPercent: 100, property: "commercial" });
    const done = await complete(whole.leadId, whole.quoteId, { completedOn: today() });
    expect(done.body.data).toMatchObject({ completedOn: today(), balanceInvoice: null });
    expect(await alertKinds(whole.quoteId)).not.toContain("balance_invoice");
  });
});

describe("POST /api/admin/leads/{leadId}/quotes/{quoteId}/balance-paid", () => {
  it("marks the balance paid by bank transfer once, after the job is done; the deposit stays its own", async () => {
    const { leadId, quoteId, token } = await acceptedQuote();
    const markPaid = async (paidOn: string) => {
      const response = await balancePaidRoute(admin.request(`/api/admin/leads/${leadId}/quotes/${quoteId}/balance-paid`, { body: { paidOn } }), { params: Promise.resolve({ leadId: String(leadId), quoteId: String(quoteId) }) });
      return { status: response.status, body: (await response.json()) as Json };
    };
    expect(await markPaid(today())).toEqual({ status: 404, body: { error: "This quote has no balance invoice: mark the job done first." } });
    await complete(leadId, quoteId, { completedOn: today() });
    const before = await numbers();
    expect((await markPaid(addDays(today(), 1))).status).toBe(400);
    expect((await markPaid(today())).body.data).toMatchObject({ number: "INV-0002", totalCents: 140729, paidOn: today() });
    expect((await markPaid(today())).status).toBe(409);
    expect((await invoiceOf(quoteId, "deposit"))!.paidOn).toBeNull();
    const after = await numbers();
    expect(after.balancesOutstandingCents).toBe(before.balancesOutstandingCents - 140729);
    expect(after.paidThisMonthCents).toBe(before.paidThisMonthCents + 140729);
    expect(await timeline(leadId)).toContain(`Balance INV-0002 marked paid on ${dayText(today())}`);
    expect((await viewCustomerQuote(token, { clientIp: client.address, ownerPreview: false, ticks: [] }))!.balance).toMatchObject({ paidOnText: dayText(today()), card: false });
  });
});

describe("POST /api/quote/{token}/balance/checkout and the webhook", () => {
  it("answers 409 until the job is done, then a Checkout Session for exactly the balance: JSON { url }, a form 303", async () => {
    const { leadId, quoteId, token, email } = await acceptedQuote();
    const early = await checkout(token);
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ error: "There is nothing to pay by card on this quote yet." });
    expect((await checkout(token, "balance", true)).headers.get("location")).toBe(`/quote/${token}?form=pay-balance&error=nothingToPay#balance`);
    await complete(leadId, quoteId, { completedOn: today() });

    const response = await checkout(token);
    expect(response.status).toBe(200);
    const url = await urlOf(response);
    expect(stand.requests.at(-1)!.form).toMatchObject({
      "line_items[0][price_data][currency]": "aud",
      "line_items[0][price_data][unit_amount]": "140729",
      "line_items[0][price_data][product_data][name]": "Balance: tax invoice INV-0002",
      customer_email: email,
      "metadata[purpose]": "balance",
      "metadata[invoiceNumber]": "INV-0002",
      "metadata[quoteId]": String(quoteId),
    });
    expect(sessionOf(url).success_url).toMatch(new RegExp(`/quote/${token}\\?paid=balance#balance$`));
    const form = await checkout(token, "balance", true);
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe(url);
    expect((await invoiceOf(quoteId, "balance"))!.paidOn).toBeNull();
  });

  it("marks the balance paid on the signed webhook, once: the page says Balance paid, the receipt names it, the numbers move", async () => {
    const { leadId, quoteId, token, email } = await acceptedQuote();
    await complete(leadId, quoteId, { completedOn: today() });
    // The quote's, the acceptance's and both invoices' e-mails go; the job is paid on a later day
    // (each customer address has 4 e-mails a day).
    await deliverAlerts();
    await newMailDay();
    const before = await numbers();
    expect(before.balancesOutstandingCents).toBe(140729);
    const url = await urlOf(await checkout(token));
    const { event, status } = await stand.pay(sessionOf(url).id);
    expect(status).toBe(200);
    const session = sessionOf(url);
    const balance = (await invoiceOf(quoteId, "balance"))!;
    expect(balance).toMatchObject({ paidMethod: "card", paymentId: session.payment_intent });
    expect(balance.paidOn?.toISOString().slice(0, 10)).toBe(today());
    // The deposit is its own invoice: still unpaid.
    expect((await invoiceOf(quoteId, "deposit"))!.paidOn).toBeNull();
    expect(await getDb().stripeEvent.findUnique({ where: { id: String(event.id) } })).toMatchObject({ outcome: "paid", quoteId, invoiceNumber: 2, amountCents: 140729 });
    const after = await numbers();
    expect(after.balancesOutstandingCents).toBe(before.balancesOutstandingCents - 140729);
    expect(after.paidThisMonthCents).toBe(before.paidThisMonthCents + 140729);
    expect(after.depositsOutstandingCents).toBe(before.depositsOutstandingCents);
    expect(await timeline(leadId)).toContain(`Balance INV-0002 paid by card on ${dayText(today())} (Stripe ${session.payment_intent})`);
    const view = (await viewCustomerQuote(token, { clientIp: client.address, ownerPreview: false, ticks: [] }))!;
    expect(view.balance).toMatchObject({ paidOnText: dayText(today()), card: false, invoice: { kind: "balance", number: "INV-0002" } });
    expect(view.deposit).toMatchObject({ paidOnText: null, card: true });

    // A replay changes nothing, and the paid balance has nothing left to pay.
    const body = JSON.stringify(event);
    expect(await post(body, stand.sign(body))).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    expect((await checkout(token)).status).toBe(409);
    expect((await checkout(token, "balance", true)).headers.get("location")).toBe(`/quote/${token}?form=pay-balance&error=balanceAlreadyPaid#balance`);

    const sent = outbox().length;
    await deliverAlerts();
    const mails = outbox().slice(sent);
    expect(mails.find((mail) => mail.to === email && mail.subject === "Payment received for tax invoice INV-0002 - Orbit Painting")?.text).toContain("Amount paid (incl GST): $1,407.29");
    expect(mails.find((mail) => mail.to === "owner@example.com.au" && mail.subject.startsWith("Balance paid by card: INV-0002"))).toBeDefined();
  });

  it("does not mark the balance paid for another amount, and alerts the owner naming the balance invoice", async () => {
    const { leadId, quoteId, token } = await acceptedQuote();
    await complete(leadId, quoteId, { completedOn: today() });
    const url = await urlOf(await checkout(token));
    const odd = { ...sessionOf(url), status: "complete", payment_status: "paid", payment_intent: "pi_test_short", amount_total: 15636 };
    const body = JSON.stringify(stand.event("checkout.session.completed", odd));
    expect(await post(body, stand.sign(body))).toEqual({ status: 200, body: { received: true, outcome: "mismatch" } });
    expect((await invoiceOf(quoteId, "balance"))!.paidOn).toBeNull();
    expect((await invoiceOf(quoteId, "deposit"))!.paidOn).toBeNull();
    const sent = outbox().length;
    await deliverAlerts();
    const alert = outbox()
      .slice(sent)
      .find((mail) => mail.to === "owner@example.com.au" && mail.subject.startsWith("Card payment needs you: INV-0002"));
    expect(alert?.text).toContain("which is for $1,407.29 AUD");
  });

  it("alerts the owner when a paid session's invoice no longer exists (its lead deleted), instead of dropping it", async () => {
    const { leadId, token } = await acceptedQuote();
    const url = await urlOf(await checkout(token, "deposit"));
    await getDb().lead.delete({ where: { id: leadId } });
    const session = { ...sessionOf(url), status: "complete", payment_status: "paid", payment_intent: "pi_test_orphan" };
    const body = JSON.stringify(stand.event("checkout.session.completed", session));
    expect(await post(body, stand.sign(body))).toEqual({ status: 200, body: { received: true, outcome: "invoice_gone" } });
    // Replayed: recorded once, one alert.
    expect(await post(body, stand.sign(body))).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    const sent = outbox().length;
    await deliverAlerts();
    const alerts = outbox()
      .slice(sent)
      .filter((mail) => mail.to === "owner@example.com.au" && mail.subject === "Card payment needs you: invoice INV-0001 no longer exists");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain("$156.36 AUD");
    expect(alerts[0]!.text).toContain("pi_test_orphan");
  });
});

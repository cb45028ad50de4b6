import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import webpush from "web-push";
import { GET as numbersRoute } from "@/app/api/admin/numbers/route";
import { GET as timelineRoute } from "@/app/api/admin/leads/[leadId]/timeline/route";
import { POST as checkoutRoute } from "@/app/api/quote/[token]/deposit/checkout/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { getDb } from "@/lib/db";
import { forgetCachedSubscriptions } from "@/lib/push/subscriptions";
import { viewCustomerQuote } from "@/lib/quotes/services/customer-view";
import { acceptQuote } from "@/lib/quotes/services/decide";
import { depositInvoiceIssued } from "@/lib/quotes/services/deposit";
import { invoiceEmail } from "@/lib/quotes/emails/customer-emails";
import { quoteInclude, quoteRowOf } from "@/lib/quotes/services/quote-row";
import { createQuoteLink } from "@/lib/quotes/services/links";
import { sendQuote } from "@/lib/quotes/services/send";
import { sydneyDay } from "@/lib/quotes/model/validity";
import { stripeStandIn, webhookRequest } from "./stripe-helpers";
import { Browser } from "./auth-helpers";
import { clearLeads, seedLeads, signedInBrowser } from "./inbox-helpers";
import { clearQuotes, deliverAlerts, outbox, quoteApi, rawRequest, sampleLines } from "./quote-helpers";

// Card payments (issue 46) through the routes, against a stand-in of Stripe's API: a Checkout
// Session for exactly the deposit, and only a signed webhook marks the invoice paid, once.
const WEBHOOK_SECRET = "whsec_integration_3f9a1c";
const stand = await stripeStandIn(WEBHOOK_SECRET);

let admin: Browser;
let api: ReturnType<typeof quoteApi>;
const customer = new Browser("203.0.113.61", "Mozilla/5.0 (iPhone) customer");
const client = { address: "203.0.113.61", limitSubject: "203.0.113.61", userAgent: "test" };
const username = `card-device-${Date.now()}`;

beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.146");
  api = quoteApi(admin);
  const db = getDb();
  const user = await db.user.create({ data: { username, password: "hash" } });
  const session = await db.session.create({ data: { sid: `card-${user.id}`, sess: { userId: user.id }, expire: new Date(Date.now() + 3_600_000) } });
  await db.pushSubscription.create({ data: { userId: user.id, sessionId: session.sid, endpoint: `https://fcm.googleapis.com/fcm/send/card-${user.id}`, p256dh: "key", auth: "auth" } });
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

/** A lead whose quote is sent, and accepted unless told otherwise: its token and invoice. */
async function acceptedQuote(body: Record<string, unknown> = {}, accept = true) {
  const email = `card-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const [leadId] = await seedLeads([{ name: "Jane Citizen", email }]);
  const quote = (await api.create(leadId!, { lines: sampleLines, ...body })).body.data;
  await sendQuote(leadId!, quote.id, new Date());
  const token = await createQuoteLink(quote.id);
  if (accept) await acceptQuote(token, { name: "Jane Citizen", agree: true, options: [], guideReceived: true }, client);
  return { leadId: leadId!, quoteId: quote.id, token, email };
}

const checkout = async (token: string, form = false) => {
  const url = `/api/quote/${token}/deposit/checkout`;
  const request = form ? rawRequest(customer, url, "", "application/x-www-form-urlencoded") : customer.request(url, { method: "POST", body: {} });
  return checkoutRoute(request, { params: Promise.resolve({ token }) });
};
const sessionOf = (url: string) => stand.sessions.get(url.split("/pay/")[1]!)!;
const invoiceOf = (quoteId: number) => getDb().depositInvoice.findUniqueOrThrow({ where: { quoteId_kind: { quoteId, kind: "deposit" } } });
const alertKinds = async (quoteId: number) => (await getDb().leadNotification.findMany({ where: { quoteId: quoteId }, orderBy: { id: "asc" } })).map((row) => row.kind);
const numbers = async () => ((await (await numbersRoute(admin.request("/api/admin/numbers"), undefined as never)).json()) as { month: { depositsOutstandingCents: number } }).month;
const post = async (body: string, signature: string | null) => {
  const response = await webhookRoute(webhookRequest(body, signature));
  return { status: response.status, body: (await response.json()) as { outcome?: string; error?: string } };
};

describe("POST /api/quote/{token}/deposit/checkout", () => {
  it("creates a Checkout Session for exactly the deposit in AUD, with the invoice in its metadata: JSON gets { url }, a form 303", async () => {
    const { quoteId, token, email } = await acceptedQuote();
    const invoice = await invoiceOf(quoteId);
    const sessionsBefore = stand.sessions.size;
    const response = await checkout(token);
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const session = sessionOf(url);
    // $1,563.65 incl GST, 10% deposit: $156.36, no surcharge.
    expect(invoice.totalCents).toBe(15636);
    const form = stand.requests.at(-1)!.form;
    expect(form).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "aud",
      "line_items[0][price_data][unit_amount]": "15636",
      customer_email: email,
      "metadata[invoiceNumber]": "INV-0001",
      "metadata[quoteId]": String(quoteId),
      "metadata[purpose]": "deposit",
      // Stripe's adaptive pricing would charge in the card's currency: the invoice is in AUD.
      "adaptive_pricing[enabled]": "false",
    });
    // A short life (Stripe's least is 30 minutes): an abandoned session soon cannot be paid.
    const expiresAt = Number(form.expires_at);
    expect(expiresAt - Date.now() / 1000).toBeGreaterThan(30 * 60);
    expect(expiresAt - Date.now() / 1000).toBeLessThan(35 * 60);
    expect(stand.requests.at(-1)!.authorization).toBe("Bearer sk_test_integration");
    expect(session.success_url).toMatch(new RegExp(`/quote/${token}\\?paid=deposit#deposit$`));
    expect(session.cancel_url).toMatch(new RegExp(`/quote/${token}#deposit$`));

    const formAnswer = await checkout(token, true);
    expect(formAnswer.status).toBe(303);
    expect(formAnswer.headers.get("location")).toMatch(new RegExp(`^${stand.url}/pay/cs_test_`));
    // While open, the same session is handed out again: a second click cannot pay twice.
    expect(formAnswer.headers.get("location")).toBe(url);
    expect(stand.sessions.size).toBe(sessionsBefore + 1);
    // Expired (at Stripe), a new one is opened.
    stand.sessions.get(session.id)!.status = "expired";
    const fresh = (await (await checkout(token)).json()) as { url: string };
    expect(fresh.url).not.toBe(url);
    expect(stand.sessions.size).toBe(sessionsBefore + 2);
    // Nothing is paid by creating sessions.
    expect((await invoiceOf(quoteId)).paidOn).toBeNull();
  });

  it("answers 409 when there is nothing to pay: not accepted, no deposit, over $20,000 residential before the insurance, paid already", async () => {
    const notAccepted = await acceptedQuote({}, false);
    const noDeposit = await acceptedQuote({ depositPercent: 0 });
    const big = await acceptedQuote({ lines: [{ section: "Whole house", description: "Full repaint", quantity: 1, unit: "each", unitPriceCents: 2_500_000 }] });
    expect(await getDb().depositInvoice.count({ where: { quoteId: big.quoteId } })).toBe(0);
    for (const { token } of [notAccepted, noDeposit, big]) {
      const response = await checkout(token);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: "There is nothing to pay by card on this quote yet." });
    }
    const paid = await acceptedQuote();
    await stand.pay(sessionOf(((await (await checkout(paid.token)).json()) as { url: string }).url).id);
    expect((await checkout(paid.token)).status).toBe(409);
    // The page's form goes back to the page, with the refusal's code.
    const form = await checkout(paid.token, true);
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe(`/quote/${paid.token}?form=pay&error=alreadyPaid#deposit`);
    // Past 10 new sessions an hour for one quote (each expired at Stripe before the next): 429, and the form says why on the page.
    const busy = await acceptedQuote();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await checkout(busy.token);
      expect(answer.status).toBe(200);
      sessionOf(((await answer.json()) as { url: string }).url).status = "expired";
    }
    expect((await checkout(busy.token)).status).toBe(429);
    expect((await checkout(busy.token, true)).headers.get("location")).toBe(`/quote/${busy.token}?form=pay&error=tooManyCheckouts#deposit`);
    // An unknown link: 404, as every customer route.
    expect((await checkout("A".repeat(43))).status).toBe(404);
  });
});

describe("Pay by card where the customer sees the deposit", () => {
  it("is offered on the accepted quote's page, in the invoice e-mail and its PDF, and the page says Deposit paid once paid", async () => {
    const { quoteId, token } = await acceptedQuote();
    const view = async () => (await viewCustomerQuote(token, { clientIp: client.address, ownerPreview: false, ticks: [] }))!.deposit;
    expect(await view()).toMatchObject({ card: true, paidOnText: null, invoice: { number: "INV-0001", totalCents: 15636 } });
    const row = quoteRowOf(await getDb().quote.findUniqueOrThrow({ where: { id: quoteId }, include: quoteInclude }));
    const mail = await invoiceEmail(row, await depositInvoiceIssued(row, row.depositInvoice!), "https://www.orbitpainting.com.au/quote/abc");
    expect(mail.text).toContain("Pay by card");
    expect(mail.html).toContain('href="https://www.orbitpainting.com.au/quote/abc#deposit"');
    const { extractText } = await import("unpdf");
    const pdf = mail.attachments![0]!.content as Uint8Array;
    expect((await extractText(new Uint8Array(pdf), { mergePages: true })).text).toContain("Or pay by card (no surcharge): Pay by card");
    await stand.pay(sessionOf(((await (await checkout(token)).json()) as { url: string }).url).id);
    expect(await view()).toMatchObject({ card: false, paidOnText: expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/) });
  });
});

describe("POST /api/webhooks/stripe", () => {
  it("marks the invoice paid on a signed checkout.session.completed: the day, card, Stripe's payment id; receipt, owner alert, timeline, numbers", async () => {
    const { leadId, quoteId, token, email } = await acceptedQuote();
    const outstanding = (await numbers()).depositsOutstandingCents;
    const { url } = (await (await checkout(token)).json()) as { url: string };
    const { event, status } = await stand.pay(sessionOf(url).id);
    expect(status).toBe(200);
    const session = sessionOf(url);
    const invoice = await invoiceOf(quoteId);
    expect(invoice.paidOn?.toISOString().slice(0, 10)).toBe(sydneyDay(new Date()));
    expect(invoice).toMatchObject({ paidMethod: "card", paymentId: session.payment_intent });
    expect(await getDb().stripeEvent.findUnique({ where: { id: String(event.id) } })).toMatchObject({ outcome: "paid", quoteId, amountCents: 15636, currency: "aud" });
    expect(await alertKinds(quoteId)).toEqual(expect.arrayContaining(["card_receipt", "card_paid_owner", "card_paid_push"]));
    expect((await numbers()).depositsOutstandingCents).toBe(outstanding - 15636);
    const timeline = (await (await timelineRoute(admin.request(`/api/admin/leads/${leadId}/timeline`), { params: Promise.resolve({ leadId: String(leadId) }) })).json()) as { data: { text: string }[] };
    expect(timeline.data.map((entry) => entry.text)).toContain(`Deposit INV-0001 paid by card on ${new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "Australia/Sydney" }).format(new Date())} (Stripe ${session.payment_intent})`);

    const before = outbox().length;
    await deliverAlerts();
    const mails = outbox().slice(before);
    const receipt = mails.find((mail) => mail.to === email && mail.subject === "Payment received for tax invoice INV-0001 - Orbit Painting")!;
    expect(receipt.text).toContain("Amount paid (incl GST): $156.36");
    expect(receipt.text).toContain(`Payment reference: ${session.payment_intent}`);
    expect(mails.find((mail) => mail.to === "owner@example.com.au" && mail.subject.startsWith("Deposit paid by card: INV-0001"))).toBeDefined();
    expect(webpush.sendNotification).toHaveBeenCalled();
  });

  it("answers 400 to an unsigned, forged or stale event and changes nothing", async () => {
    const { quoteId, token } = await acceptedQuote();
    const { url } = (await (await checkout(token)).json()) as { url: string };
    const session = { ...sessionOf(url), status: "complete", payment_status: "paid", payment_intent: "pi_test_forged" };
    const body = JSON.stringify(stand.event("checkout.session.completed", session));
    const now = Math.floor(Date.now() / 1000);
    for (const signature of [null, "", "t=1,v1=00", stand.sign(body, now, "whsec_someone_else"), stand.sign(body, now - 301)]) {
      expect(await post(body, signature)).toEqual({ status: 400, body: { error: "The Stripe-Signature header is missing, forged or too old." } });
    }
    // Signed for another body.
    expect((await post(body.replace("15636", "1"), stand.sign(body, now))).status).toBe(400);
    expect((await invoiceOf(quoteId)).paidOn).toBeNull();
    expect(await getDb().stripeEvent.count()).toBe(0);
    // Signed, but from the other mode than the key's (sk_test_: test mode only).
    const live = JSON.stringify({ ...stand.event("checkout.session.completed", session), livemode: true });
    expect(await post(live, stand.sign(live, now))).toEqual({ status: 400, body: { error: "The event is from Stripe's other mode (live or test) than STRIPE_SECRET_KEY." } });
    const unsaid = JSON.stringify({ ...stand.event("checkout.session.completed", session), livemode: undefined });
    expect((await post(unsaid, stand.sign(unsaid, now))).status).toBe(400);
    expect(await getDb().stripeEvent.count()).toBe(0);
    // Within the 5 minutes' tolerance it is taken.
    expect(await post(body, stand.sign(body, now - 280))).toEqual({ status: 200, body: { received: true, outcome: "paid" } });
  });

  it("changes nothing on a replayed event, and marks once when one event is delivered twice at the same moment", async () => {
    const first = await acceptedQuote();
    const { event } = await stand.pay(sessionOf(((await (await checkout(first.token)).json()) as { url: string }).url).id);
    const kinds = await alertKinds(first.quoteId);
    const body = JSON.stringify(event);
    expect(await post(body, stand.sign(body))).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    expect(await alertKinds(first.quoteId)).toEqual(kinds);

    const second = await acceptedQuote();
    const { url } = (await (await checkout(second.token)).json()) as { url: string };
    const session = { ...sessionOf(url), status: "complete", payment_status: "paid", payment_intent: "pi_test_race" };
    const raced = JSON.stringify(stand.event("checkout.session.completed", session));
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(raced, stand.sign(raced))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.body.outcome === "paid")).toHaveLength(1);
    expect(await getDb().leadEvent.count({ where: { quoteId: second.quoteId, kind: "deposit_paid" } })).toBe(1);
    expect((await alertKinds(second.quoteId)).filter((kind) => kind === "card_receipt")).toHaveLength(1);
    expect((await invoiceOf(second.quoteId)).paymentId).toBe("pi_test_race");
  });

  it("takes another event for the payment that marked the invoice as a duplicate: no refund alert", async () => {
    const { quoteId, token } = await acceptedQuote();
    const { url } = (await (await checkout(token)).json()) as { url: string };
    const { event } = await stand.pay(sessionOf(url).id);
    const kinds = await alertKinds(quoteId);
    // checkout.session.async_payment_succeeded after completed-and-paid, say: same payment, new event id.
    const again = JSON.stringify(stand.event("checkout.session.async_payment_succeeded", (event as { data: { object: Record<string, unknown> } }).data.object));
    expect(await post(again, stand.sign(again))).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    expect(await alertKinds(quoteId)).toEqual(kinds);
    // Another payment for the paid invoice still needs the owner.
    const other = JSON.stringify(stand.event("checkout.session.completed", { ...(event as { data: { object: Record<string, unknown> } }).data.object, payment_intent: "pi_test_second" }));
    expect(await post(other, stand.sign(other))).toEqual({ status: 200, body: { received: true, outcome: "already_paid" } });
    expect((await alertKinds(quoteId)).filter((kind) => kind === "card_problem_owner")).toHaveLength(1);
  });

  it("does not mark paid an amount or currency other than the invoice's, and alerts the owner", async () => {
    const { quoteId, token } = await acceptedQuote();
    const { url } = (await (await checkout(token)).json()) as { url: string };
    const paid = { ...sessionOf(url), status: "complete", payment_status: "paid", payment_intent: "pi_test_odd" };
    for (const odd of [{ amount_total: 15635 }, { currency: "usd" }]) {
      const body = JSON.stringify(stand.event("checkout.session.completed", { ...paid, ...odd }));
      expect(await post(body, stand.sign(body))).toEqual({ status: 200, body: { received: true, outcome: "mismatch" } });
    }
    expect((await invoiceOf(quoteId)).paidOn).toBeNull();
    expect((await alertKinds(quoteId)).filter((kind) => kind === "card_problem_owner")).toHaveLength(2);
    const before = outbox().length;
    await deliverAlerts();
    const alert = outbox()
      .slice(before)
      .find((mail) => mail.to === "owner@example.com.au" && mail.subject.startsWith("Card payment needs you: INV-0001"))!;
    expect(alert.text).toContain("It is NOT marked paid");
  });

  it("alerts the owner of the very event that needs him, whatever the app's clock says", async () => {
    const { quoteId, token } = await acceptedQuote();
    const { url } = (await (await checkout(token)).json()) as { url: string };
    const odd = { ...sessionOf(url), status: "complete", payment_status: "paid", payment_intent: "pi_test_ahead", amount_total: 100 };
    // The app's clock ten minutes ahead of the database's.
    const { handleStripeEvent } = await import("@/lib/payments/webhook");
    expect(await handleStripeEvent(stand.event("checkout.session.completed", odd) as never, new Date(Date.now() + 600_000))).toBe("mismatch");
    const before = outbox().length;
    await deliverAlerts();
    const alert = outbox()
      .slice(before)
      .find((mail) => mail.to === "owner@example.com.au" && mail.subject.startsWith("Card payment needs you: INV-0001"));
    expect(alert?.text).toContain("pi_test_ahead");
    expect(await getDb().leadNotification.findFirst({ where: { quoteId: quoteId, kind: "card_problem_owner" } })).toMatchObject({ status: "sent" });
  });

  it("waits for async_payment_succeeded when checkout completes unpaid, and ignores unknown event types", async () => {
    const { quoteId, token } = await acceptedQuote();
    const { url } = (await (await checkout(token)).json()) as { url: string };
    const session = { ...sessionOf(url), status: "complete", payment_status: "unpaid", payment_intent: "pi_test_becs" };
    const send = async (type: string, object: Record<string, unknown>) => {
      const body = JSON.stringify(stand.event(type, object));
      return post(body, stand.sign(body));
    };
    expect(await send("checkout.session.completed", session)).toEqual({ status: 200, body: { received: true, outcome: "pending" } });
    expect((await invoiceOf(quoteId)).paidOn).toBeNull();
    expect(await send("customer.created", { id: "cus_1", object: "customer" })).toEqual({ status: 200, body: { received: true, outcome: "ignored" } });
    // Another integration's payment on the same account, or metadata naming another quote's invoice: nothing marked.
    const paid = { ...session, payment_status: "paid" };
    expect(await send("checkout.session.completed", { ...paid, metadata: { shop: "other" } })).toEqual({ status: 200, body: { received: true, outcome: "unknown_invoice" } });
    expect(await send("checkout.session.completed", { ...paid, metadata: { ...session.metadata, quoteId: String(quoteId + 1) } })).toEqual({ status: 200, body: { received: true, outcome: "unknown_invoice" } });
    expect((await invoiceOf(quoteId)).paidOn).toBeNull();
    expect(await send("checkout.session.async_payment_succeeded", { ...session, payment_status: "paid" })).toEqual({ status: 200, body: { received: true, outcome: "paid" } });
    expect(await invoiceOf(quoteId)).toMatchObject({ paidMethod: "card", paymentId: "pi_test_becs" });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as completeRoute } from "@/app/api/admin/leads/[leadId]/quotes/[quoteId]/complete/route";
import { POST as refundRoute } from "@/app/api/admin/leads/[leadId]/quotes/[quoteId]/refund/route";
import { GET as timelineRoute } from "@/app/api/admin/leads/[leadId]/timeline/route";
import { POST as checkoutRoute } from "@/app/api/quote/[token]/deposit/checkout/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { getDb } from "@/lib/db";
import { acceptQuote } from "@/lib/quotes/services/decide";
import { markDepositPaid, markInvoicePaid } from "@/lib/quotes/services/deposit";
import { createQuoteLink } from "@/lib/quotes/services/links";
import { sendQuote } from "@/lib/quotes/services/send";
import { sydneyDay } from "@/lib/quotes/model/validity";
import { stripeStandIn, webhookRequest } from "./stripe-helpers";
import { Browser } from "./auth-helpers";
import { clearLeads, newMailDay, seedLeads, signedInBrowser } from "./inbox-helpers";
import { clearQuotes, deliverAlerts, outbox, quoteApi, sampleLines } from "./quote-helpers";

// Refunding a card payment (issue 46 point 4) through the refund route and Stripe's webhook,
// against the stand-in of Stripe's API: the refund goes back through Stripe, its amount reserved
// meanwhile, and the adjustment note is issued only when Stripe confirms it, once.
const WEBHOOK_SECRET = "whsec_integration_refunds_5b8d";
const stand = await stripeStandIn(WEBHOOK_SECRET);

let admin: Browser;
let api: ReturnType<typeof quoteApi>;
const customer = new Browser("203.0.113.63", "Mozilla/5.0 (iPhone) customer");
const client = { address: "203.0.113.63", limitSubject: "203.0.113.63", userAgent: "test" };

beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.148");
  api = quoteApi(admin);
});
beforeEach(async () => {
  await clearQuotes();
  await clearLeads();
  await getDb().$executeRaw`DELETE FROM "stripe_events"`;
  stand.refundStatus = "succeeded";
  stand.refundError = null;
});
afterAll(async () => {
  await clearQuotes();
  await clearLeads();
  await stand.close();
  await getDb().$disconnect();
});

const params = (leadId: number, quoteId: number) => ({ params: Promise.resolve({ leadId: String(leadId), quoteId: String(quoteId) }) });

/** A sent and accepted quote ($1,563.65 incl GST, 10% deposit: $156.36), its deposit paid by card through the stand-in. */
async function cardPaidDeposit() {
  const email = `refund-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const [leadId] = await seedLeads([{ name: "Jane Citizen", email }]);
  const quote = (await api.create(leadId!, { lines: sampleLines })).body.data;
  await sendQuote(leadId!, quote.id, new Date());
  const token = await createQuoteLink(quote.id);
  await acceptQuote(token, { name: "Jane Citizen", agree: true, options: [], guideReceived: true }, client);
  const checkout = await checkoutRoute(customer.request(`/api/quote/${token}/deposit/checkout`, { method: "POST", body: {} }), { params: Promise.resolve({ token }) });
  const { url } = (await checkout.json()) as { url: string };
  expect((await stand.pay(url.split("/pay/")[1]!)).status).toBe(200);
  const invoice = await invoiceOf(quote.id);
  expect(invoice).toMatchObject({ paidMethod: "card", totalCents: 15636 });
  // The quote, acceptance, invoice and receipt e-mails go now: the note is not held by the address's daily budget.
  await deliverAlerts();
  await newMailDay();
  return { leadId: leadId!, quoteId: quote.id, email, paymentId: invoice.paymentId! };
}

/** A sent and accepted quote whose deposit the owner marked paid (a bank transfer), for `name`. */
async function bankPaidDeposit(name: string) {
  const [leadId] = await seedLeads([{ name, email: `refund-bank-${Math.random().toString(36).slice(2, 8)}@example.com` }]);
  const quote = (await api.create(leadId!, { lines: sampleLines })).body.data;
  await sendQuote(leadId!, quote.id, new Date());
  await acceptQuote(await createQuoteLink(quote.id), { name, agree: true, options: [], guideReceived: true }, client);
  await markDepositPaid(leadId!, quote.id, { paidOn: sydneyDay(new Date()) });
  return { leadId: leadId!, quoteId: quote.id };
}

type Json = { data: Record<string, unknown>; error?: string };
const refund = async (leadId: number, quoteId: number, body: Record<string, unknown>) => {
  const response = await refundRoute(admin.request(`/api/admin/leads/${leadId}/quotes/${quoteId}/refund`, { method: "POST", body: body as never }), params(leadId, quoteId));
  return { status: response.status, body: (await response.json()) as Json };
};
const invoiceOf = (quoteId: number, kind: "deposit" | "balance" = "deposit") => getDb().depositInvoice.findUniqueOrThrow({ where: { quoteId_kind: { quoteId, kind } } });
const notes = () => getDb().adjustmentNote.count();
/** Posts a signed event to the webhook route as Stripe would: its answer. */
const post = async (event: Record<string, unknown>) => {
  const body = JSON.stringify(event);
  const response = await webhookRoute(webhookRequest(body, stand.sign(body)));
  return { status: response.status, body: (await response.json()) as { outcome?: string } };
};
const timeline = async (leadId: number) =>
  ((await (await timelineRoute(admin.request(`/api/admin/leads/${leadId}/timeline`), { params: Promise.resolve({ leadId: String(leadId) }) })).json()) as { data: { text: string }[] }).data.map((entry) => entry.text);
const noteMails = (email: string) => outbox().filter((mail) => mail.to === email && mail.subject.startsWith("Adjustment note"));

describe("POST …/refund of a card payment", () => {
  it("asks Stripe to refund the payment (its PaymentIntent, the amount, our refund in the metadata, an idempotency key) and issues the note when Stripe confirms at once, once", async () => {
    const { leadId, quoteId, email, paymentId } = await cardPaidDeposit();
    const answer = await refund(leadId, quoteId, { amountCents: 5_000, reason: "Gate left unpainted" });
    expect(answer.status).toBe(201);
    // The body of a note issued at once, as for a bank payment.
    expect(answer.body.data).toMatchObject({ status: "issued", number: "ADJ-0001", invoiceNumber: "INV-0001", totalCents: 5_000, gstCents: 455, reason: "Gate left unpainted", refundedCents: 5_000 });
    const sent = stand.refunds.at(-1)!;
    const row = await getDb().stripeRefund.findFirstOrThrow({ where: { invoice: { quoteId } } });
    expect(sent.form).toMatchObject({ payment_intent: paymentId, amount: "5000", "metadata[purpose]": "refund", "metadata[refundId]": String(row.id), "metadata[invoiceNumber]": "INV-0001", "metadata[quoteId]": String(quoteId) });
    expect(sent.idempotencyKey).toMatch(new RegExp(`^orbit-refund-${row.id}-\\d+$`));
    expect(row).toMatchObject({ status: "succeeded", stripeId: sent.refund.id, amountCents: 5_000, paymentId, requestedBy: "owner" });
    expect(await invoiceOf(quoteId)).toMatchObject({ refundedCents: 5_000, refundPendingCents: 0 });
    expect((await getDb().adjustmentNote.findFirstOrThrow({ where: { number: 1 } })).refundId).toBe(row.id);

    // Stripe's own refund.created for it, then that event again: no second note.
    const created = stand.event("refund.created", { ...sent.refund });
    expect(await post(created)).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    expect(await post(created)).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    expect(await notes()).toBe(1);
    await deliverAlerts();
    expect(noteMails(email).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Adjustment note ADJ-0001/)]);
    expect(await timeline(leadId)).toContain(`Refund of $50.00 of INV-0001: adjustment note ADJ-0001 sent (card, confirmed by Stripe ${sent.refund.id})`);
  });

  it("answers 202 while Stripe has it pending, reserving the amount; the signed refund.updated issues the note once, however often it comes", async () => {
    const { leadId, quoteId, email } = await cardPaidDeposit();
    stand.refundStatus = "pending";
    const answer = await refund(leadId, quoteId, { amountCents: 10_000, reason: "Job cancelled" });
    expect(answer.status).toBe(202);
    const sent = stand.refunds.at(-1)!;
    expect(answer.body.data).toMatchObject({ status: "pending", invoiceNumber: "INV-0001", amountCents: 10_000, reason: "Job cancelled", stripeId: sent.refund.id, refundedCents: 0, refundPendingCents: 10_000 });
    expect(await notes()).toBe(0);
    expect(await invoiceOf(quoteId)).toMatchObject({ refundedCents: 0, refundPendingCents: 10_000 });
    // The panel reads the reservation from the quote.
    expect((await api.get(leadId, quoteId)).body.data.depositInvoice).toMatchObject({ refundedCents: 0, refundPendingCents: 10_000, paidByCard: true });
    // What is reserved is not refundable again meanwhile: $156.36 - $100 leaves 5,636 cents.
    const more = await refund(leadId, quoteId, { amountCents: 5_637, reason: "The rest" });
    expect(more).toMatchObject({ status: 409, body: { error: "That is more than was paid and not yet refunded: at most 5636 cents can be refunded (10000 cents are waiting for Stripe to confirm a card refund)." } });
    // refund.created saying pending again changes nothing.
    expect(await post(stand.event("refund.created", { ...sent.refund }))).toMatchObject({ body: { outcome: "duplicate" } });
    expect(await timeline(leadId)).toContain(`Card refund of $100.00 of INV-0001 sent to Stripe (${sent.refund.id}): the adjustment note follows when Stripe confirms it`);

    const { event, status } = await stand.settleRefund(sent.refund.id, "succeeded");
    expect(status).toBe(200);
    expect(await getDb().stripeEvent.findUniqueOrThrow({ where: { id: String(event.id) } })).toMatchObject({ outcome: "refunded", quoteId, refundId: expect.any(Number), invoiceNumber: 1 });
    expect(await invoiceOf(quoteId)).toMatchObject({ refundedCents: 10_000, refundPendingCents: 0 });
    expect(await notes()).toBe(1);
    // A replay, and new deliveries about the same refund at the same moment: still one note.
    expect(await post(event)).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    const again = await Promise.all(Array.from({ length: 4 }, () => post(stand.event("refund.updated", { ...sent.refund }))));
    expect(again.map((entry) => entry.body.outcome)).toEqual(["duplicate", "duplicate", "duplicate", "duplicate"]);
    expect(await notes()).toBe(1);
    await deliverAlerts();
    expect(noteMails(email)).toHaveLength(1);
    expect(await timeline(leadId)).toContain(`Refund of $100.00 of INV-0001: adjustment note ADJ-0001 sent (card, confirmed by Stripe ${sent.refund.id})`);
  });

  it("issues one note when several events confirm the refund at the same moment", async () => {
    const { leadId, quoteId } = await cardPaidDeposit();
    stand.refundStatus = "pending";
    const sent = await refund(leadId, quoteId, { amountCents: 2_000, reason: "Touch-ups dropped" });
    const refundId = String(sent.body.data.stripeId);
    const succeeded = { ...stand.refunds.at(-1)!.refund, status: "succeeded" };
    const answers = await Promise.all([post(stand.event("refund.updated", succeeded)), post(stand.event("charge.refund.updated", succeeded)), post(stand.event("refund.updated", succeeded))]);
    expect(answers.map((answer) => answer.body.outcome).sort()).toEqual(["duplicate", "duplicate", "refunded"]);
    expect(await notes()).toBe(1);
    expect(await getDb().stripeRefund.findFirstOrThrow({ where: { stripeId: refundId } })).toMatchObject({ status: "succeeded" });
  });

  it("releases the reservation and issues no note when Stripe fails the refund, and e-mails the owner; failed at once, the route answers 502", async () => {
    const { leadId, quoteId } = await cardPaidDeposit();
    stand.refundStatus = "pending";
    expect((await refund(leadId, quoteId, { amountCents: 15_636, reason: "Job cancelled" })).status).toBe(202);
    const sent = stand.refunds.at(-1)!;
    const { event } = await stand.settleRefund(sent.refund.id, "failed", "expired_or_canceled_card");
    expect(event.type).toBe("refund.failed");
    expect(await getDb().stripeEvent.findUniqueOrThrow({ where: { id: String(event.id) } })).toMatchObject({ outcome: "refund_failed" });
    expect(await invoiceOf(quoteId)).toMatchObject({ refundedCents: 0, refundPendingCents: 0 });
    expect(await notes()).toBe(0);
    expect(await getDb().stripeRefund.findFirstOrThrow({ where: { stripeId: sent.refund.id } })).toMatchObject({ status: "failed", failureReason: "expired_or_canceled_card" });
    expect(await timeline(leadId)).toContain("Card refund of $156.36 of INV-0001 failed at Stripe (expired_or_canceled_card): nothing refunded, no adjustment note");
    // A replay of the failure alerts once.
    expect(await post(event)).toMatchObject({ body: { outcome: "duplicate" } });
    const before = outbox().length;
    await deliverAlerts();
    const alerts = outbox()
      .slice(before)
      .filter((mail) => mail.to === "owner@example.com.au" && mail.subject.startsWith("Card refund needs you: INV-0001"));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain("Stripe could not refund $156.36 of invoice INV-0001 to the card (expired_or_canceled_card)");

    // Released: the whole deposit can be refunded again. Failed in Stripe's answer: 502, nothing kept back.
    stand.refundStatus = "failed";
    const failed = await refund(leadId, quoteId, { amountCents: 15_636, reason: "Job cancelled" });
    expect(failed).toMatchObject({ status: 502, body: { error: "Stripe could not refund the card (unknown). Nothing was refunded and no adjustment note was issued." } });
    expect(await invoiceOf(quoteId)).toMatchObject({ refundedCents: 0, refundPendingCents: 0 });
    expect(await notes()).toBe(0);
  });

  it("records a card payment the owner paid back himself (method bank) at once, asking Stripe nothing, within what is left", async () => {
    const { leadId, quoteId } = await cardPaidDeposit();
    // Stripe could not refund the card: nothing refunded, the whole deposit left.
    stand.refundStatus = "failed";
    expect((await refund(leadId, quoteId, { amountCents: 15_636, reason: "Job cancelled" })).status).toBe(502);
    const sentBefore = stand.refunds.length;
    const paidBack = await refund(leadId, quoteId, { amountCents: 15_636, reason: "Job cancelled: paid back by bank transfer", method: "bank" });
    expect(paidBack).toMatchObject({ status: 201, body: { data: { status: "issued", number: "ADJ-0001", invoiceNumber: "INV-0001", refundedCents: 15_636 } } });
    expect(stand.refunds.length).toBe(sentBefore);
    expect(await invoiceOf(quoteId)).toMatchObject({ refundedCents: 15_636, refundPendingCents: 0 });
    expect(await notes()).toBe(1);
    // Nothing left to refund, whichever way.
    expect((await refund(leadId, quoteId, { amountCents: 1, reason: "Once more", method: "bank" })).status).toBe(409);
    expect(await refund(leadId, quoteId, { amountCents: 1, reason: "Odd way", method: "cash" })).toMatchObject({ status: 400, body: { error: 'method must be "card" or "bank".' } });
  });

  it("refuses a card refund (method card) of an invoice not paid by card: 409, nothing issued", async () => {
    const { leadId, quoteId } = await bankPaidDeposit("Cy Bank");
    expect(await refund(leadId, quoteId, { amountCents: 1_000, reason: "To the card", method: "card" })).toMatchObject({
      status: 409,
      body: { error: "This invoice was not paid by card through Stripe: refund it by bank transfer." },
    });
    expect(await notes()).toBe(0);
  });

  it("keeps the note and alerts the owner when Stripe fails a refund after confirming it", async () => {
    const { leadId, quoteId } = await cardPaidDeposit();
    expect((await refund(leadId, quoteId, { amountCents: 3_000, reason: "Fence left out" })).status).toBe(201);
    const sent = stand.refunds.at(-1)!;
    await stand.settleRefund(sent.refund.id, "failed", "lost_or_stolen_card");
    // The note issued stands (the money is owed to the customer another way).
    expect(await invoiceOf(quoteId)).toMatchObject({ refundedCents: 3_000, refundPendingCents: 0 });
    expect(await notes()).toBe(1);
    expect(await timeline(leadId)).toContain("Card refund of $30.00 of INV-0001 failed at Stripe after it was confirmed (lost_or_stolen_card): adjustment note ADJ-0001 stands, pay the customer another way");
    const before = outbox().length;
    await deliverAlerts();
    expect(outbox().slice(before).find((mail) => mail.subject.startsWith("Card refund needs you"))?.text).toContain("Adjustment note ADJ-0001 stands: pay the customer another way");
  });

  it("answers 502 and releases the reservation when Stripe refuses the request; a refund Stripe made without answering still gets its note from the webhook", async () => {
    const { leadId, quoteId, paymentId } = await cardPaidDeposit();
    stand.refundError = { status: 400, type: "invalid_request_error", message: "Charge ch_test_1 has already been refunded." };
    const refused = await refund(leadId, quoteId, { amountCents: 4_000, reason: "Colour change" });
    expect(refused).toMatchObject({ status: 502, body: { error: "Stripe refused the refund (Charge ch_test_1 has already been refunded). Nothing was refunded and no adjustment note was issued." } });
    expect(await invoiceOf(quoteId)).toMatchObject({ refundedCents: 0, refundPendingCents: 0 });
    expect(await getDb().stripeRefund.findFirstOrThrow({ where: { invoice: { quoteId } } })).toMatchObject({ status: "error" });
    expect(await notes()).toBe(0);
    expect((await timeline(leadId)).filter((text) => /refund/i.test(text))).toEqual([]);

    // Stripe answers 500 twice (the SDK's retry too): it may or may not have the refund.
    stand.refundError = { status: 500, type: "api_error", message: "Something went wrong on Stripe's end.", times: 2 };
    const unanswered = await refund(leadId, quoteId, { amountCents: 4_000, reason: "Colour change" });
    expect(unanswered.status).toBe(502);
    expect(unanswered.body.error).toMatch(/^Stripe did not answer the refund\. No adjustment note was issued/);
    expect(await invoiceOf(quoteId)).toMatchObject({ refundedCents: 0, refundPendingCents: 0 });
    // It had: its webhook comes, naming our refund, and the note is issued as the invoice still has room.
    const lost = await getDb().stripeRefund.findFirstOrThrow({ where: { invoice: { quoteId } }, orderBy: { id: "desc" } });
    const made = { id: "re_test_lost_answer", object: "refund", amount: 4_000, currency: "aud", payment_intent: paymentId, status: "succeeded", metadata: { refundId: String(lost.id) } };
    expect(await post(stand.event("refund.created", made))).toMatchObject({ body: { outcome: "refunded" } });
    expect(await invoiceOf(quoteId)).toMatchObject({ refundedCents: 4_000, refundPendingCents: 0 });
    expect(await notes()).toBe(1);
    // A refund of someone else's payment on the account changes nothing.
    expect(await post(stand.event("refund.created", { ...made, id: "re_test_other", payment_intent: "pi_not_ours", metadata: {} }))).toMatchObject({ body: { outcome: "unknown_refund" } });
    expect(await notes()).toBe(1);
  });

  it("a refund made in Stripe's dashboard of our payment gets its note, once, when two of its events come at once; past what is left, it changes nothing", async () => {
    const { leadId, quoteId, email, paymentId } = await cardPaidDeposit();
    const made = { id: "re_test_dashboard", object: "refund", amount: 5_000, currency: "aud", payment_intent: paymentId, status: "succeeded", reason: "requested_by_customer", metadata: {} };
    const outcomes = await Promise.all([post(stand.event("refund.created", made)), post(stand.event("refund.updated", made))]);
    expect(outcomes.map(({ body }) => body.outcome).sort()).toEqual(["duplicate", "refunded"]);
    expect(await invoiceOf(quoteId)).toMatchObject({ refundedCents: 5_000, refundPendingCents: 0 });
    expect(await getDb().stripeRefund.findMany({ where: { invoice: { quoteId } } })).toEqual([
      expect.objectContaining({ stripeId: "re_test_dashboard", amountCents: 5_000, paymentId, status: "succeeded", requestedBy: null, reason: "Refunded at the customer's request" }),
    ]);
    expect(await getDb().adjustmentNote.findFirstOrThrow({ where: { number: 1 } })).toMatchObject({ totalCents: 5_000, reason: "Refunded at the customer's request" });
    await deliverAlerts();
    expect(noteMails(email).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Adjustment note ADJ-0001/)]);
    expect(await timeline(leadId)).toContain("Refund of $50.00 of INV-0001: adjustment note ADJ-0001 sent (card, confirmed by Stripe re_test_dashboard)");

    // The owner pays the rest back by bank; a later dashboard refund has no room left: recorded, nothing changed.
    expect((await refund(leadId, quoteId, { amountCents: 10_636, reason: "Paid back by bank", method: "bank" })).status).toBe(201);
    expect(await post(stand.event("refund.created", { ...made, id: "re_test_dashboard_2", amount: 1_000 }))).toMatchObject({ body: { outcome: "unknown_refund" } });
    expect(await invoiceOf(quoteId)).toMatchObject({ refundedCents: 15_636, refundPendingCents: 0 });
    expect(await notes()).toBe(2);
  });

  it("alerts the owner, issuing nothing, when Stripe confirms a refund reported failed after the invoice's rest was refunded", async () => {
    const { leadId, quoteId, paymentId } = await cardPaidDeposit();
    stand.refundError = { status: 500, type: "api_error", message: "Something went wrong on Stripe's end.", times: 2 };
    expect((await refund(leadId, quoteId, { amountCents: 6_000, reason: "Colour change" })).status).toBe(502);
    const lost = await getDb().stripeRefund.findFirstOrThrow({ where: { invoice: { quoteId } } });
    // The owner refunds the whole deposit again meanwhile: no room is left for the first.
    stand.refundStatus = "pending";
    expect((await refund(leadId, quoteId, { amountCents: 15_636, reason: "Job cancelled" })).status).toBe(202);
    const made = { id: "re_test_late_no_room", object: "refund", amount: 6_000, currency: "aud", payment_intent: paymentId, status: "succeeded", metadata: { refundId: String(lost.id) } };
    expect(await post(stand.event("refund.updated", made))).toMatchObject({ body: { outcome: "refund_unmatched" } });
    expect(await invoiceOf(quoteId)).toMatchObject({ refundedCents: 0, refundPendingCents: 15_636 });
    expect(await notes()).toBe(0);
    const before = outbox().length;
    await deliverAlerts();
    expect(outbox().slice(before).find((mail) => mail.subject.startsWith("Card refund needs you: INV-0001"))?.text).toContain("the invoice has no room left for it: no adjustment note was issued");
  });

  it("never reserves more than was paid when card refunds race", async () => {
    const { leadId, quoteId } = await cardPaidDeposit();
    stand.refundStatus = "pending";
    const sentBefore = stand.refunds.length;
    // Each is 60% of the $156.36 deposit: together they would pass it.
    const answers = await Promise.all(Array.from({ length: 4 }, (_, index) => refund(leadId, quoteId, { amountCents: 9_382, reason: `Race ${index}` })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409, 409, 409]);
    expect(stand.refunds.length).toBe(sentBefore + 1);
    expect(await invoiceOf(quoteId)).toMatchObject({ refundedCents: 0, refundPendingCents: 9_382 });
    expect(await getDb().stripeRefund.count({ where: { invoice: { quoteId } } })).toBe(1);
  });
});

describe("POST …/refund of a payment the owner marked", () => {
  it("issues the note at once and asks Stripe nothing, with Stripe configured; the balance's invoice too", async () => {
    const { leadId, quoteId } = await bankPaidDeposit("Bo Chen");
    const sentBefore = stand.requests.filter((request) => request.path === "/v1/refunds").length;
    const answer = await refund(leadId, quoteId, { amountCents: 1_000, reason: "Bank refund" });
    expect(answer).toMatchObject({ status: 201, body: { data: { status: "issued", number: "ADJ-0001", invoiceNumber: "INV-0001", refundedCents: 1_000 } } });

    // No balance invoice yet: 404. Once the job is done and the balance marked paid, it is refundable by its kind.
    expect((await refund(leadId, quoteId, { amountCents: 1_000, reason: "Balance refund", kind: "balance" })).status).toBe(404);
    const today = sydneyDay(new Date());
    expect((await completeRoute(admin.request(`/api/admin/leads/${leadId}/quotes/${quoteId}/complete`, { body: { completedOn: today } }), params(leadId, quoteId))).status).toBe(200);
    expect(await refund(leadId, quoteId, { amountCents: 1_000, reason: "Balance refund", kind: "balance" })).toMatchObject({ status: 409, body: { error: "This balance is not marked paid: there is nothing to refund." } });
    await markInvoicePaid("balance", leadId, quoteId, { paidOn: today });
    const balance = await refund(leadId, quoteId, { amountCents: 2_500, reason: "Balance refund", kind: "balance" });
    expect(balance).toMatchObject({ status: 201, body: { data: { status: "issued", number: "ADJ-0002", invoiceNumber: "INV-0002", refundedCents: 2_500 } } });
    expect((await invoiceOf(quoteId, "balance")).refundedCents).toBe(2_500);
    expect((await invoiceOf(quoteId)).refundedCents).toBe(1_000);
    expect(stand.requests.filter((request) => request.path === "/v1/refunds").length).toBe(sentBefore);
    expect(await refund(leadId, quoteId, { amountCents: 1, reason: "Wrong kind", kind: "final" })).toMatchObject({ status: 400 });
  });
});

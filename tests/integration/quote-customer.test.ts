import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import webpush from "web-push";
import { getDb } from "@/lib/db";
import { forgetCachedSubscriptions } from "@/lib/push/subscriptions";
import { contentSha256 } from "@/lib/quotes/model/content-hash";
import { viewCustomerQuote } from "@/lib/quotes/services/customer-view";
import { acceptQuote, declineQuote } from "@/lib/quotes/services/decide";
import { quoteDocumentOf, quoteInclude, quoteRowOf } from "@/lib/quotes/services/quote-row";
import { sendQuote } from "@/lib/quotes/services/send";
import { acceptQuoteAction, askQuestionAction, declineQuoteAction, type AcceptFormState } from "@/components/quote/quote-actions";
import { Browser } from "./auth-helpers";
import { clearLeads, seedLeads, signedInBrowser } from "./inbox-helpers";
import { clearQuotes, customerApi, deliverAlerts, outbox, quoteApi, rawRequest, sampleLines, tokenFromOutbox } from "./quote-helpers";

// The customer's side of a written quote (issue 32, points 6-9): the link, the page's data,
// accept, decline, ask a question, the PDF; races as races, on PGlite or PostgreSQL.

// The page's server actions read the request's headers: those of the browser the test posts from.
let actionHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => actionHeaders }));

/** What a server action answered: its state, or where it redirected (Next's redirect throws). */
async function actionAnswer<State>(run: Promise<State>): Promise<{ state?: State; redirect?: string }> {
  try {
    return { state: await run };
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? "");
    if (!digest.startsWith("NEXT_REDIRECT;")) throw error;
    return { redirect: digest.split(";")[2] };
  }
}

/** Posts a form of the quote page to `action`, as the page does (Origin: null, same-origin). */
function postForm<State>(action: (previous: State, form: FormData) => Promise<State>, token: string, fields: [string, string][], customer = customerApi()) {
  actionHeaders = new Headers(customer.browser.request(`/quote/${token}`).headers);
  actionHeaders.set("origin", "null");
  actionHeaders.set("sec-fetch-site", "same-origin");
  const form = new FormData();
  form.set("token", token);
  for (const [name, value] of fields) form.append(name, value);
  return actionAnswer(action({ status: "idle" } as State, form));
}
let admin: Browser;
let api: ReturnType<typeof quoteApi>;
let device: { id: number };
const username = `quote-device-${Date.now()}`;

beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.233");
  api = quoteApi(admin);
  // One subscribed admin device with a live session: the owner's pushes go to it.
  const db = getDb();
  const user = await db.user.create({ data: { username, password: "hash" } });
  const session = await db.session.create({ data: { sid: `quote-${user.id}`, sess: { userId: user.id }, expire: new Date(Date.now() + 3_600_000) } });
  device = await db.pushSubscription.create({ data: { userId: user.id, sessionId: session.sid, endpoint: `https://fcm.googleapis.com/fcm/send/quote-${user.id}`, p256dh: "key", auth: "auth" } });
  forgetCachedSubscriptions();
});
beforeEach(async () => {
  await clearQuotes();
  await clearLeads();
  vi.restoreAllMocks();
});
afterAll(async () => {
  await clearQuotes();
  await clearLeads();
  await getDb().user.deleteMany({ where: { username } });
  await getDb().$disconnect();
});

const client = { address: "203.0.113.77", limitSubject: "203.0.113.77", userAgent: "test" };

/** A lead with a sent quote, and the token e-mailed to the customer. */
async function sentQuote(options: { email?: string; body?: Record<string, unknown> } = {}) {
  const email = options.email ?? `jane-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const [leadId] = await seedLeads([{ name: "Jane Citizen", email }]);
  const quote = (await api.create(leadId!, { lines: sampleLines, ...options.body })).body.data;
  await api.send(leadId!, quote.id);
  await deliverAlerts();
  return { leadId: leadId!, quote, token: tokenFromOutbox(email), email };
}

const stored = async (id: number) => quoteRowOf(await getDb().quote.findUniqueOrThrow({ where: { id }, include: quoteInclude }));
const leadOf = (id: number) => getDb().lead.findUniqueOrThrow({ where: { id } });

describe("the customer's link", () => {
  it("opens the quote, records the first view once (not the owner's), and 404s anything else", async () => {
    const { leadId, quote, token } = await sentQuote();
    const asOwner = await viewCustomerQuote(token, { clientIp: "203.0.113.5", ownerPreview: true, ticks: [] });
    expect(asOwner).toMatchObject({ quoteId: quote.id, state: "open", chosen: [] });
    expect((await stored(quote.id)).firstViewedAt).toBeNull();
    const optional = String(quote.lines[2]!.id);
    const view = await viewCustomerQuote(token, { clientIp: "203.0.113.5", ownerPreview: false, ticks: [optional, "999999", "x", quote.lines[0]!.id.toString()] });
    // Only this quote's optional lines are kept from the page's ticks; the totals follow them.
    expect(view).toMatchObject({ state: "open", chosen: [Number(optional)], document: { number: "Q-0001", totals: { subtotalCents: 148650, gstCents: 14865, totalCents: 163515 } } });
    const firstViewedAt = (await stored(quote.id)).firstViewedAt;
    expect(firstViewedAt).not.toBeNull();
    await viewCustomerQuote(token, { clientIp: "203.0.113.5", ownerPreview: false, ticks: [] });
    expect((await stored(quote.id)).firstViewedAt).toEqual(firstViewedAt);
    expect((await getDb().leadEvent.findMany({ where: { leadId }, select: { kind: true } })).map((event) => event.kind)).toEqual(["sent", "viewed"]);

    for (const wrong of [token.slice(0, -1), `${token}A`, token.replace(/^./, (c) => (c === "A" ? "B" : "A")), "", "../admin", "%00"]) {
      expect(await viewCustomerQuote(wrong, { clientIp: "203.0.113.6", ownerPreview: false, ticks: [] })).toBeNull();
    }
  });

  it("rate-limits guessing: after 20 misses from a client every token gets 429 there, not elsewhere", async () => {
    const { token } = await sentQuote();
    const guesser = customerApi("203.0.113.66");
    for (let miss = 0; miss < 20; miss += 1) {
      expect((await guesser.accept(`${"A".repeat(42)}${String.fromCharCode(65 + (miss % 26))}`, { name: "Guess", agree: true })).status).toBe(404);
    }
    const blocked = await guesser.accept(token, { name: "Guess", agree: true });
    expect(blocked).toMatchObject({ status: 429, body: { error: "Too many tries from your connection. Please try again in a few minutes." } });
    expect(blocked.body.retryAfterSeconds).toBeGreaterThan(0);
    expect((await guesser.pdf(token)).status).toBe(429);
    expect(await viewCustomerQuote(token, { clientIp: "203.0.113.66", ownerPreview: false, ticks: [] })).toBeNull();
    // Another client still opens it.
    expect((await customerApi("203.0.113.67").pdf(token)).status).toBe(200);
  });
});

describe("accepting", () => {
  it("records one acceptance when two accepts race, with the proof, and makes the lead Won", async () => {
    const pushed = vi.spyOn(webpush, "sendNotification").mockResolvedValue({ statusCode: 201, body: "", headers: {} });
    const { leadId, quote, token, email } = await sentQuote();
    const optional = quote.lines[2]!.id;
    const phone = customerApi("203.0.113.80", "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari");
    const laptop = customerApi("2001:db8::1", "Mozilla/5.0 (Windows NT 10.0) Chrome");
    const before = outbox().length;
    const [a, b] = await Promise.all([
      phone.accept(token, { name: "Jane Citizen", agree: true, options: [optional] }),
      laptop.accept(token, { name: "J. Citizen", agree: true, options: [] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const won = a.status === 200 ? a : b;
    expect((a.status === 409 ? a : b).body.error).toBe("This quote has already been accepted.");
    expect(await getDb().quoteAcceptance.count()).toBe(1);

    const row = await stored(quote.id);
    const acceptance = row.acceptance!;
    const byPhone = won === a;
    expect(acceptance).toMatchObject(
      byPhone
        ? { name: "Jane Citizen", ip: "203.0.113.80", userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari", chosenLineIds: [optional], subtotalCents: 148650, gstCents: 14865, totalCents: 163515 }
        : { name: "J. Citizen", ip: "2001:db8::1", userAgent: "Mozilla/5.0 (Windows NT 10.0) Chrome", chosenLineIds: [], subtotalCents: 142150, gstCents: 14215, totalCents: 156365 },
    );
    // The proof: the SHA-256 of exactly what was accepted, recomputed from what is stored.
    expect(acceptance.contentSha256).toBe(contentSha256(quoteDocumentOf({ ...row, acceptance: null }, { chosen: acceptance.chosenLineIds })));
    expect(won.body.data).toMatchObject({ id: quote.id, number: "Q-0001", status: "accepted", totalCents: acceptance.totalCents, acceptance: { contentSha256: acceptance.contentSha256 } });
    expect(row).toMatchObject({ status: "accepted", totalCents: acceptance.totalCents });
    expect(await leadOf(leadId)).toMatchObject({ status: "won", lostReason: null });
    expect((await leadOf(leadId)).decidedAt).not.toBeNull();

    await deliverAlerts();
    const mails = outbox().slice(before);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual(
      expect.arrayContaining([
        ["owner@example.com.au", `Quote Q-0001 accepted by Jane Citizen (${byPhone ? "$1,635.15" : "$1,563.65"})`],
        [email, "You accepted quote Q-0001 - Orbit Painting"],
        // The 10% deposit's tax invoice, issued by the same statement (issue 33).
        [email, "Tax invoice INV-0001 for your deposit on quote Q-0001 - Orbit Painting"],
      ]),
    );
    expect(mails).toHaveLength(3);
    const confirmation = mails.find((mail) => mail.to === email && mail.subject.startsWith("You accepted"))!;
    expect(confirmation.attachments).toEqual([expect.objectContaining({ filename: "Orbit-Painting-quote-Q-0001.pdf", contentType: "application/pdf" })]);
    expect(confirmation.text).toContain(`SHA-256 of the accepted content: ${acceptance.contentSha256}`);
    expect(confirmation.text).toContain("ABN 51 824 753 556");
    expect(mails.find((mail) => mail.to === "owner@example.com.au")!.replyTo).toBe(email);
    const notifications = await getDb().leadNotification.findMany({ where: { quoteId: quote.id, kind: { not: "quote_email" } }, orderBy: { id: "asc" } });
    expect(notifications.map((row) => [row.kind, row.status, row.pushSubscriptionId])).toEqual([
      ["accept_owner_email", "sent", null],
      ["quote_accepted", "sent", null],
      ["deposit_invoice", "sent", null],
      ["accept_push", "sent", device.id],
    ]);
    expect(JSON.parse(String(pushed.mock.calls[0]![1]))).toEqual({
      title: "Quote Q-0001 accepted",
      body: `Jane Citizen: ${byPhone ? "$1,635.15" : "$1,563.65"} incl GST. The lead is now Won.`,
      url: "/admin-pwa",
      tag: `written-quote-${quote.id}-accepted`,
    });
  });

  it("refuses bad input with a 400 and keeps the quote open", async () => {
    const { quote, token } = await sentQuote();
    const customer = customerApi();
    const cases: [unknown, string][] = [
      [{ name: "Jane Citizen" }, "Tick “I have read and accept the terms” to accept the quote."],
      [{ name: "Jane Citizen", agree: "true" }, "Tick “I have read and accept the terms” to accept the quote."],
      [{ name: "Jane Citizen", agree: false }, "Tick “I have read and accept the terms” to accept the quote."],
      [{ agree: true }, "Type your full name to accept the quote."],
      [{ name: " J ", agree: true }, "Type your full name to accept the quote."],
      [{ name: "Jane\nCitizen", agree: true }, "Your name must be just your name: no web address, e-mail address or line break."],
      [{ name: "Pay at evil.example", agree: true }, "Your name must be just your name: no web address, e-mail address or line break."],
      [{ name: "x".repeat(101), agree: true }, "Your name must be at most 100 characters."],
      [{ name: "Jane Citizen", agree: true, options: [424242] }, "Choose only the optional items listed on this quote."],
      [{ name: "Jane Citizen", agree: true, options: [quote.lines[0]!.id] }, "Choose only the optional items listed on this quote."],
      [{ name: "Jane Citizen", agree: true, options: ["1"] }, "Choose only the optional items listed on this quote."],
      [{ name: "Jane Citizen", agree: true, options: "all" }, "Choose only the optional items listed on this quote."],
      [{ name: "Jane Citizen", agree: true, totalCents: 1 }, "Send an object with the fields of this form."],
      [[], "Send an object with the fields of this form."],
    ];
    for (const [body, error] of cases) expect(await customer.accept(token, body), JSON.stringify(body)).toMatchObject({ status: 400, body: { error } });
    const request = (body: string, type: string) => rawRequest(customer.browser, `/api/quote/${token}/accept`, body, type);
    const { POST } = await import("@/app/api/quote/[token]/accept/route");
    const params = { params: Promise.resolve({ token }) };
    expect((await POST(request("name=x", "text/plain"), params)).status).toBe(415);
    expect((await POST(request(JSON.stringify({ name: "x".repeat(20_000), agree: true }), "application/json"), params)).status).toBe(413);
    // A plain form post (a page from before the forms posted to server actions) is sent back to the page, unread.
    const plain = await POST(request(`name=${"x".repeat(40_000)}&agree=on`, "application/x-www-form-urlencoded"), params);
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe(`/quote/${token}#accept`);
    const crossSite = customer.browser.request(`/api/quote/${token}/accept`, { method: "POST", body: { name: "Jane Citizen", agree: true }, headers: { origin: "https://evil.example" } });
    expect((await POST(crossSite, params)).status).toBe(403);
    // A browser's post with Origin: null (an opaque origin, or a page without referrer): Sec-Fetch-Site tells them apart.
    const opaque = (site: string) =>
      customer.browser.request(`/api/quote/${token}/accept`, { method: "POST", body: { name: "Jane Citizen", agree: true }, headers: { origin: "null", "sec-fetch-site": site } });
    expect(await (await POST(opaque("cross-site"), params)).json()).toEqual({ error: "Cross-site requests are not allowed." });
    expect((await POST(opaque("same-site"), params)).status).toBe(403);
    expect((await stored(quote.id)).status).toBe("sent");
    expect(await getDb().quoteAcceptance.count()).toBe(0);
  });

  it("over $5,000 on a home needs the tick \"I have received the Consumer Building Guide\" (Home Building Act 1989 (NSW) s7; Home Building Regulation 2014), and ignores it below", async () => {
    const big = [{ section: "Whole house", description: "Interior repaint", quantity: 250, unit: "m2", unitPriceCents: 2400 }];
    const { quote, token } = await sentQuote({ body: { lines: big } });
    const customer = customerApi();
    expect(await customer.accept(token, { name: "Jane Citizen", agree: true })).toMatchObject({ status: 400, body: { error: "Tick “I have received the Consumer Building Guide” to accept the quote." } });
    expect(await customer.accept(token, { name: "Jane Citizen", agree: true, guideReceived: false })).toMatchObject({ status: 400 });
    expect(await customer.accept(token, { name: "Jane Citizen", agree: true, guideReceived: "yes" })).toMatchObject({ status: 400 });
    expect((await stored(quote.id)).status).toBe("sent");
    expect((await customer.accept(token, { name: "Jane Citizen", agree: true, guideReceived: true })).status).toBe(200);

    const small = await sentQuote();
    expect((await customerApi().accept(small.token, { name: "Jane Citizen", agree: true })).status).toBe(200);
    const other = await sentQuote();
    expect((await customerApi().accept(other.token, { name: "Jane Citizen", agree: true, guideReceived: true })).status).toBe(200);
  });

  it("records \"You may ask me for a review\" only when ticked (Spam Act 2003 s16: consent), unticked by default", async () => {
    const ticked = await sentQuote();
    expect((await customerApi().accept(ticked.token, { name: "Jane Citizen", agree: true, reviewConsent: true })).status).toBe(200);
    expect((await leadOf(ticked.leadId)).reviewConsentAt).toBeInstanceOf(Date);
    const unticked = await sentQuote();
    expect((await customerApi().accept(unticked.token, { name: "Jane Citizen", agree: true })).status).toBe(200);
    expect((await leadOf(unticked.leadId)).reviewConsentAt).toBeNull();
    const form = await sentQuote();
    const answer = await postForm(acceptQuoteAction, form.token, [["name", "Jane Citizen"], ["agree", "on"], ["review", "on"]]);
    expect(answer.redirect).toBe(`/quote/${form.token}`);
    expect((await leadOf(form.leadId)).reviewConsentAt).toBeInstanceOf(Date);
  });

  it("the page's Accept form posts to its server action: a refusal keeps the name and the ticks, nothing typed in an address", async () => {
    const { quote, token } = await sentQuote();
    const optional = String(quote.lines[2]!.id);
    const refused = await postForm<AcceptFormState>(acceptQuoteAction, token, [["name", "Jane Citizen"], ["review", "on"], ["option", optional]]);
    expect(refused.state).toEqual({
      status: "refused",
      message: "Tick “I have read and accept the terms” to accept the quote.",
      values: { name: "Jane Citizen", agree: false, guide: false, review: true, options: [optional] },
    });
    // "Update totals" without JavaScript: the ticks and the name come back, nothing is decided.
    const totals = await postForm<AcceptFormState>(acceptQuoteAction, token, [["name", "Jane"], ["intent", "totals"]]);
    expect(totals.state).toEqual({ status: "totals", values: { name: "Jane", agree: false, guide: false, review: false, options: [] } });
    // A post from another site is refused like the route's.
    actionHeaders = new Headers(customerApi().browser.request(`/quote/${token}`).headers);
    actionHeaders.set("origin", "null");
    actionHeaders.set("sec-fetch-site", "cross-site");
    const form = new FormData();
    form.set("token", token);
    form.set("name", "Jane Citizen");
    form.set("agree", "on");
    expect((await actionAnswer(acceptQuoteAction({ status: "idle" }, form))).state).toMatchObject({ status: "refused", message: "Cross-site requests are not allowed." });
    expect((await stored(quote.id)).status).toBe("sent");

    const accepted = await postForm(acceptQuoteAction, token, [["name", "Jane Citizen"], ["agree", "on"], ["option", optional]]);
    expect(accepted.redirect).toBe(`/quote/${token}`);
    expect((await stored(quote.id)).acceptance).toMatchObject({ name: "Jane Citizen", chosenLineIds: [Number(optional)] });
    // Accepting again says so, with what was typed.
    expect((await postForm<AcceptFormState>(acceptQuoteAction, token, [["name", "J. Citizen"], ["agree", "on"]])).state).toMatchObject({
      status: "refused",
      message: "This quote has already been accepted.",
      values: { name: "J. Citizen", agree: true },
    });
  });

  it("the Decline form keeps the reason on a refusal; the route sends a plain form post back to the page", async () => {
    const { quote, token } = await sentQuote();
    const long = "x".repeat(1_001);
    expect((await postForm(declineQuoteAction, token, [["reason", long]])).state).toEqual({ status: "refused", message: "The reason must be at most 1,000 characters.", values: { reason: long } });
    const { POST } = await import("@/app/api/quote/[token]/decline/route");
    const plain = await POST(rawRequest(customerApi().browser, `/api/quote/${token}/decline`, "reason=Too+dear", "application/x-www-form-urlencoded"), { params: Promise.resolve({ token }) });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe(`/quote/${token}#decline`);
    expect((await stored(quote.id)).status).toBe("sent");
    expect((await postForm(declineQuoteAction, token, [["reason", "Too dear"]])).redirect).toBe(`/quote/${token}`);
    expect(await stored(quote.id)).toMatchObject({ status: "declined", declineReason: "Too dear" });
  });

  it("is refused after the end of the valid-until day in Sydney, saying how to get a fresh quote", async () => {
    const [leadId] = await seedLeads([{ name: "Late Larry", email: "larry@example.com" }]);
    const quote = (await api.create(leadId!, { lines: sampleLines, validDays: 30 })).body.data;
    await sendQuote(leadId!, quote.id, new Date("2026-11-21T01:00:00Z"));
    const { quoteLink } = getDb();
    const { createQuoteLink } = await import("@/lib/quotes/services/links");
    const token = await createQuoteLink(quote.id);
    expect(await quoteLink.count({ where: { quoteId: quote.id } })).toBe(1);
    // Valid until 21 December 2026: in Sydney (AEDT, UTC+11) that day ends at 13:00 UTC.
    const lastMoment = new Date("2026-12-21T12:59:59.999Z");
    const ended = new Date("2026-12-21T13:00:00.000Z");
    expect((await viewCustomerQuote(token, { clientIp: "203.0.113.9", ownerPreview: true, ticks: [] }, lastMoment))!.state).toBe("open");
    expect((await viewCustomerQuote(token, { clientIp: "203.0.113.9", ownerPreview: true, ticks: [] }, ended))!.state).toBe("expired");
    const refusal = acceptQuote(token, { name: "Late Larry", agree: true, options: [] }, client, ended);
    await expect(refusal).rejects.toMatchObject({
      status: 409,
      message: "This quote expired at the end of 21 December 2026. To ask for a fresh quote, call us on 0491 570 156, e-mail support@orbitpainting.com.au, or ask a question below.",
    });
    expect((await stored(quote.id)).status).toBe("sent");
    expect((await api.get(leadId!, quote.id)).body.data.expired).toBe(new Date() >= ended);
    const accepted = await acceptQuote(token, { name: "Late Larry", agree: true, options: [] }, client, lastMoment);
    expect(accepted.status).toBe("accepted");
  });

  it("stays open while its revision is a draft; once the revision is sent it is refused and its page links to the newer one", async () => {
    const { leadId, quote, token } = await sentQuote();
    const revision = (await api.revise(leadId, quote.id)).body.data;
    const customer = customerApi();
    // While B is a draft, A is the customer's quote as it was.
    expect(await viewCustomerQuote(token, { clientIp: "203.0.113.9", ownerPreview: false, ticks: [] })).toMatchObject({ state: "open", newest: null });
    await api.send(leadId, revision.id);
    await deliverAlerts();
    expect(await customer.accept(token, { name: "Jane Citizen", agree: true })).toMatchObject({
      status: 409,
      body: {
        error:
          "This quote has been replaced by a newer version, which is the one to accept. To ask for a fresh link to it, call us on 0491 570 156, e-mail support@orbitpainting.com.au, or ask a question below.",
      },
    });
    expect(await customer.decline(token, { reason: "x" })).toMatchObject({ status: 409 });
    // The old page points at the link e-mailed for B, and opening it again and again writes no link.
    const links = await getDb().quoteLink.count();
    const old = await viewCustomerQuote(token, { clientIp: "203.0.113.9", ownerPreview: false, ticks: [] });
    await viewCustomerQuote(token, { clientIp: "203.0.113.9", ownerPreview: false, ticks: [] });
    expect(await getDb().quoteLink.count()).toBe(links);
    expect(old!.newest).toMatchObject({ number: "Q-0001-B", path: expect.stringMatching(/^\/quote\/[A-Za-z0-9_-]{43}$/) });
    const newToken = old!.newest!.path!.slice("/quote/".length);
    expect(newToken).toBe(tokenFromOutbox((await leadOf(leadId)).email, /Q-0001-B/));
    expect(await viewCustomerQuote(newToken, { clientIp: "203.0.113.9", ownerPreview: false, ticks: [] })).toMatchObject({ quoteId: revision.id, state: "open" });
    expect((await customer.accept(newToken, { name: "Jane Citizen", agree: true })).status).toBe(200);
    expect(await leadOf(leadId)).toMatchObject({ status: "won" });
  });
});

describe("declining and asking", () => {
  it("declines once, with the reason: the lead is Lost (declined the quote) and the owner told", async () => {
    const pushed = vi.spyOn(webpush, "sendNotification").mockResolvedValue({ statusCode: 201, body: "", headers: {} });
    const { leadId, quote, token } = await sentQuote();
    const customer = customerApi();
    expect(await customer.decline(token, { reason: "x".repeat(1_001) })).toMatchObject({ status: 400, body: { error: "The reason must be at most 1,000 characters." } });
    expect(await customer.decline(token, { reason: 5 })).toMatchObject({ status: 400, body: { error: "The reason must be at most 1,000 characters." } });
    const before = outbox().length;
    const [a, b] = await Promise.all([customer.decline(token, { reason: "  Too dear for us this year.  " }), customer.decline(token, {})]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const row = await stored(quote.id);
    expect(row.status).toBe("declined");
    expect(await leadOf(leadId)).toMatchObject({ status: "lost", lostReason: "declined_quote" });
    await deliverAlerts();
    const [mail] = outbox().slice(before);
    expect(mail!.subject).toBe("Jane Citizen declined the quote Q-0001");
    expect(mail!.text).toContain("The lead is now Lost (Declined the quote).");
    if (row.declineReason) expect(mail!.text).toContain("Too dear for us this year.");
    expect(row.declineReason === null || row.declineReason === "Too dear for us this year.").toBe(true);
    expect(JSON.parse(String(pushed.mock.calls[0]![1]))).toMatchObject({ title: "Quote Q-0001 declined" });
    expect(await customer.accept(token, { name: "Jane Citizen", agree: true })).toMatchObject({ status: 409, body: { error: expect.stringMatching(/^This quote was declined\./) } });
    // The owner can still revise a declined quote.
    expect((await api.revise(leadId, quote.id)).status).toBe(201);
  });

  it("lets an expired quote be declined, and keeps a Won lead Won", async () => {
    const { leadId, quote, token } = await sentQuote();
    await getDb().lead.update({ where: { id: leadId }, data: { status: "won" } });
    const later = new Date(Date.now() + 400 * 86_400_000);
    expect((await declineQuote(token, { reason: "" }, client, later)).status).toBe("declined");
    expect((await stored(quote.id)).declineReason).toBeNull();
    expect(await leadOf(leadId)).toMatchObject({ status: "won" });
  });

  it("passes questions to the owner (e-mail and push), in any state, at most 5 an hour per quote", async () => {
    const pushed = vi.spyOn(webpush, "sendNotification").mockResolvedValue({ statusCode: 201, body: "", headers: {} });
    const { leadId, quote, token } = await sentQuote();
    const customer = customerApi();
    expect(await customer.question(token, { message: "   " })).toMatchObject({ status: 400, body: { error: "Write your question." } });
    expect(await customer.question(token, {})).toMatchObject({ status: 400, body: { error: "Write your question." } });
    expect(await customer.question(token, { message: "x".repeat(2_001) })).toMatchObject({ status: 400, body: { error: "A question must be at most 2,000 characters." } });
    const before = outbox().length;
    const asked = await customer.question(token, { message: "Can you start in January?\nWe are away until the 5th." });
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({ message: "Can you start in January?\nWe are away until the 5th." });
    await customer.accept(token, { name: "Jane Citizen", agree: true });
    expect((await postForm(askQuestionAction, token, [["message", "When do you start?"]], customer)).state).toEqual({ status: "done" });
    await deliverAlerts();
    const mails = outbox().slice(before).filter((mail) => mail.subject.startsWith("Question about"));
    expect(mails.map((mail) => mail.subject)).toEqual(["Question about quote Q-0001 from Jane Citizen", "Question about quote Q-0001 from Jane Citizen"]);
    expect(mails[0]!.text).toContain("Can you start in January?\nWe are away until the 5th.");
    expect(mails[1]!.text).toContain("When do you start?");
    expect(pushed.mock.calls.map((call) => JSON.parse(String(call[1])).title)).toContain("Question about quote Q-0001");
    const json = (await api.get(leadId, quote.id)).body.data;
    expect(json.questions.map((question) => question.message)).toEqual(["Can you start in January?\nWe are away until the 5th.", "When do you start?"]);
    for (let n = 3; n <= 5; n += 1) expect((await customer.question(token, { message: `Question ${n}` })).status).toBe(201);
    const sixth = await customer.question(token, { message: "Question 6" });
    expect(sixth).toMatchObject({ status: 429, body: { error: "You have sent several questions in the last hour. To talk it through, call us on 0491 570 156." } });
    const sixthByForm = await postForm(askQuestionAction, token, [["message", "Question 6"]], customer);
    expect(sixthByForm.state).toEqual({ status: "refused", message: "You have sent several questions in the last hour. To talk it through, call us on 0491 570 156.", values: { message: "Question 6" } });
    expect(await getDb().quoteQuestion.count({ where: { quoteId: quote.id } })).toBe(5);
  });
});

describe("the customer's PDF", () => {
  it("has the page's numbers: the ticked options, then the acceptance", async () => {
    const { quote, token } = await sentQuote();
    const customer = customerApi();
    const plain = await customer.pdf(token);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toBe("application/pdf");
    const withOption = await customer.pdf(token, `?option=${quote.lines[2]!.id}&option=999`);
    expect(withOption.status).toBe(200);
    const { extractText } = await import("unpdf");
    const text = async (bytes: Uint8Array) => (await extractText(bytes, { mergePages: true })).text;
    expect(await text(plain.bytes)).toContain("$1,563.65");
    expect(await text(withOption.bytes)).toContain("$1,635.15");
    await customer.accept(token, { name: "Jane Citizen", agree: true, options: [quote.lines[2]!.id] });
    const accepted = await text((await customer.pdf(token)).bytes);
    expect(accepted).toContain("$1,635.15");
    expect(accepted).toContain("Accepted online by");
    expect((await customer.pdf("A".repeat(43))).status).toBe(404);
  });
});

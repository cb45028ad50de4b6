import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as estimateRoute } from "@/app/api/estimate/route";
import { GET as slotsRoute } from "@/app/api/booking/[token]/slots/route";
import { DELETE as cancelRoute } from "@/app/api/booking/[token]/route";
import { getDb } from "@/lib/db";
import * as customerView from "@/lib/quotes/services/customer-view";
import * as render from "@/lib/quotes/pdf/render";
import { MAX_RENDERS, MAX_WAITING, pdfRenderLoad } from "@/lib/quotes/pdf/store";
import { createBookingLink } from "@/lib/leads/services/booking-links";
import { Browser } from "./auth-helpers";
import { clearLeads, seedLeads, signedInBrowser } from "./inbox-helpers";
import { clearQuotes, customerApi, deliverAlerts, quoteApi, sampleLines, tokenFromOutbox } from "./quote-helpers";

// Heavy or public work is gated: the customer's PDF is rendered once per document and stored, at
// most MAX_RENDERS at once with MAX_WAITING waiting (then 503 + Retry-After); POST /api/estimate
// and the slots answer are limited per client (429 + Retry-After), an IPv6 client by its /64 and
// its /48, as the booking limit now is. Small limits here, set before the configuration is read.
process.env.ESTIMATE_RATE_LIMIT = "3";
process.env.SLOTS_RATE_LIMIT = "3";
process.env.BOOKING_RATE_LIMIT = "2";

const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });
const estimate = (browser: Browser) => estimateRoute(browser.request("/api/estimate", { body: { exterior: { fences: { metres: 20 } } }, headers: { origin: "http://localhost:3000" } }));

beforeAll(async () => {
  await clearQuotes();
  await clearLeads();
  await getDb().rateLimit.deleteMany({});
});
afterAll(async () => {
  await clearQuotes();
  await clearLeads();
  await getDb().rateLimit.deleteMany({});
  await getDb().$disconnect();
});

describe("the customer's quote PDF", () => {
  it("is rendered once per document (the e-mail's copy included) and served from storage after; parallel requests share one render", async () => {
    const email = "pdf.once@example.com";
    const [leadId] = await seedLeads([{ name: "Pat Pdf", email }]);
    const api = quoteApi(await signedInBrowser("198.51.100.243"));
    const quote = (await api.create(leadId!, { lines: sampleLines })).body.data;
    await api.send(leadId!, quote.id);
    const renders = vi.spyOn(render, "renderQuotePdf");
    // The quote's e-mail renders its PDF once and stores it; the customer's downloads of the same document are served from storage.
    await deliverAlerts();
    expect(renders).toHaveBeenCalledTimes(1);
    const token = tokenFromOutbox(email);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => customerApi(`203.0.113.${100 + i}`).pdf(token)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(renders).toHaveBeenCalledTimes(1);
    const again = await customerApi("203.0.113.130").pdf(token);
    expect(Buffer.from(again.bytes).equals(Buffer.from(answers[0]!.bytes))).toBe(true);
    expect(renders).toHaveBeenCalledTimes(1);
    expect(await getDb().quotePdf.count({ where: { quoteId: quote.id } })).toBe(1);
    const optional = quote.lines.find((line: { optional: boolean }) => line.optional)!.id;
    // Another option set is another document: six parallel requests share its one render.
    const withOption = await Promise.all(Array.from({ length: 6 }, (_, i) => customerApi(`203.0.113.${131 + i}`).pdf(token, `?option=${optional}`)));
    expect(withOption.map((answer) => answer.status)).toEqual(withOption.map(() => 200));
    expect(renders).toHaveBeenCalledTimes(2);
    expect(await getDb().quotePdf.count({ where: { quoteId: quote.id } })).toBe(2);
    renders.mockRestore();
  });

  it("identical requests from one client at once share one answer: one lookup, not one each", async () => {
    const email = "pdf.shared@example.com";
    const [leadId] = await seedLeads([{ name: "Sid Shared", email }]);
    const api = quoteApi(await signedInBrowser("198.51.100.245"));
    const quote = (await api.create(leadId!, { lines: sampleLines })).body.data;
    await api.send(leadId!, quote.id);
    await deliverAlerts();
    const token = tokenFromOutbox(email);
    const lookups = vi.spyOn(customerView, "customerQuoteRow");
    const burst = await Promise.all([...Array.from({ length: 10 }, () => customerApi("203.0.113.160").pdf(token)), ...Array.from({ length: 10 }, () => customerApi("203.0.113.161").pdf(token))]);
    expect(burst.map((answer) => answer.status)).toEqual(burst.map(() => 200));
    expect(new Set(burst.map((answer) => Buffer.from(answer.bytes).toString("base64"))).size).toBe(1);
    expect(lookups).toHaveBeenCalledTimes(2);
    // Once answered, the next request looks again (a revoked link is not served from memory).
    await customerApi("203.0.113.160").pdf(token);
    expect(lookups).toHaveBeenCalledTimes(3);
    lookups.mockRestore();
  });

  it(`renders at most ${MAX_RENDERS} at once; past ${MAX_WAITING} waiting, 503 with Retry-After`, async () => {
    const email = "pdf.gate@example.com";
    const [leadId] = await seedLeads([{ name: "Gus Gate", email }]);
    const api = quoteApi(await signedInBrowser("198.51.100.244"));
    const lines = [...sampleLines, ...Array.from({ length: 10 }, (_, i) => ({ section: "Extras", description: `Extra ${i}`, quantity: 1, unit: "each", unitPriceCents: 100 + i, optional: true }))];
    const quote = (await api.create(leadId!, { lines })).body.data;
    await api.send(leadId!, quote.id);
    await deliverAlerts();
    const token = tokenFromOutbox(email);
    const optional = (quote.lines as { id: number; optional: boolean }[]).filter((line) => line.optional).map((line) => line.id);
    let running = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const renders = vi.spyOn(render, "renderQuotePdf").mockImplementation(async () => {
      running += 1;
      most = Math.max(most, running);
      await gate;
      running -= 1;
      return Buffer.from("%PDF-1.4 stand-in");
    });
    // Ten different option sets at once: ten documents none of which is stored yet.
    let answered = 0;
    const pending = optional.slice(0, 10).map((id, i) => customerApi(`203.0.113.${140 + i}`).pdf(token, `?option=${id}`).finally(() => (answered += 1)));
    // Every request has arrived: two rendering, four waiting, the rest answered at once.
    await vi.waitFor(() => expect({ ...pdfRenderLoad(), running, answered }).toEqual({ active: MAX_RENDERS, waiting: MAX_WAITING, running: MAX_RENDERS, answered: 10 - MAX_RENDERS - MAX_WAITING }), { timeout: 10_000 });
    release();
    const answers = await Promise.all(pending);
    const statuses = answers.map((answer) => answer.status);
    expect(most).toBe(MAX_RENDERS);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_RENDERS + MAX_WAITING);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy).toHaveLength(10 - MAX_RENDERS - MAX_WAITING);
    for (const answer of busy) expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    renders.mockRestore();
  });
});

describe("per-client limits of the public endpoints", () => {
  it("POST /api/estimate: ESTIMATE_RATE_LIMIT a minute per client, then 429 with Retry-After; others unaffected", async () => {
    const one = new Browser("198.18.50.1");
    for (let i = 0; i < 3; i++) expect((await estimate(one)).status).toBe(200);
    const refused = await estimate(one);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await estimate(new Browser("198.18.50.2"))).status).toBe(200);
  });

  it("refuses a client past ESTIMATE_RATE_LIMIT from memory: a burst of refusals writes nothing", async () => {
    const flood = new Browser("198.18.50.3");
    for (let i = 0; i < 4; i++) await estimate(flood);
    const counted = async () => (await getDb().rateLimit.findUnique({ where: { key: "estimate:198.18.50.3" } }))?.points;
    const before = await counted();
    expect(before).toBe(4);
    const burst = await Promise.all(Array.from({ length: 20 }, () => estimate(flood)));
    expect(burst.map((answer) => answer.status)).toEqual(burst.map(() => 429));
    for (const answer of burst) expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await counted()).toBe(before);
  });

  it("counts an IPv6 client by its /64 and its /48 (twice the limit), so hopping /64s does not dodge it", async () => {
    const answers = [];
    for (let i = 1; i <= 8; i++) answers.push((await estimate(new Browser(`2001:db8:77:${i}::1`))).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    expect((await estimate(new Browser("2001:db8:78:1::1"))).status).toBe(200);
  });

  it("GET /api/booking/{token}/slots: SLOTS_RATE_LIMIT per client, then 429 with Retry-After", async () => {
    const [leadId] = await seedLeads([{ name: "Sam Slots", email: "slots@example.com" }]);
    const token = (await createBookingLink(leadId!)).split("/").at(-1)!;
    const browser = new Browser("198.18.51.1");
    const slots = () => slotsRoute(browser.request(`/api/booking/${token}/slots`), params({ token }));
    for (let i = 0; i < 3; i++) expect((await slots()).status).toBe(200);
    const refused = await slots();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("the booking limit groups IPv6 by /48 as the request limits do", async () => {
    const statuses = [];
    // Unknown links count as guesses: BOOKING_RATE_LIMIT (2) per /64, 4 per /48.
    for (let i = 1; i <= 6; i++) {
      const token = "x".repeat(43);
      statuses.push((await cancelRoute(new Browser(`2001:db8:99:${i}::5`).request(`/api/booking/${token}`, { method: "DELETE", headers: { origin: "http://localhost:3000" } }), params({ token }))).status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 429, 429]);
  });
});

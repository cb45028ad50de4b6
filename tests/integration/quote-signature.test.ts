import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { contentSha256 } from "@/lib/quotes/model/content-hash";
import { quoteDocumentOf, quoteInclude, quoteRowOf } from "@/lib/quotes/services/quote-row";
import { Browser } from "./auth-helpers";
import { clearLeads, seedLeads, signedInBrowser } from "./inbox-helpers";
import { clearQuotes, customerApi, deliverAlerts, quoteApi, quoteParams, tokenFromOutbox } from "./quote-helpers";
import { POST as sendRoute } from "@/app/api/admin/leads/[leadId]/quotes/[quoteId]/send/route";

// Issue 45 point 3: over $5,000 for a home, sending records the licence holder's signature
// (Home Building Act 1989 (NSW) s7); the customer's acceptance completes it and its SHA-256 covers it.
let admin: Browser;
let api: ReturnType<typeof quoteApi>;

beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.245");
  api = quoteApi(admin);
});
beforeEach(async () => {
  await clearQuotes();
  await clearLeads();
});
afterAll(async () => {
  await clearQuotes();
  await clearLeads();
  await getDb().$disconnect();
});

/** $5,500 ex GST: $6,050 incl GST, over $5,000. */
const overFiveThousand = [{ section: "House", description: "Exterior repaint", quantity: 1, unit: "each", unitPriceCents: 5_500_00 }];
/** $4,000 ex GST: $4,400 incl GST. */
const underFiveThousand = [{ section: "House", description: "Two bedrooms", quantity: 1, unit: "each", unitPriceCents: 4_000_00 }];

async function draft(lines: unknown[], property = "house") {
  const email = `sig-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const [leadId] = await seedLeads([{ name: "Jane Citizen", email }]);
  const quote = (await api.create(leadId!, { lines, property })).body.data;
  return { leadId: leadId!, quoteId: quote.id, email };
}

async function pdfText(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

describe("the licence holder's signature (Home Building Act 1989 (NSW) s7)", () => {
  it("is recorded when a quote over $5,000 for a home is sent: the name typed, the time, who was signed in", async () => {
    const { leadId, quoteId } = await draft(overFiveThousand);
    const sent = await api.send(leadId, quoteId, { signedBy: "  Sam Painter " });
    expect(sent.status).toBe(200);
    expect(sent.body.data.signature).toEqual({ name: "Sam Painter", signedAt: sent.body.data.sentAt, signedInAs: process.env.ADMIN_USERNAME, line: "Signed for Orbit Painting by Sam Painter" });
    expect(await getDb().quote.findUniqueOrThrow({ where: { id: quoteId } })).toMatchObject({ signedBy: "Sam Painter", signedByUser: process.env.ADMIN_USERNAME });
  });

  it("defaults to the configured licensed name when an API client sends no body", async () => {
    const { leadId, quoteId } = await draft(overFiveThousand, "strata");
    const sent = await api.send(leadId, quoteId);
    expect(sent.status).toBe(200);
    expect(sent.body.data.signature).toMatchObject({ name: process.env.BUSINESS_LICENSED_NAME ?? "Orbit Painting", line: `Signed for Orbit Painting by ${process.env.BUSINESS_LICENSED_NAME ?? "Orbit Painting"}` });
  });

  it("takes an empty body under a JSON Content-Type (a generic client's POST without data) as no body", async () => {
    const { leadId, quoteId } = await draft(overFiveThousand);
    const request = admin.request(`/api/admin/leads/${leadId}/quotes/${quoteId}/send`, { method: "POST", headers: { "content-type": "application/json", "content-length": "0" } });
    const sent = await sendRoute(request, quoteParams(leadId, quoteId));
    expect(sent.status).toBe(200);
    expect((await sent.json()).data.signature).toMatchObject({ name: process.env.BUSINESS_LICENSED_NAME ?? "Orbit Painting" });
  });

  // [what, lines, property]: no contract signature is recorded where s7's written contract does not apply.
  const unsigned: [string, unknown[], string][] = [
    ["$5,000 or less for a home", underFiveThousand, "house"],
    ["commercial work over $5,000", overFiveThousand, "commercial"],
  ];
  it.each(unsigned)("is not recorded for %s, even when signedBy is sent", async (_, lines, property) => {
    const { leadId, quoteId } = await draft(lines, property);
    const sent = await api.send(leadId, quoteId, { signedBy: "Sam Painter" });
    expect(sent.status).toBe(200);
    expect(sent.body.data.signature).toBeNull();
  });

  it("is recorded when the same job's accepted quote takes the sum over $5,000 (s92(4))", async () => {
    const { leadId, quoteId, email } = await draft(underFiveThousand);
    await api.send(leadId, quoteId);
    await deliverAlerts();
    expect((await customerApi().accept(tokenFromOutbox(email), { name: "Jane Citizen", agree: true, options: [] })).status).toBe(200);
    const second = (await api.create(leadId, { lines: [{ section: "Fence", description: "Fence", quantity: 1, unit: "each", unitPriceCents: 1_000_00 }] })).body.data;
    expect((await api.send(leadId, second.id, { signedBy: "Sam Painter" })).body.data.signature).toMatchObject({ name: "Sam Painter" });
  });

  // Bad input: a clear 400, and the quote stays an unsent draft.
  const bad: [string, unknown][] = [
    ["an empty name", { signedBy: "   " }],
    ["a name over 100 characters", { signedBy: "x".repeat(101) }],
    ["a number", { signedBy: 7 }],
    ["an unknown field", { signedBy: "Sam", signed: true }],
    ["not an object", ["Sam"]],
  ];
  it.each(bad)("refuses %s with 400 and sends nothing", async (_, body) => {
    const { leadId, quoteId } = await draft(overFiveThousand);
    const sent = await api.send(leadId, quoteId, body);
    expect(sent.status).toBe(400);
    expect(sent.body.error).toMatch(/signedBy|JSON object/);
    expect(await getDb().quote.findUniqueOrThrow({ where: { id: quoteId } })).toMatchObject({ status: "draft", signedBy: null });
  });

  it("shows on the customer's PDF, and the acceptance's SHA-256 covers it", async () => {
    const { leadId, quoteId, email } = await draft(overFiveThousand);
    await api.send(leadId, quoteId, { signedBy: "Sam Painter" });
    await deliverAlerts();
    const token = tokenFromOutbox(email);
    const customer = customerApi();
    const pdf = await customer.pdf(token);
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.bytes)).toContain("Signed for Orbit Painting by Sam Painter on");
    const accepted = await customer.accept(token, { name: "Jane Citizen", agree: true, options: [], guideReceived: true });
    expect(accepted.status).toBe(200);
    const row = quoteRowOf(await getDb().quote.findUniqueOrThrow({ where: { id: quoteId }, include: quoteInclude }));
    const seen = quoteDocumentOf({ ...row, acceptance: null });
    expect(seen.signature?.line).toBe("Signed for Orbit Painting by Sam Painter");
    expect(row.acceptance!.contentSha256).toBe(contentSha256(seen));
    // The same quote without the signature would hash differently: the signature is in it.
    expect(row.acceptance!.contentSha256).not.toBe(contentSha256({ ...seen, signature: null }));
  });
});

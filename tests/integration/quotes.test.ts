import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { contentSha256 } from "@/lib/quotes/content-hash";
import { quoteDocumentOf, quoteInclude } from "@/lib/quotes/quote-row";
import { Browser } from "./auth-helpers";
import { clearLeads, seedLeads, signedInBrowser } from "./inbox-helpers";
import { clearQuotes, customerApi, deliverAlerts, outbox, quoteApi, sampleLines, tokenFromOutbox } from "./quote-helpers";

let admin: Browser;
let api: ReturnType<typeof quoteApi>;

beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.231");
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

describe("smoke", () => {
  it("creates, sends, accepts", async () => {
    const [leadId] = await seedLeads([{ name: "Jane Citizen", email: "jane@example.com" }]);
    const created = await api.create(leadId!, { lines: sampleLines });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const quote = created.body.data;
    expect(quote).toMatchObject({ number: "Q-0001", status: "draft", subtotalCents: 102000 + 40150, gstCents: 14215, totalCents: 156365 });
    const sent = await api.send(leadId!, quote.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await deliverAlerts();
    const token = tokenFromOutbox("jane@example.com");
    const customer = customerApi();
    const optional = quote.lines[2]!.id;
    const accepted = await customer.accept(token, { name: "Jane Citizen", agree: true, options: [optional] });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const row = await getDb().quote.findUniqueOrThrow({ where: { id: quote.id }, include: quoteInclude });
    expect(row.acceptance!.contentSha256).toBe(contentSha256(quoteDocumentOf({ ...row, acceptance: null }, { chosen: [optional] })));
    await deliverAlerts();
    console.log(outbox().map((m) => [m.to, m.subject, m.attachments]));
    expect((await getDb().lead.findUniqueOrThrow({ where: { id: leadId } })).status).toBe("won");
  });
});

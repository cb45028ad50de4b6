import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { quoteLimits } from "@/lib/quotes/model/quote-schema";
import { sendQuote } from "@/lib/quotes/services/send";
import { Browser } from "./auth-helpers";
import { clearLeads, seedLeads, signedInBrowser } from "./inbox-helpers";
import { clearQuotes, deliverAlerts, outbox, quoteApi, sampleLines } from "./quote-helpers";

// The owner's side of written quotes (issue 32, points 2-6 and 10): drafts, numbers, sending,
// revisions, through the admin API's route handlers, on PGlite or PostgreSQL.
let admin: Browser;
let api: ReturnType<typeof quoteApi>;
const depositRefused = "For residential work in NSW the deposit cannot be more than 10% of the contract price (Home Building Act 1989, section 8).";

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

const lead = async (name = "Jane Citizen", email = "jane@example.com") => (await seedLeads([{ name, email }]))[0]!;
const storedLead = (id: number) => getDb().lead.findUniqueOrThrow({ where: { id } });

describe("a draft quote", () => {
  it("is created with every field of point 10 and the totals of lib/money", async () => {
    const leadId = await lead();
    const created = await api.create(leadId, { lines: sampleLines, depositPercent: 10, validDays: 21, notes: "Two rooms.", terms: "Our terms.", residential: true });
    expect(created.status).toBe(201);
    const quote = created.body.data;
    // 42.5 x $24 + 18.25 x $22 = $1,421.50; GST $142.15; the optional door not counted.
    expect(quote).toMatchObject({
      leadId,
      number: "Q-0001",
      sequence: 1,
      version: 1,
      versionLetter: "A",
      status: "draft",
      expired: false,
      subtotalCents: 142150,
      gstCents: 14215,
      totalCents: 156365,
      depositPercent: 10,
      depositCents: 15636,
      balanceCents: 140729,
      highestTotalCents: 163515,
      validDays: 21,
      validUntil: null,
      notes: "Two rooms.",
      terms: "Our terms.",
      residential: true,
      property: "house",
      followUp: true,
      sentAt: null,
      acceptance: null,
      questions: [],
    });
    expect(quote.lines.map((line) => [line.position, line.section, line.description, line.quantity, line.unit, line.unitPriceCents, line.optional, line.rateCardItemId, line.totalCents])).toEqual([
      [0, "Living room", "Interior walls, two coats", 42.5, "m2", 2400, false, null, 102000],
      [1, "Living room", "Ceilings, two coats", 18.25, "m2", 2200, false, null, 40150],
      [2, "Exterior", "Front door in a deep navy gloss", 1, "each", 6500, true, null, 6500],
    ]);
    const stored = await getDb().quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect([stored.subtotalCents, stored.gstCents, stored.totalCents]).toEqual([142150, 14215, 156365]);
    expect((await api.get(leadId, quote.id)).body.data).toEqual(quote);
    expect((await api.list(leadId)).body.data).toEqual([quote]);
  });

  it("is edited field by field until it is sent, then locked (409)", async () => {
    const leadId = await lead();
    const quote = (await api.create(leadId, { lines: sampleLines })).body.data;
    const notes = await api.patch(leadId, quote.id, { notes: "Scope, edited." });
    expect(notes.status).toBe(200);
    // Only the notes changed: the lines (and their ids) stay.
    expect(notes.body.data).toMatchObject({ notes: "Scope, edited.", totalCents: quote.totalCents, lines: quote.lines });
    const lines = await api.patch(leadId, quote.id, { lines: [{ description: "Fence, street side", quantity: "12.5", unit: "lm", unitPriceCents: 3000 }], residential: false, depositPercent: 25 });
    expect(lines.body.data).toMatchObject({ subtotalCents: 37500, gstCents: 3750, totalCents: 41250, depositCents: 10312, residential: false, property: "commercial", notes: "Scope, edited." });
    expect(lines.body.data.lines).toEqual([expect.objectContaining({ position: 0, section: "", description: "Fence, street side", quantity: 12.5 })]);
    // Residential again with 25%: refused, on the merged quote.
    expect(await api.patch(leadId, quote.id, { residential: true })).toMatchObject({ status: 400, body: { error: depositRefused } });
    // The property decides (Home Building Act 1989 (NSW) s3, s8): strata common property is work on a dwelling, so the 10% cap holds.
    expect(await api.patch(leadId, quote.id, { property: "strata" })).toMatchObject({ status: 400, body: { error: depositRefused } });
    expect(await api.patch(leadId, quote.id, { property: "commercial", residential: true })).toMatchObject({ status: 400 });
    const strata = await api.patch(leadId, quote.id, { property: "strata", depositPercent: 10 });
    expect(strata.body.data).toMatchObject({ property: "strata", residential: true });
    // An older client's residential: true keeps the kind of home already chosen.
    expect((await api.patch(leadId, quote.id, { residential: true })).body.data).toMatchObject({ property: "strata", residential: true });
    expect((await api.patch(leadId, quote.id, { residential: false })).body.data).toMatchObject({ property: "commercial", residential: false });

    expect((await api.send(leadId, quote.id)).status).toBe(200);
    expect(await api.patch(leadId, quote.id, { notes: "Too late" })).toMatchObject({
      status: 409,
      body: { error: "This quote has been sent and is locked. Revise it to make a new version." },
    });
    expect((await api.get(leadId, quote.id)).body.data.notes).toBe("Scope, edited.");
  });

  it("refuses hostile and wrong input with a clear 4xx, storing nothing", async () => {
    const leadId = await lead();
    const line = sampleLines[0]!;
    const cases: [unknown, string][] = [
      [{ lines: sampleLines, depositPercent: 10.01 }, depositRefused],
      [{ lines: [] }, "A quote has between 1 and 200 lines"],
      [{}, "A quote has between 1 and 200 lines"],
      [{ lines: [{ ...line, quantity: 1.005 }] }, "Quantity must be between 0.01 and 99,999.99, with at most two decimals"],
      [{ lines: [{ ...line, quantity: 0 }] }, "Quantity must be between 0.01 and 99,999.99, with at most two decimals"],
      [{ lines: [{ ...line, quantity: "1e3" }] }, "Quantity must be between 0.01 and 99,999.99, with at most two decimals"],
      [{ lines: [{ ...line, unitPriceCents: "24.00" }] }, "Price must be whole cents from $0 to $1,000,000"],
      [{ lines: [{ ...line, unit: "sqft" }] }, "Unit must be one of m2, lm, each, hour, fixed"],
      [{ lines: [{ ...line, description: "" }] }, "Description is required: at most 500 characters, on one line"],
      [{ lines: [{ ...line, description: "Line\nbreak" }] }, "Description is required: at most 500 characters, on one line"],
      [{ lines: [{ ...line, section: "x".repeat(81) }] }, "Area must be at most 80 characters, on one line"],
      [{ lines: [{ ...line, rateCardItemId: 424242 }] }, "rateCardItemId 424242 is not an item of the rate card."],
      [{ lines: [{ ...line, optional: "yes" }] }, "optional must be true or false"],
      [{ lines: sampleLines, validDays: 366 }, "Validity must be a whole number of days from 1 to 365"],
      [{ lines: sampleLines, notes: "x".repeat(5_001) }, "Scope notes must be at most 5,000 characters"],
      [{ lines: sampleLines, deposit: 5 }, "deposit is not a field of a quote. A quote takes lines, depositPercent, validDays, notes, exclusions, terms, property, residential, followUp."],
      [{ lines: sampleLines, status: "accepted" }, "status is not a field of a quote. A quote takes lines, depositPercent, validDays, notes, exclusions, terms, property, residential, followUp."],
      [{ lines: [{ ...line, quantity: 99_999.99, unitPriceCents: quoteLimits.maxUnitPriceCents }] }, "A quote can total at most $10,000,000 including GST"],
      [[sampleLines], "Send the quote as a JSON object."],
      [JSON.stringify("Q-0001"), "Send the quote as a JSON object."],
      ["null", "Send the quote as a JSON object."],
      [{ lines: sampleLines, notes: "nul \u0000 here" }, "The request contains a NUL character, which is not allowed."],
    ];
    for (const [body, error] of cases) expect(await api.create(leadId, body), JSON.stringify(body).slice(0, 80)).toMatchObject({ status: 400, body: { error } });
    expect(await api.create(leadId, "{", "application/json")).toMatchObject({ status: 400, body: { error: "The request body is not valid JSON." } });
    expect(await api.create(leadId, "lines=1", "text/plain")).toMatchObject({ status: 415 });
    expect(await api.create(leadId, { lines: sampleLines, notes: "x".repeat(300_000) })).toMatchObject({ status: 413, body: { error: "The request body is larger than 256 KB." } });
    expect(await api.create(999_999, { lines: sampleLines })).toMatchObject({ status: 404, body: { error: "That lead does not exist." } });
    expect(await api.create("12abc", { lines: sampleLines })).toMatchObject({ status: 400, body: { error: "The lead id must be a whole number." } });
    expect(await api.get(leadId, "99999999999")).toMatchObject({ status: 400, body: { error: "The quote id must be a whole number." } });
    expect(await api.patch(leadId, 1, {})).toMatchObject({ status: 404 });
    expect(await getDb().quote.count()).toBe(0);
    expect(await getDb().documentCounter.count()).toBe(0);

    // Commercial work may ask any deposit; a 200-line quote (about 130 KB) fits.
    expect((await api.create(leadId, { lines: sampleLines, depositPercent: 50, residential: false })).status).toBe(201);
    const long = Array.from({ length: 200 }, (_, index) => ({ ...line, section: `Room ${index % 12} with a longer name for the area`, description: `${"Walls, two coats, cut in and rolled, ".repeat(12)}${index}` }));
    const big = await api.create(leadId, { lines: long });
    expect(JSON.stringify({ lines: long }).length).toBeGreaterThan(100_000);
    expect(big.status).toBe(201);
    expect(big.body.data.lines).toHaveLength(200);
    expect(await api.create(leadId, { lines: [...long, line] })).toMatchObject({ status: 400, body: { error: "A quote has between 1 and 200 lines" } });
  });

  it("is only seen and changed through its own lead", async () => {
    const [mine, theirs] = [await lead(), await lead("Other Person", "other@example.com")];
    const quote = (await api.create(mine, { lines: sampleLines })).body.data;
    for (const attempt of [api.get(theirs, quote.id), api.patch(theirs, quote.id, { notes: "x" }), api.send(theirs, quote.id), api.revise(theirs, quote.id), api.link(theirs, quote.id), api.pdf(theirs, quote.id)]) {
      expect(await attempt).toMatchObject({ status: 404, body: { error: "That quote does not exist on this lead." } });
    }
    expect(await api.list(theirs)).toMatchObject({ status: 200, body: { data: [] } });
    expect(await api.list(424242)).toMatchObject({ status: 404, body: { error: "That lead does not exist." } });
  });
});

describe("quote numbers", () => {
  it("never repeat under concurrent creation, across leads", async () => {
    const leads = await seedLeads(Array.from({ length: 4 }, (_, index) => ({ name: `Racer ${index}`, email: `racer${index}@example.com` })));
    const answers = await Promise.all(Array.from({ length: 16 }, (_, index) => api.create(leads[index % 4]!, { lines: sampleLines })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(201));
    const numbers = answers.map((answer) => answer.body.data.number).sort();
    expect(numbers).toEqual(Array.from({ length: 16 }, (_, index) => `Q-${String(index + 1).padStart(4, "0")}`));
    expect(await getDb().documentCounter.findUnique({ where: { name: "quote" } })).toEqual({ name: "quote", last: 16 });
  });
});

describe("sending", () => {
  it("e-mails the customer once even on a double tap, with the link and the PDF, and moves the lead to Quote sent", async () => {
    const leadId = await lead();
    const quote = (await api.create(leadId, { lines: sampleLines })).body.data;
    const before = outbox().length;
    const [first, second] = await Promise.all([api.send(leadId, quote.id), api.send(leadId, quote.id)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const sent = first.status === 200 ? first : second;
    expect((first.status === 409 ? first : second).body.error).toBe("This quote has already been sent.");
    expect(sent.body.data).toMatchObject({ status: "sent", expired: false });
    const sentAt = new Date(sent.body.data.sentAt!);
    expect(sentAt.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const stored = await storedLead(leadId);
    expect(stored).toMatchObject({ status: "quote_sent", lostReason: null });
    expect(stored.quoteSentAt).not.toBeNull();
    expect(stored.firstResponseAt).not.toBeNull();
    expect(await getDb().leadEvent.findMany({ where: { leadId }, select: { kind: true, quoteId: true } })).toEqual([{ kind: "sent", quoteId: quote.id }]);

    await deliverAlerts();
    const mails = outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "jane@example.com", subject: "Your quote Q-0001 from Orbit Painting", replyTo: "support@orbitpainting.com.au" });
    expect(mails[0]!.attachments).toEqual([{ filename: "Orbit-Painting-quote-Q-0001.pdf", contentType: "application/pdf", size: expect.any(Number) }]);
    expect(mails[0]!.attachments![0]!.size).toBeGreaterThan(2_000);
    expect(mails[0]!.text).toContain("Hi Jane,");
    expect(mails[0]!.text).toContain("Total (incl GST), before optional items: $1,563.65");
    expect(mails[0]!.text).toContain("Deposit (10%): $156.36");
    expect(mails[0]!.text).toMatch(/View and accept your quote https:\/\/www\.orbitpainting\.com\.au\/quote\/[A-Za-z0-9_-]{43}/);
    // Business details in every customer e-mail.
    for (const detail of ["NSW Contractor Licence No. 123456C", "ABN 51 824 753 556", "0491 570 156", "www.orbitpainting.com.au"]) expect(mails[0]!.text).toContain(detail);
    const links = await getDb().quoteLink.findMany({ where: { quoteId: quote.id } });
    expect(links).toHaveLength(1);
    // Only the hash is stored: the token in the e-mail is not in the database.
    const token = mails[0]!.text.match(/\/quote\/([A-Za-z0-9_-]{43})/)![1]!;
    expect(links[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(links[0]!.tokenHash).not.toContain(token);
  });

  it("dates it in Sydney and sets the valid-until day; a Won lead stays Won", async () => {
    const leadId = await lead();
    await getDb().lead.update({ where: { id: leadId }, data: { status: "won", decidedAt: new Date("2026-11-01T00:00:00Z") } });
    const quote = (await api.create(leadId, { lines: sampleLines, validDays: 30 })).body.data;
    // 11:30 pm on 21 November in Sydney is still the 21st there (12:30 pm UTC).
    const sent = await sendQuote(leadId, quote.id, new Date("2026-11-21T12:30:00Z"));
    expect(sent).toMatchObject({ validUntil: "2026-12-21", sentAt: "2026-11-21T12:30:00.000Z" });
    expect(await storedLead(leadId)).toMatchObject({ status: "won", decidedAt: new Date("2026-11-01T00:00:00Z") });
  });

  it("gives the owner the sent quote's one live link, none to a draft", async () => {
    const leadId = await lead();
    const quote = (await api.create(leadId, { lines: sampleLines })).body.data;
    expect(await api.link(leadId, quote.id)).toMatchObject({ status: 409, body: { error: "A draft has no link: send it first." } });
    await api.send(leadId, quote.id);
    const [one, two] = [await api.link(leadId, quote.id), await api.link(leadId, quote.id)];
    expect(one.status).toBe(201);
    expect(one.body.data.url).toMatch(/^https:\/\/www\.orbitpainting\.com\.au\/quote\/[A-Za-z0-9_-]{43}$/);
    // One live link per quote version: asking again shows the same one, and writes none.
    expect(two.body.data.url).toBe(one.body.data.url);
    expect(await getDb().quoteLink.count({ where: { quoteId: quote.id, revokedAt: null } })).toBe(1);
  });

  it("downloads the PDF from the admin, a draft's too", async () => {
    const leadId = await lead();
    const quote = (await api.create(leadId, { lines: sampleLines })).body.data;
    const pdf = await api.pdf(leadId, quote.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe('attachment; filename="Orbit-Painting-quote-Q-0001.pdf"');
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe("%PDF-");
  });
});

describe("revising", () => {
  it("makes version B with the same number as a draft; A stays acceptable until B is sent; twice at once makes one", async () => {
    const leadId = await lead();
    const quote = (await api.create(leadId, { lines: sampleLines })).body.data;
    expect(await api.revise(leadId, quote.id)).toMatchObject({ status: 409, body: { error: "A draft is not revised: edit it and send it." } });
    await api.send(leadId, quote.id);
    const [first, second] = await Promise.all([api.revise(leadId, quote.id), api.revise(leadId, quote.id)]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const revision = (first.status === 201 ? first : second).body.data;
    expect((first.status === 409 ? first : second).body.error).toBe("A revision of this quote is already being prepared: finish it or discard it.");
    expect(revision).toMatchObject({ number: "Q-0001-B", sequence: 1, version: 2, versionLetter: "B", status: "draft", totalCents: quote.totalCents, sentAt: null });
    expect(revision.lines.map((line) => [line.description, line.quantity, line.optional])).toEqual(quote.lines.map((line) => [line.description, line.quantity, line.optional]));
    expect(revision.lines.map((line) => line.id)).not.toEqual(quote.lines.map((line) => line.id));
    // A is still the customer's live quote while B is prepared.
    expect((await api.get(leadId, quote.id)).body.data).toMatchObject({ status: "sent", replacedById: null });
    expect(await getDb().quote.count()).toBe(2);
    expect(await getDb().leadEvent.findMany({ where: { leadId }, select: { kind: true, quoteId: true }, orderBy: { id: "asc" } })).toEqual([
      { kind: "sent", quoteId: quote.id },
      { kind: "revised", quoteId: revision.id },
    ]);

    // B is edited and sent: then A is replaced. C follows B; a new quote for the lead takes the next number.
    expect((await api.patch(leadId, revision.id, { depositPercent: 5 })).status).toBe(200);
    await api.send(leadId, revision.id);
    expect((await api.get(leadId, quote.id)).body.data).toMatchObject({ status: "replaced", replacedById: revision.id });
    expect((await api.revise(leadId, revision.id)).body.data.number).toBe("Q-0001-C");
    expect((await api.create(leadId, { lines: sampleLines })).body.data.number).toBe("Q-0002");
    expect((await api.list(leadId)).body.data.map((entry) => `${entry.number} ${entry.status}`)).toEqual(["Q-0002 draft", "Q-0001-C draft", "Q-0001-B sent", "Q-0001 replaced"]);
  });

  it("discards a draft revision, leaving A as it was; a sent quote is never discarded", async () => {
    const leadId = await lead();
    const quote = (await api.create(leadId, { lines: sampleLines })).body.data;
    await api.send(leadId, quote.id);
    const revision = (await api.revise(leadId, quote.id)).body.data;
    const { DELETE } = await import("@/app/api/admin/leads/[leadId]/quotes/[quoteId]/route");
    const discard = (id: number) => DELETE(admin.request(`/api/admin/leads/${leadId}/quotes/${id}`, { method: "DELETE" }), { params: Promise.resolve({ leadId: String(leadId), quoteId: String(id) }) });
    expect((await discard(quote.id)).status).toBe(409);
    expect((await discard(revision.id)).status).toBe(204);
    expect((await discard(revision.id)).status).toBe(404);
    expect((await api.get(leadId, quote.id)).body.data).toMatchObject({ status: "sent", replacedById: null });
    // A can be revised again.
    expect((await api.revise(leadId, quote.id)).body.data.number).toBe("Q-0001-B");
  });
});

import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as invoicesRoute } from "@/app/api/admin/invoices/route";
import { POST as completeRoute } from "@/app/api/admin/leads/[leadId]/quotes/[quoteId]/complete/route";
import { GET as invoicePdfRoute } from "@/app/api/admin/leads/[leadId]/quotes/[quoteId]/invoice/route";
import { GET as adminPdfRoute } from "@/app/api/admin/leads/[leadId]/quotes/[quoteId]/pdf/route";
import { POST as refundRoute } from "@/app/api/admin/leads/[leadId]/quotes/[quoteId]/refund/route";
import { DELETE as deleteLeadRoute } from "@/app/api/admin/quotes/[id]/route";
import { getDb } from "@/lib/db";
import { acceptQuote } from "@/lib/quotes/services/decide";
import { erasedCustomerName } from "@/lib/quotes/model/erasure";
import { purgeKeptRecords } from "@/lib/quotes/services/erase";
import { issuedPdf } from "@/lib/quotes/services/issued";
import { createQuoteLink } from "@/lib/quotes/services/links";
import { markDepositPaid } from "@/lib/quotes/services/deposit";
import { sendQuote } from "@/lib/quotes/services/send";
import { Browser } from "./auth-helpers";
import { clearLeads, seedLeads, signedInBrowser } from "./inbox-helpers";
import { clearQuotes, deliverAlerts, outbox, quoteApi } from "./quote-helpers";

// Issue 45 point 5: records kept as issued, refunds with adjustment notes, the invoices register,
// and deleting a lead that holds records; through the route handlers, on PostgreSQL.
let admin: Browser;
let api: ReturnType<typeof quoteApi>;
const client = { address: "203.0.113.90", limitSubject: "203.0.113.90", userAgent: "test" };

beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.247");
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

const params = (leadId: number, quoteId: number) => ({ params: Promise.resolve({ leadId: String(leadId), quoteId: String(quoteId) }) });
const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const pdfText = async (pdf: Uint8Array) => (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

/** One line of `unitPriceCents` ex GST on a house, 10% deposit, sent and accepted (2026-11-20, Sydney). */
async function acceptedWithDeposit(unitPriceCents: number, name = "Jane Citizen") {
  const email = `kept-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const [leadId] = await seedLeads([{ name, email }]);
  const quote = (await api.create(leadId!, { lines: [{ section: "House", description: "Repaint", quantity: 1, unit: "each", unitPriceCents }], depositPercent: 10 })).body.data;
  await sendQuote(leadId!, quote.id, new Date("2026-11-19T01:00:00Z"));
  await acceptQuote(await createQuoteLink(quote.id), { name, agree: true, options: [], guideReceived: true }, client, new Date("2026-11-20T01:00:00Z"));
  return { leadId: leadId!, quoteId: quote.id, email };
}

const refund = async (leadId: number, quoteId: number, body: unknown) => {
  const response = await refundRoute(admin.request(`/api/admin/leads/${leadId}/quotes/${quoteId}/refund`, { method: "POST", body: body as never }), params(leadId, quoteId));
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown>; error?: string } };
};
const register = async (query: string) => invoicesRoute(admin.request(`/api/admin/invoices?${query}`), undefined as never);

describe("records kept as issued", () => {
  it("stores the acceptance and the tax invoice with their documents and PDFs, and serves those bytes after the live data changed", async () => {
    const { leadId, quoteId, email } = await acceptedWithDeposit(9_000_00);
    await deliverAlerts();
    const invoice = await getDb().depositInvoice.findUniqueOrThrow({ where: { quoteId_kind: { quoteId, kind: "deposit" } } });
    const acceptance = await getDb().quoteAcceptance.findUniqueOrThrow({ where: { quoteId } });
    expect(invoice.document).toMatchObject({ number: "INV-0001", customer: { name: "Jane Citizen", email }, payment: { reference: "INV-0001" }, totalCents: 99000 });
    expect(acceptance.document).toMatchObject({ number: "Q-0001", acceptance: { name: "Jane Citizen" }, customer: { email } });
    expect(invoice.pdf).not.toBeNull();
    expect(acceptance.pdf).not.toBeNull();
    // The e-mails carried exactly the kept bytes.
    const invoiceMail = outbox().find((mail) => mail.to === email && /^Tax invoice INV-0001/.test(mail.subject))!;
    expect(invoiceMail.attachments![0]!.size).toBe(invoice.pdf!.length);

    // The customer's name and the quote's lines change afterwards: nothing issued follows.
    await getDb().lead.update({ where: { id: leadId }, data: { name: "Someone Else" } });
    await getDb().quoteLine.updateMany({ where: { quoteId }, data: { description: "Changed after acceptance" } });
    const invoicePdf = await bytes(await invoicePdfRoute(admin.request(`/api/admin/leads/${leadId}/quotes/${quoteId}/invoice`), params(leadId, quoteId)));
    expect(Buffer.from(invoicePdf).equals(Buffer.from(invoice.pdf!))).toBe(true);
    const quotePdf = await bytes(await adminPdfRoute(admin.request(`/api/admin/leads/${leadId}/quotes/${quoteId}/pdf`), params(leadId, quoteId)));
    expect(Buffer.from(quotePdf).equals(Buffer.from(acceptance.pdf!))).toBe(true);
    const text = await pdfText(quotePdf);
    expect(text).toContain("Repaint");
    expect(text).not.toContain("Changed after acceptance");
    expect((await api.get(leadId, quoteId)).body.data.lines[0]!.description).toBe("Changed after acceptance");
  });
});

describe("POST …/refund", () => {
  it("issues adjustment note ADJ-0001 for a paid deposit, e-mailed with its PDF, kept as issued, on the timeline", async () => {
    const { leadId, quoteId, email } = await acceptedWithDeposit(9_000_00);
    expect((await refund(leadId, quoteId, { amountCents: 10_000, reason: "Job cancelled" })).status).toBe(409);
    await markDepositPaid(leadId, quoteId, { paidOn: "2026-11-21" }, new Date("2026-11-22T00:00:00Z"));
    const first = await refund(leadId, quoteId, { amountCents: 50_000, reason: "  Part of the job cancelled " });
    expect(first.status).toBe(201);
    // $500.00 incl GST: GST is one eleventh, $45.45.
    expect(first.body.data).toMatchObject({ number: "ADJ-0001", invoiceNumber: "INV-0001", totalCents: 50_000, gstCents: 4545, reason: "Part of the job cancelled", refundedCents: 50_000 });
    await deliverAlerts();
    const mail = outbox().find((entry) => entry.to === email && entry.subject.startsWith("Adjustment note ADJ-0001"))!;
    expect(mail.text).toContain("Refund (incl GST)");
    expect(mail.attachments![0]).toMatchObject({ filename: "Orbit-Painting-adjustment-note-ADJ-0001.pdf", contentType: "application/pdf" });
    const note = await getDb().adjustmentNote.findFirstOrThrow({ where: { number: 1 } });
    expect(mail.attachments![0]!.size).toBe(note.pdf!.length);
    const text = await pdfText(note.pdf!);
    for (const expected of ["Adjustment note", "ADJ-0001", "INV-0001", "Part of the job cancelled", "-$500.00", "-$45.45", "ABN"]) expect(text).toContain(expected);

    // Its own sequence: a second refund is ADJ-0002 and invoices keep theirs.
    expect((await refund(leadId, quoteId, { amountCents: 49_000, reason: "The rest" })).body.data).toMatchObject({ number: "ADJ-0002", refundedCents: 99_000 });
    const more = await refund(leadId, quoteId, { amountCents: 1, reason: "One cent more" });
    expect(more).toMatchObject({ status: 409, body: { error: "That is more than was paid and not yet refunded: at most 0 cents can be refunded." } });
    const timeline = await getDb().leadEvent.findMany({ where: { leadId, kind: "refunded" } });
    expect(timeline).toHaveLength(2);
  });

  // Bad input: 400, nothing issued.
  const bad: [string, unknown][] = [
    ["no amount", { reason: "Cancelled" }],
    ["a zero amount", { amountCents: 0, reason: "Cancelled" }],
    ["a fraction of a cent", { amountCents: 10.5, reason: "Cancelled" }],
    ["dollars as text", { amountCents: "100", reason: "Cancelled" }],
    ["no reason", { amountCents: 100 }],
    ["a blank reason", { amountCents: 100, reason: "   " }],
    ["an unknown field", { amountCents: 100, reason: "Cancelled", refundAll: true }],
  ];
  it.each(bad)("refuses %s with 400", async (_, body) => {
    const { leadId, quoteId } = await acceptedWithDeposit(9_000_00);
    await markDepositPaid(leadId, quoteId, { paidOn: "2026-11-21" }, new Date("2026-11-22T00:00:00Z"));
    expect((await refund(leadId, quoteId, body)).status).toBe(400);
    expect(await getDb().adjustmentNote.count()).toBe(0);
  });

  it("never refunds more than was paid when refunds race", async () => {
    const { leadId, quoteId } = await acceptedWithDeposit(9_000_00);
    await markDepositPaid(leadId, quoteId, { paidOn: "2026-11-21" }, new Date("2026-11-22T00:00:00Z"));
    // Each is 60% of the $990 deposit: together they would pass it.
    const answers = await Promise.all(Array.from({ length: 4 }, (_, index) => refund(leadId, quoteId, { amountCents: 59_400, reason: `Race ${index}` })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const invoice = await getDb().depositInvoice.findUniqueOrThrow({ where: { quoteId_kind: { quoteId, kind: "deposit" } } });
    expect(invoice.refundedCents).toBe(59_400);
    expect(await getDb().adjustmentNote.count()).toBe(1);
  });
});

describe("GET /api/admin/invoices", () => {
  it("lists the period's invoices and adjustment notes (negative) with GST totals, as JSON and as CSV for the BAS", async () => {
    const first = await acceptedWithDeposit(9_000_00, "Ana Silva");
    await acceptedWithDeposit(4_000_00, "Bo Chen");
    await markDepositPaid(first.leadId, first.quoteId, { paidOn: "2026-11-21" }, new Date("2026-11-22T00:00:00Z"));
    expect((await refund(first.leadId, first.quoteId, { amountCents: 11_000, reason: "Fence left out" })).status).toBe(201);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Australia/Sydney" });
    const answer = await register(`from=2026-11-01&to=${today}`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { data: Record<string, unknown>[]; totals: { totalCents: number; gstCents: number } };
    expect(body.data).toEqual([
      { number: "INV-0001", kind: "tax_invoice", purpose: "deposit", issuedOn: "2026-11-20", customerName: "Ana Silva", totalCents: 99_000, gstCents: 9_000, status: "partly_refunded" },
      { number: "INV-0002", kind: "tax_invoice", purpose: "deposit", issuedOn: "2026-11-20", customerName: "Bo Chen", totalCents: 44_000, gstCents: 4_000, status: "outstanding" },
      { number: "ADJ-0001", kind: "adjustment_note", purpose: "adjustment", issuedOn: today, customerName: "Ana Silva", totalCents: -11_000, gstCents: -1_000, status: "issued" },
    ]);
    expect(body.totals).toEqual({ totalCents: 132_000, gstCents: 12_000 });
    // The period is of Sydney days: the day before holds nothing.
    expect(((await (await register("from=2026-11-01&to=2026-11-19")).json()) as { data: unknown[] }).data).toEqual([]);

    const csv = await register(`from=2026-11-01&to=${today}&format=csv`);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const csvBytes = await bytes(csv);
    // A byte-order mark first, so Excel reads the names as UTF-8.
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(csvBytes).split("\r\n")).toEqual([
      "Number,Date,Kind,For,Customer,Total incl GST,GST,Status",
      "INV-0001,2026-11-20,Tax invoice,deposit,Ana Silva,990.00,90.00,partly_refunded",
      "INV-0002,2026-11-20,Tax invoice,deposit,Bo Chen,440.00,40.00,outstanding",
      `ADJ-0001,${today},Adjustment note,adjustment,Ana Silva,-110.00,-10.00,issued`,
      `Totals 2026-11-01 to ${today},,,,,1320.00,120.00,`,
      "",
    ]);
  });

  const badQueries = ["", "from=2026-11-01", "from=2026-11-31&to=2026-12-01", "from=2026-12-01&to=2026-11-01", "from=01/11/2026&to=2026-12-01", "from=2020-01-01&to=2026-01-01", "from=2026-11-01&to=2026-12-01&format=xlsx", "from=2026-11-01&to=2026-12-01&extra=1"];
  it.each(badQueries)("answers 400 to %j", async (query) => {
    const answer = await register(query);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toBeTruthy();
  });
});

describe("deleting a lead that holds records", () => {
  const remove = async (id: number) => deleteLeadRoute(admin.request(`/api/admin/quotes/${id}`, { method: "DELETE" }), { params: Promise.resolve({ id: String(id) }) });

  it("erases the customer's details but the name a $1,000 tax invoice must keep, keeps the records five years, then purges them", async () => {
    const { leadId, quoteId, email } = await acceptedWithDeposit(9_100_00, "Ana Silva");
    await getDb().leadNote.create({ data: { leadId, body: "Gate code 1234" } });
    const answer = await remove(leadId);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ success: true, id: leadId, recordsKeptUntil: "2031-11-20" });
    const lead = await getDb().lead.findUniqueOrThrow({ where: { id: leadId } });
    expect(lead).toMatchObject({ name: "Ana Silva", email: "", phone: "", archived: true, message: null });
    expect(await getDb().leadNote.count({ where: { leadId } })).toBe(0);
    expect(await getDb().quoteLink.count({ where: { quoteId } })).toBe(0);
    const invoice = await getDb().depositInvoice.findUniqueOrThrow({ where: { quoteId_kind: { quoteId, kind: "deposit" } } });
    const acceptance = await getDb().quoteAcceptance.findUniqueOrThrow({ where: { quoteId } });
    // $1,001 incl GST: the buyer's identity stays on the tax invoice; the e-mail goes from every record.
    expect(invoice.document).toMatchObject({ number: "INV-0001", customer: { name: "Ana Silva", email: "", address: null }, totalCents: 100_100 });
    expect(acceptance).toMatchObject({ name: "Ana Silva", ip: "", userAgent: "" });
    expect(JSON.stringify(acceptance.document)).not.toContain(email);
    const text = await pdfText(invoice.pdf!);
    expect(text).toContain("Ana Silva");
    expect(text).not.toContain(email);
    expect((await remove(leadId)).status).toBe(404);

    expect(await purgeKeptRecords(new Date("2031-11-20T12:00:00Z"))).toBe(0);
    expect(await purgeKeptRecords(new Date("2031-11-21T12:00:00Z"))).toBe(1);
    expect(await getDb().depositInvoice.count({ where: { quoteId } })).toBe(0);
  });

  it("a refund after the erasure still issues its note, e-mailed to nobody (the records keep no address)", async () => {
    const { leadId, quoteId } = await acceptedWithDeposit(9_100_00, "Ana Silva");
    await markDepositPaid(leadId, quoteId, { paidOn: "2026-11-21" }, new Date("2026-11-22T00:00:00Z"));
    await deliverAlerts();
    expect((await remove(leadId)).status).toBe(200);
    const sentBefore = outbox().length;
    expect((await refund(leadId, quoteId, { amountCents: 10_000, reason: "Job cancelled" })).status).toBe(201);
    await deliverAlerts();
    expect(outbox().slice(sentBefore).filter((entry) => entry.subject.startsWith("Adjustment note"))).toEqual([]);
    expect(await getDb().leadNotification.findMany({ where: { quoteId, kind: "adjustment_note" }, select: { status: true, lastError: true } })).toEqual([{ status: "skipped", lastError: null }]);
  });

  it("never keeps a PDF drawn from a document that changed while it was drawn (an erasure)", async () => {
    const { quoteId } = await acceptedWithDeposit(8_000_00, "Cy Park");
    const issued = await getDb().depositInvoice.findUniqueOrThrow({ where: { quoteId_kind: { quoteId, kind: "deposit" } } });
    await getDb().depositInvoice.update({ where: { id: issued.id }, data: { pdf: null } });
    // A render of the document as issued (the PDF kept just after the answer) is still running...
    let finishRender: (() => void) | undefined;
    const started = new Promise<void>((resolve) => {
      void issuedPdf("deposit_invoices", issued.id, issued.document as object, async () => {
        await new Promise<void>((done) => {
          finishRender = done;
          resolve();
        });
        return Buffer.from("%PDF-1.7 as issued, with Cy Park");
      });
    });
    await started;
    // ...when the erasure's statement replaces the document and empties the PDF, before drawing its own.
    const erased = { ...(issued.document as object), customer: { name: erasedCustomerName, email: "", address: null } };
    await getDb().depositInvoice.update({ where: { id: issued.id }, data: { document: erased, pdf: null } });
    finishRender!();
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The stale render is not kept (the erased document's own may be, drawn by the PDF kept after the answer).
    const kept = (await getDb().depositInvoice.findUniqueOrThrow({ where: { quoteId_kind: { quoteId, kind: "deposit" } } })).pdf;
    expect(Buffer.from(kept ?? []).toString("latin1")).not.toContain("as issued, with Cy Park");
  });

  it("keeps no name when every invoice is under $1,000", async () => {
    const { leadId, quoteId } = await acceptedWithDeposit(8_000_00, "Bo Chen");
    expect((await remove(leadId)).status).toBe(200);
    expect(await getDb().lead.findUniqueOrThrow({ where: { id: leadId } })).toMatchObject({ name: erasedCustomerName, email: "" });
    expect((await getDb().depositInvoice.findUniqueOrThrow({ where: { quoteId_kind: { quoteId, kind: "deposit" } } })).document).toMatchObject({ customer: { name: erasedCustomerName } });
    expect(await pdfText((await getDb().quoteAcceptance.findUniqueOrThrow({ where: { quoteId } })).pdf!)).not.toContain("Bo Chen");
  });

  it("still deletes a lead without records outright", async () => {
    const [leadId] = await seedLeads([{ name: "No Records", email: "none@example.com" }]);
    expect((await remove(leadId!)).status).toBe(200);
    expect(await getDb().lead.count({ where: { id: leadId } })).toBe(0);
  });
});

describe("the balance's tax invoice (issue 46), kept as issued", () => {
  const remove = async (id: number) => deleteLeadRoute(admin.request(`/api/admin/quotes/${id}`, { method: "DELETE" }), { params: Promise.resolve({ id: String(id) }) });
  const balancePdf = async (leadId: number, quoteId: number) => invoicePdfRoute(admin.request(`/api/admin/leads/${leadId}/quotes/${quoteId}/invoice?kind=balance`), params(leadId, quoteId));

  it("stores its document and PDF when the job is done, serves them after the live data changed, lists it in the register, and erases it with the lead", async () => {
    const { leadId, quoteId, email } = await acceptedWithDeposit(9_000_00, "Ana Silva");
    const done = await completeRoute(admin.request(`/api/admin/leads/${leadId}/quotes/${quoteId}/complete`, { body: { completedOn: "2026-11-25" } }), params(leadId, quoteId));
    expect(done.status).toBe(200);
    const balance = await getDb().depositInvoice.findUniqueOrThrow({ where: { quoteId_kind: { quoteId, kind: "balance" } } });
    // $9,900 incl GST less the $990 deposit; the number handed out by the statement is in the stored document.
    expect(balance).toMatchObject({ kind: "balance", number: 2, totalCents: 891_000, gstCents: 81_000 });
    expect(balance.document).toMatchObject({ kind: "balance", number: "INV-0002", totalCents: 891_000, gstCents: 81_000, customer: { name: "Ana Silva" }, payment: { reference: "INV-0002" } });

    const first = await balancePdf(leadId, quoteId);
    expect(first.status).toBe(200);
    const served = await bytes(first);
    expect(await pdfText(served)).toContain("completed on 25 November 2026");
    const kept = await getDb().depositInvoice.findUniqueOrThrow({ where: { id: balance.id } });
    expect(Buffer.from(kept.pdf!).equals(Buffer.from(served))).toBe(true);
    // The live quote changes: the invoice as issued stands, byte for byte.
    await getDb().quote.update({ where: { id: quoteId }, data: { completedOn: new Date("2026-11-26T00:00:00Z") } });
    expect(Buffer.from(await bytes(await balancePdf(leadId, quoteId))).equals(Buffer.from(served))).toBe(true);

    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Australia/Sydney" });
    const listed = (await (await register(`from=2026-11-01&to=${today}`)).json()) as { data: Record<string, unknown>[] };
    expect(listed.data.map((row) => [row.number, row.purpose])).toEqual([
      ["INV-0001", "deposit"],
      ["INV-0002", "balance"],
    ]);
    expect(listed.data[1]).toMatchObject({ kind: "tax_invoice", customerName: "Ana Silva", totalCents: 891_000, gstCents: 81_000, status: "outstanding" });

    // Deleting the lead erases the customer's details from the balance's invoice too ($1,000 or more: the name stays).
    expect((await remove(leadId)).status).toBe(200);
    const erased = await getDb().depositInvoice.findUniqueOrThrow({ where: { id: balance.id } });
    expect(erased.document).toMatchObject({ kind: "balance", number: "INV-0002", customer: { name: "Ana Silva", email: "", address: null } });
    const erasedText = await pdfText(erased.pdf!);
    expect(erasedText).toContain("INV-0002");
    expect(erasedText).not.toContain(email);
  });
});

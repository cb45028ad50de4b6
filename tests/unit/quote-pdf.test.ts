import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { formatCents } from "@/lib/money";
import { renderInvoicePdf, renderQuotePdf } from "@/lib/quotes/pdf/render";
import { toWinAnsi } from "@/lib/quotes/pdf/win-ansi";
import { buildQuoteDocument, sampleDocumentBusiness } from "@/lib/quotes/model/quote-document";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { QuoteView } from "@/components/quote/quote-view";
import { acceptedResidential, commercialSource, depositInvoice, residentialSource } from "@/tests/support/quote-samples";

/** The PDF as a reader sees it (PDF.js, the engine of Firefox's viewer): its pages and its text. */
async function read(pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(proxy, { mergePages: false });
  const page = await proxy.getPage(1);
  const [, , width, height] = page.view;
  return { totalPages, pages: text, text: text.join("\n"), size: [Math.round(width!), Math.round(height!)] };
}

// Render once per document: each render is the slow part.
const residential = buildQuoteDocument(residentialSource);
const residentialPdf = renderQuotePdf(residential).then(read);

// A time limit, not an assertion: the 40-line render can outlast the default 5 s on a loaded 2-core machine.
describe("the quote PDF", { timeout: 30_000 }, () => {
  it("is A4 with the 40 lines, the same totals as the computation, and a page footer", async () => {
    const { text, pages, totalPages, size } = await residentialPdf;
    expect(size).toEqual([595, 842]);
    expect(residential.sections.flatMap((section) => section.lines)).toHaveLength(40);
    for (const [label, cents] of [
      ["Subtotal (ex GST)", residential.totals.subtotalCents],
      ["GST (10%)", residential.totals.gstCents],
      ["Total (incl GST)", residential.totals.totalCents],
      ["Deposit (10%)", residential.totals.depositCents],
      ["Balance on completion", residential.totals.balanceCents],
    ] as const) {
      expect(text).toContain(`${label} ${formatCents(cents)}`);
    }
    // Checked by hand against the sample: the 37 included lines, +10% GST.
    expect(formatCents(residential.totals.totalCents)).toBe("$26,658.17");
    for (const line of residential.sections.flatMap((section) => section.lines)) expect(text).toContain(formatCents(line.totalCents));
    expect(pages.every((page, index) => page.includes(`Page ${index + 1} of ${totalPages}`))).toBe(true);
    expect(totalPages).toBeGreaterThan(1);
  });

  it("shows who quotes, for whom, when, and until when", async () => {
    const { text } = await residentialPdf;
    for (const expected of [
      residential.business.licensedName,
      `NSW Contractor Licence No. ${residential.business.licenceNumber}`,
      `ABN ${residential.business.abn}`,
      residential.business.phone,
      "Number Q-0042-B",
      "Version B",
      "Date 21 November 2026",
      "Valid until 21 December 2026",
      "Margaret O'Sullivan-Nguyen",
      "14 Ocean View Road, Woy Woy NSW 2256",
      "margaret@example.com",
      "0412 345 678",
      "Living room",
      "Exterior",
      "OPTIONAL · NOT INCLUDED",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("carries the NSW statements over $20,000, the exclusions and the terms", async () => {
    const { text } = await residentialPdf;
    expect(text).toContain("Home Building Act 1989 (NSW)");
    for (const statement of residential.nsw.statements) expect(text).toContain(statement.title);
    expect(text).toContain("Cooling-off period");
    expect(text).toContain("https://www.fairtrading.nsw.gov.au/housing-and-property/building-and-renovating/preparing-to-build-and-renovate/consumer-building-guide");
    expect(text).toContain("Exclusions");
    expect(text).toContain("8. Warranty.");
  });

  it("records an acceptance: who, when, the options and the SHA-256", async () => {
    const accepted = acceptedResidential();
    const { text } = await read(await renderQuotePdf(accepted));
    expect(text).toContain("Accepted online by Margaret O'Sullivan-Nguyen on Sunday, 22 November 2026 at 12:12 pm (Sydney time).");
    expect(text).toContain(accepted.acceptance!.contentSha256);
    expect(text).toContain("Front door in a deep navy gloss, both sides");
    expect(text).toContain("OPTIONAL · INCLUDED");
    expect(text).toContain(`Total (incl GST) ${formatCents(accepted.totals.totalCents)}`);
  });

  it("shows the licence holder's signature, on the PDF and the page alike (Home Building Act 1989 (NSW) s7)", async () => {
    const signed = buildQuoteDocument({ ...commercialSource, property: "house", signature: { name: "Sam Painter", signedAt: "2026-06-30T14:05:09.000Z" } });
    const { text } = await read(await renderQuotePdf(signed));
    expect(text).toContain("Signed for Orbit Painting by Sam Painter on Wednesday, 1 July 2026 at 12:05 am (Sydney time).");
    const page = renderToStaticMarkup(createElement(QuoteView, { document: signed }));
    expect(page).toContain("<strong>Signed for Orbit Painting by Sam Painter</strong> on Wednesday, 1 July 2026 at 12:05 am (Sydney time).");
    const unsigned = buildQuoteDocument({ ...commercialSource, property: "house" });
    expect((await read(await renderQuotePdf(unsigned))).text).not.toContain("Signed for");
    expect(renderToStaticMarkup(createElement(QuoteView, { document: unsigned }))).not.toContain("Signed for");
  });

  it("carries no NSW statements on commercial work", async () => {
    const commercial = buildQuoteDocument(commercialSource);
    const { text, totalPages } = await read(await renderQuotePdf(commercial));
    expect(totalPages).toBe(1);
    expect(text).not.toContain("Home Building Act 1989 (NSW)\n");
    expect(text).not.toContain("Cooling-off period");
    expect(text).toContain("Commercial");
    expect(text).toContain(`Total (incl GST) ${formatCents(commercial.totals.totalCents)}`);
    expect(text).not.toContain("Deposit (");
  });

  it("prints names Helvetica cannot hold in letters it can, and keeps the ones it can", async () => {
    expect(toWinAnsi("Nguyễn Văn Anh")).toBe("Nguyen Van Anh");
    expect(toWinAnsi("李小龙")).toBe("Li Xiao Long");
    expect(toWinAnsi("Zoë O’Brien – café €5")).toBe("Zoë O’Brien – café €5");
    const document = buildQuoteDocument({ ...commercialSource, customer: { ...commercialSource.customer, name: "Nguyễn Văn Anh" } });
    const { text } = await read(await renderQuotePdf(document));
    expect(text).toContain("Nguyen Van Anh");
  });
});

describe("the deposit tax invoice PDF", () => {
  it("shows what the ATO asks and how to pay", async () => {
    const invoice = depositInvoice();
    const { text, totalPages } = await read(await renderInvoicePdf(invoice));
    expect(totalPages).toBe(1);
    for (const expected of [
      "Tax invoice",
      invoice.business.licensedName,
      `ABN ${invoice.business.abn}`,
      `Invoice ${invoice.number}`,
      `Date ${invoice.issuedOnText}`,
      invoice.customer.name,
      `GST ${formatCents(invoice.gstCents)}`,
      `Total (incl GST) ${formatCents(invoice.totalCents)}`,
      `Account name ${invoice.payment.bank!.accountName}`,
      `BSB ${invoice.payment.bank!.bsb}`,
      `Account number ${invoice.payment.bank!.accountNumber}`,
      `PayID ${invoice.payment.payId}`,
      `Reference ${invoice.number}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.replace(/\s+/g, " ")).toContain(invoice.description);
  });

  it("says SAMPLE when drawn with development's sample facts, and not otherwise", async () => {
    expect((await read(await renderInvoicePdf(depositInvoice()))).text).toContain("SAMPLE");
    const real = { ...sampleDocumentBusiness, sample: false };
    expect((await read(await renderInvoicePdf(depositInvoice(real)))).text).not.toContain("SAMPLE");
  });

  it("is an \"Invoice\" with no GST when the business is not registered for GST (A New Tax System (GST) Act 1999 s29-70)", async () => {
    const invoice = depositInvoice({ ...sampleDocumentBusiness, sample: false, gstRegistered: false });
    const { text } = await read(await renderInvoicePdf(invoice));
    expect(text).not.toMatch(/Tax invoice|GST \$/);
    expect(text).toContain("No GST has been charged");
    expect(text).toContain(`Invoice ${invoice.number}`);
  });
});

import { describe, expect, it } from "vitest";
import { buildDepositInvoiceDocument } from "@/lib/quotes/model/deposit-invoice";
import { buildQuoteDocument, sampleDocumentBusiness, type QuoteSource } from "@/lib/quotes/model/quote-document";

const source: QuoteSource = {
  business: sampleDocumentBusiness,
  sequence: 12,
  version: 1,
  issuedAt: "2026-07-01T00:00:00.000Z",
  validDays: 30,
  property: "house",
  depositPercent: 10,
  customer: { name: "Jo Park", email: "jo@example.com", phone: "0412 345 678", address: "3 Test St, Bondi NSW 2026" },
  lines: [{ id: 1, section: "", description: "Walls", quantity: 100, unit: "m2", unitPriceCents: 24_00, optional: false }],
  notes: "",
  exclusions: "",
  terms: "",
  chosen: [],
};
const acceptance = { name: "Jo Park", acceptedAt: "2026-07-02T23:00:00.000Z", contentSha256: "c".repeat(64) };

describe("buildDepositInvoiceDocument", () => {
  it("makes the deposit's tax invoice: GST is one eleventh of the deposit", () => {
    // $2,400 + $240 GST = $2,640; 10% deposit = $264.00, of which GST $24.00.
    const invoice = buildDepositInvoiceDocument({ sequence: 3, issuedAt: "2026-07-02T23:00:05.000Z", quote: buildQuoteDocument({ ...source, acceptance }) });
    expect(invoice).toMatchObject({
      title: "Tax invoice",
      number: "INV-0003",
      issuedOn: "2026-07-03",
      issuedOnText: "3 July 2026",
      quoteNumber: "Q-0012",
      customer: { name: "Jo Park", email: "jo@example.com", address: "3 Test St, Bondi NSW 2026" },
      exGstCents: 240_00,
      gstCents: 24_00,
      totalCents: 264_00,
      payment: { bank: { accountName: "Orbit Painting", bsb: "000-000", accountNumber: "00000000" }, payId: "payments@orbitpainting.com.au", reference: "INV-0003" },
    });
    expect(invoice.business).toMatchObject({ licensedName: "Orbit Painting", abn: "51 824 753 556" });
    expect(invoice.description).toBe("Deposit (10%) for painting work at 3 Test St, Bondi NSW 2026, as quoted in Q-0012 and accepted on 3 July 2026");
  });

  it("refuses a quote not accepted, or without a deposit", () => {
    expect(() => buildDepositInvoiceDocument({ sequence: 1, issuedAt: new Date(), quote: buildQuoteDocument(source) })).toThrow(/not accepted/);
    expect(() => buildDepositInvoiceDocument({ sequence: 1, issuedAt: new Date(), quote: buildQuoteDocument({ ...source, depositPercent: 0, acceptance }) })).toThrow(/no deposit/);
  });

  it("asks no money for residential work over $20,000 until the contract and HBC insurance are in place", () => {
    const big = buildQuoteDocument({ ...source, lines: [{ ...source.lines[0]!, quantity: 800 }], acceptance }); // $21,120 incl GST
    expect(big.nsw.moneyNeedsContractAndInsurance).toBe(true);
    expect(() => buildDepositInvoiceDocument({ sequence: 1, issuedAt: new Date(), quote: big })).toThrow(/HBC insurance/);
    expect(buildDepositInvoiceDocument({ sequence: 1, issuedAt: new Date(), quote: big, contractAndInsuranceInPlace: true }).totalCents).toBe(2_112_00);
  });

  it.each([
    ["registered for GST: a tax invoice, GST one eleventh", true, { title: "Tax invoice", exGstCents: 240_00, gstCents: 24_00, totalCents: 264_00 }],
    ["not registered (GST_REGISTERED=0): an invoice without GST (A New Tax System (GST) Act 1999 s29-70)", false, { title: "Invoice", exGstCents: 240_00, gstCents: 0, totalCents: 240_00 }],
  ] as const)("%s", (_, gstRegistered, expected) => {
    const quote = buildQuoteDocument({ ...source, business: { ...sampleDocumentBusiness, gstRegistered }, acceptance });
    expect(quote.totals.gstCents).toBe(gstRegistered ? 240_00 : 0);
    expect(buildDepositInvoiceDocument({ sequence: 1, issuedAt: "2026-07-03T00:00:00.000Z", quote })).toMatchObject(expected);
  });
});

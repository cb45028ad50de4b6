import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DepositSection } from "@/components/quote/deposit-section";
import { balanceToInvoice, gstIncludedCents, quoteTotals } from "@/lib/money";
import type { CustomerDeposit } from "@/lib/quotes/services/customer-view";
import { buildBalanceInvoiceDocument, buildDepositInvoiceDocument } from "@/lib/quotes/model/deposit-invoice";
import { buildQuoteDocument, sampleDocumentBusiness, type QuoteSource } from "@/lib/quotes/model/quote-document";

// The final invoice (issue 46): the accepted total less the deposit invoiced, in whole cents, with
// the job's GST charged once across the two invoices.
describe("balanceToInvoice", () => {
  // [total incl GST, its GST, deposit invoiced incl GST (null: none), registered] -> [balance, its GST]
  const cases: [string, number, number, number | null, boolean, number, number][] = [
    ["a 10% deposit of $2,640.00", 264_000, 24_000, 26_400, true, 237_600, 21_600],
    // $1,563.65 with $142.15 GST; deposit $156.36 holds $14.21 (one eleventh, half-up): the balance's GST is what is left.
    ["cents that do not divide by 11", 156_365, 14_215, 15_636, true, 140_729, 12_794],
    ["no deposit invoiced: the whole total", 156_365, 14_215, null, true, 156_365, 14_215],
    ["a 100% deposit: nothing left", 156_365, 14_215, 156_365, true, 0, 0],
    ["not registered for GST: none", 150_000, 0, 15_000, false, 135_000, 0],
    ["one cent", 11, 1, 10, true, 1, 0],
  ];
  it.each(cases)("%s", (_name, totalCents, gstCents, deposit, gstRegistered, balance, balanceGst) => {
    const invoiced = deposit === null ? [] : [{ totalCents: deposit, gstCents: gstRegistered ? gstIncludedCents(deposit) : 0 }];
    const result = balanceToInvoice({ totalCents, gstCents, gstRegistered, invoiced });
    expect(result).toEqual({ totalCents: balance, gstCents: balanceGst, exGstCents: balance - balanceGst });
    // GST once: the invoices together state exactly the quote's GST and total.
    expect(result.gstCents + invoiced.reduce((sum, invoice) => sum + invoice.gstCents, 0)).toBe(gstRegistered ? gstCents : 0);
    expect(result.totalCents + (deposit ?? 0)).toBe(totalCents);
    expect(Number.isInteger(result.gstCents) && Number.isInteger(result.totalCents)).toBe(true);
  });

  it("charges the job's GST once over every deposit percentage of a worked quote", () => {
    const lines = [{ quantity: "37.5", unitPriceCents: 23_99 }, { quantity: 3, unitPriceCents: 85_00 }];
    for (let percent = 0; percent <= 100; percent += 0.25) {
      const totals = quoteTotals(lines, { depositPercent: percent });
      const deposit = { totalCents: totals.depositCents, gstCents: gstIncludedCents(totals.depositCents) };
      const balance = balanceToInvoice({ totalCents: totals.totalCents, gstCents: totals.gstCents, gstRegistered: true, invoiced: totals.depositCents > 0 ? [deposit] : [] });
      expect(balance.totalCents, String(percent)).toBe(totals.balanceCents);
      expect(balance.gstCents + (totals.depositCents > 0 ? deposit.gstCents : 0), String(percent)).toBe(totals.gstCents);
      expect(balance.gstCents, String(percent)).toBeGreaterThanOrEqual(0);
    }
  });

  it("refuses invoices that pass the total", () => {
    expect(() => balanceToInvoice({ totalCents: 100, gstCents: 9, gstRegistered: true, invoiced: [{ totalCents: 101, gstCents: 9 }] })).toThrow(RangeError);
  });
});

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

describe("buildBalanceInvoiceDocument", () => {
  it("makes the final tax invoice with the deposit invoice's contents: seller, ABN, date, number, buyer, GST, how to pay", () => {
    const quote = buildQuoteDocument({ ...source, acceptance });
    const deposit = buildDepositInvoiceDocument({ sequence: 3, issuedAt: "2026-07-02T23:00:05.000Z", quote });
    const invoice = buildBalanceInvoiceDocument({
      sequence: 9,
      issuedAt: "2026-08-14T02:00:00.000Z",
      quote,
      completedOn: "2026-08-13",
      amounts: { exGstCents: 2_160_00, gstCents: 216_00, totalCents: 2_376_00 },
      deposit: { sequence: 3, totalCents: deposit.totalCents },
    });
    // What the invoice says of the seller, the buyer and the quote is the deposit invoice's.
    const shared = ["title", "business", "customer", "quoteNumber"] as const;
    for (const key of shared) expect(invoice[key], key).toEqual(deposit[key]);
    expect(Object.keys(invoice).sort()).toEqual(Object.keys(deposit).sort());
    expect([invoice.kind, deposit.kind]).toEqual(["balance", "deposit"]);
    const { number, issuedOn, issuedOnText, totalCents, gstCents, exGstCents, payment } = invoice;
    expect({ number, issuedOn, issuedOnText, totalCents, gstCents, exGstCents }).toEqual({ number: "INV-0009", issuedOn: "2026-08-14", issuedOnText: "14 August 2026", totalCents: 2_376_00, gstCents: 216_00, exGstCents: 2_160_00 });
    expect(payment).toEqual({ ...deposit.payment, reference: "INV-0009" });
    expect(invoice.description).toBe(
      "Balance for painting work at 3 Test St, Bondi NSW 2026, completed on 13 August 2026, as quoted in Q-0012 and accepted on 3 July 2026: the total of $2,640.00 less the deposit of $264.00 (tax invoice INV-0003)",
    );
  });

  it("refuses a quote not accepted", () => {
    expect(() => buildBalanceInvoiceDocument({ sequence: 1, issuedAt: new Date(), quote: buildQuoteDocument(source), completedOn: "2026-08-13", amounts: { exGstCents: 0, gstCents: 0, totalCents: 0 }, deposit: null })).toThrow(RangeError);
  });
});

describe("the quote page's balance section", () => {
  const balance = {
    paidOnText: null,
    card: true,
    invoice: { kind: "balance", number: "INV-0002", totalCents: 140729, payment: { bank: { accountName: "Orbit Painting", bsb: "062-000", accountNumber: "1234 5678" }, payId: "pay@example.com", reference: "INV-0002" } },
  } as unknown as CustomerDeposit;
  const render = (section: CustomerDeposit, returnedFromCard = false) => renderToStaticMarkup(createElement(DepositSection, { token: "t".repeat(43), deposit: section, returnedFromCard, refusal: undefined }));

  it("is #balance, pays by card at the balance's checkout, and says Balance paid once paid", () => {
    const html = render(balance);
    expect(html).toContain('id="balance"');
    expect(html).toContain(`action="/api/quote/${"t".repeat(43)}/balance/checkout"`);
    expect(html).toContain("Balance: $1,407.29");
    expect(html).toContain("BSB");
    expect(render(balance, true)).toContain("this page will say “Balance paid” once it is");
    const paid = render({ ...balance, paidOnText: "14 August 2026", card: false });
    expect(paid).toContain("Balance paid");
    expect(paid).toContain("INV-0002, for the balance, was paid on 14 August 2026");
  });
});

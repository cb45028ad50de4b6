import { describe, expect, it } from "vitest";
import { buildAdjustmentNoteDocument } from "@/lib/quotes/model/adjustment-note";
import { erasedCustomerName, erasedInvoice, keptCustomerName, recordsKeptUntilDay } from "@/lib/quotes/model/erasure";
import { depositInvoice } from "@/tests/support/quote-samples";

describe("what a kept record keeps of an erased customer (ATO: a tax invoice of $1,000 or more shows the buyer's identity)", () => {
  // [the lead's invoice totals incl GST, the name kept]
  const table: [number[], string][] = [
    [[], erasedCustomerName],
    [[999_99], erasedCustomerName],
    [[1_000_00], "Ana Silva"],
    [[500_00, 1_200_00], "Ana Silva"],
  ];
  it.each(table)("GST Act s29-70: invoices %j -> %s", (totals, kept) => {
    expect(keptCustomerName("Ana Silva", totals)).toBe(kept);
  });

  it("takes the e-mail and address off an invoice, whatever the name", () => {
    expect(erasedInvoice(depositInvoice(), "Ana Silva").customer).toEqual({ name: "Ana Silva", email: "", address: null });
  });
});

describe("recordsKeptUntilDay: five years after the newest record (ATO)", () => {
  const table: [string, string][] = [
    ["2026-11-20", "2031-11-20"],
    ["2028-02-29", "2033-02-28"],
    ["2026-12-31", "2031-12-31"],
  ];
  it.each(table)("%s -> %s", (newest, until) => expect(recordsKeptUntilDay(newest)).toBe(until));
});

describe("an adjustment note (Adjustment Note Information Requirements Determination 2022, GST Act s29-75)", () => {
  const invoice = depositInvoice();
  it("states the decrease and the GST in it, one eleventh, and names the invoice it adjusts", () => {
    const note = buildAdjustmentNoteDocument({ sequence: 3, issuedAt: "2026-07-02T00:00:00.000Z", invoice, amountCents: 11_00, reason: "Fence left out" });
    expect(note).toMatchObject({ title: "Adjustment note", number: "ADJ-0003", issuedOn: "2026-07-02", totalCents: 11_00, gstCents: 1_00, exGstCents: 10_00, reason: "Fence left out", invoice: { number: invoice.number, totalCents: invoice.totalCents } });
  });
  it("is a credit note with no GST for a business not registered for GST", () => {
    const unregistered = { ...invoice, business: { ...invoice.business, gstRegistered: false } };
    expect(buildAdjustmentNoteDocument({ sequence: 1, issuedAt: "2026-07-02T00:00:00.000Z", invoice: unregistered, amountCents: 11_00, reason: "x" })).toMatchObject({ title: "Credit note", gstCents: 0, exGstCents: 11_00 });
  });
  it.each([0, -1, 1.5])("refuses a refund of %d cents", (amountCents) => {
    expect(() => buildAdjustmentNoteDocument({ sequence: 1, issuedAt: "2026-07-02T00:00:00.000Z", invoice, amountCents, reason: "x" })).toThrow(RangeError);
  });
  it("refuses more than the invoice", () => {
    expect(() => buildAdjustmentNoteDocument({ sequence: 1, issuedAt: "2026-07-02T00:00:00.000Z", invoice, amountCents: invoice.totalCents + 1, reason: "x" })).toThrow(RangeError);
  });
});

import { describe, expect, it } from "vitest";
import { formatInvoiceNumber, formatQuoteNumber, parseInvoiceNumber, parseQuoteNumber, quoteVersionLetter } from "@/lib/quotes/model/numbering";

describe("quote numbers", () => {
  it.each([
    [1, 1, "Q-0001"],
    [1, 2, "Q-0001-B"],
    [1, 3, "Q-0001-C"],
    [42, 26, "Q-0042-Z"],
    [42, 27, "Q-0042-AA"],
    [42, 28, "Q-0042-AB"],
    [9_999, 1, "Q-9999"],
    [10_000, 1, "Q-10000"],
    [123_456, 4, "Q-123456-D"],
  ])("sequence %d, version %d -> %s, and back", (sequence, version, text) => {
    expect(formatQuoteNumber(sequence, version)).toBe(text);
    expect(parseQuoteNumber(text)).toEqual({ sequence, version });
  });

  it("names versions by letter", () => {
    expect([1, 2, 3, 26, 27, 52, 53, 702, 703].map(quoteVersionLetter)).toEqual(["A", "B", "C", "Z", "AA", "AZ", "BA", "ZZ", "AAA"]);
  });

  it.each(["Q-001", "Q-00001", "Q-0001-A", "q-0001", "Q-0000", "Q-0001-b", "Q-0001-", "Q-0001-B-C", " Q-0001", "INV-0001", "Q-1e3", ""])("refuses %j", (text) => {
    expect(parseQuoteNumber(text)).toBeNull();
  });

  it("refuses sequences and versions below 1", () => {
    expect(() => formatQuoteNumber(0)).toThrow(RangeError);
    expect(() => formatQuoteNumber(1, 0)).toThrow(RangeError);
    expect(() => formatQuoteNumber(1.5)).toThrow(RangeError);
  });
});

describe("invoice numbers", () => {
  it.each([
    [1, "INV-0001"],
    [7, "INV-0007"],
    [10_000, "INV-10000"],
  ])("%d -> %s, and back", (sequence, text) => {
    expect(formatInvoiceNumber(sequence)).toBe(text);
    expect(parseInvoiceNumber(text)).toBe(sequence);
  });

  it.each(["INV-001", "INV-00001", "INV-0000", "inv-0001", "Q-0001", "INV-0001-B"])("refuses %j", (text) => {
    expect(parseInvoiceNumber(text)).toBeNull();
  });
});

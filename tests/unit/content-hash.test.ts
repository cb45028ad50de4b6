import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ACCEPTED_CONTENT_FORMAT, acceptedContent, canonicalJson, contentSha256 } from "@/lib/quotes/model/content-hash";
import { buildQuoteDocument, sampleDocumentBusiness, type QuoteDocument, type QuoteSource } from "@/lib/quotes/model/quote-document";

const source: QuoteSource = {
  business: sampleDocumentBusiness,
  sequence: 1,
  version: 2,
  issuedAt: "2026-11-20T23:30:00.000Z",
  validDays: 30,
  property: "house",
  depositPercent: 10,
  customer: { name: "Ana Silva", email: "ana@example.com", phone: "0412 345 678", address: "2 Test St" },
  lines: [
    { id: 1, section: "Bedroom", description: "Walls", quantity: 12.5, unit: "m2", unitPriceCents: 24_00, optional: false },
    { id: 2, section: "Bedroom", description: "Door", quantity: 1, unit: "each", unitPriceCents: 65_00, optional: true },
  ],
  notes: "Bedroom only",
  exclusions: "Furniture",
  terms: "Pay on completion",
  chosen: [2],
};

/** The same object with every key in reverse order, all the way down. */
function reversedKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reversedKeys) as T;
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).reverse().map(([key, item]) => [key, reversedKeys(item)])) as T;
  return value;
}

describe("canonicalJson", () => {
  it("sorts keys at every depth and spells values one way", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { f: true, e: null }], c: "x" } })).toBe('{"a":{"c":"x","d":[3,{"e":null,"f":true}]},"b":1}');
    expect(canonicalJson({ a: 1.5, b: 10, c: "é\n" })).toBe('{"a":1.5,"b":10,"c":"é\\n"}');
    expect(() => canonicalJson(undefined)).toThrow(TypeError);
  });
});

describe("contentSha256", () => {
  const document = buildQuoteDocument(source);

  it("is the SHA-256 of exactly this canonical JSON (the format is pinned: change it only with ACCEPTED_CONTENT_FORMAT)", () => {
    // Written out by hand from the source above: 12.5 x $24 = $300; door $65 chosen; $365 + $36.50 GST = $401.50; 10% deposit $40.15.
    const expected =
      '{"business":{"abn":"51 824 753 556","licenceNumber":"123456C","licensedName":"Orbit Painting"},' +
      '"exclusions":"Furniture","format":3,"issuedOn":"2026-11-21",' +
      '"lines":[{"chosen":false,"description":"Walls","optional":false,"quantityHundredths":1250,"section":"Bedroom","totalCents":30000,"unit":"m2","unitPriceCents":2400},' +
      '{"chosen":true,"description":"Door","optional":true,"quantityHundredths":100,"section":"Bedroom","totalCents":6500,"unit":"each","unitPriceCents":6500}],' +
      '"notes":"Bedroom only","nsw":{"kind":"under-threshold","statements":[]},"property":"house","quote":{"number":"Q-0001-B","version":2},"residential":true,"signature":null,"terms":"Pay on completion",' +
      '"totals":{"depositCents":4015,"depositPercent":10,"gstCents":3650,"subtotalCents":36500,"totalCents":40150},"validUntil":"2026-12-21"}';
    expect(ACCEPTED_CONTENT_FORMAT).toBe(3);
    expect(canonicalJson(acceptedContent(document))).toBe(expected);
    expect(contentSha256(document)).toBe(createHash("sha256").update(expected, "utf8").digest("hex"));
    expect(contentSha256(document)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("does not depend on key order, in the source or in the document", () => {
    const shuffled = buildQuoteDocument(reversedKeys(source));
    expect(contentSha256(shuffled)).toBe(contentSha256(document));
    expect(contentSha256(reversedKeys(document))).toBe(contentSha256(document));
    expect(Object.keys(reversedKeys(document))[0]).not.toBe(Object.keys(document)[0]);
  });

  it("ignores what is not accepted content: the customer's contact details and the acceptance record", () => {
    const other = buildQuoteDocument({ ...source, customer: { ...source.customer, phone: "0499 999 999", email: "new@example.com" } });
    expect(contentSha256(other)).toBe(contentSha256(document));
    const accepted = buildQuoteDocument({ ...source, acceptance: { name: "Ana Silva", acceptedAt: "2026-11-22T00:00:00.000Z", contentSha256: contentSha256(document) } });
    expect(contentSha256(accepted)).toBe(contentSha256(document));
  });

  const changes: [string, Partial<QuoteSource> | ((document: QuoteDocument) => QuoteDocument)][] = [
    ["a line's price", { lines: [{ ...source.lines[0]!, unitPriceCents: 24_01 }, source.lines[1]!] }],
    ["a line's quantity", { lines: [{ ...source.lines[0]!, quantity: 12.51 }, source.lines[1]!] }],
    ["a line's description", { lines: [{ ...source.lines[0]!, description: "Walls and ceiling" }, source.lines[1]!] }],
    ["a line's area", { lines: [{ ...source.lines[0]!, section: "Bedroom 2" }, source.lines[1]!] }],
    ["the line order", { lines: [source.lines[1]!, source.lines[0]!] }],
    ["the chosen options", { chosen: [] }],
    ["the deposit", { depositPercent: 5 }],
    ["the terms", { terms: "Pay on completion." }],
    ["the exclusions", { exclusions: "" }],
    ["the scope notes", { notes: "Bedroom and hall" }],
    ["the validity", { validDays: 31 }],
    ["the date", { issuedAt: "2026-11-21T23:30:00.000Z" }],
    ["the version", { version: 3 }],
    ["the number", { sequence: 2 }],
    ["residential or not", { property: "commercial" }],
    ["the property (Home Building Act 1989 (NSW) s3: a strata job is work on a dwelling)", { property: "strata" }],
    ["the business's ABN", (document) => ({ ...document, business: { ...document.business, abn: "53 004 085 616" } })],
    // Home Building Act 1989 (NSW) s7 and Home Building Regulation 2014: the statements and the guide's link are what the customer agreed to.
    ["an NSW statement's words (Home Building Act 1989 (NSW) s7)", (document) => ({ ...document, nsw: { ...document.nsw, statements: [{ id: "small-jobs", title: "T", text: "Other words" }] } })],
    ["the licensed name", (document) => ({ ...document, business: { ...document.business, licensedName: "Someone Else" } })],
    // Home Building Act 1989 (NSW) s7: the licence holder's signature is part of what the customer's acceptance completes.
    ["the licence holder's signature (Home Building Act 1989 (NSW) s7)", { signature: { name: "Sam Painter", signedAt: "2026-11-21T00:00:00.000Z" } }],
  ];

  it.each(changes)("changes when %s changes", (_, change) => {
    const changed = typeof change === "function" ? change(document) : buildQuoteDocument({ ...source, ...change });
    expect(contentSha256(changed)).not.toBe(contentSha256(document));
  });

  it("covers the signature line as shown and its time (Home Building Act 1989 (NSW) s7)", () => {
    const signed = buildQuoteDocument({ ...source, signature: { name: "Sam Painter", signedAt: "2026-11-21T00:00:00.000Z" } });
    expect(acceptedContent(signed).signature).toEqual({ line: "Signed for Orbit Painting by Sam Painter", signedAt: "2026-11-21T00:00:00.000Z" });
    const otherSigner = buildQuoteDocument({ ...source, signature: { name: "Sam Painter Jr", signedAt: "2026-11-21T00:00:00.000Z" } });
    const otherTime = buildQuoteDocument({ ...source, signature: { name: "Sam Painter", signedAt: "2026-11-21T00:01:00.000Z" } });
    expect(new Set([contentSha256(signed), contentSha256(otherSigner), contentSha256(otherTime)]).size).toBe(3);
  });

  it("covers the NSW statements and the Consumer Building Guide's link the customer saw (Home Building Act 1989 (NSW) s7)", () => {
    const big = buildQuoteDocument({ ...source, lines: [{ ...source.lines[0]!, quantity: 500 }, source.lines[1]!] });
    expect(big.nsw.kind).toBe("small-jobs");
    expect(acceptedContent(big).nsw.statements[0]!.link?.url).toMatch(/^https:/);
    const otherLink = { ...big, nsw: { ...big.nsw, statements: big.nsw.statements.map((statement) => ({ ...statement, link: statement.link && { ...statement.link, url: "https://example.com/guide" } })) } };
    expect(contentSha256(otherLink)).not.toBe(contentSha256(big));
  });
});

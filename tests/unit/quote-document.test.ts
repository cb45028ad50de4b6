import { describe, expect, it } from "vitest";
import { buildQuoteDocument, sampleDocumentBusiness, type QuoteSource } from "@/lib/quotes/model/quote-document";
import { addDays, formatDay, sydneyDay, validUntilDay } from "@/lib/quotes/model/validity";
import { quoteTotals } from "@/lib/money";

const base: QuoteSource = {
  business: sampleDocumentBusiness,
  sequence: 7,
  version: 1,
  issuedAt: "2026-11-20T13:30:00.000Z", // 12:30 am on 21 November in Sydney
  validDays: 30,
  property: "house",
  depositPercent: 10,
  customer: { name: "Sam Lee", email: "sam@example.com", phone: "0412 345 678", address: "1 Test St, Parramatta NSW 2150" },
  lines: [
    { id: 1, section: "Living room", description: "Walls", quantity: 40, unit: "m2", unitPriceCents: 24_00, optional: false },
    { id: 2, section: "Exterior", description: "Weatherboard", quantity: 400, unit: "m2", unitPriceCents: 36_00, optional: false },
    { id: 3, section: "Living room", description: "Feature wall", quantity: 1, unit: "fixed", unitPriceCents: 250_00, optional: true },
    { id: 4, section: "", description: "Site clean", quantity: 1, unit: "fixed", unitPriceCents: 150_00, optional: false },
    // Pushes the highest possible total over $20,000 incl GST: the base is $17,061.00.
    { id: 5, section: "Exterior", description: "Fences, both sides", quantity: 90, unit: "lm", unitPriceCents: 30_00, optional: true },
  ],
  notes: "Scope",
  exclusions: "None",
  terms: "Terms",
  chosen: [],
};

describe("Sydney calendar days", () => {
  it.each([
    ["2026-11-20T13:30:00.000Z", "2026-11-21"], // AEDT, +11: after midnight in Sydney
    ["2026-11-20T12:59:59.000Z", "2026-11-20"],
    ["2026-06-30T14:00:00.000Z", "2026-07-01"], // AEST, +10
    ["2026-06-30T13:59:59.000Z", "2026-06-30"],
    ["2026-04-04T13:30:00.000Z", "2026-04-05"], // the night daylight saving ends
    ["2026-10-03T14:30:00.000Z", "2026-10-04"], // the night it starts
  ])("%s is %s in Sydney", (instant, day) => {
    expect(sydneyDay(instant)).toBe(day);
  });

  it("adds calendar days, across months, years, leap days and both daylight-saving changes", () => {
    expect(addDays("2026-11-21", 30)).toBe("2026-12-21");
    expect(addDays("2026-12-15", 30)).toBe("2027-01-14");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(validUntilDay("2026-03-20T01:00:00.000Z", 30)).toBe("2026-04-19");
    expect(validUntilDay("2026-09-20T14:00:00.000Z", 30)).toBe("2026-10-21");
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addDays("21/11/2026", 1)).toThrow(RangeError);
  });

  it("reads a day as people write it", () => {
    expect(formatDay("2026-12-21")).toBe("21 December 2026");
    expect(formatDay("2027-01-04")).toBe("4 January 2027");
  });
});

describe("buildQuoteDocument", () => {
  it("names, dates and identifies the quote", () => {
    const document = buildQuoteDocument({ ...base, version: 2 });
    expect(document.number).toBe("Q-0007-B");
    expect(document.versionLetter).toBe("B");
    expect([document.issuedOn, document.issuedOnText, document.validUntil, document.validUntilText]).toEqual(["2026-11-21", "21 November 2026", "2026-12-21", "21 December 2026"]);
    expect(document.business).toEqual(sampleDocumentBusiness);
    expect(document.business).toMatchObject({ licensedName: "Orbit Painting", licenceNumber: "123456C", abn: "51 824 753 556", sample: true });
  });

  it("groups lines by area in the order areas first appear", () => {
    const document = buildQuoteDocument(base);
    expect(document.sections.map((section) => [section.title, section.lines.map((line) => line.description)])).toEqual([
      ["Living room", ["Walls", "Feature wall"]],
      ["Exterior", ["Weatherboard", "Fences, both sides"]],
      ["", ["Site clean"]],
    ]);
    const feature = document.sections[0]!.lines[1]!;
    expect(feature).toMatchObject({ key: 3, optional: true, included: false, quantityText: "1", unitText: "fixed", totalCents: 250_00 });
    expect(document.sections[1]!.lines[0]).toMatchObject({ quantityText: "400", unitText: "m²" });
  });

  it("takes every amount from the money module", () => {
    const chosen = [3];
    const document = buildQuoteDocument({ ...base, chosen });
    const totals = quoteTotals(base.lines, { chosen, depositPercent: 10 });
    expect(document.totals).toEqual({
      subtotalCents: totals.subtotalCents,
      gstCents: totals.gstCents,
      totalCents: totals.totalCents,
      depositPercent: 10,
      depositCents: totals.depositCents,
      balanceCents: totals.balanceCents,
      highestTotalCents: quoteTotals(base.lines, { chosen: "all" }).totalCents,
    });
    expect(document.sections[0]!.lines[1]!.included).toBe(true);
  });

  it("judges the NSW rules on the most the customer could accept, then on what was accepted", () => {
    const open = buildQuoteDocument(base);
    expect(open.totals.totalCents).toBe(17_061_00); // (960 + 14,400 + 150) x 1.1
    expect(open.totals.highestTotalCents).toBe(20_306_00); // + 250 + 2,700, x 1.1
    expect(open.nsw.kind).toBe("full-contract");
    expect(open.nsw.statements.map((statement) => statement.id)).toEqual(["full-contract", "cooling-off"]);

    const accepted = buildQuoteDocument({ ...base, acceptance: { name: "Sam Lee", acceptedAt: "2026-11-22T01:12:00.000Z", contentSha256: "a".repeat(64) } });
    expect(accepted.nsw.kind).toBe("small-jobs");
    expect(accepted.nsw.moneyNeedsContractAndInsurance).toBe(false);

    const commercial = buildQuoteDocument({ ...base, property: "commercial" });
    expect(commercial.nsw).toEqual({ kind: "commercial", statements: [], moneyNeedsContractAndInsurance: false, sameJob: [], sameJobCents: 0 });
  });

  it("records the acceptance in Sydney time with the options chosen", () => {
    const document = buildQuoteDocument({ ...base, chosen: [5], acceptance: { name: "Sam Lee", acceptedAt: new Date("2026-11-22T01:12:00.000Z"), contentSha256: "b".repeat(64) } });
    expect(document.acceptance).toEqual({
      name: "Sam Lee",
      acceptedAt: "2026-11-22T01:12:00.000Z",
      acceptedAtText: "Sunday, 22 November 2026 at 12:12 pm",
      chosenOptions: ["Fences, both sides"],
      contentSha256: "b".repeat(64),
    });
    expect(buildQuoteDocument(base).acceptance).toBeNull();
  });

  it("is plain data: it survives JSON unchanged", () => {
    const document = buildQuoteDocument({ ...base, chosen: [3] });
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it("refuses an option that is not an optional line", () => {
    expect(() => buildQuoteDocument({ ...base, chosen: [1] })).toThrow(RangeError);
  });
});

describe("one job, one threshold (Home Building Act 1989 (NSW) s92(4))", () => {
  it("judges a quote with the lead's accepted quotes for the same home, and says which", () => {
    const small = { ...base, lines: [{ id: 1, section: "", description: "Fence", quantity: 1, unit: "each" as const, unitPriceCents: 8_000_00, optional: false }], chosen: [] };
    const alone = buildQuoteDocument(small);
    expect(alone.nsw.kind).toBe("small-jobs");
    const together = buildQuoteDocument({ ...small, sameJob: [{ number: "Q-0003", totalCents: 15_000_00 }] });
    expect(together.nsw).toMatchObject({ kind: "full-contract", moneyNeedsContractAndInsurance: true, sameJob: [{ number: "Q-0003", totalCents: 15_000_00 }], sameJobCents: 15_000_00 });
    expect(together.nsw.statements.map((statement) => statement.id)).toEqual(["full-contract", "cooling-off"]);
    const commercial = buildQuoteDocument({ ...small, property: "commercial", sameJob: [{ number: "Q-0003", totalCents: 15_000_00 }] });
    expect(commercial.nsw).toMatchObject({ kind: "commercial", sameJob: [], sameJobCents: 0 });
  });
});

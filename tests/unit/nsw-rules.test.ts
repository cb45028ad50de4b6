import { describe, expect, it } from "vitest";
import { consumerBuildingGuideUrl } from "@/lib/business";
import { buildQuoteDocument } from "@/lib/quotes/model/quote-document";
import { residentialSource } from "@/tests/support/quote-samples";
import { depositRefusal, depositTooHighMessage, licenseeSignatureApplies, nswRules, nswThresholds, signatureLine } from "@/lib/quotes/model/nsw-rules";

describe("nswRules: which statements a quote carries", () => {
  // [residential, total incl GST in cents, contract kind, statement ids, money waits for contract and insurance]
  const table: [boolean, number, string, string[], boolean][] = [
    [true, 0, "under-threshold", [], false],
    [true, 4_999_99, "under-threshold", [], false],
    [true, 5_000_00, "under-threshold", [], false],
    [true, 5_000_01, "small-jobs", ["small-jobs"], false],
    [true, 12_500_00, "small-jobs", ["small-jobs"], false],
    [true, 20_000_00, "small-jobs", ["small-jobs"], false],
    [true, 20_000_01, "full-contract", ["full-contract", "cooling-off"], true],
    [true, 250_000_00, "full-contract", ["full-contract", "cooling-off"], true],
    [false, 4_000_00, "commercial", [], false],
    [false, 5_000_01, "commercial", [], false],
    [false, 20_000_01, "commercial", [], false],
    [false, 1_000_000_00, "commercial", [], false],
  ];

  it.each(table)("residential %s, total %d cents -> %s", (residential, totalCents, kind, ids, moneyWaits) => {
    const rules = nswRules({ residential, totalCents });
    expect(rules.kind).toBe(kind);
    expect(rules.statements.map((statement) => statement.id)).toEqual(ids);
    expect(rules.moneyNeedsContractAndInsurance).toBe(moneyWaits);
  });

  // One job, one threshold (Home Building Act 1989 (NSW) s92(4)): [this quote, the same job's accepted quotes, kind, money waits]
  const sameJob: [number, number, string, boolean][] = [
    [12_000_00, 0, "small-jobs", false],
    [12_000_00, 8_000_00, "small-jobs", false],
    [12_000_00, 8_000_01, "full-contract", true],
    [4_000_00, 1_000_01, "small-jobs", false],
    [4_000_00, 1_000_00, "under-threshold", false],
    [15_000_00, 15_000_00, "full-contract", true],
  ];
  it.each(sameJob)("s92(4): a quote of %d cents with %d cents of the same job accepted is judged on the sum: %s", (totalCents, sameJobCents, kind, moneyWaits) => {
    const rules = nswRules({ residential: true, totalCents, sameJobCents });
    expect(rules.kind).toBe(kind);
    expect(rules.moneyNeedsContractAndInsurance).toBe(moneyWaits);
    expect(nswRules({ residential: false, totalCents, sameJobCents }).kind).toBe("commercial");
  });

  it("says what the issue asks, in words", () => {
    const small = nswRules({ residential: true, totalCents: 6_000_00 }).statements[0]!;
    expect(small.text).toMatch(/written contract/);
    expect(small.text).toMatch(/licence number/);
    expect(small.link).toEqual({ label: "Consumer Building Guide (NSW Government)", url: consumerBuildingGuideUrl });
    const [full, coolingOff] = nswRules({ residential: true, totalCents: 30_000_00 }).statements;
    expect(full!.text).toContain("A full written home building contract and Home Building Compensation (HBC) insurance are required before any money is taken.");
    expect(full!.link?.url).toBe(consumerBuildingGuideUrl);
    expect(coolingOff!.title).toBe("Cooling-off period");
    expect(coolingOff!.text).toContain("within 5 clear business days");
    expect(consumerBuildingGuideUrl).toMatch(/^https:\/\/www\.fairtrading\.nsw\.gov\.au\//);
  });

  it("keeps the thresholds as configured", () => {
    expect(nswThresholds).toEqual({ smallJobsOverCents: 500_000, fullContractOverCents: 2_000_000, maxResidentialDepositPercent: 10 });
  });
});

describe("depositRefusal: over 10% refused for residential work", () => {
  it.each([
    [true, 0, null],
    [true, 9.99, null],
    [true, 10, null],
    [true, "10.00", null],
    [true, 10.01, depositTooHighMessage],
    [true, 30, depositTooHighMessage],
    [true, 100, depositTooHighMessage],
    [false, 10.01, null],
    [false, 50, null],
    [false, 100, null],
    [true, 10.001, null], // not a two-decimal percentage: the schema's range check refuses it
  ] as const)("residential %s, %s%% -> %s", (residential, depositPercent, expected) => {
    expect(depositRefusal({ residential, depositPercent })).toBe(expected);
  });

  it("explains itself", () => {
    expect(depositTooHighMessage).toBe("For residential work in NSW the deposit cannot be more than 10% of the contract price (Home Building Act 1989, section 8).");
  });
});

describe("licenseeSignatureApplies: who signs the contract (Home Building Act 1989 (NSW) s7)", () => {
  // [residential, this quote incl GST, the same job's accepted quotes (s92(4)), the licence holder signs when it is sent]
  const table: [boolean, number, number, boolean][] = [
    [true, 5_000_00, 0, false],
    [true, 5_000_01, 0, true],
    [true, 20_000_01, 0, true],
    [true, 3_000_00, 2_000_01, true],
    [true, 3_000_00, 2_000_00, false],
    [false, 5_000_01, 0, false],
    [false, 50_000_00, 0, false],
  ];
  it.each(table)("s7: residential %s, %d cents with %d cents of the same job -> signed %s", (residential, totalCents, sameJobCents, signs) => {
    expect(licenseeSignatureApplies(nswRules({ residential, totalCents, sameJobCents }))).toBe(signs);
  });

  it("words the line exactly", () => {
    expect(signatureLine("Orbit Painting Pty Ltd", "Sam Painter")).toBe("Signed for Orbit Painting Pty Ltd by Sam Painter");
  });

  it("no longer tells the customer that we sign later: the quote is signed when sent", () => {
    const text = nswRules({ residential: true, totalCents: 6_000_00 }).statements[0]!.text;
    expect(text).not.toContain("we sign and date it too before any work starts");
    expect(text).toContain("We signed this quote when we sent it to you");
  });
});

describe("HBC insurance before money on apartments and strata (Home Building Act 1989 (NSW) s92; the Regulation's multi-storey exemption covers construction only)", () => {
  // [property, one line's price ex GST in cents, no money before the contract and insurance]
  const table: [string, number, boolean][] = [
    ["house", 18_181_82, false],
    ["house", 18_181_83, true],
    ["apartment", 18_181_82, false],
    ["apartment", 18_181_83, true],
    ["strata", 18_181_83, true],
    ["strata", 250_000_00, true],
    ["commercial", 250_000_00, false],
  ];
  it.each(table)("s92: %s at %d cents ex GST -> insurance first %s (a repaint is never the construction of a multi-storey building)", (property, unitPriceCents, insuranceFirst) => {
    const document = buildQuoteDocument({
      ...residentialSource,
      property: property as "house",
      lines: [{ id: 1, section: "", description: "Repaint", quantity: 1, unit: "each", unitPriceCents, optional: false }],
    });
    expect(document.nsw.moneyNeedsContractAndInsurance).toBe(insuranceFirst);
  });
});

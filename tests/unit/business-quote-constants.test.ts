import { describe, expect, it } from "vitest";
import { consumerBuildingGuideUrl, defaultQuoteExclusions, defaultQuoteTerms } from "@/lib/business";

describe("the business constants quotes and invoices use", () => {
  it("links the Consumer Building Guide over https", () => {
    expect(consumerBuildingGuideUrl).toMatch(/^https:\/\//);
  });

  it("starts every quote with terms on the usual subjects, and exclusions", () => {
    const terms = defaultQuoteTerms.split("\n");
    expect(terms.map((term) => term.replace(/^\d+\. ([A-Za-z]+)\..*$/, "$1"))).toEqual(["Validity", "Deposit", "Variations", "Colours", "Access", "Weather", "Payment", "Warranty"]);
    expect(defaultQuoteTerms).toMatch(/never more than 10% of the contract price/);
    expect(defaultQuoteTerms).toMatch(/balance is due on completion/);
    expect(defaultQuoteExclusions.split("\n").length).toBeGreaterThanOrEqual(3);
  });
});

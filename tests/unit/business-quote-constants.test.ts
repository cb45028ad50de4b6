import { describe, expect, it } from "vitest";
import { consumerBuildingGuideUrl, defaultQuoteExclusions, defaultQuoteTerms, licensingBody, reg90WarrantyText } from "@/lib/business";
import { services } from "@/lib/landing-content";

const warrantor = { licensedName: "Orbit Painting Pty Ltd", abn: "51 824 753 556" };
const defaultTerms = defaultQuoteTerms(warrantor);

describe("the business constants quotes and invoices use", () => {
  it("links the Consumer Building Guide over https", () => {
    expect(consumerBuildingGuideUrl).toMatch(/^https:\/\//);
  });

  it("starts every quote with terms on the usual subjects, and exclusions", () => {
    const terms = defaultTerms.split("\n");
    expect(terms.map((term) => term.replace(/^\d+\. ([A-Za-z]+)\..*$/, "$1"))).toEqual(["Validity", "Deposit", "Variations", "Colours", "Access", "Weather", "Payment", "Warranty"]);
    expect(defaultTerms).toMatch(/never more than 10% of the contract price/);
    expect(defaultTerms).toMatch(/balance is due on completion/);
    expect(defaultQuoteExclusions.split("\n").length).toBeGreaterThanOrEqual(3);
  });

  it("gives a warranty against defects with the warrantor, the claim procedure, who pays and reg 90's text (Competition and Consumer Regulations 2010 reg 90(4); ACL s102)", () => {
    const warranty = defaultTerms.split("\n").find((term) => term.startsWith("8. Warranty."))!;
    expect(warranty).toContain("Orbit Painting Pty Ltd (ABN 51 824 753 556, Parramatta NSW 2150, phone 0491 570 156, e-mail support@orbitpainting.com.au)");
    expect(warranty).toMatch(/To claim, tell us within the 2 years by phone, e-mail or in writing/);
    expect(warranty).toMatch(/We bear the cost of the inspection and the repair/);
    expect(warranty.endsWith(reg90WarrantyText)).toBe(true);
    expect(reg90WarrantyText).toMatch(/^Our goods and services come with guarantees that cannot be excluded under the Australian Consumer Law\. /);
    expect(reg90WarrantyText).toMatch(/from a failure in the goods or service\.$/);
  });

  it("names today's licensing body, and files no home under commercial (Home Building Act 1989 (NSW) s3, residential building work)", () => {
    expect(licensingBody).toBe("Building Commission NSW");
    const commercial = services.find((service) => service.id === "commercial")!;
    expect(commercial.description).not.toMatch(/strata|body.corporate|apartment|home/i);
  });
});

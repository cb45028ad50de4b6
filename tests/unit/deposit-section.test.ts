import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DepositSection } from "@/components/quote/deposit-section";
import type { CustomerDeposit } from "@/lib/quotes/services/customer-view";

// The quote page's deposit section: what the address (?paid=, ?error=) may and may not make it say.
const deposit = {
  paidOnText: null,
  card: true,
  invoice: { number: "INV-0001", totalCents: 15636, payment: { bank: { accountName: "Orbit Painting", bsb: "062-000", accountNumber: "1234 5678" }, payId: "pay@example.com", reference: "INV-0001" } },
} as unknown as CustomerDeposit;
const render = (returnedFromCard: boolean, refusal?: string) => renderToStaticMarkup(createElement(DepositSection, { token: "t".repeat(43), deposit, returnedFromCard, refusal }));

describe("DepositSection", () => {
  it("offers Pay by card, but not while a card payment is being confirmed (it would pay twice)", () => {
    expect(render(false)).toContain("Pay by card");
    const back = render(true);
    expect(back).toContain("Your card payment is being confirmed by Stripe");
    expect(back).not.toContain("Pay by card</button>");
    expect(back).toContain("BSB");
  });

  it("shows only its own refusal messages: a hostile ?error= names none and the page still renders", () => {
    for (const code of ["__proto__", "constructor", "toString", "hasOwnProperty", "<script>"]) {
      const html = render(false, code);
      expect(html, code).toContain("Pay by card");
      expect(html, code).not.toContain('role="alert"');
    }
    expect(render(false, "tooManyCheckouts")).toContain('role="alert"');
  });
});

import { describe, expect, it } from "vitest";
import { depositToInvoice } from "@/lib/quotes/services/deposit";

describe("depositToInvoice", () => {
  it("invoices the deposit with one eleventh of it as GST, half-up", () => {
    // $1,563.65 incl GST, 10%: $156.37 (half-up), of which GST $14.22 (15637 / 11 = 1421.5 -> 1422).
    expect(depositToInvoice({ residential: true, totalCents: 156365, depositCents: 15637, gstRegistered: true })).toEqual({ exGstCents: 14215, gstCents: 1422, totalCents: 15637 });
  });

  it("invoices nothing without a deposit, or for residential work over $20,000 (the contract and HBC insurance first)", () => {
    expect(depositToInvoice({ residential: true, totalCents: 156365, depositCents: 0, gstRegistered: true })).toBeNull();
    expect(depositToInvoice({ residential: true, totalCents: 2_000_001, depositCents: 200_000, gstRegistered: true })).toBeNull();
    expect(depositToInvoice({ residential: true, totalCents: 2_000_000, depositCents: 200_000, gstRegistered: true })).toEqual({ exGstCents: 181_818, gstCents: 18_182, totalCents: 200_000 });
    // Commercial work is exempt.
    expect(depositToInvoice({ residential: false, totalCents: 5_000_000, depositCents: 1_000_000, gstRegistered: true })).toEqual({ exGstCents: 909_091, gstCents: 90_909, totalCents: 1_000_000 });
  });
});

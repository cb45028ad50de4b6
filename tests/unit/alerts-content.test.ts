import { describe, expect, it } from "vitest";
import { verificationCodeEmail } from "@/lib/auth/email";
import { confirmationContent, safeFirstName } from "@/lib/leads/model/confirmation";

describe("the customer's confirmation", () => {
  it("greets only a first name of letters, apostrophes and hyphens", () => {
    expect(safeFirstName("Jo Citizen")).toBe("Jo");
    expect(safeFirstName("  Zoë O'Brien")).toBe("Zoë");
    expect(safeFirstName("Mary-Jane Smith")).toBe("Mary-Jane");
    expect(safeFirstName("D'Arcy")).toBe("D'Arcy");
    expect(safeFirstName("José")).toBe("José");
    for (const name of ["http://x.example", "Bob!", "@bob", "-Bob", "Bob-", "'", "Bob's.", ""]) expect(safeFirstName(name), name).toBeNull();
    expect(safeFirstName("www.spam.example Bob")).toBeNull();
    expect(safeFirstName("<b>Bob</b>")).toBeNull();
    expect(safeFirstName("Bob1")).toBeNull();
    expect(safeFirstName("a".repeat(41))).toBeNull();
    expect(safeFirstName("李雷")).toBe("李雷");
  });

  it("says nothing else the visitor typed: a fixed subject, our words, the service's label", () => {
    expect(confirmationContent({ name: "Jo Citizen", service: "interior" })).toEqual({
      subject: "We've received your quote request - Orbit Painting",
      greeting: "Hi Jo,",
      thanks: "Thank you for asking Orbit Painting for a quote for interior painting.",
      nextSteps: [
        "We'll contact you within 24 hours, 7 days a week, to talk about your project.",
        "If it helps, we'll arrange a time to see the job and give you a free written quote.",
      ],
    });
    expect(confirmationContent({ name: "Buy cheap pills at spam.example", service: null })).toMatchObject({
      greeting: "Hi Buy,",
      thanks: "Thank you for asking Orbit Painting for a quote.",
    });
    expect(confirmationContent({ name: "spam.example/win", service: null }).greeting).toBe("Hi there,");
  });
});

it("a sign-in code is never in the e-mail's subject", async () => {
  const mail = await verificationCodeEmail("493027", new Date(), { ip: "203.0.113.7", userAgent: "test" });
  expect(mail.subject).toBe("Orbit Painting admin sign-in code");
  expect(mail.text).toContain("493027");
});

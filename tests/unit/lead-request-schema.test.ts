import { describe, expect, it } from "vitest";
import { quoteFieldMaxLength } from "@/lib/leads/model/request-fields";
import { spamReason, MIN_FILL_MS, leadFormMessages, leadRequestSchema } from "@/lib/leads/model/request-schema";

const valid = { name: "Jo Citizen", email: "jo@example.com", phone: "0412 345 678" };
const errors = (input: unknown) => {
  const result = leadRequestSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("quote request schema", () => {
  it("accepts the three required fields and trims them; optional fields may be empty", () => {
    const parsed = leadRequestSchema.parse({ ...valid, name: "  Jo Citizen ", service: "", budgetRange: "", timeline: "", message: "  " });
    expect(parsed).toMatchObject({ name: "Jo Citizen", service: undefined, budgetRange: undefined, timeline: undefined, message: undefined });
  });

  it("gives the product's messages", () => {
    expect(errors({ name: "J", email: "nope", phone: "123" })).toEqual({
      name: leadFormMessages.name,
      email: leadFormMessages.email,
      phone: leadFormMessages.phone,
    });
    expect(leadFormMessages.name).toBe("Name must be at least 2 characters");
    expect(leadFormMessages.email).toBe("Please enter a valid email address");
    expect(leadFormMessages.phone).toBe("Please enter a valid phone number");
  });

  it("keeps to the column limits: name 100, email 100, phone 20", () => {
    expect(errors({ ...valid, name: "x".repeat(101) }).name).toBeDefined();
    expect(errors({ ...valid, email: `${"x".repeat(95)}@example.com` }).email).toBeDefined();
    expect(errors({ ...valid, phone: "0".repeat(21) }).phone).toBeDefined();
    expect(errors({ ...valid, name: "x".repeat(100) })).toEqual({});
  });

  it("names the limits the inputs stop at, in the messages people read", () => {
    expect(quoteFieldMaxLength).toEqual({ name: 100, email: 100, phone: 20, message: 5_000 });
    expect(errors({ ...valid, name: "x".repeat(101) }).name).toBe("Name must be at most 100 characters");
    expect(errors({ ...valid, phone: "0".repeat(21) }).phone).toBe("Phone must be at most 20 characters");
    expect(errors({ ...valid, message: "x".repeat(5_001) }).message).toBe("Project details must be at most 5,000 characters");
    expect(errors({ ...valid, message: "x".repeat(5_000) })).toEqual({});
  });

  it("refuses unknown services, budgets and timelines, and wrong types", () => {
    expect(errors({ ...valid, service: "roofing" }).service).toBeDefined();
    expect(errors({ ...valid, budgetRange: "a million" }).budgetRange).toBeDefined();
    expect(errors({ ...valid, timeline: "yesterday" }).timeline).toBeDefined();
    expect(errors({ ...valid, name: 42 }).name).toBe(leadFormMessages.name);
    expect(errors({ ...valid, phone: "0412 abc 678" }).phone).toBe(leadFormMessages.phone);
    expect(errors({ ...valid, name: "Jo\u0007Citizen" }).name).toBe(leadFormMessages.nameText);
    for (const service of ["interior", "exterior", "commercial", "repair", "consultation", "other"]) expect(errors({ ...valid, service })).toEqual({});
  });

  it("takes an idempotency key of 16-64 safe characters", () => {
    expect(errors({ ...valid, idempotencyKey: "0f0e8a52-1c2b-4d0e-9a41-5b7c3d2e1f00" })).toEqual({});
    expect(errors({ ...valid, idempotencyKey: "short" }).idempotencyKey).toBeDefined();
    expect(errors({ ...valid, idempotencyKey: "x'; DROP TABLE--xxxxxxxx" }).idempotencyKey).toBeDefined();
  });
});

describe("bot checks", () => {
  it("names the rule a filled honeypot or a fill quicker than a person trips", () => {
    expect(spamReason({ website: "http://spam.example" })).toBe("Filled in the hidden website field (honeypot)");
    expect(spamReason({ website: "", fillMs: 1_234 })).toBe("Sent 1.2 s after the page opened (under 2 s)");
    expect(spamReason({ website: "", fillMs: MIN_FILL_MS })).toBeNull();
    // API clients send neither: not spam (the rate limit guards the endpoint).
    expect(spamReason({})).toBeNull();
  });
});

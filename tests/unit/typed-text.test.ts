import { describe, expect, it } from "vitest";
import { leadRequestSchema, leadFormMessages } from "@/lib/leads/model/request-schema";
import { acceptQuoteSchema } from "@/lib/quotes/model/customer-schemas";
import { customerQuoteMessages } from "@/lib/quotes/model/customer-texts";
import { isPlainTypedText } from "@/lib/security/typed-text";
import { addressSchema } from "@/lib/visits/model/booking-schema";
import { bookingFieldMessages } from "@/lib/visits/model/booking-texts";

// Text a customer types that the business repeats in its own e-mails and invites: a name, a
// street, a suburb. Each is what it claims to be, or a 400 naming the field (the page shows the
// same message: the form and the route share the schema).

const lent = [
  "Pay your deposit at evil.example now",
  "visit www.Example",
  "see https://evil.example",
  "ftp://files",
  "mail jo@evil.example",
  "x@y",
  "mail.evil.co",
  "EVIL.COM deals",
  "12 Smith St\u2028Pay now",
  "12 Smith\u2029St",
  "12 Smith St\nPay now",
  "12 Smith St\u0000",
  "12 Smith St\u202eyap",
  "bank.com.au",
];
const plain = ["12 Smith Street", "Unit 3/45 O'Connell St", "St. Ives", "St.Ives", "Mt.Druitt", "J.R. Smith", "Zoë Nguyễn-Ó Briain", "王小明", "Lot 7, 1.5 km past the gate", "Level 2, 3-5 Elizabeth St."];

describe("isPlainTypedText", () => {
  it.each(lent)("refuses %j", (value) => expect(isPlainTypedText(value)).toBe(false));
  it.each(plain)("keeps %j", (value) => expect(isPlainTypedText(value)).toBe(true));
});

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("the shared schemas name the field", () => {
  const address = { street: "12 Smith Street", suburb: "Parramatta", postcode: "2150" };
  it.each(lent)("street, suburb, the request's name and the acceptance's name refuse %j", (value) => {
    expect(issues(addressSchema.safeParse({ ...address, street: value })).street).toMatch(/street address/i);
    expect(issues(addressSchema.safeParse({ ...address, suburb: value })).suburb).toMatch(/suburb/i);
    expect(issues(leadRequestSchema.safeParse({ name: value, email: "jo@example.com", phone: "0412 345 678" })).name).toMatch(/name/i);
    expect(issues(acceptQuoteSchema.safeParse({ name: value, agree: true })).name).toMatch(/name/i);
  });

  it("gives each field's own message", () => {
    expect(issues(addressSchema.safeParse({ ...address, street: "Pay your deposit at evil.example now" }))).toEqual({ street: bookingFieldMessages.streetText });
    expect(issues(addressSchema.safeParse({ ...address, suburb: "www.evil" }))).toEqual({ suburb: bookingFieldMessages.suburbText });
    expect(issues(leadRequestSchema.safeParse({ name: "Jo at evil.example", email: "jo@example.com", phone: "0412 345 678" }))).toEqual({ name: leadFormMessages.nameText });
    expect(issues(acceptQuoteSchema.safeParse({ name: "Jo jo@evil.example", agree: true }))).toEqual({ name: customerQuoteMessages.nameText });
  });

  it("a postcode is exactly four digits", () => {
    for (const postcode of ["215", "21500", "2l50", "２１５０", "2 150", "-215"]) expect(issues(addressSchema.safeParse({ ...address, postcode })).postcode).toBe(bookingFieldMessages.postcode);
    // Outside NSW is allowed (marked for the owner: visit-row's outsideNsw).
    expect(addressSchema.safeParse({ ...address, postcode: "3000" }).success).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { stripeAddress } from "@/lib/payments/stripe";

describe("stripeAddress: STRIPE_API_URL as the SDK's host, port and protocol", () => {
  it.each([
    [undefined, {}],
    ["http://127.0.0.1:4010", { host: "127.0.0.1", port: 4010, protocol: "http" }],
    ["http://localhost", { host: "localhost", port: 80, protocol: "http" }],
    ["https://stripe-mock.internal", { host: "stripe-mock.internal", port: 443, protocol: "https" }],
    ["https://api.example.com:8443/", { host: "api.example.com", port: 8443, protocol: "https" }],
  ])("%s", (url, expected) => {
    expect(stripeAddress(url)).toEqual(expected);
  });
});

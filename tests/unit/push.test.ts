import { describe, expect, it } from "vitest";
import { base64UrlToBytes } from "@/lib/client/push";
import { newQuotePayload } from "@/lib/push/payload";
import { pushMessages, pushSubscriptionSchema, pushUnsubscribeSchema } from "@/lib/push/subscription-schema";

const keys = { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", auth: "tBHItJI5svbpez7KI4CCXg" };

describe("the new quote request alert", () => {
  it("names the customer in the title and the service and job in the body, and opens the panel", () => {
    expect(newQuotePayload({ id: 41, name: "Jane Citizen", service: "interior", message: "Two bedrooms\n and a hallway." })).toEqual({
      title: "New quote request from Jane Citizen",
      body: "Interior Painting: Two bedrooms and a hallway.",
      url: "/admin-pwa",
      tag: "quote-41",
    });
  });

  it("says when no service was chosen and stays short", () => {
    expect(newQuotePayload({ id: 1, name: "Jo", service: null, message: null }).body).toBe("No service chosen");
    const long = newQuotePayload({ id: 2, name: "Jo", service: "repair", message: "word ".repeat(100) }).body;
    expect(long.length).toBe(120);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("the subscription a browser sends", () => {
  it("accepts what PushSubscription.toJSON() gives", () => {
    const subscription = { endpoint: "https://fcm.googleapis.com/fcm/send/abc:def", expirationTime: null, keys };
    expect(pushSubscriptionSchema.parse(subscription)).toEqual(subscription);
  });

  it.each([
    ["an http endpoint", { endpoint: "http://push.example.com/x", keys }],
    ["a non-URL endpoint", { endpoint: "javascript:alert(1)", keys }],
    ["a short key", { endpoint: "https://push.example.com/x", keys: { ...keys, p256dh: "abc" } }],
    ["a key that is not base64url", { endpoint: "https://push.example.com/x", keys: { ...keys, auth: "tBHItJI5svbpez7KI4C+/g" } }],
    ["no keys", { endpoint: "https://push.example.com/x" }],
    ["an endpoint over 1000 characters", { endpoint: `https://push.example.com/${"x".repeat(1000)}`, keys }],
  ])("refuses %s", (_label, input) => {
    expect(pushSubscriptionSchema.safeParse(input).success).toBe(false);
  });

  it("removes only by an https endpoint", () => {
    expect(pushUnsubscribeSchema.safeParse({ endpoint: "https://push.example.com/x" }).success).toBe(true);
    expect(pushUnsubscribeSchema.safeParse({ endpoint: "\u0007" }).success).toBe(false);
  });
});

describe("the panel's notification messages", () => {
  it("are the spec's", () => {
    expect(pushMessages).toMatchObject({
      blocked: "Enable notifications in browser settings.",
      failed: "Could not enable notifications.",
      enabled: "You'll get alerts for new quote requests.",
      sessionExpired: "Your admin session has expired after 7 days",
      logIn: "Log In Again",
    });
  });
});

describe("the VAPID key for PushManager.subscribe", () => {
  it("decodes base64url without padding to the 65 bytes of a P-256 public key", () => {
    const bytes = base64UrlToBytes(keys.p256dh);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
    expect(Buffer.from(bytes).toString("base64url")).toBe(keys.p256dh);
  });
});

import { describe, expect, it } from "vitest";
import { base64UrlToBytes } from "@/components/admin/push-subscription";
import { newLeadPayload } from "@/lib/leads/model/push-payloads";
import { isKnownPushService } from "@/lib/push/push-services";
import { pushMessages, pushSubscriptionSchema, pushUnsubscribeSchema } from "@/lib/push/subscription-schema";

const keys = { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", auth: "tBHItJI5svbpez7KI4CCXg" };

describe("the new quote request alert", () => {
  it("names the customer in the title and the service and job in the body, and opens the panel", () => {
    expect(newLeadPayload({ id: 41, name: "Jane Citizen", service: "interior", message: "Two bedrooms\n and a hallway." })).toEqual({
      title: "New quote request from Jane Citizen",
      body: "Interior Painting: Two bedrooms and a hallway.",
      url: "/admin-pwa",
      tag: "quote-41",
    });
  });

  it("says when no service was chosen and stays short", () => {
    expect(newLeadPayload({ id: 1, name: "Jo", service: null, message: null }).body).toBe("No service chosen");
    const long = newLeadPayload({ id: 2, name: "Jo", service: "repair", message: "word ".repeat(100) }).body;
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
  it("are the product's", () => {
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

describe("the push services the server sends to", () => {
  // The browsers' own push services and their subdomains.
  it.each([
    "https://fcm.googleapis.com/fcm/send/abc:def",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
    "https://wns2-by3p.notify.windows.com/w/?token=BQYAAA",
    "https://web.push.apple.com/QGuQyavXutnMH",
    "https://FCM.googleapis.com/fcm/send/upper-case-host",
  ])("accepts %s", (endpoint) => {
    expect(isKnownPushService(endpoint)).toBe(true);
  });

  // Any other host, look-alikes and internal addresses included.
  it.each([
    "https://169.254.169.254/latest/meta-data",
    "https://localhost:8443/push",
    "https://10.0.0.5/push",
    "https://[::1]/push",
    "https://evilfcm.googleapis.com.example.com/x",
    "https://fcm.googleapis.com.evil.example/x",
    "https://notfcm.googleapis.com/x",
    "https://push.apple.com.evil.example/x",
    "not a url",
  ])("refuses %s", (endpoint) => {
    expect(isKnownPushService(endpoint)).toBe(false);
  });

  it("accepts the hosts PUSH_SERVICE_HOSTS adds, and their subdomains", () => {
    expect(isKnownPushService("https://push.example.net/x", ["push.example.net"])).toBe(true);
    expect(isKnownPushService("https://eu.push.example.net/x", ["push.example.net"])).toBe(true);
    expect(isKnownPushService("https://push.example.org/x", ["push.example.net"])).toBe(false);
  });
});

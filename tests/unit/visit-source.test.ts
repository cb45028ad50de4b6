import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leadRequestSchema } from "@/lib/leads/model/request-schema";
import { FIRST_TOUCH_KEY, rememberFirstTouch } from "@/lib/leads/model/visit-capture";
import { recalledVisitSource, visitSourceOf } from "@/lib/leads/model/visit-source";

describe("visitSourceOf", () => {
  it("reads the utm tags of the page and the host of another site that sent the visitor", () => {
    expect(visitSourceOf("https://www.orbitpainting.com.au/?utm_source=google&utm_medium=cpc&utm_campaign=Spring%20sale", "https://www.google.com/search?q=painter")).toEqual({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "Spring sale",
      referrer: "www.google.com",
    });
  });

  it("takes no referrer from our own site (with or without www), none given, or one that is not a web page", () => {
    const page = "https://www.orbitpainting.com.au/";
    for (const referrer of ["https://www.orbitpainting.com.au/qrcode", "https://orbitpainting.com.au/", "", "android-app://com.google.android.gm/", "not a url"]) {
      expect(visitSourceOf(page, referrer), referrer).toEqual({});
    }
  });

  it("caps each tag at 100 characters and strips control characters", () => {
    const long = "x".repeat(300);
    expect(visitSourceOf(`https://site.example/?utm_source=${long}&utm_medium=%0Aemail%07&utm_campaign=%20%20`, "")).toEqual({ utmSource: "x".repeat(100), utmMedium: "email" });
  });
});

describe("first touch, in sessionStorage", () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    vi.stubGlobal("sessionStorage", { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) });
    vi.stubGlobal("document", { referrer: "https://www.facebook.com/" });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the first page's source for the whole visit, even when it had none", () => {
    vi.stubGlobal("location", { href: "https://www.orbitpainting.com.au/?utm_source=facebook&utm_medium=social" });
    rememberFirstTouch();
    vi.stubGlobal("location", { href: "https://www.orbitpainting.com.au/?utm_source=later" });
    rememberFirstTouch();
    expect(recalledVisitSource()).toEqual({ utmSource: "facebook", utmMedium: "social", referrer: "www.facebook.com" });

    store.clear();
    vi.stubGlobal("document", { referrer: "" });
    vi.stubGlobal("location", { href: "https://www.orbitpainting.com.au/" });
    rememberFirstTouch();
    vi.stubGlobal("location", { href: "https://www.orbitpainting.com.au/?utm_source=later" });
    rememberFirstTouch();
    expect(JSON.parse(store.get(FIRST_TOUCH_KEY) ?? "null")).toEqual({ page: "https://www.orbitpainting.com.au/", referrer: "" });
    expect(recalledVisitSource()).toEqual({});
  });

  it("keeps no more than 2,048 characters of an address", () => {
    vi.stubGlobal("location", { href: `https://www.orbitpainting.com.au/?utm_source=ads&x=${"y".repeat(5000)}` });
    rememberFirstTouch();
    expect(JSON.parse(store.get(FIRST_TOUCH_KEY) ?? "null").page).toHaveLength(2048);
    expect(recalledVisitSource()).toEqual({ utmSource: "ads", referrer: "www.facebook.com" });
  });

  it("survives storage that throws or holds nonsense", () => {
    store.set(FIRST_TOUCH_KEY, JSON.stringify({ page: "https://x.example/?utm_medium=ok&utm_source=%0A", referrer: 5 }));
    expect(recalledVisitSource()).toEqual({ utmMedium: "ok" });
    for (const nonsense of ["not json", '{"page": 5}', '{"page": "not a url"}', '"a string"', "null"]) {
      store.set(FIRST_TOUCH_KEY, nonsense);
      expect(recalledVisitSource(), nonsense).toEqual({});
    }
    vi.stubGlobal("sessionStorage", { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); } });
    expect(() => rememberFirstTouch()).not.toThrow();
    expect(recalledVisitSource()).toEqual({});
  });
});

describe("the request schema's source fields", () => {
  const request = { name: "Jo Citizen", email: "jo@example.com", phone: "0412 345 678" };
  it("are optional, cut to length, and never fail the request", () => {
    expect(leadRequestSchema.parse(request)).not.toHaveProperty("utmSource", expect.anything());
    const parsed = leadRequestSchema.parse({ ...request, utmSource: "g".repeat(200), utmMedium: ["x"], utmCampaign: "", referrer: "EXAMPLE.com" });
    expect(parsed).toMatchObject({ utmSource: "g".repeat(100), utmMedium: undefined, utmCampaign: undefined, referrer: "example.com" });
    expect(leadRequestSchema.safeParse({ ...request, referrer: { host: "x" } }).success).toBe(true);
  });
});

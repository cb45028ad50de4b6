import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fallbackReviews } from "@/lib/landing-content";
import { PLACES_FIELD_MASK, PLACES_TIMEOUT_MS, fallbackAnswer, fetchPlaceReviews, getReviews, mapPlace } from "@/lib/reviews/google";
import { formatRating, liveReviewsOf, overallRating, starsFor } from "@/lib/reviews/types";

/**
 * A local stand-in for the Places API (New): answers what the test sets, records what it was
 * asked. `silent`: it never answers, as a Google that hangs (only a time-out ends the call).
 */
let stub: Server;
let baseUrl = "";
let reply: { status: number; body: unknown; silent?: boolean } = { status: 200, body: {} };
const asked: { url: string; headers: IncomingHttpHeaders }[] = [];

const place = {
  rating: 4.7,
  userRatingCount: 38,
  reviews: [
    {
      name: "places/abc/reviews/1",
      relativePublishTimeDescription: "2 weeks ago",
      rating: 5,
      text: { text: "Brilliant job on our deck and fence.", languageCode: "en" },
      originalText: { text: "Brilliant job on our deck and fence.", languageCode: "en" },
      authorAttribution: { displayName: "Hannah W.", uri: "https://maps.google.com/x", photoUri: "https://lh3.googleusercontent.com/x" },
      publishTime: "2026-11-01T00:00:00Z",
    },
    {
      name: "places/abc/reviews/2",
      relativePublishTimeDescription: "a month ago",
      rating: 4,
      originalText: { text: "Good work, a day late because of rain.", languageCode: "en" },
      authorAttribution: { displayName: "  Tom  " },
    },
    { rating: 5, relativePublishTimeDescription: "a year ago", authorAttribution: { displayName: "No Text" } },
  ],
};

beforeAll(async () => {
  stub = createServer((request, response) => {
    asked.push({ url: request.url ?? "", headers: request.headers });
    if (!reply.silent) response.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(stub.address() as { port: number }).port}`;
});
afterAll(() => {
  stub.closeAllConnections();
  return new Promise<void>((resolve) => stub.close(() => resolve()));
});
beforeEach(() => {
  asked.length = 0;
  reply = { status: 200, body: place };
});

describe("Place Details (New) against a local stub", () => {
  it("asks for the place with the key and the field mask, and maps the reviews", async () => {
    const answer = await fetchPlaceReviews({ apiKey: "test-key", placeId: "ChIJ place/1", baseUrl });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe("/v1/places/ChIJ%20place%2F1");
    expect(asked[0]!.headers["x-goog-api-key"]).toBe("test-key");
    expect(asked[0]!.headers["x-goog-fieldmask"]).toBe(PLACES_FIELD_MASK);
    expect(answer).toEqual({
      success: true,
      fallback: false,
      data: {
        rating: 4.7,
        reviews: [
          { author_name: "Hannah W.", rating: 5, text: "Brilliant job on our deck and fence.", relative_time_description: "2 weeks ago" },
          { author_name: "Tom", rating: 4, text: "Good work, a day late because of rain.", relative_time_description: "a month ago" },
        ],
      },
    });
  });

  it("fails on an error status, on a place without reviews and on a wrong shape", async () => {
    reply = { status: 403, body: { error: { message: "API key not valid" } } };
    await expect(fetchPlaceReviews({ apiKey: "k", placeId: "p", baseUrl })).rejects.toThrow("403");
    reply = { status: 200, body: { rating: 4.9 } };
    await expect(fetchPlaceReviews({ apiKey: "k", placeId: "p", baseUrl })).rejects.toThrow("no usable reviews");
    reply = { status: 200, body: { reviews: "nope" } };
    await expect(fetchPlaceReviews({ apiKey: "k", placeId: "p", baseUrl })).rejects.toThrow("no usable reviews");
  });

  it("gives up after the time-out", async () => {
    // The stand-in never answers: the call ends only by its own time-out.
    reply = { status: 200, body: place, silent: true };
    await expect(fetchPlaceReviews({ apiKey: "k", placeId: "p", baseUrl, timeoutMs: 200 })).rejects.toMatchObject({ name: "TimeoutError" });
    expect(asked).toHaveLength(1);
  });

  it("takes the average when Google gives no overall rating", () => {
    expect(mapPlace({ reviews: [place.reviews[0], place.reviews[1]] })?.data.rating).toBe(4.5);
  });
});

describe("getReviews: Google when configured and answering, else the six built-in reviews", () => {
  const configure = (env: Record<string, string | undefined>) => {
    vi.resetModules();
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  };

  it("answers the fallback without a key or place id", async () => {
    const answer = await getReviews();
    expect(answer).toEqual(fallbackAnswer());
    expect(answer.fallback).toBe(true);
    expect(answer.data.reviews).toHaveLength(6);
    expect(answer.data.rating).toBe(5);
    expect(asked).toHaveLength(0);
  });

  it("answers live reviews, cached, and the fallback when Google fails or is slow", async () => {
    configure({ GOOGLE_PLACES_API_KEY: "k", GOOGLE_PLACE_ID: "p", GOOGLE_PLACES_BASE_URL: baseUrl, AUTH_SECRET: "x".repeat(32) });
    const fresh = await import("@/lib/reviews/google");
    fresh.forgetCachedReviews();
    const live = await fresh.getReviews();
    expect(live.fallback).toBe(false);
    expect(live.data.reviews[0]!.author_name).toBe("Hannah W.");
    await fresh.getReviews();
    expect(asked).toHaveLength(1);

    fresh.forgetCachedReviews();
    reply = { status: 500, body: {} };
    expect((await fresh.getReviews()).fallback).toBe(true);

    // Slow: Google has the request and has not answered when the 3 s time-out fires (fired
    // here by the test, not by the clock; the time-out itself is tested above).
    fresh.forgetCachedReviews();
    reply = { status: 200, body: place, silent: true };
    const timeOut = new AbortController();
    const timeouts = vi.spyOn(AbortSignal, "timeout").mockReturnValue(timeOut.signal);
    try {
      const slow = fresh.getReviews();
      await vi.waitFor(() => expect(asked).toHaveLength(3), { timeout: 10_000 });
      expect(timeouts.mock.calls).toEqual([[PLACES_TIMEOUT_MS]]);
      timeOut.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError"));
      expect(await slow).toEqual(fresh.fallbackAnswer());
    } finally {
      timeouts.mockRestore();
      vi.unstubAllEnvs();
    }
    expect(PLACES_TIMEOUT_MS).toBe(3_000);
  });
});

describe("what the testimonials show", () => {
  it("uses live reviews only when success, a reviews list and no fallback flag", () => {
    const reviews = [{ author_name: "A", rating: 4, text: "t", relative_time_description: "now" }];
    expect(liveReviewsOf({ success: true, data: { reviews, rating: 4.2 } })).toEqual({ reviews, rating: 4.2 });
    expect(liveReviewsOf({ success: true, fallback: true, data: { reviews, rating: 5 } })).toBeNull();
    expect(liveReviewsOf({ success: false, data: { reviews } })).toBeNull();
    expect(liveReviewsOf({ success: true, data: {} })).toBeNull();
    expect(liveReviewsOf(null)).toBeNull();
    expect(liveReviewsOf({ success: true, data: { reviews, rating: "4.2" } })).toEqual({ reviews, rating: undefined });
  });

  it("takes the rating from the response when numeric, else the average; one decimal", () => {
    expect(overallRating(fallbackReviews, 4.74)).toBe(4.74);
    expect(overallRating([{ author_name: "A", rating: 4, text: "", relative_time_description: "" }, { author_name: "B", rating: 5, text: "", relative_time_description: "" }])).toBe(4.5);
    expect(formatRating(4.74)).toBe("4.7");
    expect(formatRating(5)).toBe("5.0");
  });

  it("draws whole stars for the integer part and a half star for a fraction", () => {
    expect(starsFor(4.7)).toEqual({ full: 4, half: true });
    expect(starsFor(4.0)).toEqual({ full: 4, half: false });
    expect(starsFor(5)).toEqual({ full: 5, half: false });
    expect(starsFor(0.2)).toEqual({ full: 0, half: true });
  });
});

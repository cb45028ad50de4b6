import "server-only";
import { fallbackReviews, type Review } from "@/lib/landing-content";
import { getConfig } from "@/lib/config";
import { z } from "@/lib/zod";
import { overallRating, type ReviewsResponse } from "./types";

/** Google answers within this or we show our own reviews. */
export const PLACES_TIMEOUT_MS = 3_000;
/** Google's terms allow caching for a while, never storing: kept in memory only. */
export const LIVE_CACHE_MS = 6 * 60 * 60 * 1000;
/** After a failure, Google is asked again only after this (the page keeps its fallback meanwhile). */
export const FAILURE_CACHE_MS = 10 * 60 * 1000;

/** The fields we ask for (Places API (New) field mask): the rating and the reviews, nothing else. */
export const PLACES_FIELD_MASK = "rating,userRatingCount,reviews";

// The Place Details (New) answer, as far as we read it.
const placeSchema = z.object({
  rating: z.number().min(0).max(5).optional(),
  reviews: z
    .array(
      z.object({
        rating: z.number().min(0).max(5),
        relativePublishTimeDescription: z.string().optional(),
        text: z.object({ text: z.string() }).optional(),
        originalText: z.object({ text: z.string() }).optional(),
        authorAttribution: z.object({ displayName: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

export function fallbackAnswer(): ReviewsResponse {
  const reviews = [...fallbackReviews];
  return { success: true, fallback: true, data: { reviews, rating: overallRating(reviews) } };
}

/** Maps Google's place to the shape the page reads; null when it has no reviews to show. */
export function mapPlace(place: unknown): ReviewsResponse | null {
  const parsed = placeSchema.safeParse(place);
  if (!parsed.success) return null;
  const reviews: Review[] = (parsed.data.reviews ?? [])
    .map((review) => ({
      author_name: review.authorAttribution?.displayName?.trim() || "Google user",
      rating: review.rating,
      text: (review.text?.text ?? review.originalText?.text ?? "").trim(),
      relative_time_description: review.relativePublishTimeDescription ?? "",
    }))
    .filter((review) => review.text !== "");
  if (reviews.length === 0) return null;
  return { success: true, fallback: false, data: { reviews, rating: overallRating(reviews, parsed.data.rating) } };
}

/** One call to Place Details (New); throws on any failure or after the time-out. */
export async function fetchPlaceReviews(options: { apiKey: string; placeId: string; baseUrl: string; timeoutMs?: number }): Promise<ReviewsResponse> {
  const url = `${options.baseUrl}/v1/places/${encodeURIComponent(options.placeId)}`;
  const response = await fetch(url, {
    headers: { "X-Goog-Api-Key": options.apiKey, "X-Goog-FieldMask": PLACES_FIELD_MASK, "Accept-Language": "en-AU" },
    signal: AbortSignal.timeout(options.timeoutMs ?? PLACES_TIMEOUT_MS),
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`Places API answered ${response.status}`);
  const mapped = mapPlace(await response.json());
  if (!mapped) throw new Error("Places API answered no usable reviews");
  return mapped;
}

let cached: { answer: ReviewsResponse; until: number } | undefined;
let pending: Promise<ReviewsResponse> | undefined;

/**
 * The reviews the page shows: Google's (cached for hours) when configured and answering, else
 * the six built-in ones with `fallback: true`. Never throws.
 */
export async function getReviews(now = Date.now()): Promise<ReviewsResponse> {
  const { apiKey, placeId, baseUrl } = getConfig().reviews;
  if (!apiKey || !placeId) return fallbackAnswer();
  if (cached && cached.until > now) return cached.answer;
  // One request to Google at a time, however many visitors arrive while it is on its way.
  pending ??= fetchPlaceReviews({ apiKey, placeId, baseUrl })
    .then((answer) => {
      cached = { answer, until: Date.now() + LIVE_CACHE_MS };
      return answer;
    })
    .catch((error: unknown) => {
      console.warn("[reviews] Google reviews unavailable, showing the built-in ones:", error instanceof Error ? error.message : error);
      const answer = fallbackAnswer();
      cached = { answer, until: Date.now() + FAILURE_CACHE_MS };
      return answer;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** Tests start from an empty cache. */
export function forgetCachedReviews(): void {
  cached = undefined;
}

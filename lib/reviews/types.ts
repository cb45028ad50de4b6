import type { Review } from "@/lib/landing-content";

/** GET /api/google-reviews. */
export interface ReviewsResponse {
  success: boolean;
  /** Set when the six built-in reviews are answered instead of Google's. */
  fallback?: boolean;
  data: { reviews: Review[]; rating: number };
}

/** Live reviews only when success, a reviews list, and no fallback flag. */
export function liveReviewsOf(response: unknown): { reviews: Review[]; rating: number | undefined } | null {
  if (!response || typeof response !== "object") return null;
  const { success, fallback, data } = response as Partial<ReviewsResponse>;
  if (success !== true || fallback || !data || !Array.isArray(data.reviews)) return null;
  return { reviews: data.reviews, rating: typeof data.rating === "number" && Number.isFinite(data.rating) ? data.rating : undefined };
}

/** The overall rating: the response's when numeric, else the average of the reviews shown. */
export function overallRating(reviews: readonly Review[], fromResponse?: number): number {
  if (typeof fromResponse === "number" && Number.isFinite(fromResponse)) return fromResponse;
  if (reviews.length === 0) return 0;
  return reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
}

/** "4.8": one decimal, as the stars line shows it. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** Whole stars for the integer part, plus a half star if there is a fraction. */
export function starsFor(rating: number): { full: number; half: boolean } {
  const clamped = Math.max(0, Math.min(5, rating));
  const full = Math.floor(clamped);
  return { full, half: clamped - full > 0 && full < 5 };
}

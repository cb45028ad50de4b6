"use client";

import { ExternalLink } from "lucide-react";
import { startTransition, useEffect, useState } from "react";
import { business } from "@/lib/business";
import { fallbackReviews, type Review } from "@/lib/landing-content";
import { formatRating, liveReviewsOf, overallRating, starsFor } from "@/lib/reviews/types";

const STAR_SIZE = 18; // px

type Loaded = { reviews: readonly Review[]; rating: number };

/**
 * The testimonials: 'Loading reviews...' while GET /api/google-reviews is on
 * its way, then Google's reviews when the answer is live, else the six built-in ones, silently.
 */
export function Testimonials() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    fetch("/api/google-reviews", { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null)
      .then((answer: unknown) => {
        if (!current) return;
        const live = liveReviewsOf(answer);
        const reviews = live?.reviews.length ? live.reviews : fallbackReviews;
        const fromResponse = (answer as { data?: { rating?: unknown } } | null)?.data?.rating;
        const rating = overallRating(reviews, typeof fromResponse === "number" ? fromResponse : undefined);
        // A transition: React renders the six reviews in short slices, so a tap or a scroll while
        // they arrive is not held up behind one long task.
        startTransition(() => setLoaded({ reviews, rating }));
      });
    return () => {
      current = false;
    };
  }, []);

  if (!loaded) {
    return (
      <>
        <p role="status" className="mt-10 text-center text-slate-600">
          Loading reviews...
        </p>
        {/* Without JavaScript: the built-in reviews, in the static HTML only (not in React's data). */}
        <noscript>
          <ReviewList reviews={fallbackReviews} />
        </noscript>
      </>
    );
  }

  return (
    <div className="mt-10">
      <p className="flex flex-wrap items-center justify-center gap-2 text-lg font-semibold text-brand-950">
        <Stars rating={loaded.rating} />
        <span>{formatRating(loaded.rating)} stars</span>
      </p>
      <ReviewList reviews={loaded.reviews} />
      <p className="mt-8 text-center">
        <a
          href={business.googleReviewsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
        >
          See all reviews on Google
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}

export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review, index) => (
        <li key={`${review.author_name}-${index}`} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <Stars rating={review.rating} label={`Rated ${review.rating} out of 5`} />
          <blockquote className="mt-3 flex-1 text-slate-700">&ldquo;{review.text}&rdquo;</blockquote>
          <p className="mt-4 font-semibold text-brand-950">
            {review.author_name}
            {review.relative_time_description && <span className="font-normal text-slate-600"> · {review.relative_time_description}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}

// A five-point star in a 24-unit box: short enough to repeat thirty times in the page.
const STAR_POINTS = "12 2 15 8.9 22.5 9.3 16.7 14 18.6 21.4 12 17.3 5.4 21.4 7.3 14 1.5 9.3 9 8.9";

/** Whole stars for the integer part and a half star for a fraction. */
function Stars({ rating, label }: { rating: number; label?: string }) {
  const { full, half } = starsFor(rating);
  return (
    <span className="inline-flex items-center text-amber-500" role={label ? "img" : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      {Array.from({ length: full }, (_, index) => (
        <svg key={index} width={STAR_SIZE} height={STAR_SIZE} viewBox="0 0 24 24" aria-hidden="true" data-star="full">
          <polygon points={STAR_POINTS} fill="currentColor" />
        </svg>
      ))}
      {half && (
        <svg width={STAR_SIZE} height={STAR_SIZE} viewBox="0 0 24 24" aria-hidden="true" data-star="half">
          <polygon points={STAR_POINTS} fill="none" stroke="currentColor" strokeWidth="1.5" />
          <polygon points={STAR_POINTS} fill="currentColor" style={{ clipPath: "inset(0 50% 0 0)" }} />
        </svg>
      )}
    </span>
  );
}

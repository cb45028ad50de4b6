"use client";

import { housePainterJsonLd } from "@/lib/seo/structured-data";

/**
 * The page's schema.org data. A client component on purpose: its HTML is rendered at build like
 * any other, but React does not repeat a client component's output in the page's hydration data,
 * which keeps the landing page's HTML within its size budget.
 */
export function JsonLd() {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: housePainterJsonLd() }} />;
}

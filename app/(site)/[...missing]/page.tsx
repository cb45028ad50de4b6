import type { Metadata } from "next";
import { notFound } from "next/navigation";

// The not-found page's title (a segment's not-found.tsx cannot set it).
export const metadata: Metadata = { title: "404 Page Not Found", robots: { index: false } };

/**
 * Every address no route claims lands here, so its 404 page renders inside the public header
 * and footer of the (site) layout. The root not-found page stays bare: Next.js embeds it in the
 * hydration data of every page, and a second header and footer there cost the landing page's
 * HTML budget on every visit.
 */
export default function MissingPage(): never {
  notFound();
}

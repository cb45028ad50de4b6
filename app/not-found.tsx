import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/site/not-found-message";

export const metadata: Metadata = {
  title: "404 Page Not Found",
  robots: { index: false },
};

/**
 * Only for a notFound() outside the public pages (unknown public addresses get the framed page
 * of app/(site)/not-found.tsx). Kept small: Next.js embeds it in every page's hydration data.
 */
export default function NotFound() {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-3xl flex-col items-center justify-center px-4 text-center">
      <NotFoundMessage />
    </main>
  );
}

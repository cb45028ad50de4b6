import type { Metadata } from "next";
import Link from "next/link";

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
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">Did you forget to add the page to the router?</p>
      <Link href="/" className="mt-8 rounded-md bg-brand-900 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Back to the home page
      </Link>
    </main>
  );
}
